// EllipticalGradientTests.swift · RasterTests/Views · EllipticalGradient stretches a radial gradient into the bounds
// In a 200×100 rect with the default fractions (0…0.5), location t lies on the ellipse of
// radii (200·0.5·t, 100·0.5·t): 50 points right of the centre and 25 points below it are both t = 0.5.

import Foundation
import Testing
@testable import Raster

@Suite struct EllipticalGradientTests {
    private let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)

    @Test func locationsFollowTheEllipseInscribedInTheBounds() throws {
        let image = try renderView(Rectangle().fill(EllipticalGradient(colors: [black, white])).frame(width: 200, height: 100))
        writeScratch(image, "elliptical")
        // Pixel centres (150.5, 50.5) and (100.5, 75.5) are at t = 0.505 and 0.510.
        let right = image[150, 50], below = image[100, 75]
        #expect(right == RGBA8(r: 129, g: 129, b: 129, a: 255))
        #expect(below == RGBA8(r: 130, g: 130, b: 130, a: 255))
        #expect(image[100, 50].r <= 4)
        // Beyond the inscribed ellipse the last colour continues.
        #expect(image[2, 2] == opaqueWhite)
    }

    @Test func viewAndStaticSpellingsDrawTheSame() throws {
        let stops = [Gradient.Stop(color: black, location: 0), Gradient.Stop(color: white, location: 1)]
        let view = try renderView(EllipticalGradient(stops: stops, center: .topLeading, startRadiusFraction: 0.1,
                                                     endRadiusFraction: 0.9).frame(width: 60, height: 30))
        let style = try renderView(Rectangle().fill(.ellipticalGradient(stops: stops, center: .topLeading, startRadiusFraction: 0.1,
                                                                        endRadiusFraction: 0.9)).frame(width: 60, height: 30))
        #expect(view.pixmap.data == style.pixmap.data)
        // Inside the start fraction (0.1 of 60 = 6 points from the corner) the first colour.
        #expect(view[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let gradient = try renderView(Rectangle().fill(.ellipticalGradient(Gradient(colors: [black, white])))
            .frame(width: 60, height: 30))
        #expect(gradient[30, 15].r == 10)  // t = 0.037 at the pixel centre (30.5, 15.5)
    }

    @Test func zeroHeightBoundsFillWithTheLastColour() throws {
        let image = try renderView(Rectangle().fill(EllipticalGradient(colors: [black, white])).frame(width: 20, height: 0)
            .frame(width: 20, height: 4).background(pureRed))
        #expect(image[10, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func displayListAndSVGRecordTheEllipse() {
        let host = ViewHost(Rectangle().fill(EllipticalGradient(colors: [black, white])), size: CGSize(width: 40, height: 20))
        #expect(host.drawing().displayListDescription.contains(
            "elliptical-gradient center (20, 10) radii 40×20 fraction 0…0.5 [#000000FF 0, #FFFFFFFF 1]"))
        #expect(host.drawing().svg().contains("gradientTransform=\"matrix(40 0 0 20 20 10)\""))
    }
}
