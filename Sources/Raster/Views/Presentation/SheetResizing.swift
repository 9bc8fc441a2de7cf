// SheetResizing.swift · Raster/Views/Presentation · what a finger on a scroll view in a sheet moves of the sheet, and the sheet's own drag that publishes it (Raster's own; UISheetPresentationController's scroll-view tracking, SwiftUI presentationContentInteraction, iOS 16.4)
// Status: Complete — the split of one drag between sheet and content is
// Rendering/ViewHost+SheetScrolling.swift; its handover within one gesture is UNCERTAIN.

import Foundation

/// A sheet as a finger dragging a scroll view in it sees it: where it rests, how tall it may
/// grow, which of it and the content takes a move up first, and how to move it and let it go.
///
/// Raster: heights in points, the sheet's height above the window's bottom edge; offsets
/// in points down from the resting height (a finger moving up gives a negative offset), as
/// the sheet's own `DragGesture` moves it.
struct SheetResizing {
    /// Whether a finger moving up grows the sheet before the content scrolls
    /// (`presentationContentInteraction(.automatic)` and `.resizes`), or scrolls the content
    /// to its end first (`.scrolls`).
    let resizesFirst: Bool
    /// The sheet's height at the detent it rests at, points.
    let restingHeight: CGFloat
    /// The height of its largest detent, points: a drag on a scroll view grows it no further
    /// (a drag on the sheet itself stretches it a little past its large height).
    let largestHeight: CGFloat
    /// Moves the sheet `offset` points below its resting height under the finger.
    let follow: (CGFloat) -> Void
    /// Lets the sheet go at the height a drag projects, points: it goes to the nearest
    /// detent, or is dismissed below half the smallest one unless `interactiveDismissDisabled`.
    let release: (CGFloat) -> Void
}

/// The sheet's own drag, attached as `gesture(_:)` attaches it, publishing the sheet to
/// drags that start on its scroll views (`Node.Outputs.sheetResizing`).
struct SheetDragModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let drag: GestureAttachment
    let resizing: SheetResizing
    var dumpName: String { "gesture" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        GestureModifier(attachment: drag).update(node: node, content: content, in: graph)
        node.outputs.sheetResizing = resizing
    }
}
