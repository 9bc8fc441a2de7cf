// AnyCancellable.swift · Combine · mirrors Combine AnyCancellable and Cancellable.store(in:) (iOS 17)
// Status: Complete.

import Foundation

/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// Mirrors Combine's `AnyCancellable`: it cancels automatically when released, so a
/// subscription lives as long as its cancellable is stored (`store(in:)`). The closure runs
/// at most once.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Constructs a cancellable that cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    deinit { cancelAction?() }

    /// Cancels the activity (the closure runs once; later calls do nothing).
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }

    /// Stores this cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(AnyCancellable(self))
    }
}

extension AnyCancellable {
    /// Stores this cancellable itself (not a wrapper) in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this cancellable itself (not a wrapper) in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
