// ShapeLayoutDirectionTests.swift · RasterTests/Views · Shape.layoutDirectionBehavior (Views/Shape+LayoutDirection.swift)
// Apple: a custom shape's behaviour "Defaults to `.mirrors` when deploying on iOS 17.0";
// built-in shapes are `.fixed` (swiftui-behavior.md §4.1).

import Foundation
import Testing
@testable import Raster

/// A right triangle with its right angle at the top-left corner of its frame.
private struct CornerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The same triangle, declared fixed.
private struct FixedCornerTriangle: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { CornerTriangle().path(in: rect) }
}

@Suite struct ShapeLayoutDirectionTests {
    func render<S: View>(_ shape: S, _ direction: LayoutDirection) throws -> RasterImage {
        try renderView(shape.frame(width: 20, height: 20).environment(\.layoutDirection, direction))
    }

    @Test func customShapesMirrorRightToLeft() throws {
        let triangle = CornerTriangle().fill(pureRed)
        let ltr = try render(triangle, .leftToRight), rtl = try render(triangle, .rightToLeft)
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        // Left to right the filled corner is the top-left one; right to left, the top-right.
        #expect(ltr[2, 2] == red && ltr[17, 17] == transparent && ltr[17, 2].a < 255)
        #expect(rtl[17, 2] == red && rtl[2, 17] == transparent && rtl[2, 2].a < 255)
        // Every pixel of one is the other's reflection.
        for y in 0..<20 { for x in 0..<20 { #expect(rtl[x, y] == ltr[19 - x, y]) } }
    }

    @Test func strokesAndClipsOfCustomShapesMirrorToo() throws {
        let stroked = CornerTriangle().stroke(pureRed, lineWidth: 2)
        let ltr = try render(stroked, .leftToRight), rtl = try render(stroked, .rightToLeft)
        for y in 0..<20 { for x in 0..<20 { #expect(rtl[x, y] == ltr[19 - x, y]) } }
        let clipped = Color.red.clipShape(CornerTriangle())
        let clipLTR = try render(clipped, .leftToRight), clipRTL = try render(clipped, .rightToLeft)
        #expect(clipLTR[2, 2] == systemRed && clipLTR[17, 17] == transparent)
        #expect(clipRTL[17, 2] == systemRed && clipRTL[2, 17] == transparent)
    }

    @Test func fixedAndBuiltInShapesDoNotMirror() throws {
        #expect(CornerTriangle().layoutDirectionBehavior == .mirrors)
        #expect(Rectangle().layoutDirectionBehavior == .fixed)
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(Capsule().layoutDirectionBehavior == .fixed)
        #expect(Path().layoutDirectionBehavior == .fixed)
        #expect(AnyShape(CornerTriangle()).layoutDirectionBehavior == .mirrors)
        #expect(CornerTriangle().offset(x: 2).layoutDirectionBehavior == .mirrors)
        let fixed = FixedCornerTriangle().fill(pureRed)
        let ltr = try render(fixed, .leftToRight), rtl = try render(fixed, .rightToLeft)
        for y in 0..<20 { for x in 0..<20 { #expect(rtl[x, y] == ltr[x, y]) } }
        // A path drawn as a shape stays where its points are.
        let path = CornerTriangle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).fill(pureRed)
        #expect(try render(path, .rightToLeft)[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func mirroringInLeftToRightIsOnlyForThatDirection() {
        #expect(LayoutDirectionBehavior.mirrors(in: .leftToRight).mirrors(.leftToRight))
        #expect(!LayoutDirectionBehavior.mirrors(in: .leftToRight).mirrors(.rightToLeft))
        #expect(!LayoutDirectionBehavior.fixed.mirrors(.rightToLeft))
    }
}
