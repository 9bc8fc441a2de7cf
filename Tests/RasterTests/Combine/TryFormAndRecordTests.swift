// Exact value sequences, completions, demand and cancellation for the `try` forms of the
// reducing, prefix and filtering operators, drop(untilOutputFrom:), Record, and the
// debugging operators (assertNoFailure, breakpoint), whose traps become warnings in Raster.
// Imports Combine alone, as a model file written for Apple's Combine would.

import Foundation
import Testing
import Combine

/// The cancellations of a subject, and the subject to send through.
private final class WatchedSubject {
    let subject = PassthroughSubject<Int, Never>()
    var cancels = 0
    var publisher: Publishers.HandleEvents<PassthroughSubject<Int, Never>> {
        subject.handleEvents(receiveCancel: { self.cancels += 1 })
    }
}

/// A predicate that throws `Failed` at `poison` and otherwise answers `answer`.
private func throwing<T>(at poison: Int, _ answer: @escaping (Int) -> T) -> (Int) throws -> T {
    { value in
        if value == poison { throw Failed() }
        return answer(value)
    }
}

@Suite struct TryReducingOperatorTests {
    @Test func tryMinAndTryMaxKeepTheFirstOfEqualElements() {
        let pairs = [(2, "a"), (1, "b"), (3, "c"), (1, "d"), (3, "e")].publisher
        #expect(PublisherRecorder(pairs.tryMin { $0.0 < $1.0 }.map(\.1)).values == ["b"])
        #expect(PublisherRecorder(pairs.tryMax { $0.0 < $1.0 }.map(\.1)).values == ["c"])
        let empty = PublisherRecorder(Empty<Int, Never>().tryMin(by: <))
        #expect(empty.values.isEmpty)
        #expect(empty.completions.count == 1)
    }

    @Test func aThrownComparisonFailsAndCancelsTheUpstream() {
        let watched = WatchedSubject()
        let recorder = PublisherRecorder(watched.publisher.tryMax { a, b in
            if b == 0 { throw Failed() }
            return a < b
        })
        watched.subject.send(4)
        watched.subject.send(0)
        watched.subject.send(9)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions.count == 1)
        #expect(failedWithFailed(recorder.completions.first))
        #expect(watched.cancels == 1)
    }

    @Test func tryContainsAndTryAllSatisfyDecideEarlyOrAtTheEnd() {
        let watched = WatchedSubject()
        let contains = PublisherRecorder(watched.publisher.tryContains(where: throwing(at: -1) { $0 > 2 }))
        watched.subject.send(1)
        #expect(contains.values.isEmpty)
        watched.subject.send(3)
        #expect(contains.values == [true])
        #expect(contains.completions.count == 1)
        #expect(watched.cancels == 1)
        #expect(PublisherRecorder([1, 2].publisher.tryContains(where: throwing(at: -1) { $0 > 2 })).values == [false])
        #expect(PublisherRecorder([2, 4, 6].publisher.tryAllSatisfy(throwing(at: -1) { $0 % 2 == 0 })).values == [true])
        #expect(PublisherRecorder([2, 3, 4].publisher.tryAllSatisfy(throwing(at: -1) { $0 % 2 == 0 })).values == [false])
        let thrown = PublisherRecorder([2, 5, 4].publisher.tryAllSatisfy(throwing(at: 5) { $0 % 2 == 0 }))
        #expect(thrown.values.isEmpty)
        #expect(failedWithFailed(thrown.completions.first))
        let thrownContains = PublisherRecorder([1, 5, 9].publisher.tryContains(where: throwing(at: 5) { $0 > 8 }))
        #expect(thrownContains.values.isEmpty)
        #expect(failedWithFailed(thrownContains.completions.first))
    }

    @Test func tryFirstAndTryLastWhere() {
        let first = PublisherRecorder([1, 4, 6, 7].publisher.tryFirst(where: throwing(at: -1) { $0 % 2 == 0 }))
        #expect(first.values == [4])
        #expect(first.completions.count == 1)
        let last = PublisherRecorder([1, 4, 6, 7].publisher.tryLast(where: throwing(at: -1) { $0 % 2 == 0 }))
        #expect(last.values == [6])
        let none = PublisherRecorder([1, 3].publisher.tryLast(where: throwing(at: -1) { $0 % 2 == 0 }))
        #expect(none.values.isEmpty)
        #expect(none.completions.count == 1)
        #expect(failedWithFailed(PublisherRecorder([1, 3, 4].publisher.tryFirst(where: throwing(at: 3) { $0 % 2 == 0 })).completions.first))
        let thrownLast = PublisherRecorder([2, 3, 4].publisher.tryLast(where: throwing(at: 3) { $0 % 2 == 0 }))
        #expect(thrownLast.values.isEmpty)
        #expect(failedWithFailed(thrownLast.completions.first))
    }

    @Test func aTryResultWaitsForDemand() {
        let subscriber = LimitedSubscriber<Int, Error>(initial: 0)
        [5, 8].publisher.tryFirst(where: throwing(at: -1) { $0 > 6 }).subscribe(subscriber)
        #expect(subscriber.received.isEmpty)
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [8])
        #expect(subscriber.completions.count == 1)
    }
}

@Suite struct TryPrefixAndFilteringTests {
    @Test func tryPrefixWhilePassesUntilThePredicateFailsOrThrows() {
        let prefix = PublisherRecorder([1, 2, 3, 1].publisher.tryPrefix(while: throwing(at: -1) { $0 < 3 }))
        #expect(prefix.values == [1, 2])
        #expect(prefix.completions.count == 1)
        if case .finished? = prefix.completions.first {} else { Issue.record("tryPrefix(while:) did not finish") }
        let watched = WatchedSubject()
        let thrown = PublisherRecorder(watched.publisher.tryPrefix(while: throwing(at: 2) { $0 < 3 }))
        watched.subject.send(1)
        watched.subject.send(2)
        watched.subject.send(1)
        #expect(thrown.values == [1])
        #expect(failedWithFailed(thrown.completions.first))
        #expect(watched.cancels == 1)
    }

    @Test func tryPrefixWhilePassesValuesAsTheSubscriberAsks() {
        let subscriber = LimitedSubscriber<Int, Error>(initial: 1)
        [1, 2, 3].publisher.tryPrefix(while: throwing(at: -1) { $0 < 3 }).subscribe(subscriber)
        #expect(subscriber.received == [1])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.received == [1, 2])
        #expect(subscriber.completions.count == 1)
    }

    @Test func tryDropWhileDropsUntilThePredicateFailsOrThrows() {
        #expect(PublisherRecorder([1, 2, 3, 1].publisher.tryDrop(while: throwing(at: -1) { $0 < 3 })).values == [3, 1])
        let thrown = PublisherRecorder([1, 2, 3].publisher.tryDrop(while: throwing(at: 2) { $0 < 3 }))
        #expect(thrown.values.isEmpty)
        #expect(failedWithFailed(thrown.completions.first))
        let subscriber = LimitedSubscriber<Int, Error>(initial: 1)
        [1, 2, 3, 4].publisher.tryDrop(while: throwing(at: -1) { $0 < 3 }).subscribe(subscriber)
        #expect(subscriber.received == [3])
    }

    @Test func tryRemoveDuplicatesComparesWithThePreviousValue() {
        let sameParity: (Int, Int) throws -> Bool = { previous, value in
            if value < 0 { throw Failed() }
            return previous % 2 == value % 2
        }
        let kept = PublisherRecorder([1, 3, 4, 6, 7].publisher.tryRemoveDuplicates(by: sameParity))
        #expect(kept.values == [1, 4, 7])
        #expect(kept.completions.count == 1)
        let thrown = PublisherRecorder([1, 2, -1, 3].publisher.tryRemoveDuplicates(by: sameParity))
        #expect(thrown.values == [1, 2])
        #expect(failedWithFailed(thrown.completions.first))
    }
}

@Suite struct DropUntilOutputTests {
    @Test func dropsUntilTheOtherPublishersFirstValue() {
        let values = PassthroughSubject<Int, Never>()
        let start = PassthroughSubject<Void, Never>()
        let recorder = PublisherRecorder(values.drop(untilOutputFrom: start))
        values.send(1)
        values.send(2)
        start.send(())
        values.send(3)
        start.send(completion: .finished)
        values.send(4)
        values.send(completion: .finished)
        #expect(recorder.values == [3, 4])
        #expect(recorder.completions == [.finished])
    }

    @Test func theOthersFailureFailsItAndItsFinishingChangesNothing() {
        let values = PassthroughSubject<Int, Failed>()
        let start = PassthroughSubject<Void, Failed>()
        let failed = PublisherRecorder(values.drop(untilOutputFrom: start))
        values.send(1)
        start.send(completion: .failure(Failed()))
        values.send(2)
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(Failed())])
        let quiet = PassthroughSubject<Void, Never>()
        let upstream = PassthroughSubject<Int, Never>()
        let finished = PublisherRecorder(upstream.drop(untilOutputFrom: quiet))
        quiet.send(completion: .finished)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(finished.values.isEmpty)
        #expect(finished.completions == [.finished])
    }

    @Test func cancellingEndsBothSubscriptionsAndTheOthersFirstValueEndsItsOwn() {
        let watched = WatchedSubject()
        var triggerCancels = 0
        let trigger = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(watched.publisher.drop(untilOutputFrom: trigger.handleEvents(receiveCancel: { triggerCancels += 1 })))
        recorder.cancellables.removeAll()
        #expect(watched.cancels == 1)
        #expect(triggerCancels == 1)
        let fired = WatchedSubject()
        var firedTriggerCancels = 0
        let once = PublisherRecorder(fired.publisher.drop(untilOutputFrom: Just(0).handleEvents(receiveCancel: { firedTriggerCancels += 1 })))
        fired.subject.send(7)
        #expect(once.values == [7])
        #expect(firedTriggerCancels == 1)
    }
}

@Suite struct RecordTests {
    @Test func aRecordReplaysItsOutputAndCompletionToEachSubscriber() {
        let record = Record<Int, Failed>(output: [1, 2], completion: .failure(Failed()))
        for _ in 0..<2 {
            let recorder = PublisherRecorder(record)
            #expect(recorder.values == [1, 2])
            #expect(recorder.completions == [.failure(Failed())])
        }
        let recorded = Record<String, Never> { recording in
            recording.receive("a")
            recording.receive("b")
            recording.receive(completion: .finished)
        }
        #expect(recorded.recording.output == ["a", "b"])
        #expect(recorded.recording.completion == .finished)
        #expect(PublisherRecorder(recorded).values == ["a", "b"])
        let fromRecording = Record(recording: Record<Int, Never>.Recording(output: [7]))
        #expect(PublisherRecorder(fromRecording).values == [7])
        #expect(PublisherRecorder(fromRecording).completions == [.finished])
    }

    @Test func aRecordWaitsForDemandForValuesButNotForAnEmptyRecordingsCompletion() {
        let subscriber = LimitedSubscriber<Int, Failed>(initial: 1)
        Record<Int, Failed>(output: [1, 2], completion: .failure(Failed())).subscribe(subscriber)
        #expect(subscriber.received == [1])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [1, 2])
        #expect(subscriber.completions == [.failure(Failed())])
        let waiting = LimitedSubscriber<Int, Failed>(initial: 0)
        Record<Int, Failed>(output: [], completion: .failure(Failed())).subscribe(waiting)
        #expect(waiting.completions == [.failure(Failed())])
    }

    @Test func recordingAfterTheCompletionIsIgnoredWithAWarning() {
        var record: Record<Int, Never>?
        let warnings = combineWarnings {
            record = Record { recording in
                recording.receive(1)
                recording.receive(completion: .finished)
                recording.receive(2)
                recording.receive(completion: .finished)
            }
        }
        #expect(record?.recording.output == [1])
        #expect(warnings == [
            "Record.Recording.receive(_:) was called after the recording's completion; the output was not recorded (Combine raises a fatal error); record every output before receive(completion:)",
            "Record.Recording.receive(completion:) was called twice; the second completion was ignored (Combine raises a fatal error); complete a recording once",
        ])
    }
}

@Suite struct DebuggingOperatorTests {
    @Test func assertNoFailurePassesValuesAndTurnsAFailureIntoAWarningAndFinished() {
        let subject = PassthroughSubject<Int, Failed>()
        var recorder: PublisherRecorder<Int, Never>?
        let line: UInt = #line + 2
        let warnings = combineWarnings {
            recorder = PublisherRecorder(subject.assertNoFailure("loader"))
            subject.send(1)
            subject.send(completion: .failure(Failed()))
            subject.send(2)
        }
        #expect(recorder?.values == [1])
        #expect(recorder?.completions == [.finished])
        #expect(warnings == ["assertNoFailure loader (TryFormAndRecordTests.swift:\(line)): the upstream failed with Failed(); Combine raises a fatal error here, Raster finished the stream instead; handle the failure before assertNoFailure (catch, replaceError) or fix its source"])
        let quiet = combineWarnings { _ = PublisherRecorder([1, 2].publisher.setFailureType(to: Failed.self).assertNoFailure()) }
        #expect(quiet.isEmpty)
    }

    @Test func breakpointsPassEveryEventAndWarnWhereCombineWouldStop() {
        let subject = PassthroughSubject<Int, Failed>()
        var recorder: PublisherRecorder<Int, Failed>?
        let warnings = combineWarnings {
            recorder = PublisherRecorder(subject.breakpoint(receiveOutput: { $0 == 2 }).breakpointOnError())
            subject.send(1)
            subject.send(2)
            subject.send(3)
            subject.send(completion: .failure(Failed()))
        }
        #expect(recorder?.values == [1, 2, 3])
        #expect(recorder?.completions == [.failure(Failed())])
        #expect(warnings == [
            "a breakpoint's receiveOutput closure returned true; Combine would raise SIGTRAP to stop in the debugger, Raster has none and the events passed on; use a debugger on a device or print(_:to:) to inspect the stream",
            "a breakpoint's receiveCompletion closure returned true; Combine would raise SIGTRAP to stop in the debugger, Raster has none and the events passed on; use a debugger on a device or print(_:to:) to inspect the stream",
        ])
        let calm = combineWarnings { _ = PublisherRecorder([1].publisher.breakpoint(receiveSubscription: { _ in false }).breakpointOnError()) }
        #expect(calm.isEmpty)
    }
}
