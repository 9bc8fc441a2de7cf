// Exact value sequences, completions, demand and cancellation for the operators over three
// or more publishers: combineLatest of three and four, merge(with:) of three to eight,
// MergeMany and zip of four. Imports Combine alone, as a model file written for Apple's
// Combine would.

import Foundation
import Testing
import Combine

/// Counts the cancellations of the publishers it watches.
private final class CancelCounter {
    var cancels = 0
    func watch<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
        publisher.handleEvents(receiveCancel: { self.cancels += 1 })
    }
}

@Suite struct CombineLatestOfMoreTests {
    @Test func combineLatest3WaitsForAllThreeThenPublishesTheLatestOfEach() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let flags = PassthroughSubject<Bool, Never>()
        let recorder = PublisherRecorder(numbers.combineLatest(letters, flags).map { "\($0)\($1)\($2)" })
        numbers.send(1)
        letters.send("a")
        numbers.send(2)
        #expect(recorder.values.isEmpty)
        flags.send(true)
        letters.send("b")
        flags.send(false)
        numbers.send(completion: .finished)
        letters.send(completion: .finished)
        #expect(recorder.finishedCount == 0)
        flags.send(true)
        flags.send(completion: .finished)
        #expect(recorder.values == ["2atrue", "2btrue", "2bfalse", "2btrue"])
        #expect(recorder.completions == [.finished])
    }

    @Test func combineLatestWithATransformOfThreeAndFour() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let c = CurrentValueSubject<Int, Never>(100)
        let d = CurrentValueSubject<Int, Never>(1000)
        let three = PublisherRecorder(a.combineLatest(b, c) { $0 + $1 + $2 })
        let four = PublisherRecorder(a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 })
        let tuples = PublisherRecorder(a.combineLatest(b, c, d).map { [$0.0, $0.1, $0.2, $0.3] })
        b.send(20)
        d.send(2000)
        #expect(three.values == [111, 121])
        #expect(four.values == [1111, 1121, 2121])
        #expect(tuples.values == [[1, 10, 100, 1000], [1, 20, 100, 1000], [1, 20, 100, 2000]])
    }

    @Test func combineLatest4FailsAtTheFirstFailureAndCancelsTheOthers() {
        let counter = CancelCounter()
        let a = PassthroughSubject<Int, Failed>()
        let b = PassthroughSubject<Int, Failed>()
        let c = PassthroughSubject<Int, Failed>()
        let d = PassthroughSubject<Int, Failed>()
        let recorder = PublisherRecorder(Publishers.CombineLatest4(counter.watch(a), counter.watch(b), counter.watch(c), counter.watch(d))
            .map { $0 + $1 + $2 + $3 })
        [a, b, c, d].forEach { $0.send(1) }
        c.send(completion: .failure(Failed()))
        a.send(5)
        #expect(recorder.values == [4])
        #expect(recorder.completions == [.failure(Failed())])
        #expect(counter.cancels == 3)
    }

    @Test func combineLatest3PassesValuesOnlyAgainstDemand() {
        let a = PassthroughSubject<Int, Never>()
        let subscriber = LimitedSubscriber<(Int, Int, Int), Never>(initial: 1)
        a.combineLatest(Just(2), Just(3)).subscribe(subscriber)
        a.send(1)
        a.send(4)
        subscriber.subscription?.request(.max(1))
        a.send(5)
        a.send(6)
        #expect(subscriber.received.map { [$0.0, $0.1, $0.2] } == [[1, 2, 3], [5, 2, 3]])
    }
}

@Suite struct MergeOfMoreTests {
    @Test func merge3InterleavesAndFinishesWhenAllThreeHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(a.merge(with: b, c))
        a.send(1)
        c.send(30)
        b.send(20)
        a.send(completion: .finished)
        c.send(completion: .finished)
        b.send(21)
        #expect(recorder.finishedCount == 0)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 30, 20, 21])
        #expect(recorder.completions == [.finished])
    }

    @Test func mergeOfFourToEightPublishers() {
        let p = (0..<8).map { Just($0 * 10) }
        #expect(PublisherRecorder(p[0].merge(with: p[1], p[2], p[3])).values == [0, 10, 20, 30])
        #expect(PublisherRecorder(p[0].merge(with: p[1], p[2], p[3], p[4])).values == [0, 10, 20, 30, 40])
        #expect(PublisherRecorder(p[0].merge(with: p[1], p[2], p[3], p[4], p[5])).values == [0, 10, 20, 30, 40, 50])
        #expect(PublisherRecorder(p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6])).values == [0, 10, 20, 30, 40, 50, 60])
        let eight = PublisherRecorder(p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6], p[7]))
        #expect(eight.values == [0, 10, 20, 30, 40, 50, 60, 70])
        #expect(eight.completions == [.finished])
        let typed: Publishers.Merge8 = Publishers.Merge8(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
        #expect(typed.h.output == 70)
    }

    @Test func merge5FailsAtTheFirstFailureAndCancelsTheOthers() {
        let counter = CancelCounter()
        let subjects = (0..<5).map { _ in PassthroughSubject<Int, Failed>() }
        let watched = subjects.map { counter.watch($0) }
        let recorder = PublisherRecorder(watched[0].merge(with: watched[1], watched[2], watched[3], watched[4]))
        subjects[4].send(4)
        subjects[1].send(completion: .failure(Failed()))
        subjects[0].send(0)
        #expect(recorder.values == [4])
        #expect(recorder.completions == [.failure(Failed())])
        #expect(counter.cancels == 4)
    }

    @Test func mergeManyMergesAnArrayOrAVariadicListAndCancelsThemAll() {
        let counter = CancelCounter()
        let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        let merged = Publishers.MergeMany(subjects.map { counter.watch($0) })
        #expect(merged.publishers.count == 5)
        let recorder = PublisherRecorder(merged)
        subjects[3].send(3)
        subjects[0].send(0)
        subjects[4].send(4)
        recorder.cancellables.removeAll()
        subjects[1].send(1)
        #expect(recorder.values == [3, 0, 4])
        #expect(recorder.completions.isEmpty)
        #expect(counter.cancels == 5)
        let variadic = PublisherRecorder(Publishers.MergeMany(Just(1), Just(2)).merge(with: Just(3)))
        #expect(variadic.values == [1, 2, 3])
        #expect(variadic.completions == [.finished])
    }

    @Test func mergeWithAPublisherOfTheSameTypeIsAMergeMany() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let merged: Publishers.MergeMany<PassthroughSubject<Int, Never>> = a.merge(with: b)
        let recorder = PublisherRecorder(merged)
        b.send(2)
        a.send(1)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.values == [2, 1])
        #expect(recorder.completions == [.finished])
    }

    @Test func anEmptyMergeManyFinishesAtOnce() {
        let recorder = PublisherRecorder(Publishers.MergeMany([Just<Int>]()))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }
}

@Suite struct Zip4Tests {
    @Test func zip4GroupsTheNthElementsAndFinishesWhenTheShortestRunsOut() {
        let zipped = [1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false, true].publisher, [0.5, 1.5, 2.5].publisher)
        let recorder = PublisherRecorder(zipped.map { "\($0)\($1)\($2)\($3)" })
        #expect(recorder.values == ["1atrue0.5", "2bfalse1.5"])
        #expect(recorder.completions == [.finished])
        let summed = PublisherRecorder([1, 2].publisher.zip([10, 20].publisher, [100, 200].publisher, [1000, 2000].publisher) { $0 + $1 + $2 + $3 })
        #expect(summed.values == [1111, 2222])
    }

    @Test func zip4AsksEachUpstreamForWhatItsSubscriberAsks() {
        var requests: [[Subscribers.Demand]] = Array(repeating: [], count: 4)
        func watched(_ index: Int) -> Publishers.HandleEvents<Publishers.Sequence<[Int], Never>> {
            [index, index + 10, index + 20].publisher.handleEvents(receiveRequest: { requests[index].append($0) })
        }
        let subscriber = LimitedSubscriber<(Int, Int, Int, Int), Never>(initial: 1)
        Publishers.Zip4(watched(0), watched(1), watched(2), watched(3)).subscribe(subscriber)
        #expect(subscriber.received.map { [$0.0, $0.1, $0.2, $0.3] } == [[0, 1, 2, 3]])
        #expect(requests == Array(repeating: [.max(1)], count: 4))
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received.map { [$0.0, $0.1, $0.2, $0.3] } == [[0, 1, 2, 3], [10, 11, 12, 13]])
        #expect(!subscriber.finished)
    }
}
