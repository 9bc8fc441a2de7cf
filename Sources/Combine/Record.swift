// Record.swift · Combine · mirrors Combine Record, Record.Recording (iOS 17)
// Status: Partial — not Codable (Subscribers.Completion is not Codable here).

import Foundation

/// A publisher that allows for recording a series of inputs and a completion, for later
/// playback to each subscriber.
///
/// Mirrors Combine's `Record`: each subscriber gets the recorded outputs as it asks for them,
/// then the recorded completion right after the last one (at once when nothing was recorded).
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion:
    /// `record` is given an empty recording to fill in (a recording left without a
    /// completion finishes).
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Creates a record publisher from an existing recording.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a record publisher to publish the provided elements, followed by the provided
    /// completion value.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard !recording.output.isEmpty else {
            subscriber.receive(subscription: Subscriptions.empty)
            return subscriber.receive(completion: recording.completion)
        }
        subscriber.receive(subscription: SequenceSubscription(recording.output, completion: recording.completion,
                                                              downstream: subscriber))
    }

    /// A recorded sequence of outputs, followed by a completion value.
    ///
    /// Raster: an output or a completion added after the completion is ignored with a
    /// warning (Combine raises a fatal error).
    public struct Recording {
        public typealias Input = Output

        /// The output which will be sent to a `Subscriber`.
        public private(set) var output: [Output]
        /// The completion which will be sent to a `Subscriber` (`.finished` until one is added).
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete: Bool

        /// Sets up a recording in a state ready to receive output.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// Sets up a complete recording with the specified output and completion.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Adds an output to the recording.
        public mutating func receive(_ input: Input) {
            guard !isComplete else {
                return CombineDiagnostics.warnOnce("Record.Recording.receive(_:) was called after the recording's completion; the output was not recorded (Combine raises a fatal error); record every output before receive(completion:)")
            }
            output.append(input)
        }

        /// Adds a completion to the recording.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isComplete else {
                return CombineDiagnostics.warnOnce("Record.Recording.receive(completion:) was called twice; the second completion was ignored (Combine raises a fatal error); complete a recording once")
            }
            self.completion = completion
            isComplete = true
        }
    }
}
