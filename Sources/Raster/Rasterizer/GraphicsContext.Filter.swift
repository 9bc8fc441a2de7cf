// GraphicsContext.Filter.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.Filter, ShadowOptions, BlurOptions, FilterOptions (iOS 17)
// Status: Partial — shadow, blur, colorMultiply, luminanceToAlpha, grayscale, colorInvert,
// brightness, colorMatrix, saturation, contrast, hueRotation. TODO: alphaThreshold,
// projectionTransform, shaders; a shadow's blend mode is honoured only with `.shadowAbove`.

import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    ///
    /// Raster: filters apply to each later drawing operation separately (each is drawn into a
    /// layer, filtered, then composited), or to a whole `drawLayer` group.
    public struct Filter {
        enum Storage {
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case blur(radius: CGFloat, options: BlurOptions)
            case colorMultiply(Color)
            case luminanceToAlpha
            case grayscale(Double)
            case colorInvert(Double)
            case brightness(Double)
            case colorMatrix(ColorMatrix)
        }

        let storage: Storage

        /// A drop shadow: the content's alpha, blurred by `radius` (a Gaussian standard
        /// deviation, user space), offset by `(x, y)` user-space units and tinted `color`.
        public static func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            let offset = checkedOffset(x, y)
            return Filter(storage: .shadow(color: color, radius: checkedRadius(radius, of: "shadow"), x: offset.width,
                                           y: offset.height, blendMode: blendMode, options: options))
        }

        /// A Gaussian blur whose standard deviation is `radius` user-space units.
        ///
        /// Raster: computed as three box blurs (SVG Filter Effects' feGaussianBlur recipe),
        /// within 3% of the true Gaussian; content beyond the pixmap's edges is transparent.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius: Filter.checkedRadius(radius, of: "blur"), options: options))
        }

        /// A shadow's offset `(x, y)`, with a component that is not finite taken as 0 (and a
        /// one-time warning naming it).
        static func checkedOffset(_ x: CGFloat, _ y: CGFloat) -> CGSize {
            if x.isFinite && y.isFinite { return CGSize(width: x, height: y) }
            warnOnce("a shadow offset of (\(x), \(y)) is not finite; it is drawn with 0 for the non-finite "
                     + "component. Give finite x and y")
            return CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
        }

        /// `radius` when it is finite and not negative; otherwise 0 (no blur), with a
        /// one-time warning naming the value (a negative radius is SwiftUI's no blur too).
        static func checkedRadius(_ radius: CGFloat, of effect: String) -> CGFloat {
            if radius.isFinite && radius >= 0 { return radius }
            if !radius.isFinite {
                warnOnce("a \(effect) radius of \(radius) is not a finite number of points; it is drawn without blur. "
                         + "Give a finite radius ≥ 0")
            }
            return 0
        }

        /// Multiplies every colour component, alpha included, by those of `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .colorMultiply(color)) }

        /// Replaces each pixel by black whose alpha is the pixel's luminance (Rec. 709 weights).
        public static var luminanceToAlpha: Filter { Filter(storage: .luminanceToAlpha) }

        /// Blends each colour towards its luminance by `amount` (0...1).
        public static func grayscale(_ amount: Double) -> Filter { Filter(storage: .grayscale(amount)) }

        /// Blends each colour towards its inverse by `amount` (0...1).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(storage: .colorInvert(amount)) }

        /// Adds `amount` (−1...1) to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .brightness(amount)) }

        /// Transforms each pixel's straight-alpha components by `matrix` (see `ColorMatrix`).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .colorMatrix(matrix)) }

        /// Scales colour saturation by `amount`: 0 grey, 1 unchanged, 2 twice as saturated
        /// (the Filter Effects `saturate` matrix). A negative or non-finite amount draws as 0
        /// or 1 respectively, with a one-time warning.
        public static func saturation(_ amount: Double) -> Filter {
            let amount = checkedAmount(amount, of: "saturation", identity: 1, allowsNegative: false)
            return .colorMatrix(.saturation(Float(amount)))
        }

        /// Scales contrast about mid-grey by `amount`: 0 flat grey, 1 unchanged; negative
        /// values also invert (SwiftUI's documented meaning). A non-finite amount draws as 1,
        /// with a one-time warning.
        public static func contrast(_ amount: Double) -> Filter {
            .colorMatrix(.contrast(Float(checkedAmount(amount, of: "contrast", identity: 1, allowsNegative: true))))
        }

        /// Rotates hues by `angle` (the Filter Effects `hueRotate` matrix). A non-finite angle
        /// draws unrotated, with a one-time warning.
        public static func hueRotation(_ angle: Angle) -> Filter {
            .colorMatrix(.hueRotation(checkedAmount(angle.radians, of: "hueRotation", identity: 0, allowsNegative: true)))
        }

        /// `amount` when usable; otherwise `identity` (not finite) or 0 (negative where that
        /// has no meaning), with a one-time warning naming the value.
        static func checkedAmount(_ amount: Double, of effect: String, identity: Double, allowsNegative: Bool) -> Double {
            guard amount.isFinite else {
                warnOnce("a \(effect) of \(amount) is not a finite number; it is drawn as \(identity) (no change). "
                         + "Give a finite value")
                return identity
            }
            guard allowsNegative || amount >= 0 else {
                warnOnce("a \(effect) of \(amount) is negative; it is drawn as 0. Give a value ≥ 0")
                return 0
            }
            return amount
        }
    }

    /// Options that configure a shadow filter.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content instead of below it.
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        /// Draws only the shadow, not the content.
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        /// Casts the shadow from the inverse of the content's alpha (inner shadows); the
        /// shadow is then kept only inside the content.
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        /// Accepted for source compatibility; Raster always filters each operation.
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// Options that configure a blur filter.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Makes the result opaque (alpha forced to 1).
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// Accepted for source compatibility; Raster does not dither.
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }

    /// Options that configure a filter added to a context.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted for source compatibility; Raster filters in sRGB.
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// Adds `filter` to the context: it applies to every later drawing operation.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append((filter, options))
    }
}
