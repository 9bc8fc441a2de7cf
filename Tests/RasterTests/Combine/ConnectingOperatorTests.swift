// Exact value sequences, demand and cancellation for multicast, makeConnectable, a
// subject subscribed to a publisher, buffer and print. Imports Combine alone, as a model
// file written for Apple's Combine would.

import Foundation
import Testing
import Combine

/// A publisher the test drives: it records the demand its subscriber requests and its
/// cancellation, and sends what the test tells it to, whatever the demand.
private final class ManualPublisher<Output, Failure: Error>: Publisher, Subscription {
    var requests: [Subscribers.Demand] = []
    var cancelled = false
    private var subscriber: AnySubscriber<Output, Failure>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        subscriber.receive(subscription: self)
    }

    func request(_ demand: Subscribers.Demand) { requests.append(demand) }
    func cancel() { cancelled = true }

    /// Sends `value`; returns the demand the subscriber added.
    @discardableResult func send(_ value: Output) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }
    func send(completion: Subscribers.Completion<Failure>) { subscriber?.receive(completion: completion) }
}

/// Text written by `print(_:to:)`.
private final class Transcript: TextOutputStream {
    var text = ""
    func write(_ string: String) { text += string }
}

@Suite struct MulticastTests {
    @Test func subscribersReceiveNothingUntilConnectedThenShareOneSubscription() {
        let upstream = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let multicast = upstream.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
            .multicast { PassthroughSubject<Int, Never>() }
        let a = PublisherRecorder(multicast), b = PublisherRecorder(multicast)
        upstream.send(1)
        #expect(subscriptions == 0)
        let connection = multicast.connect()
        #expect(subscriptions == 1)
        upstream.send(2)
        upstream.send(3)
        #expect(a.values == [2, 3])
        #expect(b.values == [2, 3])
        // Connecting again while connected returns the running connection.
        _ = multicast.connect()
        #expect(subscriptions == 1)
        connection.cancel()
        upstream.send(4)
        #expect(a.values == [2, 3])
        _ = multicast.connect()
        #expect(subscriptions == 2)
        upstream.send(completion: .finished)
        #expect(a.finishedCount == 1 && b.finishedCount == 1)
    }

    @Test func aCurrentValueSubjectGivesItsValueToEachSubscriber() {
        let multicast = [1, 2].publisher.multicast(subject: CurrentValueSubject<Int, Never>(0))
        let early = PublisherRecorder(multicast)
        #expect(early.values == [0])
        let connection = multicast.connect()
        #expect(early.values == [0, 1, 2])
        #expect(early.finishedCount == 1)
        connection.cancel()
    }

    @Test func makeConnectableWaitsForConnect() {
        let connectable = [1, 2, 3].publisher.makeConnectable()
        let a = PublisherRecorder(connectable), b = PublisherRecorder(connectable)
        #expect(a.values.isEmpty)
        let connection = connectable.connect()
        #expect(a.values == [1, 2, 3])
        #expect(b.values == [1, 2, 3])
        #expect(b.finishedCount == 1)
        connection.cancel()
    }

    @Test func aSubjectSubscribedToAPublisherSendsWhatItPublishes() {
        let source = PassthroughSubject<String, Never>()
        let relay = PassthroughSubject<String, Never>()
        let recorder = PublisherRecorder(relay)
        let link = source.subscribe(relay)
        source.send("a")
        link.cancel()
        source.send("b")
        #expect(recorder.values == ["a"])
        #expect(recorder.finishedCount == 0)
    }
}

@Suite struct BufferTests {
    @Test func keepFullPrefetchesItsSizeAndRefillsAsItPassesValuesOn() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        #expect(upstream.requests == [.max(3)])
        for value in 1...4 { #expect(upstream.send(value) == .none) }
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.received == [1, 2])
        #expect(upstream.requests == [.max(3), .max(2)])
        upstream.send(completion: .finished)
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(5))
        // 4 arrived while the buffer was full and was dropped.
        #expect(subscriber.received == [1, 2, 3])
        #expect(subscriber.completions == [.finished])
    }

    @Test func dropOldestKeepsTheNewestElements() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
        #expect(upstream.requests == [.unlimited])
        for value in 1...5 { upstream.send(value) }
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.received == [4, 5])
        upstream.send(6)
        #expect(subscriber.received == [4, 5, 6])
    }

    @Test func aCustomErrorFollowsTheBufferedElements() {
        let upstream = ManualPublisher<Int, Failed>()
        let subscriber = LimitedSubscriber<Int, Failed>(initial: 0)
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { Failed() }).subscribe(subscriber)
        for value in 1...3 { upstream.send(value) }
        #expect(upstream.cancelled)
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [1])
        #expect(!subscriber.finished)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [1, 2])
        #expect(subscriber.completions == [.failure(Failed())])
    }

    @Test func aSizeBelowOneHoldsOneElementWithAWarning() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = LimitedSubscriber<Int, Never>(initial: 0)
        let warnings = combineWarnings {
            upstream.buffer(size: 0, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        }
        #expect(warnings == ["buffer(size: 0) needs a size of at least 1; it holds 1 element. Give buffer a positive size"])
        #expect(upstream.requests == [.max(1)])
    }
}

@Suite struct PrintTests {
    @Test func printWritesEachEventAsCombineDoes() {
        let transcript = Transcript()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(subject.map { $0 * 2 }.print("doubled", to: transcript))
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.values == [2, 4])
        #expect(transcript.text == """
            doubled: receive subscription: (map)
            doubled: request unlimited
            doubled: receive value: (2)
            doubled: receive value: (4)
            doubled: receive finished

            """)
    }

    @Test func printShowsDemandErrorsAndCancellationWithoutAPrefix() {
        let transcript = Transcript()
        let subject = PassthroughSubject<Int, Failed>()
        let subscriber = LimitedSubscriber<Int, Failed>(initial: 1)
        subject.print(to: transcript).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        let cancelled = LimitedSubscriber<Int, Failed>(initial: 2)
        let quiet = Transcript()
        PassthroughSubject<Int, Failed>().print("q", to: quiet).subscribe(cancelled)
        cancelled.subscription?.cancel()
        #expect(Array(transcript.text.components(separatedBy: "\n").dropFirst()) == [
            "request max: (1)",
            "receive value: (1)",
            "receive error: (Failed())",
            "",
        ])
        #expect(transcript.text.hasPrefix("receive subscription: ("))
        #expect(Array(quiet.text.components(separatedBy: "\n").dropFirst()) == ["q: request max: (2)", "q: receive cancel", ""])
    }

    /// A value whose delivery returns more demand logs it as synchronous.
    @Test func demandReturnedByADeliveryIsSynchronous() {
        let transcript = Transcript()
        let oneMore = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.max(1)) },
                                                receiveValue: { _ in .max(1) }, receiveCompletion: { _ in })
        [7, 8].publisher.print("n", to: transcript).subscribe(oneMore)
        #expect(Array(transcript.text.components(separatedBy: "\n").dropFirst()) == [
            "n: request max: (1)",
            "n: receive value: (7)",
            "n: request max: (1) (synchronous)",
            "n: receive value: (8)",
            "n: request max: (1) (synchronous)",
            "n: receive finished",
            "",
        ])
    }
}
