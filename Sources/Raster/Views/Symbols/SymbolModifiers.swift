// SymbolModifiers.swift · Raster/Views/Symbols · mirrors SwiftUI Image.Scale, imageScale(_:), SymbolVariants, symbolVariant(_:), SymbolRenderingMode, symbolRenderingMode(_:) (iOS 17)
// Status: Partial — rendering modes are accepted and recorded; every symbol is drawn in one
// colour (monochrome), since the icon font has one layer per glyph.

import Foundation

extension Image {
    /// A scale to apply to vector images relative to text.
    ///
    /// Raster: scales a system symbol's size (ios17-metrics.md §9): `.small` 0.79 ×,
    /// `.large` 1.28 × the `.medium` size, which is about the font's point size across.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// A variant of a symbol: its outline or filled form, enclosed in a shape, or slashed.
///
/// Raster: applying variants to a name appends `.slash`, then `.circle`, `.square` or
/// `.rectangle`, then `.fill`, as SF Symbols names are formed ("bell.slash.fill",
/// "heart.circle.fill"); a suffix the name already has is not repeated. An image draws the
/// varied name when Raster's table has it, else the name as written, as SwiftUI falls back to
/// the plain symbol.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: symbols as named.
    public static let none = SymbolVariants()
    /// Symbols in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Symbols in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Symbols in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled symbols.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed symbols.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant contains `other`'s shape, fill and slash.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with this variant's suffixes appended, skipping those it already has.
    func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.last == "fill" || isFilled
        if parts.last == "fill" { parts.removeLast() }
        let shape = Shape(rawValue: parts.last ?? "").map { _ in parts.removeLast() } ?? self.shape?.rawValue
        let slashed = parts.last == "slash" || isSlashed
        if parts.last == "slash" { parts.removeLast() }
        if slashed { parts.append("slash") }
        if let shape { parts.append(shape) }
        if filled { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

/// A symbol rendering mode: how the layers of a multi-layer symbol are coloured.
///
/// Raster: accepted and recorded (`\.symbolRenderingMode`); every mode draws the symbol in
/// one colour, the foreground style, as `.monochrome` does.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// A colour per layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The image scale for system symbols in this environment (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The symbol variant to use in this environment (default `.none`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The current symbol rendering mode, or nil for the symbols' own default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available,
    /// `.small`, `.medium` or `.large` (system symbols; bitmaps keep their size).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Makes symbols within the view show a particular variant (`.fill`, `.circle`,
    /// `.circle.fill`, `.slash`...), where the symbol has it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            var combined = variant
            combined.shape = variant.shape ?? current.shape
            combined.isFilled = variant.isFilled || current.isFilled
            combined.isSlashed = variant.isSlashed || current.isSlashed
            current = combined
        }
    }

    /// Sets the rendering mode for symbol images within this view.
    ///
    /// Raster: recorded; symbols are drawn monochrome in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets the rendering mode for this symbol image.
    ///
    /// Raster: recorded; symbols are drawn monochrome in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}
