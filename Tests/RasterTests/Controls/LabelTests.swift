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

    /// In a list row the icon is centred in a 28-point column and the title starts 16 after
    /// it (Flutter `CupertinoListTile` `_kLeadingSize`, `_kLeadingToTitle`), so titles line
    /// up whatever the symbol's width: inset-grouped rows' content starts at x 32 on a
    /// 393-point screen (ListTests), so every icon is centred on x 46 and every title starts at 76.
    @Test(arguments: [(symbol: "iphone", title: "Narrow"), (symbol: "square.stack.3d.up", title: "Wide"),
                      (symbol: "envelope", title: "Mail")])
    func listRowTitlesLineUpOnTheIconColumn(symbol: String, title: String) throws {
        let list = List {
            Label("First", systemImage: "star.fill")
            Label(title, systemImage: symbol)
        }
        .listStyle(.insetGrouped)
        let host = ViewHost(list, size: CGSize(width: 393, height: 200), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        let icons = frames.filter { $0.name == "Image" }.map(\.frame)
        let titles = try [#require(frames.first { $0.name == "Text(\"First\")" }), #require(frames.first { $0.name == "Text(\"\(title)\")" })]
        #expect(icons.count == 2)
        for icon in icons { #expect(abs(icon.midX - 46) <= 1.0 / 6) }
        #expect(titles.map(\.frame.minX) == [76, 76])
    }

    /// An icon wider than the column widens it; the title still starts 16 after it.
    @Test func aWideIconWidensTheColumn() throws {
        let list = List {
            Label { Text("Wide") } icon: { Color.red.frame(width: 40, height: 20) }
        }
        .listStyle(.insetGrouped)
        let host = ViewHost(list, size: CGSize(width: 393, height: 120), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        #expect(try #require(frames.first { $0.name == "Text(\"Wide\")" }).frame.minX == 32 + 40 + 16)
    }

    /// The row's separator starts at the title, not at the icon (scale 1: the cells are at y
    /// 35 and 79 and the first row's separator is its last pixel row, y 78).
    @Test func listRowSeparatorStartsAtTheTitle() throws {
        let list = List {
            Label("Narrow", systemImage: "iphone")
            Label("Wide", systemImage: "square.stack.3d.up")
        }
        .listStyle(.insetGrouped)
        let image = try renderView(list, proposal: ProposedViewSize(width: 393, height: 200))
        #expect(image[75, 78] == opaqueWhite)
        #expect(image[76, 78] == ListTests.separatorOnWhite)
    }

    /// Outside lists the icon keeps its own width and the default spacing (8).
    @Test func outsideListsTheIconKeepsItsWidth() throws {
        let host = ViewHost(Label("Narrow", systemImage: "iphone"), size: CGSize(width: 200, height: 44), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        let icon = try #require(frames.first { $0.name == "Image" }).frame
        let title = try #require(frames.first { $0.name == "Text(\"Narrow\")" }).frame
        #expect(abs(title.minX - icon.maxX - 8) <= 1.0 / 3)
    }

    /// iOS 26's label metrics: outside a list the icon is centred in the reserved width and
    /// the title follows at the spacing given; in a list they replace the 28-point column and
    /// the 16-point gap (content at x 32). Bad values are ignored with a warning.
    @Test func labelMetricsSetTheIconColumnAndSpacing() throws {
        let host = ViewHost(Label("Narrow", systemImage: "iphone").labelReservedIconWidth(40).labelIconToTitleSpacing(4),
                            size: CGSize(width: 200, height: 44), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        let icon = try #require(frames.first { $0.name == "Image" }).frame
        let title = try #require(frames.first { $0.name == "Text(\"Narrow\")" }).frame
        let column = title.minX - 4
        #expect(abs((column - 40 + column) / 2 - icon.midX) <= 1.0 / 6)
        #expect(icon.width < 40)

        let list = List { Label("Narrow", systemImage: "iphone") }
            .listStyle(.insetGrouped)
            .labelReservedIconWidth(20)
            .labelIconToTitleSpacing(10)
        let listHost = ViewHost(list, size: CGSize(width: 393, height: 120), scale: 3)
        _ = listHost.layoutDescription()
        let listFrames = listHost.graph.unitFrames()
        #expect(try #require(listFrames.first { $0.name == "Text(\"Narrow\")" }).frame.minX == 32 + 20 + 10)
        #expect(abs(try #require(listFrames.first { $0.name == "Image" }).frame.midX - 42) <= 1.0 / 6)

        var plainWidth: CGFloat = 0
        var badWidth: CGFloat = 0
        let warnings = capturingWarnings {
            plainWidth = controlsSize(Label("Narrow", systemImage: "iphone"), .unspecified).width
            badWidth = controlsSize(Label("Narrow", systemImage: "iphone").labelIconToTitleSpacing(.nan)
                .labelReservedIconWidth(-3), .unspecified).width
        }
        #expect(badWidth == plainWidth)
        #expect(warnings.contains("labelIconToTitleSpacing(nan) is ignored: give a finite number of points, 0 or more"))
        #expect(warnings.contains("labelReservedIconWidth(-3.0) is ignored: give a finite number of points, 0 or more"))
    }
}
