// UIProgressView.swift · Raster/Views/UIKit · mirrors UIKit UIProgressView (iOS 17)
// Status: Partial — drawn as SwiftUI's linear `ProgressView` (the same bar on iOS) at its
// progress, in its progress tint; the track colour and images are recorded only. Only where
// there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that depicts the progress of a task over time (UIKit's `UIProgressView`).
///
/// Raster: drawn as SwiftUI's linear `ProgressView(value:)` draws its bar across the bounds,
/// centred in their height, filled to `progress` (kept within 0...1) in `progressTintColor`
/// (else the tint). It has no intrinsic width; its height is the bar's.
open class UIProgressView: UIView {
    /// The look of the bar (UIKit's `UIProgressView.Style`). Raster: both draw the default bar.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    /// How far the task is, 0...1 (default 0); kept within that range when set.
    open var progress: Float = 0 {
        didSet { progress = progress.isNaN ? 0 : min(max(progress, 0), 1) }
    }
    /// The bar's look (default `.default`).
    open var progressViewStyle: Style = .default
    /// The colour of the filled part; nil for the tint.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled track. Raster: recorded only.
    open var trackTintColor: UIColor?
    /// A progress object the bar follows. Raster: its `fractionCompleted` is read when drawn.
    open var observedProgress: Progress?

    /// A progress view of `style`, zero-sized.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { nil }

    /// Sets the progress (no animation is drawn).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: EmbeddedSwiftUI.size(of: bar, proposing: CGSize(width: 100, height: CGFloat.infinity)).height)
    }

    /// The SwiftUI bar drawn.
    private var bar: some View {
        let fraction = observedProgress.map { min(max($0.fractionCompleted, 0), 1) } ?? Double(progress)
        return ProgressView(value: fraction).tint(progressTintColor.map { Color(uiColor: $0) })
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        EmbeddedSwiftUI.items(bar, in: bounds, environment: environment)
    }
}
#endif
