// BlendMode.swift · Raster/Modifiers · mirrors SwiftUI BlendMode and blendMode(_:) (iOS 17)
// Status: Complete — every case maps to the GraphicsContext blend mode of the same name.

import Foundation

/// Modes for compositing a view with overlapping content.
///
/// Raster: each case composites exactly as the `GraphicsContext.BlendMode` of the same name
/// (premultiplied sRGB, the W3C Compositing and Blending formulas).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter

    /// The context blend mode that composites the same way.
    var graphicsContextMode: GraphicsContext.BlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// Raster: the view is drawn into a layer of its own, which is then composited onto
    /// what was drawn before it (views behind it, in the same image) with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        drawingEffect { _, _ in .blendMode(blendMode.graphicsContextMode) }
    }
}
