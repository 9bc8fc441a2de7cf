// UIBezierPathTests.swift · RasterTests/Rendering · UIBezierPath, UIRectCorner and CGPath where there is no UIKit (Views/UIKit/UIBezierPath.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

/// A shape with some corners rounded, written as SwiftUI code commonly writes it.
private struct CustomCorner: Shape {
    var corners: UIRectCorner
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

@Suite struct UIBezierPathTests {
    @Test func roundingChosenCornersIsAnUnevenRoundedRectangleWithCircularCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = CustomCorner(corners: [.topLeft, .bottomRight], radius: 20).path(in: rect)
        let expected = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
                                              topTrailingRadius: 0, style: .circular).path(in: rect)
        #expect(path == expected)
        // A radius larger than half the shorter side is clamped to it (30 here).
        let clamped = CustomCorner(corners: .allCorners, radius: 80).path(in: rect)
        #expect(clamped == UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 30, bottomLeading: 30,
                                                                                     bottomTrailing: 30, topTrailing: 30),
                                                  style: .circular).path(in: rect))
    }

    @Test func theShapeDrawsTheCornersItRounds() throws {
        let image = try ViewHost(CustomCorner(corners: [.topLeft], radius: 20).fill(Color.black), size: CGSize(width: 40, height: 40))
            .renderOrThrow()
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        #expect(image.pixel(atPoint: 1, 1) == white)
        #expect(image.pixel(atPoint: 38, 1) == black)
        #expect(image.pixel(atPoint: 1, 38) == black)
        #expect(image.pixel(atPoint: 38, 38) == black)
    }

    @Test func pathBuildingCallsMatchSwiftUIsPath() {
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addLine(to: CGPoint(x: 10, y: 0))
        bezier.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        bezier.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        bezier.close()
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        #expect(Path(bezier.cgPath) == path)
        #expect(bezier.bounds == path.boundingRect)
        #expect(Path(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath) == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath)
                == Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)))
    }

    /// UIKit's clockwise is on screen (y down), the opposite of SwiftUI's flag.
    @Test func aClockwiseArcRunsClockwiseOnScreen() {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .radians(0), endAngle: .radians(.pi / 2), clockwise: false)
        #expect(Path(arc.cgPath) == path)
        // A quarter clockwise on screen from +x ends below the centre.
        #expect(abs(arc.currentPoint.x - 10) < 1e-9 && abs(arc.currentPoint.y - 20) < 1e-9)
    }
}
#endif
