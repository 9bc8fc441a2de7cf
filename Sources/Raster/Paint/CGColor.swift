// CGColor.swift · Raster/Paint · mirrors CoreGraphics CGColor (the RGB and grey initializers) and SwiftUI Color(cgColor:) (iOS 17)
// Status: Partial — device-independent sRGB and grey colours only; no CGColorSpace, patterns
// or conversions. Linux Foundation has no CoreGraphics, so Raster defines the type, as it does
// CGAffineTransform. Where CoreGraphics exists (an Apple platform) this file defines nothing
// and its `CGColor` is used, so the two can never clash; Raster itself builds for Linux only.

import Foundation

#if !canImport(Darwin) // not canImport(CoreGraphics): Raster's CoreGraphics module answers it
/// A set of components that define a colour, with a colour space specifying how to
/// interpret them (CoreGraphics' type, which SwiftUI's `ColorPicker` can bind to).
///
/// Raster: an immutable reference type, as CoreGraphics' is, in one of two spaces: RGB
/// (`components` red, green, blue, alpha, read as sRGB) or grey (`components` grey, alpha).
/// Components are kept as given, unclamped.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour's components, the alpha last.
    public let components: [CGFloat]?

    /// Creates a colour in the sRGB colour space from red, green, blue and alpha (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a colour in the grey colour space from a grey level and alpha (0…1).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, the alpha included: 4 for RGB, 2 for grey.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha (its last component).
    public var alpha: CGFloat { components?.last ?? 1 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}
#endif

extension Color {
    /// Creates a colour from a Core Graphics colour: an RGB colour's components as sRGB
    /// red, green and blue, a grey colour's level as all three, with its alpha as opacity.
    /// A colour with another number of components is black, with a warning.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 4: self.init(.sRGB, red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
        case 2: self.init(.sRGB, white: Double(c[0]), opacity: Double(c[1]))
        default:
            warnOnce("Color(cgColor:): a CGColor with \(c.count) components is neither RGB nor grey; drawn black. Make it with CGColor(red:green:blue:alpha:) or CGColor(gray:alpha:).")
            self.init(.sRGB, red: 0, green: 0, blue: 0, opacity: 1)
        }
    }
}
