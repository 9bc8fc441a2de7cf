// UIFontDescriptor.swift · Raster/Views/UIKit · mirrors UIKit UIFontDescriptor, UIFontDescriptor.SymbolicTraits, UIFontDescriptor.SystemDesign (iOS 17)
// Status: Partial — the face a font is made from (family, weight, design, bold and italic) and
// its size; no attribute dictionaries, font names, matrices or feature settings.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A collection of attributes that describes a font.
///
/// Raster: a face (the system font or a named family; weight, design, italic) and a size in
/// points, from which `UIFont(descriptor:size:)` makes a font. The traits and designs Raster
/// draws are bold, italic and monospaced (`SymbolicTraits`) and the system designs
/// (`SystemDesign`: default, rounded, serif, monospaced, each drawn with the face Raster's
/// `Font.Design` picks).
public final class UIFontDescriptor: @unchecked Sendable {
    /// The face and size described.
    let face: Font.Resolved

    init(face: Font.Resolved) { self.face = face }

    /// A descriptor of the font family `fontName` at `size` points (Raster looks the family
    /// up when the font is drawn, as `Font.custom(_:size:)` does).
    public convenience init(name fontName: String, size: CGFloat) {
        var face = Font.custom(fontName, size: size).resolved
        face.size = UIFont.checked(size, in: "UIFontDescriptor(name: \"\(fontName)\", size:)")
        face.scalesRelativeTo = nil
        self.init(face: face)
    }

    /// The descriptor of a Dynamic Type text style's font at the current content size
    /// category (`UIFont.preferredFont(forTextStyle:)`'s): its weight and its size in iOS 17's
    /// table at the Dynamic Type size of the view code that asks (Large outside a host).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of a text style's font at the content size category of
    /// `traitCollection` (nil or unspecified: the current one).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The size described, points.
    public var pointSize: CGFloat { face.size }

    /// The traits of the face: `.traitBold` for a weight of bold or heavier, `.traitItalic`,
    /// `.traitMonoSpace` for the monospaced design, `.traitCondensed` and `.traitExpanded` for
    /// a narrower or wider width.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if face.weight >= .bold { traits.insert(.traitBold) }
        if face.italic { traits.insert(.traitItalic) }
        if face.design == .monospaced { traits.insert(.traitMonoSpace) }
        if face.width == .condensed || face.width == .compressed { traits.insert(.traitCondensed) }
        if face.width == .expanded { traits.insert(.traitExpanded) }
        return traits
    }

    /// The descriptor with exactly `symbolicTraits` (UIKit replaces the traits): bold gives
    /// the bold weight and its absence the regular one (a face already bold or heavier;
    /// lighter weights are kept), italic slants it, monospace gives the monospaced design,
    /// condensed and expanded give SwiftUI's `Font.Width` of that name (carried, not drawn:
    /// Raster does not pick faces by width; see COMPATIBILITY.md).
    /// Raster never returns nil: a family without the face falls back when drawn.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var face = self.face
        if symbolicTraits.contains(.traitBold) {
            face.weight = max(face.weight, .bold)
        } else if face.weight >= .bold {
            face.weight = .regular
        }
        face.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitMonoSpace) {
            face.design = .monospaced
        } else if face.design == .monospaced {
            face.design = .default
        }
        face.width = symbolicTraits.contains(.traitCondensed) ? .condensed
            : symbolicTraits.contains(.traitExpanded) ? .expanded : .standard
        return UIFontDescriptor(face: face)
    }

    /// The descriptor in the system `design`; nil for a named family's, as UIKit returns nil
    /// for a face that has no such design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard face.family == nil else { return nil }
        var face = self.face
        face.design = design.swiftUI
        return UIFontDescriptor(face: face)
    }

    /// The descriptor at `newPointSize` points (not a finite number ≥ 0: 0, with a warning).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var face = self.face
        face.size = UIFont.checked(newPointSize, in: "UIFontDescriptor.withSize(_:)")
        return UIFontDescriptor(face: face)
    }

    /// Symbolic traits of a font (UIKit's `UIFontDescriptor.SymbolicTraits`), the bits of
    /// Core Text's `CTFontSymbolicTraits`. Raster draws bold, italic and monospace.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A slanted face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wider face (SwiftUI's `Font.Width.expanded`).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrower face (SwiftUI's `Font.Width.condensed`).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have one width (the monospaced design).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text. Raster: accepted, not kept (text is laid out horizontally).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face optimized for the interface. Raster: accepted, not kept.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the font's own. Raster: accepted, not kept or applied.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the font's own. Raster: accepted, not kept or applied.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The system font's own design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letter ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// A serif design.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Glyphs of one width.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// The SwiftUI design of the same name (the default for a raw value UIKit lacks,
        /// with a warning).
        var swiftUI: Font.Design {
            switch self {
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            case .default: return .default
            default:
                warnOnce("UIFontDescriptor.withDesign(_:): \"\(rawValue)\" is not a system design iOS has, so the default "
                         + "design is used; use .default, .rounded, .serif or .monospaced")
                return .default
            }
        }
    }
}
#endif
