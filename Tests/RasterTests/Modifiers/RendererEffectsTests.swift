import Foundation
import Testing
@testable import Raster

@Suite struct RendererEffectsTests {
    @Test func opacityHalfRedOverWhite() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20).opacity(0.5).background(Color.white))
        writeScratch(image, "opacity")
        // Red (255, 59, 48) at alpha 128/255 over white: c·128/255 + 255·127/255, rounded.
        #expect(image[0, 0] == RGBA8(r: 255, g: 157, b: 151, a: 255))
        #expect(image[19, 19] == RGBA8(r: 255, g: 157, b: 151, a: 255))
    }

    @Test func nestedOpacitiesMultiply() throws {
        let image = try renderView(Color.red.frame(width: 4, height: 4).opacity(0.5).opacity(0.5))
        // Two layers at alpha 128: (128, 30, 24, 128), then ·128/255 again.
        #expect(image[1, 1] == RGBA8(r: 255, g: 60, b: 48, a: 64))
    }

    @Test func opacityGroupsOverlappingContent() throws {
        // Two overlapping opaque squares under one opacity: the overlap shows only the top one.
        let view = ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).offset(x: 5)
        }
        .frame(width: 15, height: 10, alignment: .topLeading)
        .opacity(0.5)
        let image = try renderView(view)
        #expect(image[7, 5] == image[12, 5])
        #expect(image[7, 5] != image[2, 5])
    }

    @Test func hiddenKeepsLayoutAndDrawsNothing() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        let image = try renderView(view)
        writeScratch(image, "hidden")
        #expect(image.width == 20)
        #expect(image[5, 5] == transparent)
        #expect(image[15, 5] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        let blue = layoutFrames(view, proposal: .unspecified).last { $0.name == "Color" }
        #expect(blue?.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    @Test func hiddenViewsAreNotHit() {
        final class Count { var value = 0 }
        let count = Count()
        let view = Color.red.frame(width: 10, height: 10).onTapGesture { count.value += 1 }.hidden()
        let host = ViewHost(view, size: CGSize(width: 10, height: 10))
        #expect(host.tap(at: CGPoint(x: 5, y: 5)) == false)
        #expect(count.value == 0)
    }

    @Test func transparentViewsAreNotHit() {
        final class Count { var value = 0 }
        let count = Count()
        func host(_ opacity: Double) -> ViewHost<some View> {
            ViewHost(Color.red.frame(width: 10, height: 10).onTapGesture { count.value += 1 }.opacity(opacity),
                     size: CGSize(width: 10, height: 10))
        }
        #expect(host(0).tap(at: CGPoint(x: 5, y: 5)) == false)
        #expect(host(0.01).tap(at: CGPoint(x: 5, y: 5)))
        #expect(count.value == 1)
    }

    @Test func zIndexRaisesAView() throws {
        let lowered = try renderView(ZStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        let raised = try renderView(ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(lowered[5, 5] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(raised[5, 5] == systemRed)
    }

    @Test func zIndexOrdersHitsAndKeepsLayout() {
        final class Hits { var names: [String] = [] }
        let hits = Hits()
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).onTapGesture { hits.names.append("red") }.zIndex(2)
            Color.blue.frame(width: 10, height: 10).onTapGesture { hits.names.append("blue") }
        }
        let host = ViewHost(view, size: CGSize(width: 10, height: 10))
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(hits.names == ["red"])
        #expect(host.layoutDescription() == """
        ZStack (0, 0, 10, 10)
          drawing effect (0, 0, 10, 10)
            onTapGesture (0, 0, 10, 10)
              frame(width: 10, height: 10) (0, 0, 10, 10)
                Color (0, 0, 10, 10)
          onTapGesture (0, 0, 10, 10)
            frame(width: 10, height: 10) (0, 0, 10, 10)
              Color (0, 0, 10, 10)
        """)
    }

    @Test func multiplyBlendsWithWhatIsBehind() throws {
        let image = try renderView(ZStack {
            Color.yellow
            Color.red.blendMode(.multiply)
        }.frame(width: 4, height: 4))
        // Yellow (255, 204, 0) × red (255, 59, 48) / 255.
        #expect(image[1, 1] == RGBA8(r: 255, g: 47, b: 0, a: 255))
    }

    @Test func compositingGroupIsolatesBlending() throws {
        let image = try renderView(ZStack {
            Color.yellow
            Color.red.blendMode(.multiply).compositingGroup()
        }.frame(width: 4, height: 4))
        // In its own transparent group the red has nothing to multiply with.
        #expect(image[1, 1] == systemRed)
    }

    @Test func blendModesMapToTheContextModesOfTheSameName() {
        let raw = BlendMode.allCases.map(\.graphicsContextMode.rawValue)
        #expect(raw == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 23, 26, 27])
    }
}
