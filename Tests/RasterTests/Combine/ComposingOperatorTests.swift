// Exact value sequences, completions, demand and cancellation for Future, Deferred and the
// operators that build pipelines out of other publishers (flatMap, switchToLatest, zip,
// catch, retry, append/prepend, collect, share) and the try/error operators. Imports
// Combine alone, as a model file written for Apple's Combine would.

import Foundation
import Testing
import Combine

private enum LoadError: Error, Equatable {
    case code(Int)
}

@Suite struct FutureAndDeferredTests {
    @Test func futureRunsItsClosureOnceAndReplaysItsResultToLateSubscribers() {
        var runs = 0
        var promise: Future<Int, Failed>.Promise?
        let future = Future<Int, Failed> { fulfill in
            runs += 1
            promise = fulfill
        }
        let early = PublisherRecorder(future)
        #expect(runs == 1)
        #expect(early.values.isEmpty)
        promise?(.success(5))
        let late = PublisherRecorder(future)
        #expect(early.values == [5])
        #expect(early.completions == [.finished])
        #expect(late.values == [5])
        #expect(late.completions == [.finished])
        #expect(runs == 1)
        let warnings = combineWarnings { promise?(.success(6)) }
        #expect(warnings == ["a Future's promise was called more than once; a Future publishes one result, so the later call was ignored; call the promise once"])
        #expect(PublisherRecorder(future).values == [5])
    }

    @Test func futureWaitsForDemandForItsValueButNotForItsFailure() {
        let future = Future<Int, Never> { $0(.success(3)) }
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        future.subscribe(subscriber)
        #expect(subscriber.received.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [3])
        #expect(subscriber.completions == [.finished])
        let failing = LimitedSubscriber<Int, Failed>(initial: 0)
        Future<Int, Failed> { $0(.failure(Failed())) }.subscribe(failing)
        #expect(failing.completions == [.failure(Failed())])
    }

    @Test func deferredMakesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        #expect(PublisherRecorder(deferred).values == [1])
        #expect(PublisherRecorder(deferred).values == [2])
    }
}

@Suite struct TryAndErrorOperatorTests {
    @Test func scanPublishesEachRunningResult() {
        #expect(PublisherRecorder([1, 2, 3, 4].publisher.scan(0, +)).values == [1, 3, 6, 10])
        #expect(PublisherRecorder(["a", "b"].publisher.scan("", +)).values == ["a", "ab"])
    }

    @Test func aThrownErrorFailsThePipelineAndCancelsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let recorder = PublisherRecorder(subject.handleEvents(receiveCancel: { cancels += 1 }).tryMap { value -> Int in
            if value < 0 { throw Failed() }
            return value * 2
        })
        subject.send(1)
        subject.send(-1)
        subject.send(3)
        #expect(recorder.values == [2])
        #expect(recorder.completions.count == 1)
        #expect(failedWithFailed(recorder.completions.first))
        #expect(cancels == 1)
    }

    @Test func tryFilterTryCompactMapAndTryScanStopAtTheFirstThrow() {
        let filtered = PublisherRecorder((1...6).publisher.tryFilter { value in
            if value == 5 { throw Failed() }
            return value.isMultiple(of: 2)
        })
        #expect(filtered.values == [2, 4])
        #expect(failedWithFailed(filtered.completions.first))
        let parsed = PublisherRecorder(["1", "x", "3", "!", "5"].publisher.tryCompactMap { text -> Int? in
            if text == "!" { throw Failed() }
            return Int(text)
        })
        #expect(parsed.values == [1, 3])
        #expect(failedWithFailed(parsed.completions.first))
        let sums = PublisherRecorder([1, 2, 3, 4].publisher.tryScan(0) { total, value in
            if value == 3 { throw Failed() }
            return total + value
        })
        #expect(sums.values == [1, 3])
        #expect(failedWithFailed(sums.completions.first))
        let unthrown = PublisherRecorder([1, 2].publisher.tryMap { $0 + 1 })
        #expect(unthrown.values == [2, 3])
        #expect(unthrown.completions.count == 1)
        if case .finished? = unthrown.completions.first {} else { Issue.record("tryMap did not finish") }
    }

    @Test func mapErrorReplaceErrorAndSetFailureType() {
        let mapped = PublisherRecorder(Fail<Int, Failed>(error: Failed()).mapError { _ in LoadError.code(404) })
        #expect(mapped.completions == [.failure(.code(404))])
        let subject = PassthroughSubject<Int, Failed>()
        let replaced = PublisherRecorder(subject.replaceError(with: -1))
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        #expect(replaced.values == [1, -1])
        #expect(replaced.completions == [.finished])
        let typed: AnyPublisher<Int, LoadError> = Just(2).setFailureType(to: LoadError.self).eraseToAnyPublisher()
        #expect(PublisherRecorder(typed).values == [2])
    }

    @Test func replaceErrorWaitsForDemandForItsReplacement() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        Fail<Int, Failed>(error: Failed()).replaceError(with: 9).subscribe(subscriber)
        #expect(subscriber.received.isEmpty)
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [9])
        #expect(subscriber.completions == [.finished])
    }

    @Test func catchSwitchesToTheHandlersPublisherAfterAFailure() {
        let subject = PassthroughSubject<Int, Failed>()
        let recorder = PublisherRecorder(subject.catch { _ in [100, 101].publisher })
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        subject.send(2)
        #expect(recorder.values == [1, 100, 101])
        #expect(recorder.completions == [.finished])
    }

    @Test func retryResubscribesUntilTheUpstreamSucceedsOrTheRetriesRunOut() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, Failed> in
            attempts += 1
            if attempts < 3 { return Fail(error: Failed()).eraseToAnyPublisher() }
            return Just(attempts).setFailureType(to: Failed.self).eraseToAnyPublisher()
        }
        let succeeded = PublisherRecorder(flaky.retry(2))
        #expect(succeeded.values == [3])
        #expect(succeeded.completions == [.finished])
        attempts = 0
        let gaveUp = PublisherRecorder(flaky.retry(1))
        #expect(attempts == 2)
        #expect(gaveUp.values.isEmpty)
        #expect(gaveUp.completions == [.failure(Failed())])
    }
}

@Suite struct SequencingOperatorTests {
    @Test func prependAndAppendValuesSequencesAndPublishers() {
        #expect(PublisherRecorder([3, 4].publisher.prepend(1, 2).append(5)).values == [1, 2, 3, 4, 5])
        #expect(PublisherRecorder(Just(3).prepend([1, 2]).append([4])).values == [1, 2, 3, 4])
        let subject = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(subject.prepend(Just(0)).append(Just(9)))
        #expect(recorder.values == [0])
        subject.send(1)
        #expect(recorder.completions.isEmpty)
        subject.send(completion: .finished)
        #expect(recorder.values == [0, 1, 9])
        #expect(recorder.completions == [.finished])
        let failed = PublisherRecorder(Fail<Int, Failed>(error: Failed()).append(1))
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(Failed())])
    }

    @Test func appendCarriesTheSubscribersDemandOverToTheSecondPublisher() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 3)
        [1, 2].publisher.append([3, 4]).subscribe(subscriber)
        #expect(subscriber.received == [1, 2, 3])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.received == [1, 2, 3, 4])
        #expect(subscriber.completions == [.finished])
    }

    @Test func collectGathersEverythingOrArraysOfACount() {
        #expect(PublisherRecorder((1...5).publisher.collect()).values == [[1, 2, 3, 4, 5]])
        #expect(PublisherRecorder((1...5).publisher.collect(2)).values == [[1, 2], [3, 4], [5]])
        #expect(PublisherRecorder(Empty<Int, Never>().collect()).values == [[]])
        let subject = PassthroughSubject<Int, Failed>()
        let failed = PublisherRecorder(subject.collect(3))
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(Failed())])
        var values: [[Int]] = []
        let warnings = combineWarnings { values = PublisherRecorder([1, 2].publisher.collect(0)).values }
        #expect(values == [[1], [2]])
        #expect(warnings == ["collect(0) needs a count of at least 1 (Combine traps); it collects 1 element at a time. Give collect a positive count"])
    }

    @Test func collectByCountAsksTheUpstreamForCountElementsPerArray() {
        let subject = PassthroughSubject<Int, Never>()
        var requests: [Subscribers.Demand] = []
        let subscriber = LimitedSubscriber<[Int], Never>(initial: 1)
        subject.handleEvents(receiveRequest: { requests.append($0) }).collect(2).subscribe(subscriber)
        #expect(requests == [.max(2)])
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.received == [[1, 2]])
        subscriber.subscription?.request(.max(1))
        #expect(requests == [.max(2), .max(2)])
        subject.send(4)
        subject.send(5)
        #expect(subscriber.received == [[1, 2], [4, 5]])
    }
}

@Suite struct FlatteningOperatorTests {
    @Test func flatMapWithMaxPublishersAsksForANewElementOnlyWhenOneFinishes() {
        let upstream = PassthroughSubject<Int, Never>()
        let inner = (0...3).map { _ in PassthroughSubject<String, Never>() }
        var requests: [Subscribers.Demand] = []
        let recorder = PublisherRecorder(upstream.handleEvents(receiveRequest: { requests.append($0) })
            .flatMap(maxPublishers: .max(2)) { inner[$0] })
        #expect(requests == [.max(2)])
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        inner[1].send("a")
        inner[2].send("b")
        inner[1].send(completion: .finished)
        #expect(requests == [.max(2), .max(1)])
        upstream.send(3)
        inner[3].send("c")
        inner[1].send("late")
        #expect(recorder.values == ["a", "b", "c"])
        upstream.send(completion: .finished)
        inner[2].send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        inner[3].send(completion: .finished)
        #expect(recorder.completions == [.finished])
    }

    @Test func flatMapHoldsValuesBeyondTheSubscribersDemandInOrder() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 1)
        [10, 20].publisher.flatMap { [$0, $0 + 1].publisher }.subscribe(subscriber)
        #expect(subscriber.received == [10])
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.received == [10, 11, 20])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [10, 11, 20, 21])
        #expect(subscriber.completions == [.finished])
    }

    @Test func flatMapFailsAtTheFirstFailureOfANewPublisher() {
        let subject = PassthroughSubject<Int, Failed>()
        let recorder = PublisherRecorder(subject.flatMap { value -> AnyPublisher<Int, Failed> in
            value < 0 ? Fail(error: Failed()).eraseToAnyPublisher() : Just(value).setFailureType(to: Failed.self).eraseToAnyPublisher()
        })
        subject.send(1)
        subject.send(-1)
        subject.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(Failed())])
    }

    @Test func flatMapOverloadsForPublishersThatCannotFail() {
        #expect(PublisherRecorder(Just(1).flatMap { Just($0 * 2) }).values == [2])
        let failing = PublisherRecorder(Just(1).flatMap { _ in Fail<Int, Failed>(error: Failed()) })
        #expect(failing.completions == [.failure(Failed())])
        let typed = PublisherRecorder(PassthroughSubject<Int, Failed>().flatMap { Just($0) })
        #expect(typed.values.isEmpty)
    }

    @Test func switchToLatestCancelsThePreviousPublisher() {
        let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var firstCancels = 0
        let recorder = PublisherRecorder(outer.switchToLatest())
        outer.send(first.handleEvents(receiveCancel: { firstCancels += 1 }).eraseToAnyPublisher())
        first.send(1)
        outer.send(second.eraseToAnyPublisher())
        first.send(2)
        second.send(3)
        #expect(recorder.values == [1, 3])
        #expect(firstCancels == 1)
        outer.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        second.send(4)
        second.send(completion: .finished)
        #expect(recorder.values == [1, 3, 4])
        #expect(recorder.completions == [.finished])
    }

    @Test func searchAsYouTypeWithMapAndSwitchToLatest() {
        let query = PassthroughSubject<String, Never>()
        var pending: [String: PassthroughSubject<[String], Never>] = [:]
        let recorder = PublisherRecorder(query.map { text -> PassthroughSubject<[String], Never> in
            let request = PassthroughSubject<[String], Never>()
            pending[text] = request
            return request
        }.switchToLatest())
        query.send("ra")
        query.send("ras")
        pending["ra"]?.send(["rabbit"])
        pending["ras"]?.send(["raster"])
        #expect(recorder.values == [["raster"]])
    }
}

@Suite struct ZipTests {
    @Test func zipPairsTheNthElementsAndFinishesWhenAnUpstreamRunsOut() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recorder = PublisherRecorder(numbers.zip(letters) { "\($0)\($1)" })
        numbers.send(1)
        numbers.send(2)
        numbers.send(3)
        letters.send("a")
        #expect(recorder.values == ["1a"])
        // 2 and 3 still wait for partners: finishing does not end the zip yet.
        numbers.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        letters.send("b")
        #expect(recorder.completions.isEmpty)
        letters.send("c")
        #expect(recorder.values == ["1a", "2b", "3c"])
        #expect(recorder.completions == [.finished])
        letters.send("d")
        #expect(recorder.values == ["1a", "2b", "3c"])
    }

    @Test func zipOfAFinishedUpstreamWithNothingWaitingFinishesAtOnce() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recorder = PublisherRecorder(numbers.zip(letters))
        numbers.send(1)
        letters.send("a")
        letters.send(completion: .finished)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a"])
        #expect(recorder.completions == [.finished])
    }

    @Test func zip3AndAFailure() {
        let recorder = PublisherRecorder([1, 2].publisher.zip(["a", "b", "c"].publisher, [true, false].publisher) { "\($0)\($1)\($2)" })
        #expect(recorder.values == ["1atrue", "2bfalse"])
        #expect(recorder.completions == [.finished])
        let a = PassthroughSubject<Int, Failed>()
        let failed = PublisherRecorder(a.zip(Fail<Int, Failed>(error: Failed())))
        #expect(failed.completions == [.failure(Failed())])
    }

    @Test func zipAsksEachUpstreamForWhatItsSubscriberAsks() {
        var requestsA: [Subscribers.Demand] = []
        var requestsB: [Subscribers.Demand] = []
        let subscriber = LimitedSubscriber<(Int, String), Never>(initial: 2)
        [1, 2, 3].publisher.handleEvents(receiveRequest: { requestsA.append($0) })
            .zip(["a", "b", "c"].publisher.handleEvents(receiveRequest: { requestsB.append($0) }))
            .subscribe(subscriber)
        #expect(subscriber.received.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
        #expect(requestsA == [.max(2)])
        #expect(requestsB == [.max(2)])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(requestsA == [.max(2), .max(1)])
        #expect(subscriber.received.map { "\($0.0)\($0.1)" } == ["1a", "2b", "3c"])
        #expect(subscriber.completions.count == 1)
    }
}

@Suite struct SharingAndEventTests {
    @Test func shareSubscribesTheUpstreamOnceForEverySubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        var cancels = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancels += 1 }).share()
        let a = PublisherRecorder(shared)
        subject.send(1)
        let b = PublisherRecorder(shared)
        subject.send(2)
        #expect(a.values == [1, 2])
        #expect(b.values == [2])
        #expect(subscriptions == 1)
        a.cancellables.removeAll()
        #expect(cancels == 0)
        b.cancellables.removeAll()
        #expect(cancels == 1)
        subject.send(3)
        let c = PublisherRecorder(shared)
        subject.send(4)
        #expect(subscriptions == 2)
        #expect(c.values == [4])
        subject.send(completion: .finished)
        #expect(c.completions == [.finished])
        #expect(PublisherRecorder(shared).completions == [.finished])
    }

    @Test func aSharedFutureRunsItsWorkOnceAndALateSubscriberGetsOnlyTheCompletion() {
        var runs = 0
        let shared = Deferred {
            Future<Int, Never> { promise in
                runs += 1
                promise(.success(runs))
            }
        }.share()
        #expect(runs == 0)
        let first = PublisherRecorder(shared)
        let second = PublisherRecorder(shared)
        #expect(runs == 1)
        #expect(first.values == [1])
        #expect(second.values.isEmpty)
        #expect(second.completions == [.finished])
    }

    @Test func handleEventsSeesEveryEventInOrder() {
        var log: [String] = []
        let events = { (publisher: PassthroughSubject<Int, Never>) in
            publisher.handleEvents(receiveSubscription: { _ in log.append("subscription") },
                                   receiveOutput: { log.append("output \($0)") },
                                   receiveCompletion: { _ in log.append("completion") },
                                   receiveCancel: { log.append("cancel") },
                                   receiveRequest: { log.append("request \($0)") })
        }
        let finishing = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(events(finishing))
        finishing.send(1)
        finishing.send(completion: .finished)
        #expect(log == ["subscription", "request unlimited", "output 1", "completion"])
        recorder.cancellables.removeAll()
        #expect(log.count == 4)
        log = []
        let cancelled = PassthroughSubject<Int, Never>()
        let cancelling = PublisherRecorder(events(cancelled))
        cancelled.send(1)
        cancelling.cancellables.removeAll()
        cancelled.send(2)
        #expect(log == ["subscription", "request unlimited", "output 1", "cancel"])
        #expect(cancelling.values == [1])
    }

    @Test func nothingArrivesAfterCancelling() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let pipelines: [AnyCancellable] = [
            subject.zip(subject).sink { received.append("zip \($0.0)") },
            subject.flatMap { Just($0) }.sink { received.append("flatMap \($0)") },
            subject.map { Just($0) }.switchToLatest().sink { received.append("switchToLatest \($0)") },
            subject.scan(0, +).sink { received.append("scan \($0)") },
            subject.append(9).sink { received.append("append \($0)") },
            subject.collect(1).sink { received.append("collect \($0)") },
            subject.share().sink { received.append("share \($0)") },
            subject.setFailureType(to: Failed.self).catch { _ in Just(0) }.sink { received.append("catch \($0)") },
            subject.tryMap { $0 }.replaceError(with: 0).sink { received.append("tryMap \($0)") },
        ]
        subject.send(1)
        pipelines.forEach { $0.cancel() }
        subject.send(2)
        subject.send(completion: .finished)
        #expect(received == ["zip 1", "flatMap 1", "switchToLatest 1", "scan 1", "append 1", "collect [1]", "share 1", "catch 1", "tryMap 1"])
    }

    @Test func aPublisherThatCompletesTwiceGetsOneWarningFromEachOperator() {
        let pipelines: [(String, (CompletesTwice) -> AnyPublisher<String, Never>)] = [
            ("scan", { $0.scan(0, +).map { "\($0)" }.eraseToAnyPublisher() }),
            ("tryMap", { $0.tryMap { "\($0)" }.replaceError(with: "error").eraseToAnyPublisher() }),
            ("append", { $0.append(7).map { "\($0)" }.eraseToAnyPublisher() }),
            ("zip", { $0.zip(Just(1)).map { "\($0.0)" }.eraseToAnyPublisher() }),
            ("flatMap", { $0.flatMap { Just("\($0)") }.eraseToAnyPublisher() }),
            ("collect", { $0.collect().map { "\($0)" }.eraseToAnyPublisher() }),
            ("combineLatest", { $0.combineLatest(Just(1), Just(2)).map { "\($0.0)" }.eraseToAnyPublisher() }),
            ("merge", { $0.merge(with: Just(1), Just(2)).map { "\($0)" }.eraseToAnyPublisher() }),
            ("tryPrefix(while:)", { $0.tryPrefix { $0 < 9 }.map { "\($0)" }.replaceError(with: "error").eraseToAnyPublisher() }),
            ("assertNoFailure", { $0.assertNoFailure().map { "\($0)" }.eraseToAnyPublisher() }),
        ]
        for (name, make) in pipelines {
            var completions = 0
            var cancellable: AnyCancellable?
            let warnings = combineWarnings {
                cancellable = make(CompletesTwice()).sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
            }
            _ = cancellable
            #expect(completions == 1, "\(name)")
            let twice = warnings.filter { $0.hasPrefix("a publisher completed twice") }
            #expect(twice.count == 1, "\(name): \(warnings)")
            #expect(twice.first?.contains("; \(name) ignored the second completion") == true, "\(name): \(warnings)")
        }
    }
}
