// NodeDrawing.swift · Raster/DisplayList · what one unit contributes to the display list
// Status: Complete.

import Foundation

/// What a unit draws: its own content under its subviews (and over them), and effects around both.
struct NodeDrawing {
    /// Items for the unit's own content, in its local space (origin at its top-left).
    var content: ((CGSize) -> [DisplayList.Item])?
    /// Items the unit draws over its subviews, in the same space (a list's separators).
    var overlay: ((CGSize) -> [DisplayList.Item])?
    /// Effects wrapping the unit's content and subviews, outermost first.
    var effects: [(CGSize) -> DisplayList.Effect] = []
    /// Drawing order of the subviews by index, when it is not their layout order
    /// (a background draws before the view it sits behind).
    var subviewDrawOrder: [Int]?
    /// The unit's `zIndex`: siblings with a higher index draw later.
    var zIndex: Double = 0
    /// The animated offset of the drawing from the layout position (`offset(x:y:)`),
    /// sampled by `Animator.offset(of:)`.
    var offsetSource: AnimatedValue<CGSize.AnimatableData>?
    /// Effects computed from the unit's geometry when it is drawn (`visualEffect`,
    /// `scrollTransition`), outermost first, inside `effects`; unlike those they are drawing
    /// only, unseen by coordinate spaces and hit testing.
    var visualEffects: ((CGSize) -> [DisplayList.Effect])?
}
