// EnvironmentalModifierTests.swift · RasterTests/Modifiers · EnvironmentalModifier resolves in the modified view's environment

import Foundation
import Testing
@testable import Raster

/// A background that reads the colour scheme: blue in light, red in dark.
private struct SchemeBackground: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        SchemeFill(color: environment.colorScheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
    }
}

private struct SchemeFill: ViewModifier {
    let color: Color
    func body(content: Content) -> some View { content.background(color) }
}

@Observable private final class SchemeModel {
    var scheme = ColorScheme.light
}

private struct SchemeSwitcher: View {
    var model: SchemeModel
    var body: some View {
        Color.clear.frame(width: 4, height: 4).modifier(SchemeBackground()).environment(\.colorScheme, model.scheme)
    }
}

@MainActor @Suite struct EnvironmentalModifierTests {
    /// The modifier applied is the one resolved in the view's environment, the same bytes as
    /// writing that one; a change of the environment resolves it again.
    @Test func theModifierResolvesInTheViewsEnvironment() throws {
        for (scheme, color) in [(ColorScheme.light, Color(red: 0, green: 0, blue: 1)), (.dark, Color(red: 1, green: 0, blue: 0))] {
            let resolved = try renderView(Color.clear.frame(width: 4, height: 4).modifier(SchemeBackground()).environment(\.colorScheme, scheme))
            let direct = try renderView(Color.clear.frame(width: 4, height: 4).background(color).environment(\.colorScheme, scheme))
            let same = resolved.pixmap.data == direct.pixmap.data
            #expect(same)
        }
        let model = SchemeModel()
        let host = ViewHost(SchemeSwitcher(model: model), size: CGSize(width: 4, height: 4))
        #expect(host.render()[1, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        model.scheme = .dark
        #expect(host.render()[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
