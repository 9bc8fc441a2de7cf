// Exact sequences of received values for the Combine module's publishers, subjects and
// operators. This file imports Combine alone (no Raster), as a model file written for
// Apple's Combine would.

import Foundation
import Testing
import Combine

@Suite struct SubjectTests {
    @Test func passthroughSendsOnlyWhatComesAfterSubscribingAndStopsAtItsCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        let recorder = PublisherRecorder(subject)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(recorder.values == [1, 2])
        #expect(recorder.finishedCount == 1)
        let late = PublisherRecorder(subject)
        #expect(late.values.isEmpty)
        #expect(late.finishedCount == 1)
    }

    @Test func currentValueSubjectSendsItsValueFirstThenEveryChange() {
        let subject = CurrentValueSubject<String, Never>("a")
        let recorder = PublisherRecorder(subject)
        subject.value = "b"
        subject.send("c")
        #expect(recorder.values == ["a", "b", "c"])
        #expect(subject.value == "c")
    }

    @Test func failureEndsTheStream() {
        let subject = PassthroughSubject<Int, Failed>()
        let recorder = PublisherRecorder(subject)
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        subject.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(Failed())])
    }

    @Test func cancellingStopsDeliveryAndReleasingCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable?.cancel()
        subject.send(2)
        var stored: [AnyCancellable] = []
        subject.sink { received.append($0 * 10) }.store(in: &stored)
        subject.send(3)
        stored.removeAll()
        subject.send(4)
        cancellable = nil
        #expect(received == [1, 30])
    }
}

@Suite struct ConveniencePublisherTests {
    @Test func justEmptyFailAndSequence() {
        #expect(PublisherRecorder(Just(7)).values == [7])
        #expect(PublisherRecorder(Just(7)).finishedCount == 1)
        let empty = PublisherRecorder(Empty<Int, Never>())
        #expect(empty.values.isEmpty && empty.finishedCount == 1)
        #expect(PublisherRecorder(Empty<Int, Never>(completeImmediately: false)).completions.isEmpty)
        #expect(PublisherRecorder(Fail<Int, Failed>(error: Failed())).completions == [.failure(Failed())])
        #expect(PublisherRecorder([3, 1, 2].publisher).values == [3, 1, 2])
    }

    @Test func sequenceDeliversOnlyWhatWasDemanded() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 2)
        [1, 2, 3, 4].publisher.subscribe(subscriber)
        #expect(subscriber.received == [1, 2])
        #expect(!subscriber.finished)
    }

    @Test func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(3) < .unlimited)
        #expect(Subscribers.Demand.max(3) > 2)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    @Test func anyPublisherErasesWithoutChangingValues() {
        let erased: AnyPublisher<Int, Never> = [1, 2].publisher.map { $0 * 2 }.eraseToAnyPublisher()
        #expect(PublisherRecorder(erased).values == [2, 4])
        #expect(PublisherRecorder(erased.eraseToAnyPublisher()).values == [2, 4])
    }
}

@Suite struct OperatorTests {
    @Test func mapCompactMapFilterDropFirst() {
        #expect(PublisherRecorder([1, 2, 3].publisher.map { $0 * 10 }).values == [10, 20, 30])
        #expect(PublisherRecorder([1, 2, 3, 4].publisher.dropFirst(2)).values == [3, 4])
        #expect(PublisherRecorder(["1", "x", "3"].publisher.compactMap { Int($0) }).values == [1, 3])
        #expect(PublisherRecorder((1...6).publisher.filter { $0.isMultiple(of: 2) }).values == [2, 4, 6])
    }

    @Test func droppedValuesAreReplacedFromUpstream() {
        let subscriber = LimitedSubscriber<Int, Never>(initial: 2)
        (1...10).publisher.filter { $0 > 5 }.subscribe(subscriber)
        #expect(subscriber.received == [6, 7])
    }

    @Test func removeDuplicatesDropsOnlyRepeatsOfThePreviousValue() {
        #expect(PublisherRecorder([1, 2, 2, 3, 3, 3, 1, 1].publisher.removeDuplicates()).values == [1, 2, 3, 1])
        let byParity = [1, 3, 4, 6, 7].publisher.removeDuplicates { $0 % 2 == $1 % 2 }
        #expect(PublisherRecorder(byParity).values == [1, 4, 7])
    }

    @Test func combineLatestWaitsForBothThenPairsTheLatest() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recorder = PublisherRecorder(numbers.combineLatest(letters).map { "\($0)\($1)" })
        numbers.send(1)
        numbers.send(2)
        letters.send("a")
        numbers.send(3)
        letters.send("b")
        numbers.send(completion: .finished)
        #expect(recorder.finishedCount == 0)
        letters.send("c")
        letters.send(completion: .finished)
        #expect(recorder.values == ["2a", "3a", "3b", "3c"])
        #expect(recorder.finishedCount == 1)
    }

    @Test func mergeInterleavesAndFinishesWhenBothHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(a.merge(with: b))
        a.send(1)
        b.send(10)
        a.send(completion: .finished)
        b.send(20)
        #expect(recorder.finishedCount == 0)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 10, 20])
        #expect(recorder.finishedCount == 1)
    }

    @Test func mergeFailsAtTheFirstFailure() {
        let a = PassthroughSubject<Int, Failed>()
        let b = PassthroughSubject<Int, Failed>()
        let recorder = PublisherRecorder(a.merge(with: b))
        a.send(1)
        b.send(completion: .failure(Failed()))
        a.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(Failed())])
    }

    @Test func aSecondCompletionIsIgnoredWithAWarning() {
        var values: [Int] = []
        var completions = 0
        var cancellable: AnyCancellable?
        let warnings = combineWarnings {
            cancellable = CompletesTwice().sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        }
        #expect(values == [1])
        #expect(completions == 1)
        #expect(warnings == [
            "a publisher sent a value to Sink after its completion; Combine publishers send nothing after completing, so the value was ignored; fix the publisher to stop after send(completion:)",
            "a publisher completed twice; Sink ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once",
        ])
        _ = cancellable
        var mapped: [Int] = []
        let operatorWarnings = combineWarnings {
            cancellable = CompletesTwice().map { $0 + 1 }.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { mapped.append($0) })
        }
        #expect(mapped == [2])
        #expect(completions == 2)
        #expect(operatorWarnings.last == "a publisher completed twice; map ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
    }
}

private final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var score = 0
    var namesSeenBySubscriber: [String] = []
}

private final class Mirror {
    var text = ""
}

@Suite struct PublishedTests {
    @Test func objectWillChangeFiresBeforeEachChange() {
        let profile = Profile()
        var namesAtWillChange: [String] = []
        let cancellable = profile.objectWillChange.sink { namesAtWillChange.append(profile.name) }
        profile.name = "Grace"
        profile.score = 1
        #expect(namesAtWillChange == ["Ada", "Grace"])
        _ = cancellable
    }

    @Test func projectedPublisherSendsCurrentThenNewValuesBeforeTheyAreStored() {
        let profile = Profile()
        var received: [String] = []
        let cancellable = profile.$name.sink { value in
            received.append(value)
            profile.namesSeenBySubscriber.append(profile.name)
        }
        profile.name = "Grace"
        profile.name = "Edsger"
        #expect(received == ["Ada", "Grace", "Edsger"])
        #expect(profile.namesSeenBySubscriber == ["Ada", "Ada", "Grace"])
        #expect(profile.name == "Edsger")
        _ = cancellable
    }

    @Test func assignToPublishedAndToKeyPath() {
        let profile = Profile()
        let scores = PassthroughSubject<Int, Never>()
        var willChangeCount = 0
        let watch = profile.objectWillChange.sink { willChangeCount += 1 }
        scores.assign(to: &profile.$score)
        scores.send(5)
        scores.send(8)
        #expect(profile.score == 8)
        #expect(willChangeCount == 2)
        let mirror = Mirror()
        let assignment = profile.$name.map { $0.uppercased() }.assign(to: \.text, on: mirror)
        profile.name = "Grace"
        #expect(mirror.text == "GRACE")
        _ = (watch, assignment)
    }

    @Test func storeInSetKeepsSubscriptionsAlive() {
        let profile = Profile()
        var cancellables = Set<AnyCancellable>()
        var names: [String] = []
        profile.$name.dropFirst().sink { names.append($0) }.store(in: &cancellables)
        profile.name = "Grace"
        #expect(names == ["Grace"])
        #expect(cancellables.count == 1)
        cancellables.removeAll()
        profile.name = "Edsger"
        #expect(names == ["Grace"])
    }
}

@Suite struct KeyPathMapTests {
    private struct Point { var x: Int; var y: Int; var name: String }

    /// `map` with one, two or three key paths publishes those values of each element, a key
    /// path held in a variable too, and passes the completion on.
    @Test func keyPathsPickTheirValues() {
        let subject = PassthroughSubject<Point, Never>()
        let keyPath: KeyPath<Point, Int> = \.x
        let one = PublisherRecorder(subject.map(keyPath))
        let two = PublisherRecorder(subject.map(\.x, \.name))
        let three = PublisherRecorder(subject.map(\.x, \.y, \.name))
        subject.send(Point(x: 1, y: 2, name: "a"))
        subject.send(Point(x: 3, y: 4, name: "b"))
        subject.send(completion: .finished)
        #expect(one.values == [1, 3])
        #expect(two.values.map { "\($0.0)\($0.1)" } == ["1a", "3b"])
        #expect(three.values.map { "\($0.0)\($0.1)\($0.2)" } == ["12a", "34b"])
        #expect(one.finishedCount == 1 && two.finishedCount == 1 && three.finishedCount == 1)
    }
}
