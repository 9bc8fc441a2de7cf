// ListEditingTests.swift · RasterTests/Views · edit mode, EditButton, onDelete/onMove, swipe actions, refreshable and the collection helpers (DynamicViewContent.swift, EditMode.swift, EditButton.swift, ListActionModifiers.swift)
// Sources: Apple's documentation of MutableCollection.move(fromOffsets:toOffset:) (the
// destination is an offset before the move; moved elements keep their order) and of
// RangeReplaceableCollection.remove(atOffsets:).

import Foundation
import Testing
@testable import Raster

@Suite struct ListEditingTests {
    @Test(arguments: [
        // (moved offsets, destination, result of "abcde")
        ([1, 3], 0, "bdace"),
        ([0], 5, "bcdea"),
        ([0], 2, "bacde"),
        ([4], 1, "aebcd"),
        ([0, 1], 2, "abcde"),
        ([1, 2, 4], 4, "adbce"),
        ([], 3, "abcde"),
    ] as [([Int], Int, String)])
    func moveKeepsTheOrderOfTheMovedElements(source: [Int], destination: Int, expected: String) {
        var letters = Array("abcde")
        letters.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(String(letters) == expected)
    }

    @Test func removeAtOffsetsRemovesEachOffsetOfTheCollectionBefore() {
        var letters = Array("abcde")
        letters.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(String(letters) == "bd")
    }

    @Test func offsetsOutsideTheCollectionWarnAndChangeNothing() {
        var letters = Array("abc")
        let warnings = capturingWarnings {
            letters.move(fromOffsets: IndexSet([5]), toOffset: 0)
            letters.move(fromOffsets: IndexSet([0]), toOffset: 4)
            letters.remove(atOffsets: IndexSet([1, 7]))
        }
        #expect(String(letters) == "ac")
        #expect(warnings == [
            "move(fromOffsets:toOffset:): the offsets [5] or the destination 0 are outside the collection of 3 elements; nothing is moved",
            "move(fromOffsets:toOffset:): the offsets [0] or the destination 4 are outside the collection of 3 elements; nothing is moved",
            "remove(atOffsets:): the offset 7 is outside the collection of 3 elements; it is skipped",
        ])
    }

    /// Three 20-pt rows with delete and move actions, inset-grouped at 393 pt.
    static func editableList(_ mode: EditMode) -> some View {
        List {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(mode))
    }

    @Test func editingRowsShowTheDeleteControlAndTheGrip() {
        let inactive = layoutDump(Self.editableList(.inactive), proposal: ProposedViewSize(width: 393, height: 300))
        #expect(ListTests.frames("frame(height: 20)", in: inactive).first == "(32, 47, 329, 20)")
        let active = layoutDump(Self.editableList(.active), proposal: ProposedViewSize(width: 393, height: 300))
        // The content (32...361) holds the 22-pt control, 16 pt, the row, 16 pt and the
        // 18-pt grip: the row is 329 − 22 − 18 − 32 = 257 wide at 32 + 22 + 16 = 70.
        #expect(ListTests.frames("frame(height: 20)", in: active).first == "(70, 47, 257, 20)", "\(active)")
    }

    @Test func theDeleteControlIsRedInAnEditingList() throws {
        let image = try renderView(Self.editableList(.active), proposal: ProposedViewSize(width: 393, height: 200))
        // The control's centre (32 + 11, 35 + 22) is systemRed; its bar white.
        #expect(image[43, 53] == systemRed)
        #expect(image[43, 57] == opaqueWhite)
    }

    /// An EditButton over a state edit mode, and the mode it shows.
    private struct EditScreen: View {
        @State var mode = EditMode.inactive

        var body: some View {
            VStack {
                EditButton()
                Text(mode.isEditing ? "editing" : "not editing")
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test func editButtonTogglesTheEditMode() {
        let host = ViewHost(EditScreen(), size: CGSize(width: 120, height: 80))
        #expect(host.layoutDescription().contains("Text(\"Edit\")"))
        #expect(host.tap(at: CGPoint(x: 60, y: 20)))
        #expect(host.layoutDescription().contains("Text(\"Done\")"))
        #expect(host.layoutDescription().contains("Text(\"editing\")"))
        #expect(host.tap(at: CGPoint(x: 60, y: 20)))
        #expect(host.layoutDescription().contains("Text(\"not editing\")"))
    }

    /// A navigation stack provides an edit mode, as SwiftUI's does: an EditButton in its
    /// toolbar puts the page's list in edit mode (the delete controls show) without any
    /// `environment(\.editMode, …)` of the user's.
    @Test func aNavigationStackProvidesTheEditMode() throws {
        let host = ViewHost(NavigationStack {
            List {
                ForEach(["Milk", "Eggs"], id: \.self) { Text($0) }
                    .onDelete { _ in }
            }
            .toolbar { EditButton() }
        }, size: CGSize(width: 393, height: 400))
        let edit = try #require(host.frame(ofUnit: "Text(\"Edit\")"))
        let before = host.layoutDescription()
        #expect(host.tap(at: CGPoint(x: edit.midX, y: edit.midY)))
        #expect(host.frame(ofUnit: "Text(\"Done\")") != nil)
        #expect(host.layoutDescription() != before)
        let milk = try #require(host.frame(ofUnit: "Text(\"Milk\")"))
        let unedited = ViewHost(NavigationStack { List { Text("Milk") } }, size: CGSize(width: 393, height: 400))
        #expect(milk.minX > (try #require(unedited.frame(ofUnit: "Text(\"Milk\")"))).minX)   // moved right by the delete control
    }

    @Test @MainActor func swipeActionsAreRecordedAndRefreshableSetsTheRefreshAction() async {
        let dump = layoutDump(List {
            Color.red.frame(height: 20).swipeActions(edge: .leading) { Button("Pin") {} }
        }, proposal: ProposedViewSize(width: 393, height: 300))
        // Recorded, not drawn: the row keeps its frame and nothing else is laid out.
        #expect(ListTests.frames("frame(height: 20)", in: dump) == ["(32, 47, 329, 20)"])
        #expect(!dump.contains("Pin"))
        final class Counter: @unchecked Sendable { var runs = 0 }
        final class Probe { var refresh: RefreshAction? }
        struct RefreshReader: View {
            let probe: Probe
            @Environment(\.refresh) private var refresh
            var body: some View {
                probe.refresh = refresh
                return Color.red
            }
        }
        let counter = Counter(), outside = Probe(), inside = Probe()
        _ = layoutDump(VStack {
            RefreshReader(probe: outside)
            RefreshReader(probe: inside).refreshable { counter.runs += 1 }
        }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(outside.refresh == nil)
        await inside.refresh?()
        #expect(counter.runs == 1)
    }
}
