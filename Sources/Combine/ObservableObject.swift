// ObservableObject.swift · Combine · mirrors Combine ObservableObject, ObservableObjectPublisher (iOS 17)
// Status: Complete — the default `objectWillChange` is kept per object in a registry instead
// of inside the object (Swift on Linux cannot add storage to the object behind its back).

import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Mirrors Combine's `ObservableObject`: unless the type declares its own
/// `objectWillChange`, it gets an `ObservableObjectPublisher` that every `@Published`
/// property sends to before it changes. Raster's `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` subscribe to it.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept as long as the object lives.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherRegistry.shared.publisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
///
/// Mirrors Combine's `ObservableObjectPublisher`: it emits `()` to every subscriber, in the
/// order they subscribed, on each `send()`, and never completes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let conduits = SubjectConduits<Void, Never>()

    /// Creates an observable object publisher.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() { conduits.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        conduits.attach(AnySubscriber(subscriber), initial: nil)
    }

    /// Sends to the `objectWillChange` of `object` when it is an observable object whose
    /// publisher is an `ObservableObjectPublisher` (what `@Published` properties do).
    static func sendWillChange(of object: AnyObject) {
        guard let observable = object as? any ObservableObject else { return }
        func send<O: ObservableObject>(_ object: O) {
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
        }
        send(observable)
    }
}

/// The publishers of objects that use the default `objectWillChange`.
final class PublisherRegistry {
    static let shared = PublisherRegistry()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The publisher of `object`, made on first use. Entries of released objects are
    /// dropped as the table grows.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.publisher }
        if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}
