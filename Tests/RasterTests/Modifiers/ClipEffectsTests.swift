import Foundation
import Testing
@testable import Raster

@Suite struct ClipEffectsTests {
    @Test func clipShapeCircleClearsTheCorners() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
        writeScratch(image, "clipShape-circle")
        #expect(image[0, 0] == transparent)
        #expect(image[19, 0] == transparent)
        #expect(image[0, 19] == transparent)
        #expect(image[19, 19] == transparent)
        #expect(image[10, 10] == systemRed)
        #expect(image[10, 0].a > 0 && image[10, 0].a < 255)
    }

    @Test func clippedHidesOverflow() throws {
        func scene(clipped: Bool) -> some View {
            let overflowing = Color.red.frame(width: 30, height: 30).frame(width: 10, height: 10)
            return ZStack {
                if clipped { overflowing.clipped() } else { overflowing }
            }
            .frame(width: 30, height: 30)
        }
        let open = try renderView(scene(clipped: false))
        let closed = try renderView(scene(clipped: true))
        writeScratch(closed, "clipped")
        #expect(open[9, 9] == systemRed)
        #expect(closed[9, 9] == transparent)
        #expect(closed[10, 10] == systemRed)
        #expect(closed[19, 19] == systemRed)
        #expect(closed[20, 20] == transparent)
    }

    @Test func clippedIsNotAntialiasedByDefault() throws {
        // A frame at half-pixel positions: the default clip covers whole pixels.
        let view = Color.red.frame(width: 30, height: 10).frame(width: 5.5, height: 10).clipped()
        #expect(ClipProbe.clipStyle(of: view)?.isAntialiased == false)
        #expect(ClipProbe.clipStyle(of: view.clipped(antialiased: true))?.isAntialiased == true)
    }

    @Test func cornerRadiusRoundsTheCorners() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20).cornerRadius(6))
        writeScratch(image, "cornerRadius")
        #expect(image[0, 0] == transparent)
        #expect(image[10, 10] == systemRed)
        #expect(image[0, 10] == systemRed)
        let reference = try renderView(RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 20, height: 20))
        #expect(image.pixmap.data == reference.pixmap.data)
    }

    @Test func maskKeepsWhereTheMaskIsOpaque() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20)
            .mask(alignment: .leading) { Rectangle().frame(width: 10) })
        writeScratch(image, "mask-leading")
        #expect(image[5, 10] == systemRed)
        #expect(image[9, 19] == systemRed)
        #expect(image[10, 10] == transparent)
    }

    @Test func maskCentresByDefault() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20).mask { Rectangle().frame(width: 10) })
        #expect(image[4, 10] == transparent)
        #expect(image[5, 10] == systemRed)
        #expect(image[14, 10] == systemRed)
        #expect(image[15, 10] == transparent)
    }

    @Test func maskAlphaScalesTheView() throws {
        let image = try renderView(Color.red.frame(width: 4, height: 4).mask(Color.black.opacity(0.5)))
        // Red (255, 59, 48, 255) times the mask's alpha 128/255: (128, 30, 24, 128) premultiplied.
        #expect(image.pixmap[1, 1] == PremultipliedRGBA8(r: 128, g: 30, b: 24, a: 128))
    }

    @Test func maskIsLaidOutButNotDrawnOrHit() {
        final class Count { var value = 0 }
        let count = Count()
        let view = Color.clear.frame(width: 20, height: 10)
            .mask { Color.black.onTapGesture { count.value += 1 } }
        let host = ViewHost(view, size: CGSize(width: 20, height: 10))
        #expect(host.tap(at: CGPoint(x: 10, y: 5)) == false)
        // The mask is laid out (an overlay's second subview, sized to the view) but not drawn,
        // so the dump of what is shown leaves it out.
        let overlay = host.graph.contentUnit
        #expect(overlay?.subviewNodes.count == 2)
        #expect(overlay?.subviewNodes.last?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(host.layoutDescription() == """
            overlay (0, 0, 20, 10)
              frame(width: 20, height: 10) (0, 0, 20, 10)
                Color (0, 0, 20, 10)
            """)
    }

    @Test func emptyMaskHidesTheView() throws {
        let image = try renderView(Color.red.frame(width: 4, height: 4).mask { EmptyView() })
        #expect(image[1, 1] == transparent)
    }
}

/// Reads the clip effect a modifier puts on its node.
enum ClipProbe {
    /// The fill style of the first clip effect found in the laid-out tree, depth first.
    static func clipStyle<V: View>(of view: V) -> FillStyle? {
        let graph = ViewGraph(rootView: _RootView(content: view), environment: EnvironmentValues())
        graph.layout(proposal: .unspecified)
        func search(_ node: Node) -> FillStyle? {
            for effect in node.outputs.drawing.effects {
                if case .clip(_, let style) = effect(node.frame.size) { return style }
            }
            for child in node.subviewNodes {
                if let style = search(child) { return style }
            }
            return nil
        }
        return graph.root.flatMap(search)
    }
}
