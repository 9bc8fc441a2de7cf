// Transaction.swift · Raster/Animation · mirrors SwiftUI Transaction, withAnimation, withTransaction (iOS 17)
// Status: Complete.

import Foundation

/// The context of the current state-processing update: its animation.
///
/// Raster: state changed inside `withAnimation` or `withTransaction` carries the
/// transaction; the next update animates every animatable value that the change moves.
public struct Transaction {
    /// The animation of the change, or nil to change at once.
    public var animation: Animation?
    /// When true, changes in this transaction do not animate, even under `.animation`.
    public var disablesAnimations = false
    /// Raster keeps the flag for source compatibility; it has no effect.
    public var isContinuous = false
    /// Actions to run when the animations of this transaction complete, with the criteria
    /// each waits for.
    var completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)] = []
    /// Values of custom `TransactionKey`s, by key type.
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete, by `criteria` (see `AnimationCompletionCriteria`); it runs on the host's
    /// clock at exactly that time.
    ///
    /// Mirrors SwiftUI's `Transaction.addAnimationCompletion(criteria:_:)` (iOS 17).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append((criteria, completion))
    }

    /// The transaction state changes are being made in (task-local, so it follows the
    /// code inside `withAnimation` / `withTransaction`).
    @TaskLocal static var current: Transaction?

    /// The animation to use, or nil when animations are disabled.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// The value of a custom transaction key: what `withTransaction(_:_:_:)` or a
    /// `transaction(_:)` modifier set for the change, else the key's `defaultValue`.
    ///
    /// Mirrors SwiftUI's `Transaction.subscript(_:)` (iOS 17); extend `Transaction` with a
    /// property per key, or declare it with `@Entry`.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom value carried by a `Transaction`, such as a flag a `transaction(_:)`
/// modifier reads to pick an animation.
///
/// Mirrors SwiftUI's `TransactionKey` (iOS 17).
public protocol TransactionKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value of a transaction that has not set one.
    static var defaultValue: Value { get }
}

/// The criteria that determines when an animation is considered finished.
///
/// Mirrors SwiftUI's `AnimationCompletionCriteria` (iOS 17). Raster, in host seconds after
/// the change: a timing curve is logically complete and removed at its duration; a
/// `spring(...)`-family spring is logically complete after its `response` and removed when
/// it has settled (within 0.001 of its target; swiftui-behavior.md §5.3); an interpolating
/// spring at its settling time for both; a custom animation when it sets
/// `context.isLogicallyComplete` (else when it ends) and when it ends.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// The animation has logically completed, but may still be in its long tail; later
    /// animations do not delay it.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// The entire animation is finished and will now be removed. Animations that later
    /// changes start before then delay it until they have finished too (Raster: any later
    /// animated change, not only those on the same properties).
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` so that the state changes it makes animate with `animation`, and returns
/// its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Like `withAnimation(_:_:)`, then runs `completion` once the animations the change
/// started are complete by `completionCriteria` (in host time).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.completions = [(completionCriteria, completion)]
    return try withTransaction(transaction, body)
}

/// Runs `body` inside `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` inside a transaction whose `keyPath` is `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
