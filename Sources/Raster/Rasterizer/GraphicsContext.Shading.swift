// GraphicsContext.Shading.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.Shading, GradientOptions (iOS 17)
// Status: Partial — colours, linear/radial/conic gradients and Raster's pixmap patterns;
// no `.style(_:)`, `.foreground` or `.palette` (they need ShapeStyle resolution).

import Foundation

extension GraphicsContext {
    /// Options that affect the rendering of color gradients.
    ///
    /// Raster: without `.repeat` or `.mirror` a gradient pads (its end colours continue).
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Repeats the gradient outside its nominal range.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Mirrors the gradient every other repetition (implies repeating).
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Interpolates between stops in linear light instead of sRGB.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// A color or pattern that you can use to outline or fill a path.
    ///
    /// Raster: gradient geometry is in the user space of the context at the time of drawing
    /// (points, y down), so it moves with `transform`. Gradients interpolate straight
    /// (unpremultiplied) sRGB colours; coincident stops make hard edges.
    public struct Shading {
        enum Storage {
            case color(Color)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            /// `gradientToUser` maps the space of the circles into user space (identity for a
            /// `RadialGradient`, a scale for an `EllipticalGradient`).
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions,
                        gradientToUser: CGAffineTransform)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            /// `imageToUser` maps image pixels to user space; `tiled` repeats, else edges extend.
            case pixmap(Pixmap, imageToUser: CGAffineTransform, tiled: Bool, nearest: Bool)
            /// A mesh gradient, its geometry in user space (MeshPatches.swift).
            case mesh(MeshPaint)
        }

        let storage: Storage
        /// The last colour table a gradient shading was drawn with (nil for other shadings):
        /// drawing the same shading again reuses it.
        let gradientColors: GradientColorsCache?

        init(storage: Storage) {
            self.storage = storage
            switch storage {
            case .linear, .radial, .conic: gradientColors = GradientColorsCache()
            case .color, .pixmap, .mesh: gradientColors = nil
            }
        }

        /// A shading that fills with `color`.
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }

        /// A shading that fills with a colour from red, green and blue components (0...1).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A shading that fills with a grey (0 black ... 1 white).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A linear gradient from `startPoint` (location 0) to `endPoint` (location 1), user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient: location 0 on the circle of `startRadius` around `center`,
        /// location 1 on the circle of `endRadius` (user space).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options,
                                     gradientToUser: .identity))
        }

        /// A conic (angular) gradient around `center`: location 0 at `angle` from the positive
        /// x axis, increasing clockwise on screen through one full turn (SwiftUI's
        /// `AngularGradient` geometry).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle, options: options))
        }

        /// A pixmap repeated over the plane, like SwiftUI's `tiledImage(_:origin:sourceRect:scale:)`.
        ///
        /// Raster-specific (Raster has no `Image` at this layer): one pixmap pixel is `scale`
        /// user-space units; the tile is the part of the pixmap named by `sourceRect` in unit
        /// coordinates (0...1 of its width and height) with its top-left corner at `origin`.
        public static func tiledPixmap(_ pixmap: Pixmap, origin: CGPoint = .zero,
                                       sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                       scale: CGFloat = 1) -> Shading {
            let s = scale > 0 && scale.isFinite ? scale : 1
            return Shading(storage: .pixmap(tile(of: pixmap, sourceRect: sourceRect),
                                            imageToUser: CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y),
                                            tiled: true, nearest: false))
        }

        /// The pixels of `pixmap` inside `sourceRect` (unit coordinates, 0...1 of its width
        /// and height, rounded out to whole pixels); the whole pixmap when that is empty.
        static func tile(of pixmap: Pixmap, sourceRect: CGRect) -> Pixmap {
            let unit = sourceRect.standardized
            let px = PixelRect(covering: CGRect(x: unit.minX * CGFloat(pixmap.width), y: unit.minY * CGFloat(pixmap.height),
                                                width: unit.width * CGFloat(pixmap.width), height: unit.height * CGFloat(pixmap.height)))
                .intersection(PixelRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height))
            return px.isEmpty ? pixmap : pixmap.cropped(to: px)
        }
    }
}

extension Pixmap {
    /// A new pixmap holding the pixels of `rect` (which must lie inside this pixmap).
    func cropped(to rect: PixelRect) -> Pixmap {
        // A non-empty rect inside a valid pixmap is always a valid size.
        let result = try! Pixmap(width: rect.width, height: rect.height)
        for row in 0..<rect.height {
            let from = ((rect.y0 + row) * width + rect.x0) * 4
            result.data.replaceSubrange(row * rect.width * 4..<(row + 1) * rect.width * 4,
                                        with: data[from..<from + rect.width * 4])
        }
        return result
    }
}
