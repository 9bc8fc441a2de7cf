// UIStepper.swift · Raster/Views/UIKit · mirrors UIKit UIStepper (iOS 17)
// Status: Partial — drawn as SwiftUI's `Stepper` control (the same control on iOS), its minus
// or plus dimmed at the ends of the range; custom images and background images are not
// there. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control for incrementing or decrementing a value (UIKit's `UIStepper`).
///
/// Raster: drawn as SwiftUI's `Stepper` draws its two buttons (94 × 32 points), centred in the
/// bounds; at `minimumValue` the minus is dimmed and at `maximumValue` the plus (unless the
/// stepper `wraps`). Its size is always the control's, as UIKit's is.
open class UIStepper: UIControl {
    /// The value (default 0), kept within the range when set.
    open var value: Double = 0 {
        didSet { value = value.isNaN ? minimumValue : min(max(value, minimumValue), max(maximumValue, minimumValue)) }
    }
    /// The lowest value (default 0).
    open var minimumValue: Double = 0
    /// The highest value (default 100).
    open var maximumValue: Double = 100
    /// How much a tap changes the value (default 1).
    open var stepValue: Double = 1
    /// Whether the value wraps around past the ends (default false).
    open var wraps = false
    /// Whether holding a button repeats. Raster: recorded only.
    open var autorepeat = true
    /// Whether each change is sent while holding. Raster: recorded only.
    open var isContinuous = true

    public required override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.controlSize))
    }

    public required init?(coder: NSCoder) { nil }

    /// The control's size, points, whatever the frame.
    open override var intrinsicContentSize: CGSize { UIStepper.controlSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.controlSize }

    /// The size of SwiftUI's stepper control.
    private static let controlSize = EmbeddedSwiftUI.size(of: Stepper("", value: .constant(0), in: 0...1).labelsHidden(),
                                                           proposing: CGSize(width: CGFloat.infinity, height: .infinity))

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        // A stepper without bounds draws both buttons enabled; the ends dim one, as UIKit's.
        let drawn = wraps
            ? AnyView(Stepper("", value: .constant(value), step: stepValue).labelsHidden())
            : AnyView(Stepper("", value: .constant(value), in: minimumValue...max(maximumValue, minimumValue), step: stepValue).labelsHidden())
        return EmbeddedSwiftUI.items(drawn.disabled(!isEnabled), in: bounds, environment: environment)
    }
}
#endif
