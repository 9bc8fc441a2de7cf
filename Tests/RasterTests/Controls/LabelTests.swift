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
    /// A system symbol is a square 1.2 × the font size, rounded up to a pixel: 20.4 → 20.67
    /// points at @3x for body text (62 pixels of 1/3 point).
    private let symbol: CGFloat = 62 * (1.0 / 3)

    @Test func titleAndIconUseTheDefaultSpacing() {
        let title = controlsSize(Text("Favorites"), .unspecified)
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(controlsSize(label, .unspecified) == CGSize(width: symbol + 8 + title.width, height: max(symbol, title.height)))
        #expect(controlsSize(label.labelStyle(.titleAndIcon), .unspecified) == controlsSize(label, .unspecified))
    }

    @Test func titleOnlyAndIconOnly() {
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(controlsSize(label.labelStyle(.titleOnly), .unspecified) == controlsSize(Text("Favorites"), .unspecified))
        #expect(controlsSize(label.labelStyle(.iconOnly), .unspecified) == CGSize(width: symbol, height: symbol))
        #expect(controlsSize(label.labelStyle(.iconOnly).font(.largeTitle), .unspecified) == CGSize(width: 41, height: 41))
    }

    @Test func customStyles() {
        let title = controlsSize(Text("Favorites"), .unspecified)
        let stacked = Label("Favorites", systemImage: "heart").labelStyle(StackedLabelStyle())
        #expect(controlsSize(stacked, .unspecified) == CGSize(width: title.width, height: symbol + title.height))
        let padded = Label("Favorites", systemImage: "heart").labelStyle(PaddedLabelStyle()).labelStyle(.iconOnly)
        #expect(controlsSize(padded, .unspecified) == CGSize(width: symbol + 8, height: symbol + 8))
    }

    @Test func iconIsDrawnInTheForegroundStyle() {
        let image = controlsRender(Label("", systemImage: "square.fill").labelStyle(.iconOnly).foregroundStyle(Color.green),
                                   size: CGSize(width: 40, height: 40))
        #expect(image.pixel(atPoint: 20, 20) == rgba(52, 199, 89))
        #expect(image.pixel(atPoint: 20, 20 - symbol / 2 + 0.5).a == 0)
    }

    @Test func buttonWithSystemImageShowsALabel() {
        #expect(controlsSize(Button("Add", systemImage: "plus") {}, .unspecified)
                == controlsSize(Label("Add", systemImage: "plus"), .unspecified))
    }

    @Test func knownSymbolsAreDrawnAndOthersArePlaceholders() {
        #expect(SymbolGlyph(name: "star.fill") == .star(filled: true))
        #expect(SymbolGlyph(name: "chevron.up.chevron.down") == .upDownChevrons)
        #expect(SymbolGlyph(name: "plus.fill") == nil)
        #expect(SymbolGlyph(name: "cloud.rain") == nil)
    }
}
