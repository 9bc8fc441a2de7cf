// Print.swift · Combine · mirrors Combine print(_:to:) (Publishers.Print) (iOS 17)
// Status: Complete — the subscription is described by Raster's own description of it, not
// by Apple's type name ("PassthroughSubject", "Map").

import Foundation

extension Publisher {
    /// Prints log messages for all publishing events.
    ///
    /// Each event is one line, `prefix: ` first when `prefix` is not empty, as Combine
    /// writes them: `receive subscription: (…)`, `request unlimited`, `request max: (2)`,
    /// `receive value: (1)`, `request max: (1) (synchronous)` (the demand a value's delivery
    /// returned, when not none), `receive finished`, `receive error: (…)`, `receive cancel`.
    ///
    /// - Parameters:
    ///   - prefix: A string with which to prefix all log messages (default: none).
    ///   - stream: A stream for text output that receives messages (default: nil, standard
    ///     output).
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed
    /// with a given string.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// A string with which to prefix all log messages.
        public let prefix: String
        public let upstream: Upstream
        /// A stream for text output that receives messages (nil: standard output).
        public let stream: TextOutputStream?

        /// Creates a publisher that prints log messages for all publishing events.
        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintLink<Output, S>(downstream: subscriber, log: EventLog(prefix: prefix, stream: stream)))
        }
    }
}

/// Where one `print` subscription writes its lines: the stream it was given (copied once,
/// as Combine does, so a value-type stream keeps its text inside the operator) or standard
/// output.
private final class EventLog {
    private let prefix: String
    private var stream: TextOutputStream?

    init(prefix: String, stream: TextOutputStream?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ event: String) {
        let line = prefix + event
        if stream == nil {
            Swift.print(line)
        } else {
            stream!.write(line + "\n")
        }
    }

    /// Combine's wording of a demand: "unlimited" or "max: (n)".
    static func describe(_ demand: Subscribers.Demand) -> String {
        demand.max.map { "max: (\($0))" } ?? "unlimited"
    }
}

/// `print`'s link: it logs each event, then passes it on.
private final class PrintLink<Input, Downstream: Subscriber>: OperatorLink<Input, Downstream> where Downstream.Input == Input {
    private let log: EventLog

    init(downstream: Downstream, log: EventLog) {
        self.log = log
        super.init("print", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        log.write("receive subscription: (\(subscription))")
        super.receive(subscription: subscription)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        log.write("receive value: (\(input))")
        let more = downstream.receive(input)
        if more > 0 { log.write("request \(EventLog.describe(more)) (synchronous)") }
        return more
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        switch completion {
        case .finished: log.write("receive finished")
        case .failure(let error): log.write("receive error: (\(error))")
        }
        super.finish(completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        log.write("request \(EventLog.describe(demand))")
        super.request(demand)
    }

    override func cancel() {
        log.write("receive cancel")
        super.cancel()
    }
}
