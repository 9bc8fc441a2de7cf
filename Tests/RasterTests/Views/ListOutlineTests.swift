// ListOutlineTests.swift · RasterTests/Views · List(_:children:), OutlineGroup and DisclosureGroup rows in lists, and sidebar
// sections (OutlineGroup.swift, DisclosureGroup.swift, Section.swift)
// Geometry: an inset-grouped list 393 pt wide at scale 1 (ListTests.swift): rows' content at x 32 to 361,
// 44-pt cells from y 35, one-line body texts 21 high at 35 + 12. The chevron is `DisclosureChevron` at
// the body size (a 21-pt box, 1.2 × 17 rounded up) at the row's trailing edge (340...361); each
// level is indented 10 pt (OutlineMetrics, UITableViewCell's documented indentationWidth).

import Foundation
import Testing
@testable import Raster

@Suite struct ListOutlineTests {
    struct Item: Identifiable, Hashable {
        let id: String
        var children: [Item]?
    }

    /// a (a1, a2 (a2x)), b with an empty array of children, c a leaf.
    static let tree = [
        Item(id: "a", children: [Item(id: "a1"), Item(id: "a2", children: [Item(id: "a2x")])]),
        Item(id: "b", children: []),
        Item(id: "c"),
    ]
    static let window = CGSize(width: 393, height: 400)

    /// The frames of the rows' texts and of the chevrons, in order.
    static func texts(_ host: ViewHost<some View>) -> [String] {
        host.layoutDescription().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("Text(") }
    }

    static func chevrons(_ host: ViewHost<some View>) -> [String] {
        ListTests.frames("DisclosureChevron", in: host.layoutDescription())
    }

    @Test func rowsWithChildrenStartCollapsedAndTheirChevronExpandsThem() {
        let host = ViewHost(List(Self.tree, children: \.children) { Text($0.id) }, size: Self.window)
        #expect(Self.texts(host) == ["Text(\"a\") (32, 47, 10, 21)", "Text(\"b\") (32, 91, 11, 21)", "Text(\"c\") (32, 135, 10, 21)"])
        // a and b (an empty array is not a leaf) draw the chevron; c does not.
        #expect(Self.chevrons(host) == ["(340, 47, 21, 21)", "(340, 91, 21, 21)"])
        // A tap on the row's text does not expand it; one on its chevron does.
        host.tap(at: CGPoint(x: 36, y: 57))
        #expect(Self.texts(host).count == 3)
        #expect(host.tap(at: CGPoint(x: 350, y: 57)))
        // a1 and a2 one level in (x 42), in cells at 79 and 123; b and c move down.
        #expect(Self.texts(host) == ["Text(\"a\") (32, 47, 10, 21)", "Text(\"a1\") (42, 91, 17, 21)", "Text(\"a2\") (42, 135, 20, 21)",
                                     "Text(\"b\") (32, 179, 11, 21)", "Text(\"c\") (32, 223, 10, 21)"])
        #expect(host.tap(at: CGPoint(x: 350, y: 145)))
        #expect(Self.texts(host)[3] == "Text(\"a2x\") (52, 179, 30, 21)")
        // Collapsing a hides its descendants; a2 stays expanded for the next time.
        #expect(host.tap(at: CGPoint(x: 350, y: 57)))
        #expect(Self.texts(host).count == 3)
        #expect(host.tap(at: CGPoint(x: 350, y: 57)))
        #expect(Self.texts(host).count == 6)
        // Expanding b (no children; its row is the fifth, text at 35 + 4 × 44 + 12) shows
        // nothing more.
        #expect(host.tap(at: CGPoint(x: 350, y: 233)))
        #expect(Self.texts(host).count == 6)
    }

    @Test func aChildsSeparatorStartsAtItsIndentedContent() {
        // Expanded a: cells at 35 (a), 79 (a1), 123 (a2); the separator under a1 is y 122,
        // from a1's text at x 42 (under a, from x 32).
        let host = ViewHost(List(Self.tree, children: \.children) { Text($0.id) }, size: Self.window)
        #expect(host.tap(at: CGPoint(x: 350, y: 57)))
        let image = host.render()
        #expect(image[32, 78] == ListTests.separatorOnWhite)
        #expect(image[41, 122] == opaqueWhite)
        #expect(image[42, 122] == ListTests.separatorOnWhite)
    }

    /// A hierarchical list with `id:` and a single selection, shown by a title.
    private struct SelectingOutline: View {
        @State var selection: String?

        var body: some View {
            List(ListOutlineTests.tree, id: \.id, children: \.children, selection: $selection) { Text($0.id) }
                .overlay(alignment: .bottom) { Text("selected \(selection ?? "none")") }
        }
    }

    @Test func rowsOfAnOutlineAreSelectedByTheirIDAndTheChevronOnlyToggles() {
        let host = ViewHost(SelectingOutline(), size: Self.window)
        #expect(host.tap(at: CGPoint(x: 350, y: 57)))
        #expect(host.layoutDescription().contains("Text(\"selected none\")"))
        #expect(host.tap(at: CGPoint(x: 100, y: 101)))
        #expect(host.layoutDescription().contains("Text(\"selected a1\")"))
    }

    @Test func outlineGroupInAListIsTheSameRowsAndOutsideOneNestsDisclosureGroups() {
        let inList = ViewHost(List { OutlineGroup(Self.tree, children: \.children) { Text($0.id) } }, size: Self.window)
        #expect(Self.chevrons(inList) == ["(340, 47, 21, 21)", "(340, 91, 21, 21)"])
        #expect(inList.tap(at: CGPoint(x: 350, y: 57)))
        #expect(Self.texts(inList)[1] == "Text(\"a1\") (42, 91, 17, 21)")
        // The root form: one element and its children.
        let root = ViewHost(List { OutlineGroup(Self.tree[0], id: \.id, children: \.children) { Text($0.id) } }, size: Self.window)
        #expect(Self.texts(root) == ["Text(\"a\") (32, 47, 10, 21)"])
        // Outside a list: a VStack of disclosure groups (label rows in the tint), collapsed.
        let outside = ViewHost(VStack { OutlineGroup(Self.tree, children: \.children) { Text($0.id) } }, size: Self.window)
        #expect(Self.texts(outside).map { $0.split(separator: " ")[0] } == ["Text(\"a\")", "Text(\"b\")", "Text(\"c\")"])
        #expect(Self.chevrons(outside).count == 2)
    }

    @Test func aDisclosureGroupInAListIsALabelRowOverIndentedRows() {
        let host = ViewHost(List {
            DisclosureGroup("Details") {
                Text("One")
                Text("Two")
            }
            Text("After")
        }, size: Self.window)
        #expect(Self.texts(host).map { $0.split(separator: " ")[0] } == ["Text(\"Details\")", "Text(\"After\")"])
        #expect(Self.chevrons(host) == ["(340, 47, 21, 21)"])
        // A tap anywhere on the label row toggles it; the content's views are rows, 10 in.
        #expect(host.tap(at: CGPoint(x: 60, y: 57)))
        #expect(Array(Self.texts(host).dropFirst()) == ["Text(\"One\") (42, 91, 33, 21)", "Text(\"Two\") (42, 135, 34, 21)",
                                                      "Text(\"After\") (32, 179, 40, 21)"])
    }

    @Test func sidebarSectionsCollapseFromTheirHeader() {
        let host = ViewHost(List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section("Veg") { Text("Leek") }
        }.listStyle(.sidebar), size: Self.window)
        // Headers (headline, as written) at 16 with the chevron trailing; rows on a card.
        #expect(Self.texts(host).map { $0.split(separator: " ")[0] } == ["Text(\"Fruit\")", "Text(\"Apple\")", "Text(\"Pear\")",
                                                                       "Text(\"Veg\")", "Text(\"Leek\")"])
        #expect(Self.chevrons(host) == ["(340, 16, 21, 21)", "(340, 166, 21, 21)"])
        // A tap on the header collapses the section: Veg's header moves up by the two rows.
        #expect(host.tap(at: CGPoint(x: 60, y: 26)))
        #expect(Self.texts(host).map { $0.split(separator: " ")[0] } == ["Text(\"Fruit\")", "Text(\"Veg\")", "Text(\"Leek\")"])
        #expect(Self.chevrons(host) == ["(340, 16, 21, 21)", "(340, 78, 21, 21)"])
        #expect(host.tap(at: CGPoint(x: 60, y: 26)))
        #expect(Self.texts(host).count == 5)
    }

    /// A sidebar section with an `isExpanded` binding, its state shown in a row.
    private struct BoundSidebar: View {
        @State var open = false

        var body: some View {
            List {
                Section("Fruit", isExpanded: $open) { Text("Apple") }
                Text(open ? "open" : "closed")
            }
            .listStyle(.sidebar)
        }
    }

    @Test func aSidebarSectionWithABindingFollowsAndWritesIt() {
        let host = ViewHost(BoundSidebar(), size: Self.window)
        #expect(!host.layoutDescription().contains("Text(\"Apple\")"))
        #expect(host.tap(at: CGPoint(x: 60, y: 26)))
        #expect(host.layoutDescription().contains("Text(\"Apple\")"))
        #expect(host.layoutDescription().contains("Text(\"open\")"))
    }

    @Test func aRepeatedIDInAHierarchicalListWarnsOnceNamingTheList() {
        let items = [Item(id: "x"), Item(id: "x")]
        let warnings = capturingWarnings {
            _ = try? renderView(List(items, children: \.children) { Text($0.id) }, proposal: ProposedViewSize(width: 393, height: 300))
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("List<Array<Item>, Text>: the ID x occurs more than once in the list's data") == true)
    }
}
