// ShaderEffectModifiers.swift · Raster/Modifiers · mirrors SwiftUI colorEffect(_:isEnabled:), distortionEffect(_:maxSampleOffset:isEnabled:), layerEffect(_:maxSampleOffset:isEnabled:) on View and VisualEffect (iOS 17)
// Status: Partial — accepted, never applied: a shader is a Metal function, and Raster has no
// Metal (Linux). The view is drawn unmodified, with one warning per modifier and function.

import Foundation

/// The three shader effects, named as a warning writes them.
enum ShaderEffectKind: String {
    case colorEffect = "colorEffect(_:isEnabled:)"
    case distortionEffect = "distortionEffect(_:maxSampleOffset:isEnabled:)"
    case layerEffect = "layerEffect(_:maxSampleOffset:isEnabled:)"

    /// Warns once that `shader` was not applied with this effect.
    func warnNotApplied(_ shader: Shader) {
        warnOnce("\(rawValue) with the shader '\(shader.function.name)' needs Metal, which Raster cannot run, so the view "
                 + "is drawn without the effect; render on a device or simulator to see it")
    }
}

extension View {
    /// Returns a new view that applies `shader` to `self` as a filter effect on the colour of
    /// each pixel (a Metal `[[ stitchable ]] half4 name(float2 position, half4 color, args...)`).
    ///
    /// Raster: Metal cannot run here, so the view is drawn unmodified and a warning naming
    /// the modifier and the shader's function is given once; `isEnabled: false` draws the
    /// view unmodified without a warning, as on iOS.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(kind: .colorEffect, shader: shader, isEnabled: isEnabled))
    }

    /// Returns a new view that applies `shader` to `self` as a geometric distortion effect on
    /// the location of each pixel (`float2 name(float2 position, args...)`); `maxSampleOffset`
    /// (points) is the furthest a pixel is moved.
    ///
    /// Raster: drawn unmodified, with a warning once (see `colorEffect(_:isEnabled:)`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(kind: .distortionEffect, shader: shader, isEnabled: isEnabled))
    }

    /// Returns a new view that applies `shader` to `self` as a filter on the raster layer
    /// created from `self` (`half4 name(float2 position, SwiftUI::Layer layer, args...)`);
    /// `maxSampleOffset` (points) is the furthest the shader samples from each pixel.
    ///
    /// Raster: drawn unmodified, with a warning once (see `colorEffect(_:isEnabled:)`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(kind: .layerEffect, shader: shader, isEnabled: isEnabled))
    }
}

extension VisualEffect {
    /// Returns a new visual effect that applies `shader` to the colour of each pixel (see
    /// `View.colorEffect(_:isEnabled:)`).
    ///
    /// Raster: the effect is left unchanged, with a warning once when enabled: there is no Metal.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        notApplying(shader, as: .colorEffect, isEnabled: isEnabled)
    }

    /// Returns a new visual effect that applies `shader` as a distortion of each pixel's
    /// location (see `View.distortionEffect(_:maxSampleOffset:isEnabled:)`).
    ///
    /// Raster: the effect is left unchanged, with a warning once when enabled.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        notApplying(shader, as: .distortionEffect, isEnabled: isEnabled)
    }

    /// Returns a new visual effect that applies `shader` to the layer the view is drawn into
    /// (see `View.layerEffect(_:maxSampleOffset:isEnabled:)`).
    ///
    /// Raster: the effect is left unchanged, with a warning once when enabled.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        notApplying(shader, as: .layerEffect, isEnabled: isEnabled)
    }

    /// This chain, with the warning that `shader` is not applied when `isEnabled`.
    private func notApplying(_ shader: Shader, as kind: ShaderEffectKind, isEnabled: Bool) -> VisualEffectChain {
        if isEnabled { kind.warnNotApplied(shader) }
        return VisualEffectChain(steps: visualEffectSteps)
    }
}

/// A shader effect on a view: transparent, warning when its node is updated while enabled.
struct ShaderEffectModifier: ViewModifier, PrimitiveModifier {
    let kind: ShaderEffectKind
    let shader: Shader
    let isEnabled: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if isEnabled { kind.warnNotApplied(shader) }
        node.becomeTransparent(content: content)
    }
}
