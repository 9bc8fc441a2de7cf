import Foundation
import Testing
@testable import Raster

/// Records what a GeometryReader saw while it was placed.
private final class FrameProbe {
    var global: CGRect?
    var local: CGRect?
}

private func probe(_ probe: FrameProbe) -> some View {
    GeometryReader { proxy in
        let _ = probe.global = proxy.frame(in: .global)
        let _ = probe.local = proxy.frame(in: .local)
        Color.clear
    }
}

@Suite struct GeometryEffectsTests {
    /// A 10×10 red square centred in a white 20×20 frame, shifted 5 right and 3 down.
    private var offsetScene: some View {
        ZStack { Color.red.frame(width: 10, height: 10).offset(x: 5, y: 3) }
            .frame(width: 20, height: 20)
            .background(Color.white)
    }

    @Test func offsetMovesPixels() throws {
        let image = try renderView(offsetScene)
        writeScratch(image, "offset")
        #expect(image[10, 8] == systemRed)
        #expect(image[19, 17] == systemRed)
        #expect(image[9, 8] == opaqueWhite)
        #expect(image[10, 7] == opaqueWhite)
        #expect(image[5, 5] == opaqueWhite)
    }

    @Test func offsetLeavesLayoutFrames() {
        // swiftui-behavior.md §1.12: the layout frame stays where the stack put it.
        let frames = layoutFrames(offsetScene, proposal: .unspecified)
        let color = frames.first { $0.name == "Color" }
        #expect(color?.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func offsetIsSeenInTheGlobalSpace() throws {
        let seen = FrameProbe()
        let view = Color.clear.frame(width: 10, height: 10)
            .overlay { probe(seen) }
            .offset(x: 4, y: -2)
            .padding(10)
        _ = try renderView(view)
        #expect(seen.global == CGRect(x: 14, y: 8, width: 10, height: 10))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func offsetByCGSizeEqualsOffsetXY() throws {
        let a = try renderView(offsetScene)
        let b = try renderView(ZStack { Color.red.frame(width: 10, height: 10).offset(CGSize(width: 5, height: 3)) }
            .frame(width: 20, height: 20).background(Color.white))
        #expect(a.pixmap.data == b.pixmap.data)
    }

    @Test func scaleEffectHalvesAboutTheCentre() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20).scaleEffect(0.5).background(Color.white))
        writeScratch(image, "scaleEffect-center")
        #expect(image[5, 5] == systemRed)
        #expect(image[14, 14] == systemRed)
        #expect(image[4, 10] == opaqueWhite)
        #expect(image[15, 10] == opaqueWhite)
        #expect(image[10, 4] == opaqueWhite)
        #expect(image[10, 15] == opaqueWhite)
    }

    @Test func scaleEffectAboutTopLeading() throws {
        let image = try renderView(Color.red.frame(width: 20, height: 20)
            .scaleEffect(x: 0.5, y: 0.25, anchor: .topLeading).background(Color.white))
        #expect(image[0, 0] == systemRed)
        #expect(image[9, 4] == systemRed)
        #expect(image[10, 0] == opaqueWhite)
        #expect(image[0, 5] == opaqueWhite)
    }

    @Test func scaleEffectKeepsLayout() {
        let dump = layoutDump(Color.red.frame(width: 20, height: 20).scaleEffect(0.5), proposal: .unspecified)
        #expect(dump == """
        scaleEffect (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
        """)
    }

    /// Seed 002-17: with scaleEffect(0.5) the global size is half the local size.
    @Test func geometryReaderUnderScaleEffectSeesHalfSizeGlobally() throws {
        let seen = FrameProbe()
        _ = try renderView(Text("Hello").overlay { probe(seen) }.scaleEffect(0.5))
        let local = try #require(seen.local), global = try #require(seen.global)
        #expect(local.width > 0 && local.height > 0)
        #expect(global.width == local.width / 2)
        #expect(global.height == local.height / 2)
        // The centre stays put: the text's frame is at the origin of the root.
        #expect(global.midX == local.midX && global.midY == local.midY)
    }

    @Test func rotationEffectTurnsClockwise() throws {
        // A 20×10 bar centred in a 20×20 frame, turned 90° about its centre, stands upright.
        let bar = Rectangle().fill(Color.red).frame(width: 20, height: 10).rotationEffect(.degrees(90))
        let image = try renderView(ZStack { bar }.frame(width: 20, height: 20).background(Color.white))
        writeScratch(image, "rotationEffect")
        #expect(image[6, 1] == systemRed)
        #expect(image[13, 18] == systemRed)
        #expect(image[3, 10] == opaqueWhite)
        #expect(image[16, 10] == opaqueWhite)
    }

    @Test func rotationAnchorIsAUnitPointOfTheFrame() throws {
        // Turning a 10×10 square 90° clockwise about its top-leading corner moves it left.
        let seen = FrameProbe()
        let view = Color.clear.frame(width: 10, height: 10)
            .overlay { probe(seen) }
            .rotationEffect(.degrees(90), anchor: .topLeading)
            .padding(20)
        _ = try renderView(view)
        let global = try #require(seen.global)
        #expect(abs(global.minX - 10) < 1e-9 && abs(global.minY - 20) < 1e-9)
        #expect(abs(global.width - 10) < 1e-9 && abs(global.height - 10) < 1e-9)
    }

    @Test func tapsFollowTheOffsetDrawing() {
        final class Count { var value = 0 }
        let count = Count()
        let view = Color.red.frame(width: 10, height: 10)
            .onTapGesture { count.value += 1 }
            .offset(x: 20)
        // The host centres the 10×10 view in 40×10: layout frame x 15...25, drawn at 35...45.
        let host = ViewHost(view, size: CGSize(width: 60, height: 10))
        #expect(host.tap(at: CGPoint(x: 20, y: 5)) == false)
        #expect(host.tap(at: CGPoint(x: 45, y: 5)))
        #expect(count.value == 1)
    }

    @Test func transformEffectAppliesTheMatrix() throws {
        let image = try renderView(Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(translationX: 10, y: 0))
            .frame(width: 20, height: 10, alignment: .leading)
            .background(Color.white))
        #expect(image[5, 5] == opaqueWhite)
        #expect(image[15, 5] == systemRed)
    }
}
