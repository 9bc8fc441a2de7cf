// DynamicViewContent.swift · Raster/Views · mirrors SwiftUI DynamicViewContent, onDelete(perform:), onMove(perform:), onInsert(of:perform:),
// RangeReplaceableCollection.remove(atOffsets:), MutableCollection.move(fromOffsets:toOffset:) (iOS 17)
// Status: Partial — in an editing list the controls are drawn, but no gesture deletes or moves a
// row through them (a tap on the delete control does nothing); out of edit mode a host's swipe
// reveals the row's Delete action (Views/Containers/ListSwipeActions.swift).

import Foundation

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// Content whose rows can carry delete and move actions (a `ForEach`).
protocol EditableRowsContent {
    var deleteAction: ((IndexSet) -> Void)? { get set }
    var moveAction: ((IndexSet, Int) -> Void)? { get set }
}

extension ForEach: EditableRowsContent {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// Raster: in a `List` whose `editMode` is editing, each row shows iOS's red delete
    /// control before its content; nil removes the action. Out of edit mode each row has a
    /// red "Delete" trailing swipe action, as on iOS (see `swipeActions`): a host's drag
    /// reveals it, and a tap on it or a full swipe calls `action` with the row's offset. A
    /// row with trailing `swipeActions` of its own shows those instead, and
    /// `deleteDisabled(true)` removes it.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        guard var editable = self as? EditableRowsContent else { return self }
        editable.deleteAction = action
        return editable as! Self
    }

    /// Sets the move action for the dynamic view.
    ///
    /// Raster: in a `List` whose `editMode` is editing, each row shows the reorder grip at
    /// its trailing edge; nil removes the action.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        guard var editable = self as? EditableRowsContent else { return self }
        editable.moveAction = action
        return editable as! Self
    }
}

/// A row of a `ForEach` with delete or move actions: in an editing list, the delete control,
/// the content and the reorder grip.
///
/// Raster's metrics (UNCERTAIN, read from iOS 17 screenshots, not measured): a 22-pt
/// systemRed circle with a white 10 × 2-pt bar, 16 pt before the content; a grip of three
/// 18 × 1.5-pt bars 5 pt apart in systemGray (tertiary label), 16 pt after the content.
struct EditableRow<Content: View>: View {
    let content: Content
    /// Deletes this row (`onDelete`'s action with its offset); nil when it cannot be deleted.
    let delete: (() -> Void)?
    let canMove: Bool
    @Environment(\.editMode) private var editMode
    @Environment(\.listSectionAppearance) private var list
    @Environment(\.rowEditingDisabled) private var disabledAround

    var body: some View {
        // `deleteDisabled`/`moveDisabled` on the row's view, else around the `ForEach`.
        let disabled = disabledAround.overridden(by: content)
        if list != nil, editMode?.wrappedValue.isEditing == true {
            HStack(spacing: 16) {
                if delete != nil && !disabled.delete { Self.deleteControl }
                content.frame(maxWidth: .infinity, alignment: .leading)
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
                if canMove && !disabled.move { Self.moveGrip }
            }
        } else if list != nil, let delete, !disabled.delete {
            // Out of edit mode a swipe reveals Delete, unless the row has trailing actions.
            content.modifier(ListSwipeActionsModifier(deleteFallback: delete))
        } else {
            content
        }
    }

    static var deleteControl: some View {
        ControlCanvas(size: CGSize(width: 22, height: 22)) { size, environment in
            let scheme = environment.colorScheme
            let bar = CGRect(x: size.width / 2 - 5, y: size.height / 2 - 1, width: 10, height: 2)
            return [.solid(Path(ellipseIn: CGRect(origin: .zero, size: size)), SystemColor.red.resolved(scheme)),
                    .solid(Path(bar), ControlColor.rgb(255, 255, 255))]
        }
    }

    static var moveGrip: some View {
        ControlCanvas(size: CGSize(width: 18, height: 12)) { size, environment in
            let color = SystemColor.tertiary.resolved(environment.colorScheme)
            return (0..<3).map { line in
                .solid(Path(CGRect(x: 0, y: 0.75 + CGFloat(line) * 4.5, width: size.width, height: 1.5)), color)
            }
        }
    }
}

extension DynamicViewContent {
    /// Sets the insert action for the dynamic view: `action` gets the offset at which items
    /// of `supportedContentTypes` were dropped and their providers.
    ///
    /// Raster: iOS calls the action only when items are dropped on the list; nothing is
    /// dropped in Raster, so it is never called and the rows look the same.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> some DynamicViewContent {
        self
    }

    /// Sets the insert action for the dynamic view, for type identifiers (the iOS 13 form).
    @available(*, deprecated, message: "Use onInsert(of:perform:) with UTType values")
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> some DynamicViewContent {
        self
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// Raster: offsets are positions from `startIndex` (0-based); an offset outside the
    /// collection is skipped with a warning.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            guard offset >= 0, offset < count else {
                warnOnce("remove(atOffsets:): the offset \(offset) is outside the collection of \(count) elements; it is skipped")
                continue
            }
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// `destination` is an offset in the collection before the move: the moved elements end
    /// up, in their order, before the element that was at `destination` (at the end when it
    /// is `count`). Raster: offsets outside `0..<count`, or a destination outside `0...count`,
    /// leave the collection unchanged with a warning.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        guard source.allSatisfy({ $0 >= 0 && $0 < count }), destination >= 0, destination <= count else {
            warnOnce("move(fromOffsets:toOffset:): the offsets \(Array(source)) or the destination \(destination) are outside the collection of \(count) elements; nothing is moved")
            return
        }
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = (0..<destination).filter { !source.contains($0) }.map { elements[$0] }
        let after = (destination..<count).filter { !source.contains($0) }.map { elements[$0] }
        for (position, element) in zip(indices, before + moving + after) {
            self[position] = element
        }
    }
}
