// UILayoutPriority.swift · Raster/Views/UIKit · mirrors UIKit UILayoutPriority (iOS 17), the priority of Auto Layout constraints and of content hugging and compression resistance
// Status: Complete. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The layout priority used to indicate the relative importance of constraints, 1...1000
/// (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required priority: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority a button's content hugs it with: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window scene's drag that can resize it: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority a button hugs its content horizontally with: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of a view's size fitting its content: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The priority within 1...1000, as UIKit requires; another value (or NaN) is clamped
    /// (NaN: `defaultLow`) with a warning naming `call`.
    func checked(in call: String) -> UILayoutPriority {
        guard rawValue.isNaN || rawValue < 1 || rawValue > 1000 else { return self }
        let clamped = rawValue.isNaN ? UILayoutPriority.defaultLow : UILayoutPriority(min(max(rawValue, 1), 1000))
        warnOnce("\(call): the priority \(rawValue) is outside 1...1000 (UIKit raises an exception), so \(clamped.rawValue) "
                 + "is used; give a priority such as .defaultLow, .defaultHigh or .required")
        return clamped
    }
}

#endif
