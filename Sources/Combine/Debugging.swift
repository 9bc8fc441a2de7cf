// Debugging.swift · Combine · mirrors Combine assertNoFailure(_:file:line:), breakpoint(receiveSubscription:receiveOutput:receiveCompletion:), breakpointOnError() (Publishers.AssertNoFailure, Publishers.Breakpoint) (iOS 17)
// Status: Complete, with Raster's deviation: where Combine stops the process (a fatal error,
// a SIGTRAP for the debugger) Raster warns once and goes on.

import Foundation

extension Publisher {
    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all
    /// received input.
    ///
    /// Raster: a headless renderer must not stop the process, so a failure is reported as a
    /// warning naming `prefix`, `file`:`line` and the error, and the subscriber gets
    /// `.finished` instead (the publisher's failure type is `Never`).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }

    /// Raises a debugger signal when a provided closure needs to stop the process in the
    /// debugger; events pass on unchanged.
    ///
    /// Raster: there is no debugger to stop in; each closure that returns true is reported
    /// once as a warning naming the event, and the events pass on.
    public func breakpoint(receiveSubscription: ((Subscription) -> Bool)? = nil,
                           receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                              receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure (Raster: a warning, see
    /// `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`).
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}

extension Publishers {
    /// A publisher that raises a fatal error upon receiving any failure, and otherwise
    /// republishes all received input (Raster: warns and finishes instead, see
    /// `Publisher.assertNoFailure(_:file:line:)`).
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        /// The string used at the beginning of the fatal error message.
        public let prefix: String
        /// The filename used in the error message.
        public let file: StaticString
        /// The line number used in the error message.
        public let line: UInt

        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let place = "\(prefix.isEmpty ? "" : "\(prefix) ")(\(("\(file)" as NSString).lastPathComponent):\(line))"
            upstream.subscribe(AssertNoFailureLink<Output, Upstream.Failure, S>(place: place, downstream: subscriber))
        }
    }

    /// A publisher that raises a debugger signal when a provided closure needs to stop the
    /// process in the debugger (Raster: a warning, see `Publisher.breakpoint`).
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A closure that executes when the publisher receives a subscription, and can raise
        /// a debugger signal by returning true.
        public let receiveSubscription: ((Subscription) -> Bool)?
        /// A closure that executes when the publisher receives output from the upstream
        /// publisher, and can raise a debugger signal by returning true.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// A closure that executes when the publisher receives completion, and can raise a
        /// debugger signal by returning true.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        public init(upstream: Upstream,
                    receiveSubscription: ((Subscription) -> Bool)? = nil,
                    receiveOutput: ((Upstream.Output) -> Bool)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            Publishers.HandleEvents(
                upstream: upstream,
                receiveSubscription: { if onSubscription?($0) == true { Self.report("receiveSubscription") } },
                receiveOutput: { if onOutput?($0) == true { Self.report("receiveOutput") } },
                receiveCompletion: { if onCompletion?($0) == true { Self.report("receiveCompletion") } },
                receiveRequest: nil
            ).receive(subscriber: subscriber)
        }

        private static func report(_ closure: String) {
            CombineDiagnostics.warnOnce("a breakpoint's \(closure) closure returned true; Combine would raise SIGTRAP to stop in the debugger, Raster has none and the events passed on; use a debugger on a device or print(_:to:) to inspect the stream")
        }
    }
}

/// `assertNoFailure`'s link: values pass; a failure becomes a warning and `.finished`.
final class AssertNoFailureLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Input, UpstreamFailure, Downstream>
where Downstream.Input == Input, Downstream.Failure == Never {
    /// The prefix and the call's file:line, for the warning.
    private let place: String

    init(place: String, downstream: Downstream) {
        self.place = place
        super.init("assertNoFailure", downstream: downstream)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        return downstream.receive(input)
    }

    override func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        if case .failure(let error) = completion {
            CombineDiagnostics.warnOnce("assertNoFailure \(place): the upstream failed with \(error); Combine raises a fatal error here, Raster finished the stream instead; handle the failure before assertNoFailure (catch, replaceError) or fix its source")
        }
        downstream.receive(completion: .finished)
    }
}
