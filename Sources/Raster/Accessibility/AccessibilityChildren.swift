// AccessibilityChildren.swift · Raster/Accessibility · mirrors SwiftUI accessibilityChildren(children:) (iOS 16)
// Status: Complete — the children are laid out in the view's frame, drawn nowhere, and their
// elements become the view's element's children in the accessibility tree.

import Foundation

extension View {
    /// Replaces the existing accessibility element's children with one or more new synthetic
    /// accessibility elements (iOS 16): the elements of `children`, which is never drawn. The
    /// view becomes an accessibility container; an element it already was (a label on it)
    /// becomes that container.
    ///
    /// Raster: `children` is laid out in the view's frame (a stack of rectangles there gives
    /// each child element its part of the view), hidden and not hit by taps; the tree
    /// (`ViewHost.accessibilityDescription()`) lists its elements indented under the view's,
    /// and `ViewHost.tap(_:)` finds them. A `children` with no element warns.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        overlay {
            children()
                .hidden()
                .modifier(AccessibilityModifier(edit: AccessibilityEdit(isSynthetic: true)))
        }
        .modifier(AccessibilityModifier(edit: AccessibilityEdit(replacesChildren: true)))
    }
}
