// FilterEffects.swift · Raster/Modifiers · mirrors SwiftUI shadow(color:radius:x:y:), blur(radius:opaque:), brightness(_:), contrast(_:), saturation(_:), grayscale(_:), hueRotation(_:), colorMultiply(_:), colorInvert(), luminanceToAlpha() (iOS 17)
// Status: Complete — a shadow treats the view as one layer (see `shadow`); the colour
// effects use the W3C Filter Effects matrices (Rasterizer/ColorMatrix.swift).

import Foundation

extension View {
    /// Adds a shadow to this view.
    ///
    /// Raster: the shadow is the alpha of the view's drawing, blurred by a Gaussian whose
    /// standard deviation is `radius` points, moved `x` points right and `y` points down and
    /// tinted `color` (default black at 33% opacity); it is drawn under the view and may
    /// extend beyond its frame. Layout is unchanged. Deviation: SwiftUI shadows each drawn
    /// element of the view separately unless `compositingGroup()` comes first (so text casts
    /// a shadow onto a background in the same view); Raster shadows the view's whole drawing
    /// as one layer, as if `compositingGroup()` had been applied. A radius or offset that is
    /// not finite draws as 0, with a one-time warning.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        drawingEffect { _, environment in
            .shadow(color.resolve(in: environment), radius: GraphicsContext.Filter.checkedRadius(radius, of: "shadow"),
                    offset: GraphicsContext.Filter.checkedOffset(x, y))
        }
    }

    /// Applies a Gaussian blur to this view.
    ///
    /// Raster: `radius` is the blur's standard deviation in points; the blur spreads beyond
    /// the view's frame. With `opaque` the result is made fully opaque and kept inside the
    /// view's frame, SwiftUI's blur for content that fills its frame. Deviation: Raster
    /// blurs transparency in from beyond the frame, so an opaque blur darkens towards the
    /// frame's edges where SwiftUI extends the edge pixels. A radius that is not finite draws
    /// no blur, with a one-time warning.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let radius = GraphicsContext.Filter.checkedRadius(radius, of: "blur")
        return modifier(DrawingModifier { drawing, _ in
            guard opaque else {
                drawing.effects.append { _ in .blur(radius: radius) }
                return
            }
            drawing.effects.append { size in .clip(Path(CGRect(origin: .zero, size: size)), FillStyle()) }
            drawing.effects.append { _ in .filter(.blur(radius: radius, options: .opaque)) }
        })
    }

    /// Brightens this view by `amount`.
    ///
    /// Raster: `amount` (−1 ... 1; 0 unchanged, 1 white) is added to each colour component.
    public func brightness(_ amount: Double) -> some View {
        drawingEffect { _, _ in .filter(.brightness(amount)) }
    }

    /// Sets the contrast of this view.
    ///
    /// Raster: each colour component becomes `(v − 0.5)·amount + 0.5` (Filter Effects
    /// `contrast()`): 0 is flat 50% grey, 1 unchanged, above 1 more contrast, negative values
    /// also invert. Opacity is kept.
    public func contrast(_ amount: Double) -> some View {
        drawingEffect { _, _ in .filter(.contrast(amount)) }
    }

    /// Adjusts the colour saturation of this view.
    ///
    /// Raster: the Filter Effects `saturate` matrix (Rec. 709 luminance weights 0.213,
    /// 0.715, 0.072): 0 grey, 1 unchanged, 2 doubly saturated. A negative amount draws as 0
    /// with a one-time warning.
    public func saturation(_ amount: Double) -> some View {
        drawingEffect { _, _ in .filter(.saturation(amount)) }
    }

    /// Rotates the hue of this view's colours by `angle`.
    ///
    /// Raster: the Filter Effects `hueRotate` matrix, which keeps luminance; 360° is the
    /// identity.
    public func hueRotation(_ angle: Angle) -> some View {
        drawingEffect { _, _ in .filter(.hueRotation(angle)) }
    }

    /// Removes colour from this view by `amount`.
    ///
    /// Raster: `amount` 0 (unchanged) ... 1 (grey: each pixel becomes its luminance).
    public func grayscale(_ amount: Double) -> some View {
        drawingEffect { _, _ in .filter(.grayscale(amount)) }
    }

    /// Multiplies the colours of this view by `color`.
    ///
    /// Raster: each component of each pixel, alpha included, is multiplied by the
    /// component of `color` resolved in the view's environment.
    public func colorMultiply(_ color: Color) -> some View {
        drawingEffect { _, environment in .filter(.colorMultiply(Color(color.resolve(in: environment)))) }
    }

    /// Inverts the colours in this view (alpha is kept).
    public func colorInvert() -> some View {
        drawingEffect { _, _ in .filter(.colorInvert(1)) }
    }

    /// Makes a semi-transparent mask from this view's luminance: dark areas become
    /// transparent and light areas opaque black.
    public func luminanceToAlpha() -> some View {
        drawingEffect { _, _ in .filter(.luminanceToAlpha) }
    }
}
