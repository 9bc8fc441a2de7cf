// Published.swift · Combine · mirrors Combine Published, Published.Publisher, assign(to:) (iOS 17)
// Status: Complete.

import Foundation

/// A type that publishes a property marked with an attribute.
///
/// Mirrors Combine's `@Published`: setting the property first sends the enclosing
/// `ObservableObject`'s `objectWillChange`, then emits the new value on `$property` (in
/// `willSet`: a subscriber reading the property then still sees the old value), then
/// stores it. Only properties of classes can be published.
@propertyWrapper
public struct Published<Value> {
    /// The value, until `$property` is first used; then the subject that holds it.
    private enum Storage {
        case value(Value)
        case publisher(Publisher)
    }

    private var storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { storage = .value(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { storage = .value(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher (`$property`): it emits the current value on subscription,
    /// then every new value, and never completes.
    public var projectedValue: Publisher {
        mutating get { publisher }
        set { storage = .publisher(newValue) }
    }

    /// The publisher, made from the stored value on first use.
    private var publisher: Publisher {
        mutating get {
            switch storage {
            case .publisher(let publisher):
                return publisher
            case .value(let value):
                let publisher = Publisher(PublishedSubject(value))
                storage = .publisher(publisher)
                return publisher
            }
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            switch object[keyPath: storageKeyPath].storage {
            case .value(let value): return value
            case .publisher(let publisher): return publisher.subject.value
            }
        }
        set {
            switch object[keyPath: storageKeyPath].storage {
            case .value:
                ObservableObjectPublisher.sendWillChange(of: object)
                object[keyPath: storageKeyPath].storage = .value(newValue)
            case .publisher(let publisher):
                publisher.subject.owner = object
                publisher.subject.send(newValue)
            }
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let publisher = object[keyPath: storageKeyPath].publisher
            publisher.subject.owner = object
            return publisher
        }
        set {
            newValue.subject.owner = object
            object[keyPath: storageKeyPath].storage = .publisher(newValue)
        }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        init(_ subject: PublishedSubject<Value>) { self.subject = subject }

        /// Creates a publisher with `output` as its current value, for `assign(to:)` targets.
        public init(_ output: Output) { subject = PublishedSubject(output) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.attach(AnySubscriber(subscriber))
        }
    }
}

/// The value of a `@Published` property once its publisher is in use, with its subscribers.
final class PublishedSubject<Value> {
    private let conduits = SubjectConduits<Value, Never>()
    private var stored: Value
    /// The object whose property this is: told `objectWillChange` before each change.
    weak var owner: AnyObject?

    init(_ value: Value) { stored = value }

    var value: Value { conduits.withLock { stored } }

    func attach(_ subscriber: AnySubscriber<Value, Never>) {
        conduits.attach(subscriber, initial: value)
    }

    /// Sends the owner's `objectWillChange`, emits `value`, then stores it (Combine's order).
    func send(_ value: Value) {
        if let owner { ObservableObjectPublisher.sendWillChange(of: owner) }
        conduits.send(value)
        conduits.withLock { stored = value }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property
    /// marked as a publisher (`assign(to: &$property)`).
    ///
    /// The subscription lives as long as the property's object: no cancellable is returned.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        subscribe(Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { [weak subject] in
            subject?.send($0)
        }))
    }
}
