// Buffer.swift · Combine · mirrors Combine buffer(size:prefetch:whenFull:) (Publishers.Buffer, Publishers.PrefetchStrategy, Publishers.BufferingStrategy) (iOS 17)
// Status: Complete.
//
// Apple documents the strategies in a sentence each; the demand they make is OpenCombine's
// reading of Apple's (tested against Combine there): `.keepFull` asks the upstream for
// `size` values at once and for one more for each value it passes on; `.byRequest` asks for
// unlimited values at once.

import Foundation

extension Publisher {
    /// Buffers elements received from an upstream publisher.
    ///
    /// - Parameters:
    ///   - size: The maximum number of elements to store. Raster: a size below 1 holds one
    ///     element, with a warning.
    ///   - prefetch: The strategy to initially populate the buffer.
    ///   - whenFull: The action to take when the buffer becomes full.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// A strategy for filling a buffer.
    public enum PrefetchStrategy: Equatable, Hashable {
        /// A strategy to fill the buffer at subscription time, and keep it full thereafter.
        case keepFull
        /// A strategy that avoids prefetching and instead performs requests on demand
        /// (Raster, as Combine: it asks the upstream for unlimited values).
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer's capacity.
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        case dropNewest
        /// When the buffer is full, discard the oldest element in the buffer.
        case dropOldest
        /// When the buffer is full, execute the closure to provide a custom error: the
        /// upstream is cancelled, and the error follows the elements already buffered.
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum number of elements to store.
        public let size: Int
        /// The strategy for initially populating the buffer.
        public let prefetch: PrefetchStrategy
        /// The action to take when the buffer becomes full.
        public let whenFull: BufferingStrategy<Failure>

        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if size < 1 {
                CombineDiagnostics.warnOnce("buffer(size: \(size)) needs a size of at least 1; it holds 1 element. Give buffer a positive size")
            }
            upstream.subscribe(BufferLink<Output, S>(downstream: subscriber, size: Swift.max(1, size),
                                                     prefetch: prefetch, whenFull: whenFull))
        }
    }
}

/// `buffer`'s link: it holds what the upstream sends beyond the subscriber's demand, up to
/// `size` elements, and passes it on, oldest first, as the subscriber asks; the upstream's
/// completion follows the last held element.
final class BufferLink<Input, Downstream: Subscriber>: OperatorLink<Input, Downstream> where Downstream.Input == Input {
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Downstream.Failure>
    private var held: [Input] = []
    private var demand = Subscribers.Demand.none
    private var ending: Subscribers.Completion<Downstream.Failure>?
    private var isDraining = false
    private var isDone = false

    init(downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
         whenFull: Publishers.BufferingStrategy<Downstream.Failure>) {
        self.size = size
        self.prefetch = prefetch
        self.whenFull = whenFull
        super.init("buffer", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        guard upstream != nil else { return }
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        if held.count >= size {
            switch whenFull {
            case .dropNewest: return drain()
            case .dropOldest: held.removeFirst()
            case .customError(let makeError):
                let error = makeError()
                cancelUpstream()
                ending = .failure(error)
                _ = drain()
                return .none
            }
        }
        held.append(input)
        return drain()
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        ending = completion
        _ = drain()
    }

    override func request(_ more: Subscribers.Demand) {
        demand += more
        guard !isDraining else { return }
        let refill = drain()
        if refill > 0 { super.request(refill) }
    }

    override func cancel() {
        isDone = true
        held.removeAll()
        super.cancel()
    }

    /// Passes held elements on while the subscriber wants them, then the completion once
    /// none is left. Returns what to ask of the upstream to refill the buffer (`.keepFull`).
    private func drain() -> Subscribers.Demand {
        guard !isDraining else { return .none }
        isDraining = true
        defer { isDraining = false }
        var refill = Subscribers.Demand.none
        while !isDone, demand > 0, !held.isEmpty {
            demand -= 1
            let value = held.removeFirst()
            demand += downstream.receive(value)
            if prefetch == .keepFull { refill += 1 }
        }
        if !isDone, held.isEmpty, let ending {
            isDone = true
            downstream.receive(completion: ending)
        }
        return refill
    }
}
