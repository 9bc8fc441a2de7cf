import Foundation
import Testing
@testable import Raster

@Observable private final class InsertModel {
    var shown = false
}

/// A red 10×10 square in a VStack centred in a 20×40 frame; a blue one is inserted under it
/// (with no transition, so it is drawn opaque at once): the stack grows from 10 to 20 points
/// and moves up from y 15 to y 10.
private struct Inserter: View {
    var model: InsertModel
    var grouped: Bool

    var body: some View {
        let stack = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            if model.shown {
                Color.blue.frame(width: 10, height: 10).transition(.identity)
            }
        }
        Group {
            if grouped { stack.geometryGroup() } else { stack }
        }
        .frame(width: 20, height: 40)
    }
}

private let systemBlue = RGBA8(r: 0, g: 122, b: 255, a: 255)

/// The rows of column `x` drawn in `color`, top to bottom.
private func rows(of color: RGBA8, in image: RasterImage, x: Int) -> ClosedRange<Int>? {
    let matching = (0..<image.height).filter { image[x, $0] == color }
    guard let first = matching.first, let last = matching.last else { return nil }
    return first...last
}

@Suite struct GeometryGroupTests {
    /// The frame `seconds` into a linear one-second insertion of the blue square.
    private func drawn(grouped: Bool, after seconds: TimeInterval) -> RasterImage {
        let model = InsertModel()
        let host = ViewHost(Inserter(model: model, grouped: grouped), size: CGSize(width: 20, height: 40))
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.shown = true }
        _ = host.render()
        host.advance(by: seconds)
        return host.render()
    }

    @Test func withoutAGroupAnInsertedViewStaysWhereLayoutPutsIt() {
        // The stack is at y 15 − 5 × 0.4 = 13: red at 13...22; blue, inserted, at its final
        // y 20...29 (drawn over the red's last rows) while the stack moves.
        let image = drawn(grouped: false, after: 0.4)
        #expect(rows(of: systemRed, in: image, x: 10) == 13...19)
        #expect(rows(of: systemBlue, in: image, x: 10) == 20...29)
    }

    @Test func inAGroupAnInsertedViewMovesWithTheGroup() {
        // The group's frame carries the blue square: y 13 + 10 = 23...32.
        let image = drawn(grouped: true, after: 0.4)
        #expect(rows(of: systemRed, in: image, x: 10) == 13...22)
        #expect(rows(of: systemBlue, in: image, x: 10) == 23...32)
    }

    @Test func bothEndAtTheLayoutFrames() {
        for grouped in [false, true] {
            let image = drawn(grouped: grouped, after: 1)
            #expect(rows(of: systemRed, in: image, x: 10) == 10...19)
            #expect(rows(of: systemBlue, in: image, x: 10) == 20...29)
        }
    }

    @Test func aChangeWithoutAnimationIsTheSameEitherWay() {
        for grouped in [false, true] {
            let model = InsertModel()
            let host = ViewHost(Inserter(model: model, grouped: grouped), size: CGSize(width: 20, height: 40))
            _ = host.render()
            model.shown = true
            let image = host.render()
            #expect(rows(of: systemBlue, in: image, x: 10) == 20...29)
        }
    }
}
