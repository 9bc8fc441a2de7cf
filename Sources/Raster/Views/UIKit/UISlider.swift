// UISlider.swift · Raster/Views/UIKit · mirrors UIKit UISlider (iOS 17)
// Status: Partial — drawn as SwiftUI's `Slider` (the same control on iOS) at its value, with
// the minimum track's tint and the end images; the maximum track's and thumb's colours and
// custom thumb or track images are recorded only. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control for selecting a single value from a continuous range of values (UIKit's `UISlider`).
///
/// Raster: drawn as SwiftUI's `Slider` over `minimumValue...maximumValue` draws it across the
/// bounds, its thumb at `value` (clamped to the range), the track before the thumb in
/// `minimumTrackTintColor` (else the tint), with `minimumValueImage` and `maximumValueImage`
/// at its ends. A range whose maximum is below its minimum draws an empty track, with a
/// warning. It has no intrinsic width; its height is the SwiftUI slider's.
open class UISlider: UIControl {
    /// The value (default 0), kept within the range when set.
    open var value: Float = 0 {
        didSet { value = clamped(value) }
    }
    /// The lowest value (default 0).
    open var minimumValue: Float = 0
    /// The highest value (default 1).
    open var maximumValue: Float = 1
    /// The colour of the track before the thumb; nil for the tint.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the thumb. Raster: recorded only.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour. Raster: recorded only.
    open var thumbTintColor: UIColor?
    /// The image at the lowest end.
    open var minimumValueImage: UIImage?
    /// The image at the highest end.
    open var maximumValueImage: UIImage?
    /// Whether dragging sends value changes continuously. Raster: recorded only.
    open var isContinuous = true

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { nil }

    /// Sets the value (no animation is drawn).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: EmbeddedSwiftUI.size(of: slider, proposing: CGSize(width: 100, height: CGFloat.infinity)).height)
    }

    /// `value` kept within the range (the minimum when the range is empty or not a number).
    private func clamped(_ value: Float) -> Float {
        guard minimumValue <= maximumValue else { return minimumValue }
        return min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
    }

    /// The SwiftUI slider drawn.
    private var slider: some View {
        let lower = Double(minimumValue), upper = Double(maximumValue)
        if !(lower <= upper) {
            warnOnce("UISlider's maximumValue \(maximumValue) is below its minimumValue \(minimumValue), so its track is drawn empty; "
                     + "set a maximum at or above the minimum")
        }
        let range = lower <= upper ? lower...upper : lower...lower
        return Slider(value: .constant(Double(clamped(value))), in: range) {
            EmptyView()
        } minimumValueLabel: {
            minimumValueImage.map { Image(uiImage: $0) }
        } maximumValueLabel: {
            maximumValueImage.map { Image(uiImage: $0) }
        }
        .tint(minimumTrackTintColor.map { Color(uiColor: $0) })
        .disabled(!isEnabled)
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        EmbeddedSwiftUI.items(slider, in: bounds, environment: environment)
    }
}
#endif
