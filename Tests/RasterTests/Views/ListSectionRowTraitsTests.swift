// ListSectionRowTraitsTests.swift · RasterTests/Views · row modifiers applied to a whole Section or ForEach (ListSectionRowTraits.swift)
// SwiftUI writes row modifiers as traits of each row; on a Section they reach every row of it and a
// modifier closer to a row wins. Header and footer keep the style's look (Raster's reading, see
// COMPATIBILITY.md "Lists and forms"). Geometry: an inset-grouped list 393 pt wide at scale 1 whose
// section has an 18-pt header at y 16 (16 pt above a first section with a header), rows from
// 16 + 18 + 6 = 40, 44-pt cells at 40 and 84, cards from x 16 to 377 (ListTests.swift).

import Foundation
import Testing
@testable import Raster

@Suite struct ListSectionRowTraitsTests {
    static let window = ProposedViewSize(width: 393, height: 240)

    /// Two rows and a header, as `section` but with frames the layout can be checked by.
    static func framedSection() -> Section<some View, some View, EmptyView> {
        Section {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 21).listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        } header: {
            Color.green.frame(height: 18)
        }
    }

    @Test func listRowBackgroundOnASectionFillsEachRowsCellAndNotTheHeader() throws {
        let image = try renderView(List {
            Section {
                Color.clear.frame(height: 20)
                Color.clear.frame(height: 20)
            } header: {
                Color.clear.frame(height: 18)
            }
            .listRowBackground(Color.yellow)
        }, proposal: Self.window)
        // Color.yellow is systemYellow (255, 204, 0) in light mode (ios17-metrics.md §10.2).
        let systemYellow = RGBA8(r: 255, g: 204, b: 0, a: 255)
        #expect(image[100, 25] == ListTests.groupedBackground, "the header keeps the list's background")
        #expect(image[100, 60] == systemYellow)
        #expect(image[100, 100] == systemYellow)
        // The separator between the rows is still drawn over the first row's yellow: the
        // separator colour (60, 60, 67 at 0.29) over (255, 204, 0).
        #expect(image[100, 83] == RGBA8(r: 198, g: 162, b: 19, a: 255))
        // The cards' rounded corners stay: the top-leading pixel of the first cell is outside.
        #expect(image[16, 40] == ListTests.groupedBackground)
        #expect(image[100, 130] == ListTests.groupedBackground, "below the section")
    }

    @Test func listRowBackgroundOnAForEachFillsEachRow() throws {
        // Apple's example applies it to the ForEach: cells at 35 and 79, separator at 78.
        let image = try renderView(List {
            ForEach(0..<2, id: \.self) { _ in Color.clear.frame(height: 20) }
                .listRowBackground(Color(red: 1, green: 0, blue: 0))
        }, proposal: Self.window)
        #expect(image[100, 50] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[100, 100] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // The separator colour (60, 60, 67 at 0.29) over red.
        #expect(image[100, 78] == RGBA8(r: 198, g: 17, b: 19, a: 255))
    }

    @Test func listRowInsetsOnASectionMoveItsRowsButNotItsHeaderAndARowsOwnInsetsWin() {
        let dump = layoutDump(List { Self.framedSection().listRowInsets(EdgeInsets()) }, proposal: Self.window)
        #expect(ListTests.frames("frame(height: 18)", in: dump) == ["(32, 16, 329, 18)"], "\(dump)")
        // Row 1: the section's zero insets, so the whole cell (x 16, 361 wide), centred in
        // its 44-pt cell at 40. Row 2: its own insets (1, 2, 3, 4) in the cell at 84: 21 + 4
        // < 44, content 40 high from 85, the row centred at 85 + 9.5 → 95 (rounded up).
        #expect(ListTests.frames("frame(height: 20)", in: dump) == ["(16, 52, 361, 20)"])
        #expect(ListTests.frames("frame(height: 21)", in: dump) == ["(18, 95, 355, 21)"])
    }

    @Test func separatorModifiersOnASectionReachEachRow() throws {
        func rows() -> some View {
            Section {
                Color.clear.frame(height: 20)
                Color.clear.frame(height: 20)
                Color.clear.frame(height: 20).listRowSeparatorTint(.red)
            }
        }
        // No header: the section starts 35 down; cells at 35, 79, 123; separators at 78, 122.
        let hidden = try renderView(List { rows().listRowSeparator(.hidden) }, proposal: Self.window)
        #expect(hidden[100, 78] == opaqueWhite)
        #expect(hidden[100, 122] == opaqueWhite)
        let tinted = try renderView(List { rows().listRowSeparatorTint(pureBlue) }, proposal: Self.window)
        #expect(tinted[100, 78] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // The separator under row 2 takes the upper row's tint: blue, from the section.
        #expect(tinted[100, 122] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func listSectionSeparatorOnASectionHidesTheGroupedLines() throws {
        // Grouped: full-width lines above and below the section's rows (cells at 35...79).
        func list(_ visibility: Visibility) -> some View {
            List { Section { Color.clear.frame(height: 20) }.listSectionSeparator(visibility, edges: .top) }.listStyle(.grouped)
        }
        #expect(try renderView(list(.visible), proposal: Self.window)[5, 35] == ListTests.separatorOnWhite)
        let hidden = try renderView(list(.hidden), proposal: Self.window)
        #expect(hidden[5, 35] == opaqueWhite)
        #expect(hidden[5, 78] == ListTests.separatorOnWhite, "the bottom line stays")
    }

    @Test func listItemTintOnASectionTintsItsRows() throws {
        let image = try renderView(List {
            Section { Rectangle().fill(.tint).frame(height: 20) }.listItemTint(pureGreen)
        }, proposal: Self.window)
        #expect(image[100, 57] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func aSectionBackgroundThatIsNotAColourWarnsOnce() throws {
        let warnings = capturingWarnings {
            _ = try? renderView(List { Section { Text("a") }.listRowBackground(Text("x")) }, proposal: Self.window)
        }
        #expect(warnings == ["listRowBackground(_:) on a Section or ForEach: Raster draws a colour or gradient behind each of its rows, but not another view, so this background is not drawn; apply it to each row instead"])
    }
}
