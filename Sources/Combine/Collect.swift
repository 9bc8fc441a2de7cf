// Collect.swift · Combine · mirrors Combine collect(), collect(_:) (Publishers.Collect, Publishers.CollectByCount) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the
    /// upstream publisher finishes (a failure is passed on without the array).
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to `count` elements at a time and emits them as arrays; when the
    /// upstream finishes, the elements collected since the last array are emitted too.
    /// Raster: a count below 1 collects 1 at a time, with a warning.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that buffers items and emits them as one array when its upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var elements: [Upstream.Output] = []
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("collect", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { elements.append($0); return .more },
                                                                        result: { elements }))
        }
    }

    /// A publisher that buffers a maximum number of items and emits them as arrays.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if count < 1 {
                CombineDiagnostics.warnOnce("collect(\(count)) needs a count of at least 1 (Combine traps); it collects 1 element at a time. Give collect a positive count")
            }
            upstream.subscribe(CollectByCountLink<Upstream.Output, S>(downstream: subscriber, count: Swift.max(count, 1)))
        }
    }
}

/// `collect(_:)`'s link: each array the subscriber asks for is `count` elements asked of
/// the upstream.
final class CollectByCountLink<Element, Downstream: Subscriber>: OperatorLink<Element, Downstream> where Downstream.Input == [Element] {
    private let count: Int
    private var buffer: [Element] = []

    init(downstream: Downstream, count: Int) {
        self.count = count
        buffer.reserveCapacity(count)
        super.init("collect", downstream: downstream)
    }

    override func receive(_ input: Element) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        buffer.append(input)
        guard buffer.count == count else { return .none }
        let full = buffer
        buffer.removeAll(keepingCapacity: true)
        return elements(for: downstream.receive(full))
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if case .finished = completion, !buffer.isEmpty {
            _ = downstream.receive(buffer)
        }
        buffer.removeAll()
        downstream.receive(completion: completion)
    }

    override func request(_ more: Subscribers.Demand) {
        let wanted = elements(for: more)
        if wanted > 0 { super.request(wanted) }
    }

    /// The elements to ask of the upstream for `arrays` arrays (unlimited if it overflows).
    private func elements(for arrays: Subscribers.Demand) -> Subscribers.Demand {
        guard let n = arrays.max else { return .unlimited }
        let (product, overflow) = n.multipliedReportingOverflow(by: count)
        return overflow ? .unlimited : .max(product)
    }
}
