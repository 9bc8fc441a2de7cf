import Foundation
import Testing
@testable import Raster

/// iOS 17's `image:` (ImageResource) initializers of the controls, and Label's asset-name
/// ones: each makes the control with `Label(title, image:)` as its label, as SwiftUI does,
/// so each lays out and draws as the control written with that label. The resource is the
/// test target's fixture catalogue's "Logo" (AssetCatalogTests).
@Suite struct ImageResourceInitializerTests {
    private let size = CGSize(width: 393, height: 120)

    /// `view`'s layout, unit by unit, in a 393 × 120 window.
    private func layout<V: View>(_ view: V) -> String {
        ViewHost(view, size: size, scale: 3).layoutDescription()
    }

    @Test func labelShowsTheResourceOrTheNamedAsset() {
        let explicit = layout(Label { Text("Logo") } icon: { Image(.testLogo) })
        #expect(explicit.contains("Image"))
        #expect(layout(Label("Logo", image: .testLogo)) == explicit)
        #expect(layout(Label("Logo" as String, image: .testLogo)) == explicit)
        // The asset-name form looks the name up in the main bundle, as `Image(_:)` does.
        let named = RasterDiagnostics.capturingWarnings { layout(Label { Text("Logo") } icon: { Image("Logo") }) }
        #expect(RasterDiagnostics.capturingWarnings { layout(Label("Logo", image: "Logo")) } == named)
        #expect(RasterDiagnostics.capturingWarnings { layout(Label("Logo" as String, image: "Logo")) } == named)
    }

    @Test func controlsTakeALabelOfTheTitleAndResource() {
        let label = Label("Logo", image: .testLogo)
        #expect(layout(Button("Logo", image: .testLogo) {}) == layout(Button {} label: { label }))
        #expect(layout(Button("Logo", image: .testLogo, role: .destructive) {}) == layout(Button(role: .destructive) {} label: { label }))
        #expect(layout(Toggle("Logo", image: .testLogo, isOn: .constant(true))) == layout(Toggle(isOn: .constant(true)) { label }))
        #expect(layout(Menu("Logo", image: .testLogo) { Text("A") }) == layout(Menu { Text("A") } label: { label }))
        #expect(layout(Menu("Logo", image: .testLogo) { Text("A") } primaryAction: {})
                == layout(Menu { Text("A") } label: { label } primaryAction: {}))
        #expect(layout(ControlGroup("Logo", image: .testLogo) { Button("A") {} })
                == layout(ControlGroup { Button("A") {} } label: { label }))
        #expect(layout(Picker("Logo", image: .testLogo, selection: .constant(1)) { Text("One").tag(1) })
                == layout(Picker(selection: .constant(1)) { Text("One").tag(1) } label: { label }))
        #expect(layout(Picker("Logo", systemImage: "star", selection: .constant(1)) { Text("One").tag(1) })
                == layout(Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Label("Logo", systemImage: "star") }))
    }

    @Test func stringTitlesMatchLocalizedKeyTitles() {
        let title = "Logo"
        #expect(layout(Button(title, image: .testLogo) {}) == layout(Button("Logo", image: .testLogo) {}))
        #expect(layout(Button(title, systemImage: "star", role: .cancel) {}) == layout(Button("Logo", systemImage: "star", role: .cancel) {}))
        #expect(layout(Toggle(title, image: .testLogo, isOn: .constant(false))) == layout(Toggle("Logo", image: .testLogo, isOn: .constant(false))))
        #expect(layout(Menu(title, image: .testLogo) { Text("A") }) == layout(Menu("Logo", image: .testLogo) { Text("A") }))
        #expect(layout(ControlGroup(title, image: .testLogo) { Button("A") {} }) == layout(ControlGroup("Logo", image: .testLogo) { Button("A") {} }))
        #expect(layout(Picker(title, image: .testLogo, selection: .constant(1)) { Text("One").tag(1) })
                == layout(Picker("Logo", image: .testLogo, selection: .constant(1)) { Text("One").tag(1) }))
    }
}
