// EnclosingNavigationPage.swift · Raster/Views/Navigation · the navigation stacks around a view, as a host's touches meet them (Raster's own; UIKit hit-tests a navigation controller's views)
// Status: Complete.

import Foundation

/// A navigation stack around a view: the stack's page that holds the view and the unit that
/// lays its pages out (`NavigationPagesLayout`).
struct EnclosingNavigationPage {
    /// The `NavigationPage` node.
    let page: Node
    /// The unit of the stack's `NavigationPagesLayout`.
    let pages: Node

    /// The stack's context, which holds its swipe back.
    var context: NavigationContext? { page.environment.navigationContext }

    /// Whether the page is the stack's top page.
    var isTop: Bool { (page.view as? NavigationPage)?.isTop ?? false }

    /// The stack's frame, window points.
    var stackFrame: CGRect { CGRect(origin: .zero, size: pages.frame.size).applying(pages.transformToGlobal) }

    /// Whether the stack's pages are moving at the clock's time: a page is sliding in or
    /// off, or is being shifted under another (the animated values of the modifiers the stack
    /// puts around its pages, between the page and its pages layout), or a popped page is
    /// still sliding off (a ghost in the layout).
    var isMoving: Bool {
        let animator = pages.graph.animator, now = animator.clock.time
        var node = page.parent
        while let n = node, n !== pages {
            if n.animation.values.values.contains(where: { ($0 as? AnimatedValueProtocol)?.isAnimating(at: now) == true }) {
                return true
            }
            node = n.parent
        }
        return !animator.ghosts(in: pages).isEmpty
    }
}

extension Node {
    /// The navigation stacks around this node, innermost first.
    var enclosingNavigationPages: [EnclosingNavigationPage] {
        var found: [EnclosingNavigationPage] = []
        var page: Node?
        var node: Node? = self
        while let n = node {
            if n.view is NavigationPage {
                page = n
            } else if let p = page, n.layout?.layoutType == ObjectIdentifier(NavigationPagesLayout.self) {
                found.append(EnclosingNavigationPage(page: p, pages: n))
                page = nil
            }
            node = n.parent
        }
        return found
    }
}
