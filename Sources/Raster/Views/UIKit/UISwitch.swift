// UISwitch.swift · Raster/Views/UIKit · mirrors UIKit UISwitch (iOS 17)
// Status: Partial — drawn as SwiftUI's switch `Toggle` (the same control on iOS), on or off, in
// its on tint; `thumbTintColor` and the mac styles are recorded only. Only where there is no
// UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control that offers a binary choice, such as on/off (UIKit's `UISwitch`).
///
/// Raster: drawn as SwiftUI's `Toggle` in the switch style draws its switch (51 × 31 points),
/// centred in the bounds: green when on (`onTintColor` when set), grey when off, dimmed when
/// disabled. Its size is always the switch's, as UIKit's is.
open class UISwitch: UIControl {
    /// The styles a switch can take (UIKit's `UISwitch.Style`). Raster: every style draws the
    /// iOS switch.
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    /// Whether the switch is on (default false).
    open var isOn = false
    /// The colour of the track when on; nil for system green.
    open var onTintColor: UIColor?
    /// The thumb's colour. Raster: recorded only (SwiftUI's switch has a white thumb).
    open var thumbTintColor: UIColor?
    /// The preferred style. Raster: recorded only.
    open var preferredStyle: Style = .automatic
    /// The style drawn: always `.sliding`.
    open var style: Style { .sliding }

    public required override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    }

    public required init?(coder: NSCoder) { nil }

    /// Turns the switch on or off (no animation is drawn).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's size, points, whatever the frame.
    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    /// The size of SwiftUI's switch.
    private static let switchSize = EmbeddedSwiftUI.size(of: Toggle("", isOn: .constant(false)).labelsHidden(),
                                                          proposing: CGSize(width: CGFloat.infinity, height: .infinity))

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let toggle = Toggle("", isOn: .constant(isOn)).labelsHidden()
            .tint(onTintColor.map { Color(uiColor: $0) })
            .disabled(!isEnabled)
        return EmbeddedSwiftUI.items(toggle, in: bounds, environment: environment)
    }
}
#endif
