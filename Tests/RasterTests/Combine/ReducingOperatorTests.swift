// Exact value sequences, completions, demand and cancellation for the operators that
// publish one result (reduce, count, min/max, contains, allSatisfy, first/last,
// ignoreOutput), those that pass a prefix (output, prefix, drop(while:)), replaceEmpty and
// tryCatch. Imports Combine alone, as a model file written for Apple's Combine would.

import Foundation
import Testing
import Combine

/// The values an upstream was asked for and whether it was cancelled, around a subject.
private final class UpstreamProbe {
    var cancels = 0
    var values = 0
    func watch<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
        publisher.handleEvents(receiveOutput: { _ in self.values += 1 }, receiveCancel: { self.cancels += 1 })
    }
}

@Suite struct ReducingOperatorTests {
    @Test func reduceAndTryReducePublishOneResultWhenTheUpstreamFinishes() {
        let sum = PublisherRecorder([1, 2, 3, 4].publisher.reduce(0, +))
        #expect(sum.values == [10])
        #expect(sum.finishedCount == 1)
        let strings = PublisherRecorder(["a", "b"].publisher.reduce("", { $0 + $1 }))
        #expect(strings.values == ["ab"])
        let throwing = PublisherRecorder([1, 2, 3].publisher.tryReduce(0) { total, value in
            if value == 3 { throw Failed() }
            return total + value
        })
        #expect(throwing.values.isEmpty)
        #expect(throwing.completions.count == 1)
        if case .failure(let error)? = throwing.completions.first { #expect(error is Failed) } else { Issue.record("no failure") }
    }

    @Test func countMinMaxAndLastWaitForTheEnd() {
        let subject = PassthroughSubject<Int, Never>()
        let count = PublisherRecorder(subject.count())
        let min = PublisherRecorder(subject.min())
        let max = PublisherRecorder(subject.max())
        let last = PublisherRecorder(subject.last())
        let lastOdd = PublisherRecorder(subject.last(where: { $0 % 2 == 1 }))
        for value in [3, 1, 4, 1, 5, 9, 2, 6] { subject.send(value) }
        #expect(count.values.isEmpty && min.values.isEmpty && max.values.isEmpty && last.values.isEmpty)
        subject.send(completion: .finished)
        #expect(count.values == [8])
        #expect(min.values == [1])
        #expect(max.values == [9])
        #expect(last.values == [6])
        #expect(lastOdd.values == [9])
        let finishes: [Int] = [count.finishedCount, min.finishedCount, max.finishedCount, last.finishedCount]
        #expect(finishes.allSatisfy { $0 == 1 })
    }

    /// Of equal elements, min and max publish the first, as `Sequence.min(by:)` and `max(by:)` do.
    @Test func minAndMaxByKeepTheFirstOfEqualElements() {
        let pairs = [(2, "a"), (0, "b"), (5, "c"), (0, "d"), (5, "e")]
        #expect(PublisherRecorder(pairs.publisher.min(by: { $0.0 < $1.0 })).values.map(\.1) == ["b"])
        #expect(PublisherRecorder(pairs.publisher.max(by: { $0.0 < $1.0 })).values.map(\.1) == ["c"])
    }

    @Test func anEmptyUpstreamFinishesWithoutAResult() {
        let empty = Empty<Int, Never>()
        for recorder in [PublisherRecorder(empty.first()), PublisherRecorder(empty.last()), PublisherRecorder(empty.min()),
                         PublisherRecorder(empty.max()), PublisherRecorder(empty.first(where: { $0 > 0 }))] {
            #expect(recorder.values.isEmpty)
            #expect(recorder.finishedCount == 1)
        }
        #expect(PublisherRecorder(empty.count()).values == [0])
        #expect(PublisherRecorder(empty.contains(1)).values == [false])
        #expect(PublisherRecorder(empty.allSatisfy { $0 > 0 }).values == [true])
    }

    /// first, contains and allSatisfy publish as soon as they know, cancelling the upstream.
    @Test func earlyResultsCancelTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let first = PublisherRecorder(probe.watch(subject).first(where: { $0 > 1 }))
        let contains = PublisherRecorder(probe.watch(subject).contains(3))
        let all = PublisherRecorder(probe.watch(subject).allSatisfy { $0 < 3 })
        let containsWhere = PublisherRecorder(probe.watch(subject).contains(where: { $0 > 10 }))
        subject.send(1)
        subject.send(2)
        #expect(first.values == [2] && first.finishedCount == 1)
        #expect(probe.cancels == 1)
        subject.send(3)
        #expect(contains.values == [true] && contains.finishedCount == 1)
        #expect(all.values == [false] && all.finishedCount == 1)
        #expect(probe.cancels == 3)
        subject.send(4)
        subject.send(completion: .finished)
        #expect(containsWhere.values == [false])
        // 2 + 3 + 3 values reached the three that stopped early, 4 the one that did not.
        #expect(probe.values == 2 + 3 + 3 + 4)
        #expect(first.values == [2] && contains.values == [true] && all.values == [false])
    }

    @Test func aFailurePassesThroughWithoutAResult() {
        let subject = PassthroughSubject<Int, Failed>()
        let count = PublisherRecorder(subject.count())
        let ignored = PublisherRecorder(subject.ignoreOutput())
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        #expect(count.values.isEmpty)
        #expect(count.completions == [.failure(Failed())])
        #expect(ignored.completions == [.failure(Failed())])
    }

    @Test func ignoreOutputPassesOnlyTheCompletion() {
        let recorder = PublisherRecorder([1, 2, 3].publisher.ignoreOutput())
        #expect(recorder.values.isEmpty)
        #expect(recorder.finishedCount == 1)
    }

    /// The result waits for the subscriber's first demand; cancelling before then drops it.
    @Test func theResultWaitsForDemand() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        [1, 2, 3].publisher.reduce(0, +).subscribe(subscriber)
        #expect(subscriber.received.isEmpty && !subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [6])
        #expect(subscriber.completions == [.finished])

        let cancelled = LimitedSubscriber<Int, Never>(initial: 0)
        [1, 2, 3].publisher.max().subscribe(cancelled)
        cancelled.subscription?.cancel()
        cancelled.subscription?.request(.max(1))
        #expect(cancelled.received.isEmpty && !cancelled.finished)
    }

    @Test func collectStillGathersEverything() {
        let subscriber = LimitedSubscriber<[Int], Never>(initial: 0)
        [1, 2, 3].publisher.collect().subscribe(subscriber)
        #expect(subscriber.received.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [[1, 2, 3]])
        #expect(subscriber.completions == [.finished])
    }
}

@Suite struct PrefixOperatorTests {
    @Test func outputPublishesTheElementsAtTheGivenIndicesThenFinishes() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let at = PublisherRecorder(probe.watch(subject).output(at: 2))
        let range = PublisherRecorder(subject.output(in: 1...2))
        let open = PublisherRecorder(subject.output(in: 3...))
        for value in [10, 20, 30, 40, 50] { subject.send(value) }
        #expect(at.values == [30] && at.finishedCount == 1)
        #expect(probe.cancels == 1 && probe.values == 3)
        #expect(range.values == [20, 30] && range.finishedCount == 1)
        #expect(open.values == [40, 50] && open.finishedCount == 0)
    }

    @Test func prefixPassesTheFirstElementsAsTheSubscriberAsks() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 1)
        [1, 2, 3, 4].publisher.prefix(2).subscribe(subscriber)
        #expect(subscriber.received == [1])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.received == [1, 2])
        #expect(subscriber.completions == [.finished])
        // Dropped elements are replaced by requests: one demanded value is the one at index 2.
        let one = LimitedSubscriber<Int, Never>(initial: 1)
        [1, 2, 3, 4].publisher.output(at: 2).subscribe(one)
        #expect(one.received == [3])
        #expect(one.completions == [.finished])
    }

    @Test func aNegativeCountPublishesNothingWithAWarning() {
        var recorder: PublisherRecorder<Int, Never>?
        let warnings = combineWarnings { recorder = PublisherRecorder([1, 2].publisher.prefix(-1)) }
        #expect(warnings == ["prefix(-1): indices and counts start at 0 (Combine traps); elements 0..<0 are published instead. Pass an index or count of at least 0"])
        #expect(recorder?.values == [])
        #expect(recorder?.finishedCount == 1)
    }

    @Test func prefixWhileAndDropWhile() {
        let values = [1, 2, 3, 1, 4]
        let prefix = PublisherRecorder(values.publisher.prefix(while: { $0 < 3 }))
        #expect(prefix.values == [1, 2])
        #expect(prefix.finishedCount == 1)
        let drop = PublisherRecorder(values.publisher.drop(while: { $0 < 3 }))
        #expect(drop.values == [3, 1, 4])
        #expect(drop.finishedCount == 1)
    }

    @Test func prefixUntilOutputFromFinishesAtTheOthersFirstValue() {
        let values = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<Void, Never>()
        let probe = UpstreamProbe()
        let recorder = PublisherRecorder(probe.watch(values).prefix(untilOutputFrom: stop))
        values.send(1)
        values.send(2)
        stop.send()
        values.send(3)
        stop.send()
        #expect(recorder.values == [1, 2])
        #expect(recorder.finishedCount == 1)
        #expect(probe.cancels == 1)
        // The other publisher finishing without a value changes nothing.
        let quiet = PassthroughSubject<Int, Never>()
        let passing = PublisherRecorder(values.prefix(untilOutputFrom: quiet))
        quiet.send(completion: .finished)
        values.send(4)
        #expect(passing.values == [4])
        #expect(passing.finishedCount == 0)
    }

    @Test func replaceEmptyPublishesItsElementOnlyForAnEmptyStream() {
        #expect(PublisherRecorder(Empty<Int, Never>().replaceEmpty(with: 7)).values == [7])
        #expect(PublisherRecorder([1, 2].publisher.replaceEmpty(with: 7)).values == [1, 2])
        let failing = PublisherRecorder(Fail<Int, Failed>(error: Failed()).replaceEmpty(with: 7))
        #expect(failing.values.isEmpty)
        #expect(failing.completions == [.failure(Failed())])
        let waiting = LimitedSubscriber<Int, Never>(initial: 0)
        Empty<Int, Never>().replaceEmpty(with: 7).subscribe(waiting)
        #expect(waiting.received.isEmpty && !waiting.finished)
        waiting.subscription?.request(.max(1))
        #expect(waiting.received == [7])
        #expect(waiting.completions == [.finished])
    }

    @Test func tryCatchReplacesTheFailedPublisherOrFailsWithWhatItThrows() {
        let subject = PassthroughSubject<Int, Failed>()
        let replaced = PublisherRecorder(subject.tryCatch { _ in [8, 9].publisher })
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        #expect(replaced.values == [1, 8, 9])
        #expect(replaced.finishedCount == 1)

        struct Rethrown: Error {}
        let thrown = PublisherRecorder(Fail<Int, Failed>(error: Failed()).tryCatch { _ -> Just<Int> in throw Rethrown() })
        #expect(thrown.values.isEmpty)
        if case .failure(let error)? = thrown.completions.first { #expect(error is Rethrown) } else { Issue.record("no failure") }

        let failingAgain = PublisherRecorder(Fail<Int, Failed>(error: Failed()).tryCatch { _ in Fail<Int, Failed>(error: Failed()) })
        if case .failure(let error)? = failingAgain.completions.first { #expect(error is Failed) } else { Issue.record("no failure") }
        #expect(failingAgain.completions.count == 1)
    }
}
