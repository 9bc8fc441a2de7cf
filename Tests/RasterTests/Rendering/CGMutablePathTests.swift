// CGMutablePathTests.swift · RasterTests/Rendering · CGMutablePath and the CGGeometry make functions where there is no CoreGraphics (Views/UIKit/CGMutablePath.swift, Geometry/CGGeometry.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

/// A shape built with CoreGraphics calls and returned as `Path(cgPath)`, as app code written
/// before `UnevenRoundedRectangle` does: a rectangle whose top-trailing corner is rounded.
private struct TopTrailingRounded: Shape {
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
                    startAngle: .pi * 3 / 2, endAngle: 0, clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return Path(path)
    }
}

@Suite struct CGMutablePathTests {
    /// Each call appends what the same `Path` call appends; radians become `Angle`s.
    @Test func callsBuildTheSameElementsAsPath() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        var expected = Path()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 80, y: 0))
        expected.addArc(center: CGPoint(x: 80, y: 20), radius: 20, startAngle: .radians(.pi * 3 / 2),
                        endAngle: .radians(0), clockwise: false)
        expected.addLine(to: CGPoint(x: 100, y: 60))
        expected.addLine(to: CGPoint(x: 0, y: 60))
        expected.closeSubpath()
        #expect(TopTrailingRounded(radius: 20).path(in: rect) == expected)
        // The arc turns clockwise on screen from the top edge to the trailing edge.
        #expect(expected.boundingRect == rect)
    }

    @Test func theShapeDrawsItsRoundedCorner() throws {
        let image = try ViewHost(TopTrailingRounded(radius: 20).fill(Color.black), size: CGSize(width: 40, height: 40))
            .renderOrThrow()
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        #expect(image.pixel(atPoint: 38, 1) == white)
        #expect(image.pixel(atPoint: 1, 1) == black)
        #expect(image.pixel(atPoint: 38, 38) == black)
        #expect(image.pixel(atPoint: 30, 10) == black)
    }

    /// `transform` moves the points given; rounded rects have circular corners; copies are
    /// independent of the path they were made from.
    @Test func transformsRoundedRectsAndCopies() throws {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 2), transform: CGAffineTransform(translationX: 10, y: 20))
        #expect(path.currentPoint == CGPoint(x: 11, y: 22))
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        let copy = try #require(path.mutableCopy())
        copy.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5)
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        var rounded = Path()
        rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 5, height: 5), style: .circular)
        var expected = Path(path)
        expected.addPath(rounded)
        #expect(Path(copy) == expected)
        #expect(Path(try #require(copy.copy())) == expected)
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 22))
    }

    @Test func makeFunctionsBuildTheirValues() {
        #expect(CGSizeMake(300, 294) == CGSize(width: 300, height: 294))
        #expect(CGPointMake(1.5, -2) == CGPoint(x: 1.5, y: -2))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGVectorMake(3, 4) == CGVector(dx: 3, dy: 4))
    }
}
#endif
