// ListTests.swift · RasterTests/Views · List, Form, Section in lists, list styles and row modifiers (List.swift, ListLayout.swift, ListRowModifiers.swift)
// Sources of the numbers: ios17-metrics.md §4 (44-pt minimum row height, 16-pt side margin on a
// 393-pt-wide iPhone, corner radius 10, header 6 pt above the rows, footer 6 pt below,
// separators 1 px with none after a section's last row) and §10.1 (grouped backgrounds), and
// Raster's own choices named at `ListMetrics` (11-pt row insets; 35 pt between sections and
// above a first section without header, 16 above one with a header, 35 below the last).

import Foundation
import Testing
@testable import Raster

@Suite struct ListTests {
    /// The frames of the units whose dump line starts with `prefix`, in dump order.
    static func frames(_ prefix: String, in dump: String) -> [String] {
        dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
    }

    /// Two sections of fixed-height rows (20 pt: below the 44-pt minimum; 60 pt: above it),
    /// the second with an 18-pt header and a 16-pt footer.
    static func sections(_ style: some ListStyle) -> some View {
        List {
            Section {
                Color.red.frame(height: 20)
                Color.red.frame(height: 60)
            }
            Section {
                Color.blue.frame(height: 20)
            } header: {
                Color.green.frame(height: 18)
            } footer: {
                Color.orange.frame(height: 16)
            }
        }
        .listStyle(style)
    }

    struct FrameCase: CustomTestStringConvertible, @unchecked Sendable {
        let reference: String
        let style: any ListStyle
        /// Frames of the rows (20, 60, 20 high), the header (18) and the footer (16).
        let rows: [String]
        let header: String
        let footer: String
        var testDescription: String { reference }
    }

    static let frameCases: [FrameCase] = [
        // Inset-grouped at 393 pt: cells at x 16 (margin), 361 wide; content at 16 + 16 = 32,
        // 329 wide. Section 1 starts 35 below the top; row 1: 44 high (20 + 2 × 11 < 44),
        // content centred (y 35 + 12); row 2: 60 + 22 = 82 high at 79. Section 2: 35 after
        // 161 = 196, header 18 high, 6 pt to the rows (220), row 44 high, footer 6 below (270).
        FrameCase(reference: "insetGrouped: 16-pt margins, 44-pt minimum rows, 35-pt section gaps, header 6 pt above rows",
                  style: .insetGrouped,
                  rows: ["(32, 47, 329, 20)", "(32, 90, 329, 60)", "(32, 232, 329, 20)"],
                  header: "(32, 196, 329, 18)", footer: "(32, 270, 329, 16)"),
        // Grouped: the same vertical metrics, cells edge to edge (x 0, 393 wide), content at 16.
        FrameCase(reference: "grouped: cells edge to edge, content at the 16-pt margin",
                  style: .grouped,
                  rows: ["(16, 47, 361, 20)", "(16, 90, 361, 60)", "(16, 232, 361, 20)"],
                  header: "(16, 196, 361, 18)", footer: "(16, 270, 361, 16)"),
        // Plain: no top padding or gaps between sections; the header has 6 pt above and below.
        // Row 1 at 0 (44), row 2 at 44 (82), header at 126 + 6, row 3 at 126 + 30 = 156.
        FrameCase(reference: "plain: no section gaps, header band 6 pt above and below",
                  style: .plain,
                  rows: ["(16, 12, 361, 20)", "(16, 55, 361, 60)", "(16, 168, 361, 20)"],
                  header: "(16, 132, 361, 18)", footer: "(16, 206, 361, 16)"),
    ]

    @Test(arguments: frameCases) func rowFrames(_ row: FrameCase) {
        let dump = layoutDump(Self.sections(AnyListStyleBox(row.style)), proposal: ProposedViewSize(width: 393, height: 600))
        #expect(Self.frames("frame(height: 20)", in: dump) == [row.rows[0], row.rows[2]], "\(dump)")
        #expect(Self.frames("frame(height: 60)", in: dump) == [row.rows[1]])
        #expect(Self.frames("frame(height: 18)", in: dump) == [row.header])
        #expect(Self.frames("frame(height: 16)", in: dump) == [row.footer])
    }

    /// Three 20-pt rows (44-pt cells) in an inset-grouped list 393 wide at scale 1: cells at
    /// y 35, 79, 123. The separator of a row is its cell's last pixel row from the text start
    /// (x 32) to the cell's trailing edge (x 377); the last row has none.
    static func threeRows(_ third: some View = Color.red.frame(height: 20)) -> some View {
        List {
            Color.red.frame(height: 20)
            Color.red.frame(height: 20)
            third
        }
        .listStyle(.insetGrouped)
    }

    /// The separator colour (60, 60, 67 at 0.29) over the white row background — UIKit's
    /// opaqueSeparator #C6C6C8 (ios17-metrics.md §10.2) — and the grouped background
    /// #F2F2F7 (§10.1, swiftui-behavior.md §3.2).
    static let separatorOnWhite = RGBA8(r: 198, g: 198, b: 200, a: 255)
    static let groupedBackground = RGBA8(r: 242, g: 242, b: 247, a: 255)

    /// A list whose rows are all filtered away draws no card: the grouped background only,
    /// as a list that starts empty does (the last rows' cards and separators stayed drawn).
    @Test func aListFilteredToNoRowsDrawsNoCard() {
        struct Filtered: View {
            @State private var shows = true
            var body: some View {
                List {
                    ForEach(shows ? ["Apples", "Pears", "Plums"] : [], id: \.self) { Text($0) }
                }
                .onTapGesture { shows = false }
            }
        }
        let host = ViewHost(Filtered(), size: CGSize(width: 393, height: 300))
        #expect(host.render()[100, 60] == opaqueWhite)
        #expect(host.tap(at: CGPoint(x: 100, y: 250)))
        let image = host.render()
        #expect([40, 60, 78, 100, 122, 150].map { image[100, $0] } == Array(repeating: Self.groupedBackground, count: 6))
    }

    @Test func separatorsRunFromTheTextStartToTheCellEdgeAndNotAfterTheLastRow() throws {
        let image = try renderView(Self.threeRows(), proposal: ProposedViewSize(width: 393, height: 220))
        #expect(image[10, 20] == Self.groupedBackground)
        #expect(image[20, 40] == opaqueWhite)
        for y in [78, 122] {
            #expect(image[31, y] == opaqueWhite, "y \(y): before the text start")
            #expect(image[32, y] == Self.separatorOnWhite, "y \(y): at the text start")
            #expect(image[376, y] == Self.separatorOnWhite, "y \(y): at the cell's trailing edge")
            #expect(image[377, y] == Self.groupedBackground, "y \(y): outside the card")
        }
        #expect(image[100, 166] == opaqueWhite, "no separator under the last row")
        #expect(image[100, 167] == Self.groupedBackground)
    }

    /// A list narrower than its rows' leading inset (20 points, less than the inset grouped
    /// card's 20 + the row's 16) lays out and draws without separators: there is no room for
    /// one (the span from the text start to the cell edge was reversed, a trap). Also inside
    /// a `ViewThatFits`, which proposes its first choice narrow sizes while measuring.
    @Test func aListTooNarrowForItsInsetsDrawsNoSeparator() throws {
        let image = try renderView(Self.threeRows().frame(width: 20), proposal: ProposedViewSize(width: 20, height: 220))
        #expect((0..<220).allSatisfy { image[10, $0] != Self.separatorOnWhite })
        let fits = ViewHost(ViewThatFits {
            NavigationStack { List(0..<30, id: \.self) { Text("Row \($0)") }.navigationTitle("Fits") }
            Text("Fallback")
        }, size: CGSize(width: 390, height: 600))
        #expect(fits.render().width == 390)
    }

    /// Where each separator of a plain list at 393 × 300 (scale 1) starts: the first pixel of
    /// the separator colour along each line the separators draw at x = 390. The frame is
    /// written as the scratch PNG `name`.
    private static func separatorStarts(_ view: some View, _ name: String) throws -> [Int] {
        let image = try renderView(view, proposal: ProposedViewSize(width: 393, height: 300))
        writeScratch(image, name)
        return (0..<300).filter { image[390, $0] == separatorOnWhite }.compactMap { y in
            (0..<393).first { image[$0, y] == separatorOnWhite }
        }
    }

    /// A fresh user's feed row: an avatar (a circle with a text overlaid), then the author,
    /// a spacer and a `Label` of likes, and the post under them. iOS 17 starts the separator at
    /// the row's leading text (Apple's `listRowSeparatorLeading`; its Label rows start it at
    /// the title): the author at 16 + 40 + 12 = 68, not the Label's title near the trailing
    /// edge. A row of a symbol then a text starts it at the text.
    @Test func theSeparatorStartsAtTheRowsLeadingTextNotAtALabelAfterIt() throws {
        let list = List {
            HStack(alignment: .top, spacing: 12) {
                Circle().frame(width: 40, height: 40).overlay(Text("A"))
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text("Ann")
                        Spacer()
                        Label("12", systemImage: "heart")
                    }
                    Text("A short post")
                }
            }
            HStack(spacing: 10) { Color.red.frame(width: 30, height: 20); Text("Star") }
            Text("Last")
        }
        .listStyle(.plain)
        // Row 2: 16 + 30 + 10 = 56.
        #expect(try Self.separatorStarts(list, "separator-leading-text") == [68, 56])
        // An explicit guide on the row still wins over its texts (Apple's listRowSeparatorLeading example).
        let explicit = List {
            HStack(spacing: 10) {
                Text("🍎")
                Text("Apple").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
            Text("Last")
        }
        .listStyle(.plain)
        let apple = try renderView(Text("🍎"), proposal: .unspecified).width
        #expect(try Self.separatorStarts(explicit, "separator-explicit-guide") == [16 + apple + 10])
    }

    /// The pixel in `x` × `y` (pixels) furthest from `background`: a glyph's fully covered ink.
    private static func ink(_ image: RasterImage, x: Range<Int>, y: Range<Int>, on background: RGBA8) -> RGBA8 {
        func distance(_ p: RGBA8) -> Int {
            abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g)) + abs(Int(p.b) - Int(background.b))
        }
        var best = background
        for j in y { for i in x where distance(image[i, j]) > distance(best) { best = image[i, j] } }
        return best
    }

    /// A fresh user's row label: `foregroundStyle(.secondary)` on a `Label` in a list draws its
    /// icon in the secondary style as its title (iOS), not in the list's tint, which icons take
    /// only when no style is set. Plain list, 393 wide: the icon column 16–44, the title from 60.
    @Test(arguments: [ColorScheme.light, .dark])
    func anExplicitForegroundStyleOnALabelInAListColoursItsIconToo(_ scheme: ColorScheme) throws {
        let background = scheme == .dark ? RGBA8(r: 0, g: 0, b: 0, a: 255) : opaqueWhite
        func inks(_ label: some View) throws -> (icon: RGBA8, title: RGBA8) {
            let image = try renderView(List { label }.listStyle(.plain).environment(\.colorScheme, scheme),
                                       proposal: ProposedViewSize(width: 393, height: 100))
            writeScratch(try renderView(List { label; Text("Next") }.listStyle(.plain).environment(\.colorScheme, scheme),
                                        proposal: ProposedViewSize(width: 393, height: 100), scale: 3), "label-style-\(scheme)")
            return (Self.ink(image, x: 16..<48, y: 4..<40, on: background), Self.ink(image, x: 60..<110, y: 4..<40, on: background))
        }
        let styled = try inks(Label("Inbox", systemImage: "tray").foregroundStyle(.secondary))
        // secondaryLabel: (60, 60, 67) at 0.6 over white; (235, 235, 245) at 0.6 over black.
        let secondary = scheme == .dark ? RGBA8(r: 141, g: 141, b: 147, a: 255) : RGBA8(r: 138, g: 138, b: 142, a: 255)
        #expect(styled.title == secondary)
        #expect(styled.icon == secondary)
        let tinted = try inks(Label("Inbox", systemImage: "tray"))
        // systemBlue: (0, 122, 255) light, (10, 132, 255) dark.
        #expect(tinted.icon == (scheme == .dark ? RGBA8(r: 10, g: 132, b: 255, a: 255) : RGBA8(r: 0, g: 122, b: 255, a: 255)))
    }

    @Test func hiddenSeparatorsAndTintsFollowTheRowModifiers() throws {
        let hidden = try renderView(Self.threeRows(Color.red.frame(height: 20).listRowSeparator(.hidden, edges: .top)),
                                    proposal: ProposedViewSize(width: 393, height: 220))
        // Row 3 hides its top edge: the separator between rows 2 and 3 goes.
        #expect(hidden[100, 78] == Self.separatorOnWhite)
        #expect(hidden[100, 122] == opaqueWhite)
        let tinted = try renderView(Self.threeRows(Color.red.frame(height: 20).listRowSeparatorTint(pureBlue)),
                                    proposal: ProposedViewSize(width: 393, height: 220))
        #expect(tinted[100, 122] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func rowInsetsMinimumHeightAndBackgroundFollowTheModifiers() throws {
        let dump = layoutDump(List {
            Color.red.frame(height: 20).listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Color.blue.frame(height: 21)
        }.environment(\.defaultMinListRowHeight, 30), proposal: ProposedViewSize(width: 393, height: 300))
        // Row 1 fills its cell (x 16, 361 wide); 20 < 30, so the cell is 30 high, content at 35 + 5.
        #expect(Self.frames("frame(height: 20)", in: dump) == ["(16, 40, 361, 20)"])
        // Row 2: 21 + 22 = 43 ≥ 30, at 35 + 30 + 11 = 76.
        #expect(Self.frames("frame(height: 21)", in: dump) == ["(32, 76, 329, 21)"])
        let image = try renderView(Self.threeRows(Color.clear.frame(height: 20).listRowBackground(pureGreen)),
                                   proposal: ProposedViewSize(width: 393, height: 220))
        // The third cell (123...167) is green to its edges, but for the card's rounded corners.
        #expect(image[17, 140] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image[376, 126] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image[16, 166] == Self.groupedBackground)
    }

    @Test func headersAreUppercaseFootnotesInGroupedStylesUnlessTextCaseIsSet() {
        /// The header's text layout: its string as drawn and its font size.
        func header(_ view: some View) -> (String, CGFloat)? {
            let graph = ViewGraph(rootView: _RootView(content: view), environment: EnvironmentValues())
            _ = graph.updateAndLayout(proposal: ProposedViewSize(width: 393, height: 300))
            var work = [graph.root].compactMap { $0 }
            while let node = work.popLast() {
                work += node.orderedChildren
                if let text = node.view as? Text, node.environment.listSectionAppearance != nil, text.plainText == "Fruit" {
                    return (text.string(in: node.environment), text.resolvedFont(in: node.environment).size)
                }
            }
            return nil
        }
        let grouped = header(List { Section("Fruit") { Color.red } })
        #expect(grouped?.0 == "FRUIT")
        #expect(grouped?.1 == 13, "footnote (swiftui-behavior.md §2.1)")
        #expect(header(List { Section("Fruit") { Color.red } }.textCase(nil))?.0 == "Fruit")
        #expect(header(List { Section { Color.red } header: { Text("Fruit").textCase(nil) } })?.0 == "Fruit")
        #expect(header(List { Section("Fruit") { Color.red } }.listStyle(.plain))?.0 == "Fruit")
        // Increased prominence: headline (17 pt), as written.
        let prominent = header(List { Section("Fruit") { Color.red }.headerProminence(.increased) })
        #expect(prominent?.0 == "Fruit" && prominent?.1 == 17)
    }

    @Test func aListOfOneForEachBuildsOnlyTheRowsNearTheViewport() {
        var built = 0
        let host = ViewHost(List(0..<10_000, id: \.self) { index in
            Color.red.frame(height: 20).onAppear { built += 1 }
        }, size: CGSize(width: 393, height: 300))
        _ = host.render()
        // 300 pt shows (300 − 35) / 44 ≈ 6 rows; the window adds one on each side.
        #expect(built > 0 && built < 20)
        #expect(host.scroll(by: CGSize(width: 0, height: 44 * 100), at: CGPoint(x: 100, y: 100)))
        let dump = host.layoutDescription()
        // Row 100 is at 35 + 44 × 100 + 12 in the content, scrolled by 4400: at 47.
        #expect(dump.contains("(32, 47, 329, 20)"), "\(dump)")
        // Far from every row built so far, the rows before the window count at the pitch
        // measured on the new window: row 9000 lands at 47 too, after row 8999 (built as the
        // window's one row above the visible region) at 3.
        #expect(host.scroll(by: CGSize(width: 0, height: 44 * 8900), at: CGPoint(x: 100, y: 100)))
        #expect(ListTests.frames("frame(height: 20)", in: host.layoutDescription()).prefix(2) == ["(32, 3, 329, 20)", "(32, 47, 329, 20)"])
    }

    @Test func aRepeatedIDWarnsOnceNamingTheListAndTheFix() {
        struct Item { let name: String }
        let items = [Item(name: "a"), Item(name: "b"), Item(name: "a")]
        for rendering in [ScrollContentRendering.viewport, .full] {
            let warnings = capturingWarnings {
                _ = try? renderView(List(items, id: \.name) { Text($0.name) }.renderingScrollContent(rendering),
                                    proposal: ProposedViewSize(width: 393, height: 300))
            }
            #expect(warnings.count == 1, "\(rendering)")
            #expect(warnings.first?.hasPrefix("List<Array<Item>, Text>: the ID a occurs more than once in the list's data") == true)
            #expect(warnings.first?.hasSuffix("Give each element a unique ID (the `id:` key path, or the elements' `Identifiable.id`)") == true)
        }
    }

    @Test func theFullContentRenderingShowsEveryRow() throws {
        let image = try renderView(List(0..<30, id: \.self) { _ in Color.red.frame(height: 20) }.renderingScrollContent(.full),
                                   proposal: ProposedViewSize(width: 393, height: nil))
        // 35 + 30 × 44 + 35.
        #expect(image.height == 1390)
    }


    /// A form with a toggle row, and the toggle's value shown in a second row.
    private struct ToggleForm: View {
        @State var isOn = false

        var body: some View {
            Form {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
        }
    }

    @Test func controlsInFormRowsTakeTheRowWidthAndAreTapped() {
        let host = ViewHost(ToggleForm(), size: CGSize(width: 393, height: 300))
        // The toggle spans the row's content (32...361, 31 high in a 53-pt cell at 35): its
        // 51-pt switch ends at 361.
        #expect(ListTests.frames("ControlRowLayout", in: host.layoutDescription()) == ["(32, 46, 329, 31)"])
        #expect(ListTests.frames("ControlCanvas", in: host.layoutDescription()) == ["(310, 46, 51, 31)"])
        #expect(host.tap(at: CGPoint(x: 335, y: 57)))
        #expect(host.layoutDescription().contains("Text(\"on\")"))
    }

    @Test func aBuiltListScrollsByTheHostsAmount() {
        let host = ViewHost(List {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
            Color.blue.frame(height: 20)
        }, size: CGSize(width: 393, height: 100))
        // Content: 35 + 4 × 44 + 35 = 246 high; the last row's content is at 35 + 132 + 12.
        #expect(host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 100, y: 50)))
        #expect(ListTests.frames("frame(height: 20)", in: host.layoutDescription()).last == "(32, 79, 329, 20)")
        // Scrolled past the end: clamped to 246 − 100 = 146.
        #expect(host.scroll(by: CGSize(width: 0, height: 500), at: CGPoint(x: 100, y: 50)))
        #expect(ListTests.frames("frame(height: 20)", in: host.layoutDescription()).last == "(32, 33, 329, 20)")
    }


    /// A plain list of two sections, each an 18-pt header (6 pt above and below) and three
    /// 44-pt rows, in a 100-pt window. Section 1: header 6...24, rows 30...162; section 2:
    /// header 168...186, rows 192...324.
    @Test(arguments: [
        // (scroll, header frames in the window)
        (0, ["(16, 6, 361, 18)", "(16, 168, 361, 18)"]),
        // Header 1 pinned 6 below the top: 50 + 6 − 50.
        (50, ["(16, 6, 361, 18)", "(16, 118, 361, 18)"]),
        // Section 1 ends at 162: its header stops at 162 − 24 = 138 (window −12).
        (150, ["(16, -12, 361, 18)", "(16, 18, 361, 18)"]),
        // Header 2 pinned: 200 + 6 − 200.
        (200, ["(16, -62, 361, 18)", "(16, 6, 361, 18)"]),
    ] as [(CGFloat, [String])])
    func plainHeadersArePinnedWhileTheirSectionShows(scroll: CGFloat, expected: [String]) {
        let host = ViewHost(List {
            ForEach(0..<2, id: \.self) { _ in
                Section {
                    ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
                } header: {
                    Color.green.frame(height: 18)
                }
            }
        }.listStyle(.plain), size: CGSize(width: 393, height: 100))
        if scroll > 0 { #expect(host.scroll(by: CGSize(width: 0, height: scroll), at: CGPoint(x: 100, y: 50))) }
        #expect(Self.frames("frame(height: 18)", in: host.layoutDescription()) == expected)
    }


    /// systemGray4, the selected row (ios17-metrics.md §4 and §10.2).
    static let selectedRow = RGBA8(r: 209, g: 209, b: 214, a: 255)

    @Test func selectedRowsAreHighlightedByForEachIDOrTag() throws {
        // Cells at 35, 79, 123 (44 high); the second is selected.
        let byID = try renderView(List(["a", "b", "c"], id: \.self, selection: .constant("b")) { _ in
            Color.clear.frame(height: 20)
        }, proposal: ProposedViewSize(width: 393, height: 220))
        #expect(byID[20, 60] == opaqueWhite)
        #expect(byID[20, 100] == Self.selectedRow)
        #expect(byID[20, 140] == opaqueWhite)
        let byTag = try renderView(List(selection: .constant(Set([1, 3]))) {
            Color.clear.frame(height: 20).tag(1)
            Color.clear.frame(height: 20).tag(2)
            Color.clear.frame(height: 20).tag(3)
        }.listStyle(.plain), proposal: ProposedViewSize(width: 393, height: 220))
        // Plain: cells at 0, 44, 88.
        #expect(byTag[20, 20] == Self.selectedRow)
        #expect(byTag[20, 60] == opaqueWhite)
        #expect(byTag[20, 110] == Self.selectedRow)
    }


    /// Two sections of one 20-pt row (44-pt cells): the second row's frame shows the gap.
    static func twoSections() -> some View {
        List {
            Section { Color.red.frame(height: 20) }
            Section { Color.blue.frame(height: 21) }
        }
    }

    @Test(arguments: [
        // (gap, second row's frame): 35 + 44 + gap + 11, and + 1 for the 21-pt row centred
        // in its 22-pt content (0.5 rounds to the next pixel).
        (ListSectionSpacing.default, "(32, 126, 329, 21)"),
        (.compact, "(32, 111, 329, 21)"),
        (.custom(4), "(32, 95, 329, 21)"),
    ] as [(ListSectionSpacing, String)])
    func sectionSpacingSetsTheGapBetweenSections(spacing: ListSectionSpacing, expected: String) {
        let dump = layoutDump(Self.twoSections().listSectionSpacing(spacing), proposal: ProposedViewSize(width: 393, height: 400))
        #expect(Self.frames("frame(height: 21)", in: dump) == [expected])
    }

    @Test func rowSpacingSeparatesTheRowsAndFormKeepsItsLook() throws {
        let dump = layoutDump(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 21)
        }.listRowSpacing(10), proposal: ProposedViewSize(width: 393, height: 300))
        // 35 + 44 + 10 + 11 + 1 (centred, as above).
        #expect(Self.frames("frame(height: 21)", in: dump) == ["(32, 101, 329, 21)"])
        // A Form is inset-grouped whatever the list style around it.
        let form = layoutDump(Form { Color.red.frame(height: 20) }.listStyle(.plain), proposal: ProposedViewSize(width: 393, height: 300))
        #expect(Self.frames("frame(height: 20)", in: form) == ["(32, 47, 329, 20)"])
    }

    // Compatibility survey 8 (IcySky's `listRowInsets(.vertical, 0)`, iOS 26).
    @Test func listRowInsetsOnSomeEdgesKeepsTheOtherEdgesInsets() {
        let window = ProposedViewSize(width: 393, height: 300)
        let vertical = layoutDump(List {
            Color.red.frame(height: 60).listRowInsets(.vertical, 0)
            Color.blue.frame(height: 21)
        }, proposal: window)
        // The cell is the row's 60 points high, its content on its top edge; the sides keep the
        // 16-point margin (x 16 + 16). The next row's cell starts at 35 + 60, its content
        // centred in the 44-point minimum: 11 + 1 below.
        #expect(Self.frames("frame(height: 60)", in: vertical) == ["(32, 35, 329, 60)"])
        #expect(Self.frames("frame(height: 21)", in: vertical) == ["(32, 107, 329, 21)"])
        // A section's edges fill in those its row leaves unset (a nil length sets none).
        let merged = layoutDump(List {
            Section { Color.red.frame(height: 60).listRowInsets(.vertical, 0) }.listRowInsets(.leading, 4)
            Section { Color.blue.frame(height: 60).listRowInsets(.leading, nil) }.listRowInsets(.all, 0)
        }, proposal: window)
        #expect(Self.frames("frame(height: 60)", in: merged) == ["(20, 35, 341, 60)", "(16, 130, 361, 60)"])
    }

    @Test func lengthsThatAreNotPointsWarnAndTheStylesValuesAreUsed() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(List {
                Color.red.frame(height: 20).listRowInsets(EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0))
                Color.blue.frame(height: 21)
            }
            .listRowSpacing(-5)
            .environment(\.defaultMinListRowHeight, .infinity), proposal: ProposedViewSize(width: 393, height: 300))
        }
        // As with no settings at all: rows at 35 + 12 and 35 + 44 + 11 + 1.
        #expect(Self.frames("frame(height: 20)", in: dump) == ["(32, 47, 329, 20)"])
        #expect(Self.frames("frame(height: 21)", in: dump) == ["(32, 91, 329, 21)"])
        #expect(Set(warnings) == [
            "List: defaultMinListRowHeight of inf is not a finite, non-negative number of points; the list style's value is used instead",
            "List: listRowSpacing of -5.0 is not a finite, non-negative number of points; the list style's value is used instead",
            "listRowInsets(EdgeInsets(top: nan, leading: 0.0, bottom: 0.0, trailing: 0.0)) has a side that is not a finite number of points; the list style's insets are used instead",
        ])
    }


    /// A list of three rows with a single selection, and a set one, each shown in a title row.
    private struct SelectingList: View {
        @State var single: String?
        @State var several: Set<String> = []
        let multiple: Bool

        var body: some View {
            if multiple {
                List(["a", "b", "c"], id: \.self, selection: $several) { Text("row \($0)") }
                    .overlay(alignment: .bottom) { Text("selected \(several.sorted().joined())") }
            } else {
                List(["a", "b", "c"], id: \.self, selection: $single) { Text("row \($0)") }
                    .overlay(alignment: .bottom) { Text("selected \(single ?? "none")") }
            }
        }
    }

    @Test func tappingARowSelectsIt() {
        // The rows' 21-pt texts at y 47, 91, 135 (44-pt cells at 35, 79, 123), x 32.
        let host = ViewHost(SelectingList(multiple: false), size: CGSize(width: 393, height: 300))
        #expect(host.tap(at: CGPoint(x: 45, y: 100)))
        #expect(host.layoutDescription().contains("Text(\"selected b\")"))
        #expect(host.tap(at: CGPoint(x: 45, y: 145)))
        #expect(host.layoutDescription().contains("Text(\"selected c\")"))
        // A tap on a row's padding, off its content, selects it too; one between the
        // sections' cards (above the first row) selects nothing.
        #expect(host.tap(at: CGPoint(x: 340, y: 82)))
        #expect(host.layoutDescription().contains("Text(\"selected b\")"))
        host.tap(at: CGPoint(x: 45, y: 20))
        #expect(host.layoutDescription().contains("Text(\"selected b\")"))
        let several = ViewHost(SelectingList(multiple: true), size: CGSize(width: 393, height: 300))
        #expect(several.tap(at: CGPoint(x: 45, y: 55)))
        #expect(several.tap(at: CGPoint(x: 45, y: 145)))
        #expect(several.layoutDescription().contains("Text(\"selected ac\")"))
        // A second tap on a selected row takes it out of the set.
        #expect(several.tap(at: CGPoint(x: 45, y: 55)))
        #expect(several.layoutDescription().contains("Text(\"selected c\")"))
    }

}

/// A list style chosen at run time, for tables of cases.
struct AnyListStyleBox: ListStyle {
    let base: any ListStyle
    init(_ base: any ListStyle) { self.base = base }
    var _kind: ListStyleKind { base._kind }
}
