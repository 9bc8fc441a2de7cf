// DisplayList+Render.swift · Raster/DisplayList · executes a display list through GraphicsContext
// Status: Complete.

import Foundation

extension DisplayList {
    /// Draws every item into `context` (whose transform maps points to pixels).
    func render(in context: GraphicsContext) {
        for item in items { Self.draw(item, in: context) }
    }

    private static func draw(_ item: Item, in context: GraphicsContext) {
        switch item {
        case .fill(let path, let paint, let style):
            context.fill(path, with: shading(paint), style: style)
        case .stroke(let path, let paint, let style):
            context.stroke(path, with: shading(paint), style: style)
        case .text(let layout, let origin, let paint):
            context.draw(layout, at: origin, with: shading(paint))
        case .image(let pixmap, let rect, let smooth):
            context.draw(pixmap, in: rect, interpolation: smooth ? .high : .none)
        case .canvas(let renderer, let size):
            var canvas = context
            renderer(&canvas, size)
        case .backdrop(let path, let style, let backdrop):
            context.drawBackdrop(backdrop, in: path, style: style)
        case .group(let effect, let items):
            // One `DeepRecursion` step per group, for display lists thousands of groups deep.
            DeepRecursion.step { drawGroup(effect, items, in: context) }
        }
    }

    private static func drawAll(_ items: [Item], in context: GraphicsContext) {
        for item in items { draw(item, in: context) }
    }

    private static func drawGroup(_ effect: Effect, _ items: [Item], in context: GraphicsContext) {
        var context = context
        switch effect {
        case .transform(let t):
            context.concatenate(t)
            drawAll(items, in: context)
        case .projection(let projection):
            context.drawProjected(projection) { drawAll(items, in: $0) }
        case .opacity(let opacity):
            guard opacity > 0 else { return }
            context.opacity *= opacity
            context.drawLayer { drawAll(items, in: $0) }
        case .clip(let path, let style):
            context.clip(to: path, style: style)
            drawAll(items, in: context)
        case .blendMode(let mode):
            context.blendMode = mode
            context.drawLayer { drawAll(items, in: $0) }
        case .shadow(let color, let radius, let offset):
            context.addFilter(.shadow(color: Color(color), radius: radius, x: offset.width, y: offset.height))
            context.drawLayer { drawAll(items, in: $0) }
        case .blur(let radius):
            context.addFilter(.blur(radius: radius))
            context.drawLayer { drawAll(items, in: $0) }
        case .compositingGroup:
            context.drawLayer { drawAll(items, in: $0) }
        case .mask(let mask):
            context.drawLayer { layer in
                drawAll(items, in: layer)
                var masking = layer
                masking.blendMode = .destinationIn
                masking.drawLayer { drawAll(mask, in: $0) }
            }
        case .filter(let filter):
            context.addFilter(filter)
            context.drawLayer { drawAll(items, in: $0) }
        }
    }

    /// The context shading for a resolved paint.
    static func shading(_ paint: Paint) -> GraphicsContext.Shading {
        func gradient(_ stops: [ResolvedStop]) -> Gradient {
            Gradient(stops: stops.map { Gradient.Stop(color: Color($0.color), location: $0.location) })
        }
        switch paint {
        case .color(let c):
            return .color(Color(c))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(gradient(stops), startPoint: start, endPoint: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(gradient(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let angle):
            return .conicGradient(gradient(stops), center: center, angle: angle)
        case .ellipticalGradient(let stops, let center, let radii, let r0, let r1):
            return GraphicsContext.Shading(storage: .radial(
                gradient(stops), center: .zero, startRadius: r0, endRadius: r1, options: [],
                gradientToUser: CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)))
        case .tiledImage(let pixmap, let imageToUser):
            return GraphicsContext.Shading(storage: .pixmap(pixmap, imageToUser: imageToUser, tiled: true, nearest: false))
        case .meshGradient(let mesh):
            return GraphicsContext.Shading(storage: .mesh(mesh))
        }
    }
}
