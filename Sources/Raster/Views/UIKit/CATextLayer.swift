// CATextLayer.swift · Raster/Views/UIKit · mirrors Core Animation CATextLayer, CATextLayerAlignmentMode, CATextLayerTruncationMode (iOS 17)
// Status: Partial — plain and attributed strings in a font, size, colour, alignment, wrapping
// and truncation, laid out as UILabel lays text out; `font` takes a UIFont or a font name (no
// CTFont or CGFont, which Raster lacks).
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A layer that provides simple text layout and rendering of plain or attributed strings.
///
/// Raster: the text is drawn from the top of the bounds (points, y down) over the layer's
/// background and contents, under its sublayers, with the text engine `UILabel` uses:
/// aligned across the bounds by `alignmentMode`, on one line unless `isWrapped`, and not
/// clipped to the bounds unless `masksToBounds`.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (default nil: nothing drawn). An
    /// attributed string's runs keep their `UIFont` and `UIColor`; runs without one take
    /// `font`, `fontSize` and `foregroundColor`. Anything else draws nothing, with a warning.
    open var string: Any?
    /// The font: a `UIFont` (its face; `fontSize` gives the size, as in Core Animation) or a
    /// font name as `UIFont(name:size:)` finds it (default nil: the system font). Raster:
    /// Core Animation's default is Helvetica, which Raster does not ship; a name it cannot
    /// find draws in the system font, with a warning.
    open var font: AnyObject?
    /// The size of the text, points (default 36). A size that is not positive and finite
    /// draws at 36, with a warning.
    open var fontSize: CGFloat = 36
    /// The colour of the text (default opaque white); nil draws none.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Whether the text wraps to the width of the bounds (default false: one line).
    open var isWrapped = false
    /// How a line that does not fit the width is cut (default `.none`: it runs past the
    /// bounds).
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are aligned across the bounds (default `.natural`: left, as Raster's text
    /// here runs left to right).
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// Creates a text layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s state, its text attributes too when it is a text layer
    /// (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let layer = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (layer.string, layer.font, layer.fontSize, layer.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (layer.isWrapped, layer.truncationMode, layer.alignmentMode)
    }

    /// Creates a layer from an archive. Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { return nil }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let items = super.contentItems(in: bounds, environment: environment)
        guard let text = laidOutText(), bounds.width > 0 || !isWrapped else { return items }
        let cuts = truncationMode != .none
        let proposal = ProposedViewSize(width: isWrapped || cuts ? bounds.width : nil, height: nil)
        return items + text.items(for: proposal, in: CGRect(origin: bounds.origin, size: CGSize(width: bounds.width, height: 0)),
                                  verticalFraction: 0, environment: environment)
    }

    /// The string set in the layer's font, size, colour and alignment; nil without text or
    /// colour, and (with a warning) for a string of another type.
    private func laidOutText() -> UIKitText? {
        guard let string, let foregroundColor else { return nil }
        let attributed = string as? NSAttributedString, plain = string as? String
        guard attributed != nil || plain != nil else {
            warnOnce("A \(named("string")) is a \(strippingGenerics(String(describing: Swift.type(of: string)))), so no text is "
                     + "drawn; give a String or an NSAttributedString")
            return nil
        }
        guard (attributed?.length ?? 0) > 0 || plain?.isEmpty == false else { return nil }
        let color = UIColor(cgColor: foregroundColor), lines = isWrapped ? nil : 1
        let truncation = truncationMode.truncation ?? .tail
        if let attributed {
            return UIKitText(attributed, font: drawnFont, color: color, alignment: alignmentMode.alignment, lines: lines,
                             truncation: truncation, owner: "CATextLayer.string")
        }
        return UIKitText(plain ?? "", font: drawnFont, color: color, alignment: alignmentMode.alignment, lines: lines,
                         truncation: truncation)
    }

    /// `font` at `fontSize`: a UIFont's face, a named font, else the system font.
    private var drawnFont: UIFont {
        var size = fontSize
        if !(size.isFinite && size > 0) {
            warnOnce("A \(named("fontSize")) is \(size), so its text is drawn at 36 points; give a size above 0")
            size = 36
        }
        switch font {
        case let uiFont as UIFont:
            return uiFont.withSize(size)
        case let name as NSString:
            if let named = UIFont(name: name as String, size: size) { return named }
            warnOnce("A \(named("font")) is \"\(name)\", a font Raster does not find, so its text is drawn in the system font; "
                     + "give a UIFont or the name of an installed font")
        case .some(let other):
            warnOnce("A \(named("font")) is a \(strippingGenerics(String(describing: Swift.type(of: other)))), which Raster "
                     + "does not read, so its text is drawn in the system font; give a UIFont or a font name")
        case nil:
            break
        }
        return .systemFont(ofSize: size)
    }
}

/// How a text layer aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script's natural alignment (the default; left in Raster).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified. Raster: drawn left-aligned, as `UILabel`'s justified text is.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The UIKit alignment of the same name (natural for a raw value Core Animation lacks).
    var alignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

/// Where a text layer cuts a line that does not fit (Core Animation's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not cut: the line runs past the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The text engine's truncation; nil for `.none` (and a raw value Core Animation lacks).
    var truncation: TextTruncation? {
        switch self {
        case .start: .head
        case .end: .tail
        case .middle: .middle
        default: nil
        }
    }
}
#endif
