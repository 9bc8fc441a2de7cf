// NavigationTransition.swift · Raster/Modifiers · mirrors SwiftUI NavigationTransition, navigationTransition(_:),
// matchedTransitionSource(id:in:configuration:) and MatchedTransitionSourceConfiguration (iOS 18)
// Status: Partial — a zoom transition pushes and presents as the standard one: the pages at
// rest are iOS's, the frames of the zoom in between are not drawn (COMPATIBILITY.md).

import Foundation

/// How a pushed page (or a presented sheet or cover) comes and goes.
///
/// Mirrors SwiftUI's `NavigationTransition` (iOS 18).
public protocol NavigationTransition {}

/// The platform's standard transition: a push slides in from the trailing edge.
///
/// Mirrors SwiftUI's `AutomaticNavigationTransition` (iOS 18).
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A transition that zooms the page out of a source view marked with
/// `matchedTransitionSource(id:in:)` and back into it.
///
/// Mirrors SwiftUI's `ZoomNavigationTransition` (iOS 18). Raster: the page pushes and pops
/// with the standard slide, so the frames of a push or pop in progress differ from iOS's;
/// the pages at rest do not.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's standard transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from and to the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a transition's source view looks while a zoom transition grows out of it.
///
/// Mirrors SwiftUI's `MatchedTransitionSourceConfiguration` (iOS 18). Raster: its settings
/// apply during a zoom only, which Raster does not draw; at rest iOS draws the source as it is,
/// as Raster does.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The configuration a `matchedTransitionSource` configuration closure starts from.
///
/// Mirrors SwiftUI's `EmptyMatchedTransitionSourceConfiguration` (iOS 18).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The colour behind the source's content, filling the shape as it grows in a zoom.
    /// Raster: not drawn (see the protocol).
    public func background(_ style: Color) -> Self { self }

    /// The shape that clips the source's content during a zoom. Raster: not drawn.
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }

    /// The shadow of the source during a zoom. Raster: not drawn.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> Self { self }
}

extension View {
    /// Sets how the page this view is the root of is pushed and popped (or presented and
    /// dismissed): `.zoom(sourceID:in:)` grows it out of a `matchedTransitionSource`.
    ///
    /// Mirrors SwiftUI's `navigationTransition(_:)` (iOS 18). Raster: the page pushes,
    /// presents and leaves with the standard transition; at rest it is drawn as on iOS.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        self
    }

    /// Marks this view as the source a `.zoom(sourceID: id, in: namespace)` transition grows
    /// out of and shrinks back into.
    ///
    /// Mirrors SwiftUI's `matchedTransitionSource(id:in:)` (iOS 18). Raster: the view is drawn
    /// as it is; the zoom is not drawn (`navigationTransition(_:)`).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Marks this view as a zoom transition's source, with how it looks during the zoom
    /// (`configuration`: its background, clip shape and shadow then).
    ///
    /// Mirrors SwiftUI's `matchedTransitionSource(id:in:configuration:)` (iOS 18). Raster: as
    /// `matchedTransitionSource(id:in:)`; the configuration applies during a zoom only.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        self
    }
}
