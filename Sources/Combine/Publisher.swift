// Publisher.swift · Combine · mirrors Combine Publisher, Subscriber, Subscription, Subscribers.Completion, Subscribers.Demand, CombineIdentifier (iOS 17)
// Status: Complete for these declarations.
//
// Linux has no Combine, so this module provides the part of it SwiftUI code uses, with
// Combine's names, generic shapes and delivery rules: a publisher delivers values only
// against demand a subscriber requested, then at most one completion.

import Foundation

/// Declares that a type can transmit a sequence of values over time.
///
/// Mirrors Combine's `Publisher`: `receive(subscriber:)` attaches a subscriber, which then
/// gets one subscription, values as it requests them, and at most one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber` to this publisher (called by `subscribe(_:)`).
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher: what operators and `sink` call.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A protocol that declares a type that can receive input from a publisher.
///
/// Mirrors Combine's `Subscriber`. `receive(_:)` returns the further demand the subscriber
/// wants, added to what it requested before.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has subscribed, and that it may now request values.
    func receive(subscription: Subscription)
    /// Tells the subscriber that the publisher has produced a value; returns more demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has finished, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
///
/// Mirrors Combine's `Subscription`: cancelling it releases the subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells the publisher that it may send `demand` more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A publisher that provides an explicit means of connecting and cancelling publication.
///
/// Mirrors Combine's `ConnectablePublisher` (a timer publisher starts on `connect()`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements; cancel the result to stop.
    func connect() -> Cancellable
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let value: UInt64

    private static let lock = NSLock()
    nonisolated(unsafe) private static var next: UInt64 = 0

    /// Creates a unique identifier.
    public init() {
        Self.lock.lock(); defer { Self.lock.unlock() }
        Self.next += 1
        value = Self.next
    }

    /// Creates an identifier from the identity of `object`.
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    public var description: String { "0x" + String(value, radix: 16) }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identity of the object.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

/// A namespace for types that serve as publishers (the operators' results).
public enum Publishers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the
    /// subscription.
    ///
    /// Mirrors Combine's `Subscribers.Demand`: a count, or unlimited. Arithmetic saturates at
    /// unlimited and never goes below none.
    public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible {
        /// The count, or nil for unlimited.
        public let max: Int?

        private init(count: Int?) { max = count }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// A request for `value` elements (negative counts are none).
        public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : .max(sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Unlimited minus anything is unlimited; a count never goes below none.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return .max(a - b)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Unlimited is greater than every count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case let (a?, b?): return a < b
            case (_?, nil): return true
            default: return false
            }
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
