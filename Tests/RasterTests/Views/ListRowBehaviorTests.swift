// ListRowBehaviorTests.swift · RasterTests/Views · deleteDisabled, moveDisabled, selectionDisabled, badgeProminence,
// listRowHoverEffect and onInsert in lists (ListRowBehaviorModifiers.swift, DynamicViewContent.swift, UniformTypes.swift)
// Edit-mode controls: the 22-pt delete control and the 18 × 12-pt grip of `EditableRow`.

import Foundation
import Testing
@testable import Raster

@Suite struct ListRowBehaviorTests {
    static let window = ProposedViewSize(width: 393, height: 300)

    /// The number of delete controls and grips an editing list of three rows draws.
    static func controls(_ rows: some View) -> (delete: Int, grip: Int) {
        let dump = layoutDump(List { rows }.environment(\.editMode, .constant(.active)), proposal: window)
        let canvases = ListTests.frames("ControlCanvas", in: dump)
        return (canvases.filter { $0.hasSuffix(", 22, 22)") }.count, canvases.filter { $0.hasSuffix(", 18, 12)") }.count)
    }

    @Test func deleteAndMoveDisabledRowsShowNoControl() {
        let rows = ForEach(["a", "b", "c"], id: \.self) { name in
            Text(name).deleteDisabled(name == "b").moveDisabled(name == "c")
        }
        .onDelete { _ in }
        .onMove { _, _ in }
        let result = Self.controls(rows)
        #expect(result.delete == 2)
        #expect(result.grip == 2)
        // Around the ForEach: every row; a row's own setting wins.
        let around = ForEach(["a", "b"], id: \.self) { name in Text(name).deleteDisabled(name == "b" ? false : true) }
            .onDelete { _ in }
            .deleteDisabled(true)
        #expect(Self.controls(around).delete == 1)
        let allMoves = ForEach(["a", "b"], id: \.self) { Text($0) }.onMove { _, _ in }.moveDisabled(true)
        #expect(Self.controls(allMoves).grip == 0)
    }

    /// Three rows; "b" is `selectionDisabled`.
    private struct SelectingList: View {
        @State var selection: String?

        var body: some View {
            List(["a", "b", "c"], id: \.self, selection: $selection) { Text("row \($0)").selectionDisabled($0 == "b") }
                .overlay(alignment: .bottom) { Text("selected \(selection ?? "none")") }
        }
    }

    @Test func aTapDoesNotSelectASelectionDisabledRow() {
        // Texts at y 47, 91, 135 (ListTests.tappingARowSelectsIt).
        let host = ViewHost(SelectingList(), size: CGSize(width: 393, height: 300))
        host.tap(at: CGPoint(x: 45, y: 100))
        #expect(host.layoutDescription().contains("Text(\"selected none\")"))
        #expect(host.tap(at: CGPoint(x: 45, y: 145)))
        #expect(host.layoutDescription().contains("Text(\"selected c\")"))
        // On a section: each of its rows.
        let sectioned = ViewHost(SectionedList(), size: CGSize(width: 393, height: 300))
        sectioned.tap(at: CGPoint(x: 45, y: 57))
        #expect(sectioned.layoutDescription().contains("Text(\"selected 0\")"))
        #expect(sectioned.tap(at: CGPoint(x: 45, y: 136)))
        #expect(sectioned.layoutDescription().contains("Text(\"selected 1\")"))
    }

    /// A selection-disabled section of one row (cell 35...79) over a section of one row
    /// (cell 79 + 35 = 114...158).
    private struct SectionedList: View {
        @State var selection = Set<Int>()

        var body: some View {
            List(selection: $selection) {
                Section { Text("x").tag(1) }.selectionDisabled()
                Section { Text("y").tag(2) }
            }
            .overlay(alignment: .bottom) { Text("selected \(selection.count)") }
        }
    }

    @Test func anIncreasedBadgeIsWhiteOnARedCapsule() throws {
        // The capsule is 23 high (21 + 2), so the cell is 45; content at 35 + 11 = 46. It
        // ends at the content's edge (361) and is 11 + 14 = 25 wide for "5": x 336...361.
        let image = try renderView(List { Text("Inbox").badge(5) }.badgeProminence(.increased), proposal: Self.window)
        let systemRed = RGBA8(r: 255, g: 59, b: 48, a: 255)
        #expect(image[339, 57] == systemRed)
        #expect(image[358, 57] == systemRed)
        #expect(image[335, 57] == opaqueWhite)
        let dump = layoutDump(List { Text("Inbox").badge(5) }.badgeProminence(.increased), proposal: Self.window)
        #expect(ListTests.frames("frame(minWidth: 23)", in: dump) == ["(336, 46, 25, 23)"], "\(dump)")
        // Standard: secondary text, no capsule.
        let standard = try renderView(List { Text("Inbox").badge(5) }, proposal: Self.window)
        #expect(standard[340, 57] == opaqueWhite)
    }

    /// A navigation link's badge is drawn before its chevron, as iOS draws a cell's detail
    /// before its disclosure indicator (it was drawn after it: a fresh user's finding), and is
    /// read as part of the link's button.
    @Test func aNavigationLinksBadgeComesBeforeItsChevron() throws {
        let host = ViewHost(NavigationStack {
            List {
                NavigationLink("Notifications") { Text("Detail") }.badge(3)
                NavigationLink("Sounds") { List { NavigationLink("Ringtone") { Text("Tone") } } }
            }
        }, size: CGSize(width: 393, height: 300))
        let dump = host.layoutDescription()
        let badge = ListTests.frames(#"Text("3")"#, in: dump), chevrons = ListTests.frames("ControlCanvas", in: dump)
        // The chevron, 8 × 13, ends at the content's trailing edge (393 − 16 − 16 = 361); the
        // badge, 11 wide, ends 8 before it.
        #expect(chevrons.prefix(2) == ["(353, 95, 8, 13)", "(353, 139, 8, 13)"])
        #expect(badge == ["(334, 91, 11, 21)"])
        #expect(host.accessibilityDescription().contains(#""Notifications, 3""#))
        // The link passes its badge to nothing inside: the pushed page's link has none.
        #expect(try host.tap("Sounds"))
        #expect(ListTests.frames(#"Text("3")"#, in: host.layoutDescription()).count == 1)
    }

    @Test func hoverEffectsAndInsertActionsChangeNothingOnAnIPhone() {
        let plain = layoutDump(List { ForEach(["a"], id: \.self) { Text($0) } }, proposal: Self.window)
        let hover = layoutDump(List {
            ForEach(["a"], id: \.self) { Text($0).listRowHoverEffect(.highlight).listRowHoverEffectDisabled() }
        }, proposal: Self.window)
        #expect(hover == plain)
        var inserted = false
        let insert = layoutDump(List {
            ForEach(["a"], id: \.self) { Text($0) }.onInsert(of: [.plainText]) { _, _ in inserted = true }
        }, proposal: Self.window)
        #expect(insert == plain)
        #expect(!inserted)
        #expect(UTType("") == nil)
        #expect(UTType("public.plain-text") == .plainText)
        #expect(!NSItemProvider().hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
    }
}
