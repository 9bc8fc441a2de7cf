// RoundedRectClampTests.swift · RasterTests/Path · corner radii larger than half the shorter side (Path+RoundedRect.swift)
// SwiftUI clamps a corner radius to min(width, height) / 2 on both axes: a 100×40 rectangle
// of radius 30 is a capsule. Raster clamped each axis alone (30×20 elliptical corners).

import Foundation
import Testing
@testable import Raster

@Suite struct RoundedRectClampTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func anOversizedRadiusMakesTheCapsule(style: RoundedCornerStyle) {
        let oversized = Path(roundedRect: rect, cornerRadius: 30, style: style)
        #expect(oversized.elements == Path(roundedRect: rect, cornerRadius: 20, style: style).elements)
        #expect(oversized.elements == Capsule(style: style).path(in: rect).elements)
        // The circular corner of radius 20 starts 20 points in from the left on the top edge.
        if style == .circular {
            #expect(oversized.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        }
    }

    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func unevenRadiiAreClampedTheSameWay(style: RoundedCornerStyle) {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 30, bottomTrailingRadius: 30,
                                            topTrailingRadius: 30, style: style)
        #expect(uneven.path(in: rect).elements == Path(roundedRect: rect, cornerRadius: 20, style: style).elements)
    }

    @Test func anEllipticalCornerSizeIsClampedPerAxis() {
        let path = Path(roundedRect: rect, cornerSize: CGSize(width: 60, height: 10), style: .circular)
        #expect(path.elements == Path(roundedRect: rect, cornerSize: CGSize(width: 50, height: 10), style: .circular).elements)
        #expect(path.elements.first == .move(to: CGPoint(x: 50, y: 0)))
    }
}

/// An infinite radius is the largest that fits, as SwiftUI draws
/// `RoundedRectangle(cornerRadius: .infinity)`: the capsule (Raster drew square corners, taking
/// a radius that is not finite for 0).
@Suite struct InfiniteCornerRadiusTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func anInfiniteRadiusMakesTheCapsule(style: RoundedCornerStyle) {
        let capsule = Path(roundedRect: rect, cornerRadius: 20, style: style).elements
        #expect(RoundedRectangle(cornerRadius: .infinity, style: style).path(in: rect).elements == capsule)
        #expect(RoundedRectangle(cornerRadius: .greatestFiniteMagnitude, style: style).path(in: rect).elements == capsule)
        #expect(UnevenRoundedRectangle(topLeadingRadius: .infinity, bottomLeadingRadius: .infinity,
                                       bottomTrailingRadius: .infinity, topTrailingRadius: .infinity, style: style)
            .path(in: rect).elements == capsule)
        // An inset capsule stays a capsule of the inset rectangle.
        #expect(RoundedRectangle(cornerRadius: .infinity, style: style).inset(by: 5).path(in: rect).elements
            == Path(roundedRect: rect.insetBy(dx: 5, dy: 5), cornerRadius: 15, style: style).elements)
    }

    /// One infinite corner of an uneven rectangle is half the shorter side; the others keep
    /// their radii: the circular top-leading corner starts 20 points down the left edge and
    /// ends 20 points along the top.
    @Test func oneInfiniteUnevenCornerIsClampedAlone() {
        let path = UnevenRoundedRectangle(topLeadingRadius: .infinity, style: .circular).path(in: rect)
        #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 20))))
        #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 0))))
    }

    /// A NaN radius warns and draws square corners.
    @Test func aNaNRadiusWarnsAndIsSquare() {
        let (path, warnings) = RasterDiagnostics.capturingWarnings {
            RoundedRectangle(cornerRadius: .nan).path(in: rect)
        }
        #expect(path.elements == Path(rect).elements)
        #expect(warnings.contains { $0.contains("corner size is NaN") })
        let (uneven, unevenWarnings) = RasterDiagnostics.capturingWarnings {
            UnevenRoundedRectangle(topLeadingRadius: .nan).path(in: rect)
        }
        #expect(uneven.elements.first == .move(to: CGPoint(x: 0, y: 0)))
        #expect(unevenWarnings.contains { $0.contains("corner radius is NaN") })
    }

    /// A negative radius given to an initializer warns and draws square corners; one that
    /// an inset makes negative (radius 5 inset by 10) is square without a warning.
    @Test func aNegativeRadiusWarnsAndIsSquare() {
        let (path, warnings) = RasterDiagnostics.capturingWarnings {
            RoundedRectangle(cornerRadius: -10).path(in: rect)
        }
        #expect(path.elements == Path(rect).elements)
        #expect(warnings == ["RoundedRectangle was given the negative corner size -10.0×-10.0; a radius below 0 gives "
                             + "square corners, so give a radius ≥ 0"])
        let (uneven, unevenWarnings) = RasterDiagnostics.capturingWarnings {
            UnevenRoundedRectangle(bottomTrailingRadius: -4, style: .circular).path(in: rect)
        }
        #expect(uneven.elements == UnevenRoundedRectangle(style: .circular).path(in: rect).elements)
        #expect(unevenWarnings == ["UnevenRoundedRectangle was given a negative corner radius (top leading 0.0, bottom "
                                   + "leading 0.0, bottom trailing -4.0, top trailing 0.0); a radius below 0 gives a "
                                   + "square corner, so give radii ≥ 0"])
        let (inset, insetWarnings) = RasterDiagnostics.capturingWarnings {
            RoundedRectangle(cornerRadius: 5).inset(by: 10).path(in: rect)
        }
        #expect(inset.elements == Path(rect.insetBy(dx: 10, dy: 10)).elements)
        #expect(insetWarnings.isEmpty)
    }

    /// Drawn, the infinite radius is the capsule's pixels: the corner pixel is empty and the
    /// middle of the left end is filled.
    @Test func theCapsuleIsDrawn() throws {
        let shape = RoundedRectangle(cornerRadius: .infinity).fill(pureRed).frame(width: 100, height: 40)
        let image = try renderView(shape)
        let capsule = try renderView(Capsule().fill(pureRed).frame(width: 100, height: 40))
        #expect(image.pixmap.data == capsule.pixmap.data)
        #expect(image[0, 0].a == 0)
        #expect(image[1, 20] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        writeScratch(image, "infinite-radius")
    }
}
