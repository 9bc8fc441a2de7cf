// NavigationPushShade.swift · Raster/Views/Navigation · the dimming and edge shadow a push, pop or swipe back draws over the page being covered (UIKit's parallax transition)
// Status: Complete; the figures are Flutter's pixel comparisons with native iOS [UNCERTAIN].

import Foundation

/// What a navigation stack draws over a page while a page over it slides: the page dims
/// with black at up to `dimming`, and the sliding page's leading edge casts a shadow on it,
/// `shadowWidthFraction` of the page's width wide, from black at up to `shadowOpacity` at
/// the edge to clear. Both follow `covered`: 0 when the page is the top page (nothing is
/// drawn), 1 when the page over it has finished sliding in, and in between while it slides,
/// so the shade fades out as a swipe back uncovers the page. It is a private leaf that
/// fills the page out to the edges of its safe area (under the bars, the status bar and the
/// home indicator, as iOS dims the whole view of the covered controller).
///
/// The page over this one lies `(1 - covered)` of the width to the trailing side while this
/// page lies `covered / 3` of it to the leading side (`pageShift`), both animated by the same
/// transaction, so the shadow's edge in this page's coordinates is at
/// `width × (1 − 2/3 × covered)`.
///
/// Figures: Flutter's `CupertinoPageRoute` barrier (black at 0x18 / 255) and edge gradient
/// (black at 0x04 / 255 to clear over 5 % of the page), chosen by frame-by-frame comparison
/// with native iOS in flutter/flutter pull request 95537 (2021). Apple publishes neither.
/// [UNCERTAIN: the same figures are used in dark mode]
struct NavigationPushShade: View, PrimitiveView {
    /// How far the page is covered, 0 to 1 (animated with the transaction it changes in).
    let covered: Double

    /// The opacity of the black over a fully covered page.
    static let dimming = 24.0 / 255
    /// The opacity of the black at the sliding page's leading edge.
    static let shadowOpacity = 4.0 / 255
    /// The width of the edge shadow, a fraction of the page's width.
    static let shadowWidthFraction = 0.05

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        let animated = node.animated("pushShade", covered)
        node.becomeLeaf(LeafLayout(measure: { $0.replacingUnspecifiedDimensions() })) { size in
            Self.items(covered: animated.presentationValue, size: size)
        }
    }

    /// The shade of a page of `size` points covered `covered` of the way.
    static func items(covered: Double, size: CGSize) -> [DisplayList.Item] {
        guard covered > 0 else { return [] }
        let black = { (opacity: Double) in Color.Resolved(red: 0, green: 0, blue: 0, opacity: Float(opacity)) }
        let edge = size.width * (1 - 2 / 3 * covered)
        let shadowWidth = size.width * shadowWidthFraction
        let shadow = CGRect(x: edge - shadowWidth, y: 0, width: shadowWidth, height: size.height)
        return [
            .solid(Path(CGRect(origin: .zero, size: size)), black(dimming * covered)),
            .fill(Path(shadow), .linearGradient([DisplayList.ResolvedStop(color: black(0), location: 0),
                                                 DisplayList.ResolvedStop(color: black(shadowOpacity * covered), location: 1)],
                                                start: CGPoint(x: shadow.minX, y: 0), end: CGPoint(x: shadow.maxX, y: 0)),
                  FillStyle()),
        ]
    }
}

extension View {
    /// Draws over the view, out to the edges of the safe area it is in, the dimming and edge
    /// shadow of a page `covered` of the way covered by a page sliding over it
    /// (`NavigationPushShade`); touches and accessibility pass through.
    func navigationPushShade(covered: Double) -> some View {
        overlay {
            NavigationPushShade(covered: covered)
                .ignoresSafeArea()
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
