// ClipEffects.swift · Raster/Modifiers · mirrors SwiftUI clipped(antialiased:), clipShape(_:style:), cornerRadius(_:antialiased:), mask(alignment:_:), mask(_:) (iOS 17)
// Status: Complete — clips and masks change drawing only: layout and hit testing are
// unchanged, as in SwiftUI.

import Foundation

extension View {
    /// Clips this view to its bounding rectangular frame.
    ///
    /// Raster: the clip is the view's layout frame (points, rounded to device pixels with the
    /// frame); nothing the view or its descendants draw outside it shows. `antialiased`
    /// defaults to false, as in SwiftUI: the clip's edge covers whole pixels.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Sets a clipping shape for this view.
    ///
    /// Raster: `shape` is resolved in the view's frame (points, origin at its top-left
    /// corner, y down); `style` picks the fill rule and anti-aliasing of the clip's edge.
    /// A `ContainerRelativeShape` takes the shape of the enclosing `containerShape(_:)`; a
    /// shape whose `layoutDirectionBehavior` mirrors is mirrored in that layout direction.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipModifier(path: { shape.path(in: CGRect(origin: .zero, size: $0), layoutDirection: $1) }, style: style))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// Raster: the clip is `RoundedRectangle(cornerRadius: radius)` in the view's frame
    /// (points; the rounded rectangle's default, continuous, corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Masks this view using the alpha channel of the given view.
    ///
    /// Raster: the mask view is laid out like an overlay: it is proposed this view's size
    /// and placed by `alignment` (default `.center`). The view shows where the mask's
    /// drawing is opaque, in proportion to its alpha; the mask itself is not drawn and is
    /// not hit by taps. An empty mask hides the view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of `mask`, centred on it (the pre-iOS 15
    /// form, still available; see `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

/// Clips the modified view to a path computed from its size.
struct ClipModifier: ViewModifier, PrimitiveModifier {
    /// The clip for the view's size, in its layout direction.
    let path: (CGSize, LayoutDirection) -> Path
    let style: FillStyle

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let path = self.path, style = self.style, direction = node.environment.layoutDirection
        node.outputs.drawing.effects.append { [unowned node] size in
            ShapeResolution.resolving(for: node) { .clip(path(size, direction), style) }
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// Lays out a mask view over the modified view and draws the view through the mask's alpha.
struct MaskModifier: ViewModifier, PrimitiveModifier {
    let mask: any View
    let alignment: Alignment

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let primary = graph.reconcile(parent: node, key: .slot("content"), view: content)
        // Several mask views share an implicit ZStack with the mask's alignment, as overlays do.
        let mask = self.mask
        let maskSource = graph.reconcile(parent: node, key: .slot("mask"),
                                         view: ZStack(alignment: alignment) { AnyView(mask) })
        node.retainChildren([.slot("content"), .slot("mask")], in: graph)
        node.role = .unit(Node.UnitRole(layout: AnyLayout(OverlayLayout(alignment: alignment)),
                                        subviewSources: [primary, maskSource], unaryWrapping: true))
        // Only the primary view is drawn and hit; the mask's drawing goes into the effect.
        node.outputs.drawing.subviewDrawOrder = [0]
        let scale = node.environment.displayScale
        node.outputs.drawing.effects.append { [unowned node] _ in
            let maskUnits = node.subviewNodes.dropFirst()
            return .mask(maskUnits.flatMap { DisplayListBuilder.items(of: $0, scale: scale) })
        }
    }
}
