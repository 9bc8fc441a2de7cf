// ToolbarSpacer.swift · Raster/Views/Navigation · mirrors SwiftUI ToolbarSpacer and SpacerSizing (iOS 26)
// Status: Partial — bars keep iOS 17's look (no glass groups); a fixed spacer widens the gap
// between the items around it, a flexible one takes the room its row is given.

import Foundation

/// A type which defines how spacers should size themselves (iOS 26).
public struct SpacerSizing: Equatable, Sendable {
    let isFlexible: Bool

    /// The spacer uses a size the system defines for its context.
    public static let fixed = SpacerSizing(isFlexible: false)
    /// The spacer expands to take as much room as its context gives it.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// A standard space item in toolbars (iOS 26): it creates a visual break between the items
/// before and after it, of a fixed size or flexible, pushing the items apart.
///
/// Raster: a fixed spacer is an empty item, so the items on either side of it are two item
/// gaps apart (16 points) instead of one (8, `NavigationBarMetrics.itemSpacing`) [UNCERTAIN: iOS 26 draws each group of items on
/// its own glass capsule; the gap between capsules is not published and Raster draws no
/// capsules]. A flexible spacer takes the width its row is given: in a bottom toolbar
/// (`placement: .bottomBar`) the items after it go to the trailing margin, and flexible
/// spacers share the room equally, as UIToolbar's flexible spaces do (an item between two
/// sits midway between its neighbours); in the navigation bar, whose rows take only their items'
/// width, it is as wide as a fixed one. It takes the placement's position like any item.
public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the given sizing (default `.flexible`) and placement
    /// (default `.automatic`).
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] {
        let view = sizing.isFlexible ? AnyView(Spacer(minLength: 0)) : AnyView(Color.clear.frame(width: 0, height: 0))
        return [ToolbarEntry(placement: placement, view: view)]
    }
}
