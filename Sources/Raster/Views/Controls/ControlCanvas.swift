// ControlCanvas.swift · Raster/Views/Controls · the private drawing surface of the controls (SwiftUI draws these parts with UIKit views)
// Status: Complete — a leaf view drawing display-list items, the dimming the controls need,
// layered soft shadows, and the colours of their UIKit parts.

import Foundation

/// A leaf view that measures itself with a closure and draws display-list items computed
/// from its size (points) and its environment.
///
/// The controls draw their UIKit-backed parts with it (switch track and thumb, stepper
/// platter, segmented track, spinner, progress bar, divider, glyphs): those parts are not
/// SwiftUI views on iOS either, so no public view is needed.
struct ControlCanvas: View, PrimitiveView {
    /// The size for a proposal, in points.
    var measure: (ProposedViewSize) -> CGSize
    /// The items for the canvas's size, in its local space (origin top-left, y down).
    var draw: (CGSize, EnvironmentValues) -> [DisplayList.Item]

    /// A canvas of one fixed size whatever the proposal.
    init(size: CGSize, draw: @escaping (CGSize, EnvironmentValues) -> [DisplayList.Item]) {
        self.measure = { _ in size }
        self.draw = draw
    }

    init(measure: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (CGSize, EnvironmentValues) -> [DisplayList.Item]) {
        self.measure = measure
        self.draw = draw
    }

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment, draw = self.draw
        node.becomeLeaf(LeafLayout(measure: measure)) { size in draw(size, environment) }
    }
}

extension View {
    /// The view drawn at `opacity` (a private stand-in for the `opacity(_:)` modifier,
    /// which the controls must not depend on). At full opacity no effect is added, so
    /// no offscreen layer is drawn.
    func controlOpacity(_ opacity: Double) -> some View {
        modifier(DrawingModifier { drawing, _ in
            if opacity < 1 { drawing.effects.append { _ in .opacity(opacity) } }
        })
    }

    /// The view drawn at half opacity when disabled: how UIKit dims a disabled switch,
    /// stepper, segmented control or text field.
    func dimmedWhenDisabled(_ isEnabled: Bool) -> some View {
        controlOpacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
    }
}

/// Figures shared by several controls.
enum ControlMetrics {
    /// The opacity of disabled UIKit controls. [UNCERTAIN — 0.5 is UIKit's usual dimming]
    static let disabledOpacity = 0.5
    /// The gap between a control's label and the control (Toggle, Stepper): the minimum
    /// length of the Spacer in iOS's `HStack { label; Spacer(); control }`.
    static let labelSpacing: CGFloat = 8
}

extension DisplayList.Item {
    /// A soft drop shadow under a shape, drawn as plain fills: `outline(e)` is the shape
    /// grown by `e` points (shrunk when negative), `blur` the Gaussian standard deviation
    /// in points, `y` the downward offset, `alpha` the shadow's black opacity.
    ///
    /// A Gaussian-blurred edge has, at signed distance d outside the shape, the opacity
    /// alpha × Φ(−d / blur). Stacking the shape grown by the eight octile offsets
    /// blur × Φ⁻¹((j + ½) / 8), each at alpha / 8, gives that profile in eight steps —
    /// without the offscreen layer and blur pass a shadow effect costs (one such layer is
    /// a full-window pixmap, over a second for a 1170 × 2532 pixel window in debug builds).
    static func softShadow(alpha: Float, blur: CGFloat, y: CGFloat, outline: (CGFloat) -> Path) -> [DisplayList.Item] {
        let octiles: [CGFloat] = [-1.5341, -0.8871, -0.4888, -0.1573, 0.1573, 0.4888, 0.8871, 1.5341]
        let color = Color.Resolved(red: 0, green: 0, blue: 0, opacity: alpha / Float(octiles.count))
        let shift = CGAffineTransform(translationX: 0, y: y)
        return octiles.map { .solid(outline(blur * $0).applying(shift), color) }
    }

    /// A solid fill of `path`.
    static func solid(_ path: Path, _ color: Color.Resolved) -> DisplayList.Item {
        .fill(path, .color(color), FillStyle())
    }
}

extension Path {
    /// A continuous rounded rectangle grown by `amount` points on every side (shrunk when
    /// negative), its radius growing with it.
    static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, grownBy amount: CGFloat) -> Path {
        let grown = rect.insetBy(dx: -amount, dy: -amount)
        guard grown.width > 0, grown.height > 0 else { return Path() }
        return Path(roundedRect: grown, cornerRadius: max(0, cornerRadius + amount))
    }
}

/// Colours of UIKit parts that are not in SwiftUI's public palette, light and dark
/// (sRGB 0–255 and alpha).
enum ControlColor {
    /// `UIColor.placeholderText` (= tertiary label).
    static let placeholder = Color(storage: .system(.tertiary))
    /// The selected segment of a segmented control: white, or systemGray (99, 99, 102) in dark mode.
    static func selectedSegment(_ scheme: ColorScheme) -> Color.Resolved {
        scheme == .dark ? rgb(99, 99, 102) : rgb(255, 255, 255)
    }

    /// A segmented control's separators between unselected segments.
    /// [UNCERTAIN — (142, 142, 147) at 30 % read from iOS 13+ design kits]
    static let segmentSeparator = rgb(142, 142, 147, 0.3)

    /// A resolved colour from sRGB bytes and an alpha.
    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ alpha: Float = 1) -> Color.Resolved {
        Color.Resolved(red: Float(r / 255), green: Float(g / 255), blue: Float(b / 255), opacity: alpha)
    }
}

extension EnvironmentValues {
    /// The resolved font size of text in this environment, points.
    var resolvedFontSize: CGFloat { (font ?? .body).resolve(in: self).size }
}
