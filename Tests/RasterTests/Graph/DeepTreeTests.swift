// DeepTreeTests.swift · RasterTests/Graph · every walk over a tree 10,000 levels deep, in the debug build `swift test` uses
// Update, layout, display list, drawing, hit testing, layout description, SVG and teardown
// each recursed once per level; DisplayListBuilder overflowed the stack at 1,500 levels.

import Foundation
import Observation
import Testing
@testable import Raster

/// `depth` levels of `AnyView(VStack { Nest(depth - 1) }.padding(0))` around a 10×10 red square.
private struct Nest: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10).onTapGesture {}
        } else {
            AnyView(VStack { Nest(depth: depth - 1) }.padding(0))
        }
    }
}

/// Shows or removes a deep tree.
@Observable private final class Shown {
    var isShown = true
}

private struct Removable: View {
    let shown: Shown
    var disappeared: () -> Void

    var body: some View {
        if shown.isShown {
            Nest(depth: DeepTreeTests.depth).onDisappear(perform: disappeared)
        }
    }
}

@Suite struct DeepTreeTests {
    static let depth = 10_000

    @Test func aTenThousandLevelTreeRendersHitsDescribesExportsAndTearsDown() throws {
        var host: ViewHost<Nest>? = ViewHost(Nest(depth: Self.depth), size: CGSize(width: 20, height: 20))
        let image = try #require(host).render()
        #expect(image.pixmap[10, 10] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image.pixmap[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(try #require(host).tap(at: CGPoint(x: 10, y: 10)))
        let lines = try #require(host).layoutDescription().split(separator: "\n")
        #expect(lines.count == 2 * Self.depth + 3)
        #expect(lines.last.map(String.init) == String(repeating: "  ", count: 100) + "[depth \(2 * Self.depth + 2)] Color (5, 5, 10, 10)")
        let svg = try #require(host).drawing().svg()
        #expect(svg.contains("<svg"))
        host = nil
    }

    @Test func removingATenThousandLevelSubtreeTearsItDown() {
        let shown = Shown()
        var disappearances = 0
        let host = ViewHost(Removable(shown: shown) { disappearances += 1 }, size: CGSize(width: 20, height: 20))
        #expect(host.render().pixmap[10, 10] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        shown.isShown = false
        #expect(host.render().pixmap[10, 10] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(disappearances == 1)
        #expect(host.layoutDescription() == "")
    }
}
