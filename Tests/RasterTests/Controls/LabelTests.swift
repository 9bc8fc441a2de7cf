import Foundation
import Testing
@testable import Raster

/// A custom label style: title above icon, no spacing.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
            configuration.title
        }
    }
}

/// A custom style that wraps the label in 4 points of padding and defers to the next style.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4)
    }
}

@Suite struct LabelTests {
    /// The icons' sizes at body text: their glyphs' inks in the symbol font (SymbolTests):
    /// `star.fill` 426 × 405 design units, `heart` 426 × 391, `square.fill` 384 × 384.
    private let star = symbolSize(designUnits: 426, 405)
    private let heart = symbolSize(designUnits: 426, 391)

    @Test func titleAndIconUseTheDefaultSpacing() {
        let title = controlsSize(Text("Favorites"), .unspecified)
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(isClose(controlsSize(label, .unspecified), CGSize(width: star.width + 8 + title.width, height: max(star.height, title.height))))
        #expect(controlsSize(label.labelStyle(.titleAndIcon), .unspecified) == controlsSize(label, .unspecified))
    }

    @Test func titleOnlyAndIconOnly() {
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(controlsSize(label.labelStyle(.titleOnly), .unspecified) == controlsSize(Text("Favorites"), .unspecified))
        #expect(isClose(controlsSize(label.labelStyle(.iconOnly), .unspecified), star))
        #expect(isClose(controlsSize(label.labelStyle(.iconOnly).font(.largeTitle), .unspecified), symbolSize(designUnits: 426, 405, pointSize: 34)))
    }

    @Test func customStyles() {
        let title = controlsSize(Text("Favorites"), .unspecified)
        let stacked = Label("Favorites", systemImage: "heart").labelStyle(StackedLabelStyle())
        #expect(isClose(controlsSize(stacked, .unspecified), CGSize(width: title.width, height: heart.height + title.height)))
        let padded = Label("Favorites", systemImage: "heart").labelStyle(PaddedLabelStyle()).labelStyle(.iconOnly)
        #expect(isClose(controlsSize(padded, .unspecified), CGSize(width: heart.width + 8, height: heart.height + 8)))
    }

    @Test func iconIsDrawnInTheForegroundStyle() {
        let image = controlsRender(Label("", systemImage: "square.fill").labelStyle(.iconOnly).foregroundStyle(Color.green),
                                   size: CGSize(width: 40, height: 40))
        #expect(image.pixel(atPoint: 20, 20) == rgba(52, 199, 89))
        #expect(image.pixel(atPoint: 20, 20 - symbolSize(designUnits: 384, 384).height / 2 - 0.5).a == 0)
    }

    @Test func buttonWithSystemImageShowsALabel() {
        #expect(controlsSize(Button("Add", systemImage: "plus") {}, .unspecified)
                == controlsSize(Label("Add", systemImage: "plus"), .unspecified))
    }
}
