// SheetPushBack.swift · Raster/Views/Presentation · a sheet pushed back by a sheet presented from it at its large detent, and what a sheet reports it covers (Raster's own; UIKit's stacked page sheets on iPhone)
// Status: Partial — the push back is at once, as the screen's is (no animation as the covering
// sheet rises); figures are Flutter's iOS 18 eyeballing [UNCERTAIN for iOS 17].

import Foundation

/// Draws a sheet pushed back by a sheet at its large detent presented from it, as iOS 17
/// draws stacked sheets on iPhone: scaled by the screen's factor (`SheetMetrics.screenScale`)
/// about its top centre, moved up by `SheetMetrics.pushedBackRise` of its height, so that its
/// top shows above the covering sheet, and dimmed as the screen is under a large sheet
/// (`SheetMetrics.dimming(for:)`, over its rounded top). Layout and hit-testing are unchanged
/// (the covering sheet's level takes the taps). Not pushed back, the modifier is transparent.
struct SheetPushBack: ViewModifier, PrimitiveModifier {
    let isPushedBack: Bool
    /// The sheet's top corner radius, points (before scaling).
    let cornerRadius: CGFloat
    let colorScheme: ColorScheme

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        guard isPushedBack else {
            node.becomeTransparent(content: content)
            return
        }
        let scale = SheetMetrics.screenScale, radius = cornerRadius
        let dimming = SheetMetrics.dimming(for: colorScheme).resolve(in: node.environment)
        node.outputs.drawing.effects = [{ size in
            .transform(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: size.width * (1 - scale) / 2,
                                         ty: -SheetMetrics.pushedBackRise * size.height))
        }]
        node.outputs.drawing.overlay = { size in
            let card = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
            return [.fill(card.path(in: CGRect(origin: .zero, size: size)), .color(dimming), FillStyle())]
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// Tells the window what a sheet covers while it rests at (or is dragged to) its large
/// detent: the screen's sheet (depth 0) how to draw the screen (`PresentationStore.setScreenCard`),
/// a sheet presented from a sheet that the sheet under it is pushed back
/// (`PresentationStore.setPushedBack`); a deeper sheet leaves the screen as it is. Draws
/// nothing. When the sheet goes, what it covered is drawn as it was again.
struct CoveredLevelReporter: ViewModifier, PrimitiveModifier {
    /// The sheet's level: 0 for a sheet presented from the screen.
    let depth: Int
    /// How the screen is drawn under the screen's sheet; nil when the sheet covers nothing.
    let card: ScreenCard?
    /// Whether the sheet covers the level under it (at its large detent, not letting the
    /// background interact).
    let covers: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let store = graph.presentations
        if depth == 0 {
            let card = covers ? card : nil
            store.setScreenCard(card)
            if card != nil { node.outputs.disappearActions.append { [weak store] in store?.setScreenCard(nil) } }
        } else {
            let below = depth - 1
            store.setPushedBack(covers, levelAt: below)
            if covers { node.outputs.disappearActions.append { [weak store] in store?.setPushedBack(false, levelAt: below) } }
        }
        node.becomeTransparent(content: content)
    }
}
