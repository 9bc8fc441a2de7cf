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
