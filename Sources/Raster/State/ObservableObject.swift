// ObservableObject.swift · Raster/State · mirrors SwiftUI/Combine ObservableObject, ObservableObjectPublisher, Published, AnyCancellable (iOS 17)
// Status: Partial — Combine does not exist on Linux, so Raster provides the publisher with
// Combine's names and the subscription surface SwiftUI code uses (`sink`, `send`);
// no operators.

import Foundation

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    /// Emits before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept as long as the object lives.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherRegistry.shared.publisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
open class ObservableObjectPublisher {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// Notifies every subscriber, in the order they subscribed.
    public func send() {
        for id in subscribers.keys.sorted() { subscribers[id]?() }
    }

    /// Calls `receiveValue` on every `send()` until the returned cancellable is cancelled
    /// or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

/// A type-erasing cancellable object that runs a closure when cancelled or released.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    deinit { cancelAction?() }

    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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

/// A type that publishes a property marked with an attribute.
///
/// Raster: setting the property sends the enclosing object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }

    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
