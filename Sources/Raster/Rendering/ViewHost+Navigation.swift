// ViewHost+Navigation.swift · Raster/Rendering · playing touches on navigation stacks: touches ignored while pages slide (Raster's own; UINavigationController on iOS)
// Status: Complete.

import Foundation

extension ViewHost {
    /// The navigation stack around `node` whose pages are sliding at the host's time, if any:
    /// iOS ignores touches while a navigation controller transitions.
    func movingNavigationStack(around node: Node) -> EnclosingNavigationPage? {
        node.enclosingNavigationPages.first { $0.isMoving }
    }

    /// Warns, once, that a touch was ignored because it landed on a stack whose pages slide.
    func warnTouchOnMovingStack() {
        warnOnce("ViewHost ignored a touch on a NavigationStack whose pages are still sliding (a push or pop animation "
                 + "is running), as iOS ignores touches while a navigation controller transitions; advance the host's "
                 + "clock past the animation first (advance(by:), e.g. 1 second), then tap or drag")
    }
}
