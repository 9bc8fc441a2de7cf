// SidebarSelectionTests.swift · RasterTests/Navigation · the iPad sidebar look of a `.sidebar` list in a
// regular width: rows without cards or separators, the selected row a rounded cell in the tint
// colour with its content white (Layout/ListLayout.swift `ListMetrics.sidebarCells`). The 10-point
// radius is UNCERTAIN (iPadOS 17 screenshots); the 16-point margin of a 320-point column is UIKit's
// layout margin (ListMetrics.margin); systemBlue, systemGray4 and the grouped background are
// swiftui-behavior.md §3 and ios17-metrics.md §10 values.

import Foundation
import Testing
@testable import Raster

@Suite struct SidebarSelectionTests {
    private struct Mail: View {
        @State var selection: String? = "Sent"
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Sent", "Drafts"], id: \.self, selection: $selection) { Text($0) }
                    .navigationTitle("Mailboxes")
            } detail: {
                Text("Showing \(selection ?? "nothing")")
            }
        }
    }

    /// The cell of a row, from its text: 44 points tall, centred on the text's line, between
    /// the column's 16-point margins (the text 16 further in).
    private func cell(of text: String, in host: ViewHost<some View>) throws -> CGRect {
        let frame = try #require(host.frame(ofUnit: "Text(\"\(text)\")"))
        #expect(frame.minX == 32)
        return CGRect(x: 16, y: frame.midY - 22, width: 288, height: 44)
    }

    /// The sidebar column's list takes the sidebar style; the selected row is filled with
    /// the tint (systemBlue) out to its cell's edges and rounded at its corners; the other
    /// rows sit on the grouped background with no card and no separator.
    @Test func theSelectedRowIsARoundedTintedCell() throws {
        let host = ViewHost(Mail(), device: .iPad10)
        #expect(host.frame(ofUnit: "List(sidebar)") != nil)
        let sent = try cell(of: "Sent", in: host)
        let inbox = try cell(of: "Inbox", in: host)
        #expect(sent.minY == inbox.maxY)
        let image = host.render()
        let blue = RGBA8(r: 0, g: 122, b: 255, a: 255), grouped = RGBA8(r: 242, g: 242, b: 247, a: 255)
        #expect(image.pixel(atPoint: 17, sent.midY) == blue)
        #expect(image.pixel(atPoint: 303, sent.midY) == blue)
        #expect(image.pixel(atPoint: 160, sent.minY + 0.5) == blue)
        #expect(image.pixel(atPoint: 160, sent.maxY - 0.5) == blue)
        // Outside the cell and in its rounded corners: the background.
        #expect(image.pixel(atPoint: 15, sent.midY) == grouped)
        #expect(image.pixel(atPoint: 16.5, sent.minY + 0.5) == grouped)
        #expect(image.pixel(atPoint: 303.5, sent.maxY - 0.5) == grouped)
        // Unselected rows: no card, and no separator over the bottom pixel row of Inbox.
        #expect(image.pixel(atPoint: 200, inbox.midY) == grouped)
        #expect(image.pixel(atPoint: 200, inbox.maxY - 0.25) == grouped)
    }

    /// The selected row's text is drawn white: every pixel of its frame is the tint or
    /// lighter, some of them white; an unselected row's text stays black.
    @Test func theSelectedRowsContentIsWhite() throws {
        let host = ViewHost(Mail(), device: .iPad10)
        let image = host.render()
        let sent = try #require(host.frame(ofUnit: #"Text("Sent")"#))
        var pixels: [RGBA8] = []
        for y in stride(from: sent.minY + 0.25, to: sent.maxY, by: 0.5) {
            for x in stride(from: sent.minX + 0.25, to: sent.maxX, by: 0.5) { pixels.append(image.pixel(atPoint: x, y)) }
        }
        #expect(pixels.allSatisfy { $0.b == 255 && $0.g >= 122 })
        #expect(pixels.contains(RGBA8(r: 255, g: 255, b: 255, a: 255)))
        let inbox = try #require(host.frame(ofUnit: #"Text("Inbox")"#))
        var darkest: UInt8 = 255
        for x in stride(from: inbox.minX + 0.25, to: inbox.maxX, by: 0.5) {
            darkest = min(darkest, image.pixel(atPoint: x, inbox.midY).g)
        }
        #expect(darkest < 60)
    }

    /// A 10 × 10 bitmap of one green, drawn as a template or in its own colours.
    private static func greenSquare() throws -> Pixmap {
        let pixmap = try Pixmap(width: 10, height: 10)
        pixmap.fill(PremultipliedRGBA8(r: 0, g: 200, b: 0, a: 255))
        return pixmap
    }

    /// One row of every kind of content: a template bitmap, the same bitmap in its own
    /// colours, a colour swatch, text with a foreground style of its own, and plain text.
    private struct Row: View {
        let name: String
        let square: Pixmap

        var body: some View {
            HStack {
                Image(pixmap: square).renderingMode(.template)
                Image(pixmap: square)
                Color.red.frame(width: 10, height: 10)
                Text("!").foregroundStyle(Color.orange)
                Text(name)
            }
        }
    }

    /// The centre colours of a row's images, swatch and orange text, from the row's name.
    private func colours(ofRow name: String, in host: ViewHost<some View>) throws -> [RGBA8] {
        let text = try #require(host.frame(ofUnit: "Text(\"\(name)\")"))
        let image = host.render()
        let squares = host.frames(of: "Image").filter { abs($0.midY - text.midY) < 1 && $0.width == 10 }
        let swatch = try #require(host.frames(of: "Color").first { abs($0.midY - text.midY) < 1 })
        let mark = try #require(host.frames(of: "Text").first { abs($0.midY - text.midY) < 1 })
        #expect(squares.count == 2)
        return squares.map { image.pixel(atPoint: $0.midX, $0.midY) } + [image.pixel(atPoint: swatch.midX, swatch.midY)]
            + [(stride(from: mark.minX + 0.25, to: mark.maxX, by: 0.5).map { image.pixel(atPoint: $0, mark.midY) }
                .max { $0.r < $1.r } ?? RGBA8(r: 0, g: 0, b: 0, a: 0))]
    }

    /// iOS turns only a selected row's foreground content white: a template image takes
    /// the white foreground, while a bitmap in its own colours, a colour swatch and a
    /// foreground style set inside the row keep their colours (one filter over the whole
    /// row turned them all white). The unselected row draws its template image black.
    @Test func issue16_fullColourContentKeepsItsColoursInTheSelectedRow() throws {
        let square = try Self.greenSquare()
        let host = ViewHost(NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Row(name: $0, square: square) }
        } detail: { Text("Detail") }, device: .iPad10)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), green = RGBA8(r: 0, g: 200, b: 0, a: 255)
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), orange = RGBA8(r: 255, g: 149, b: 0, a: 255)
        #expect(try colours(ofRow: "Sent", in: host) == [white, green, red, orange])
        #expect(try colours(ofRow: "Inbox", in: host) == [RGBA8(r: 0, g: 0, b: 0, a: 255), green, red, orange])
    }

    private struct Prominence: View {
        let name: String
        @Environment(\.backgroundProminence) private var prominence

        var body: some View {
            Text("\(name) \(prominence == .increased ? "increased" : "standard")")
        }
    }

    /// The selected row's content sees `backgroundProminence` `.increased`, the others
    /// `.standard`.
    @Test func theSelectedRowsBackgroundProminenceIsIncreased() {
        let host = ViewHost(NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Prominence(name: $0) }
        } detail: { Text("Detail") }, device: .iPad10)
        #expect(host.frame(ofUnit: #"Text("Sent increased")"#) != nil)
        #expect(host.frame(ofUnit: #"Text("Inbox standard")"#) != nil)
    }

    /// A list label's icon (drawn in the tint) turns white in the selected row and a badge's
    /// count (secondary) white at 50 %, as iOS draws them on the tint; unselected, the icon
    /// is the tint and the count grey.
    @Test func labelIconsAndBadgesTurnWhiteInTheSelectedRow() throws {
        let host = ViewHost(NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Label($0, systemImage: "folder").badge(3) }
        } detail: { Text("Detail") }, device: .iPad10)
        let image = host.render()
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
        func pixels(in frame: CGRect) -> [RGBA8] {
            stride(from: frame.minY + 0.25, to: frame.maxY, by: 0.5).flatMap { y in
                stride(from: frame.minX + 0.25, to: frame.maxX, by: 0.5).map { image.pixel(atPoint: $0, y) }
            }
        }
        for name in ["Sent", "Inbox"] {
            let row = try #require(host.frame(ofUnit: "Text(\"\(name)\")"))
            let icon = try #require(host.frames(of: "Image").first { abs($0.midY - row.midY) < 2 })
            let count = try #require(host.frames(of: "Text").first { abs($0.midY - row.midY) < 2 && $0.minX > row.maxX })
            if name == "Sent" {
                #expect(pixels(in: icon).contains(white) && pixels(in: icon).allSatisfy { $0.b == 255 && $0.g >= 122 })
                // White at 50 % over systemBlue: (128, 189, 255) where the glyphs cover whole pixels.
                #expect(pixels(in: count).contains { $0.r >= 120 } && !pixels(in: count).contains(white)
                        && pixels(in: count).allSatisfy { $0.b == 255 && $0.g >= 122 })
            } else {
                #expect(pixels(in: icon).contains(blue))
                #expect(!pixels(in: count).contains(white) && !pixels(in: count).contains(blue))
            }
        }
    }

    /// Rows written one by one are selected by their tags, with the same colours.
    @Test func taggedRowsTakeTheSelectedForegroundByTag() throws {
        let square = try Self.greenSquare()
        let host = ViewHost(NavigationSplitView {
            List(selection: .constant("Sent")) {
                Row(name: "Inbox", square: square).tag("Inbox")
                Row(name: "Sent", square: square).tag("Sent")
            }
        } detail: { Text("Detail") }, device: .iPad10)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), green = RGBA8(r: 0, g: 200, b: 0, a: 255)
        #expect(try colours(ofRow: "Sent", in: host)[0...1] == [white, green])
        #expect(try colours(ofRow: "Inbox", in: host)[0...1] == [RGBA8(r: 0, g: 0, b: 0, a: 255), green])
    }

    /// In dark mode the cell takes the dark tint, systemBlue #0A84FF.
    @Test func darkModeUsesTheDarkTint() throws {
        let host = ViewHost(Mail().environment(\.colorScheme, .dark), device: .iPad10)
        let sent = try cell(of: "Sent", in: host)
        #expect(host.render().pixel(atPoint: 20, sent.midY) == RGBA8(r: 10, g: 132, b: 255, a: 255))
    }

    /// A `tint` on the list colours the cell.
    @Test func theCellFollowsTheTint() throws {
        let host = ViewHost(NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Text($0) }.tint(.red)
        } detail: { Text("Detail") }, device: .iPad10)
        let sent = try cell(of: "Sent", in: host)
        #expect(host.render().pixel(atPoint: 20, sent.midY) == RGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    /// A list style set in the sidebar is kept: a plain list there keeps the grey highlight.
    @Test func anExplicitStyleIsKept() throws {
        let host = ViewHost(NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Text($0) }.listStyle(.plain)
        } detail: { Text("Detail") }, device: .iPad10)
        #expect(host.frame(ofUnit: "List(plain)") != nil)
        let sent = try #require(host.frame(ofUnit: #"Text("Sent")"#))
        #expect(host.render().pixel(atPoint: 4, sent.midY) == RGBA8(r: 209, g: 209, b: 214, a: 255))
    }

    /// On an iPhone (compact width) a sidebar list keeps the inset-grouped card and the grey
    /// selected row.
    @Test func aCompactSidebarListKeepsTheGreyHighlight() throws {
        let host = ViewHost(NavigationStack {
            List(["Inbox", "Sent"], id: \.self, selection: .constant("Sent")) { Text($0) }.listStyle(.sidebar)
        }, device: .iPhone15Pro)
        let sent = try #require(host.frame(ofUnit: #"Text("Sent")"#))
        #expect(host.render().pixel(atPoint: 20, sent.midY) == RGBA8(r: 209, g: 209, b: 214, a: 255))
    }
}
