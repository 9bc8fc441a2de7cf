// ShaderEffectModifierTests.swift · RasterTests/Modifiers · Shader, ShaderLibrary and the shader effects, accepted and drawn unmodified (Paint/Shader.swift, Modifiers/ShaderEffectModifiers.swift)

import Foundation
import Testing
@testable import Raster

/// A two-colour scene to draw with and without the effects.
private struct Swatch: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 40)
            Circle().fill(Color.blue).frame(width: 20, height: 20)
        }
    }
}

@Suite struct ShaderEffectModifierTests {
    private let size = CGSize(width: 40, height: 40)

    @Test func aShaderNamesItsFunctionAndKeepsItsArguments() {
        let shader = ShaderLibrary.wave(.float(2), .float2(CGSize(width: 3, height: 4)), .color(.red), .boundingRect)
        #expect(shader.function.name == "wave")
        #expect(shader.function.library == .default)
        #expect(shader.arguments == [.float(2), .float2(3, 4), .color(.red), .boundingRect])
        #expect(shader.arguments != [.float(2)])
        #expect(!shader.dithersColor)
        let bundled = ShaderLibrary.bundle(.main).ripple(.floatArray([1, 2]))
        #expect(bundled == Shader(function: ShaderFunction(library: .default, name: "ripple"), arguments: [.floatArray([1, 2])]))
        #expect(ShaderLibrary(url: URL(fileURLWithPath: "/tmp/a.metallib")) != .default)
    }

    @Test func eachEffectDrawsTheViewUnmodifiedAndWarnsOnceNamingIt() throws {
        let plain = try ViewHost(Swatch(), size: size).renderOrThrow().pixmap.data
        let (data, warnings) = try RasterDiagnostics.capturingWarnings {
            try ViewHost(Swatch()
                .colorEffect(ShaderLibrary.tint(.color(.green)))
                .distortionEffect(ShaderLibrary.wave(.float(1)), maxSampleOffset: CGSize(width: 5, height: 5))
                .layerEffect(ShaderLibrary.pixelate(.float(4)), maxSampleOffset: .zero)
                .colorEffect(ShaderLibrary.tint(.color(.green))), size: size).renderOrThrow().pixmap.data
        }
        #expect(data == plain)
        // Modifiers are updated outermost first; the repeated colorEffect warns once.
        #expect(warnings == [
            "colorEffect(_:isEnabled:) with the shader 'tint' needs Metal, which Raster cannot run, so the view is drawn "
                + "without the effect; render on a device or simulator to see it",
            "layerEffect(_:maxSampleOffset:isEnabled:) with the shader 'pixelate' needs Metal, which Raster cannot run, so "
                + "the view is drawn without the effect; render on a device or simulator to see it",
            "distortionEffect(_:maxSampleOffset:isEnabled:) with the shader 'wave' needs Metal, which Raster cannot run, so "
                + "the view is drawn without the effect; render on a device or simulator to see it",
        ])
    }

    @Test func aDisabledEffectDoesNotWarn() throws {
        let (_, warnings) = try RasterDiagnostics.capturingWarnings {
            try ViewHost(Swatch().colorEffect(ShaderLibrary.tint(), isEnabled: false), size: size).renderOrThrow()
        }
        #expect(warnings.isEmpty)
    }

    /// In a visual effect the shader is dropped and the other effects of the chain still apply.
    @Test func aVisualEffectKeepsItsOtherEffects() throws {
        let offset = try ViewHost(Swatch().visualEffect { effect, _ in effect.offset(x: 10) }, size: size)
            .renderOrThrow().pixmap.data
        let (data, warnings) = try RasterDiagnostics.capturingWarnings {
            try ViewHost(Swatch().visualEffect { effect, _ in
                effect.offset(x: 10).layerEffect(ShaderLibrary.blur(.float(2)), maxSampleOffset: .zero)
            }, size: size).renderOrThrow().pixmap.data
        }
        #expect(data == offset)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("layerEffect(_:maxSampleOffset:isEnabled:) with the shader 'blur'") == true)
    }
}
