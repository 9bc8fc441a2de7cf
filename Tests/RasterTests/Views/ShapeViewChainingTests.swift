// ShapeViewChainingTests.swift · RasterTests/Views · a filled shape stroked or filled again (Views/ShapeViewChaining.swift), and the background modifiers that fill with the background style (Modifiers/OverlayModifiers.swift)

import Foundation
import Testing
@testable import Raster

@MainActor @Suite struct ShapeViewChainingTests {
    /// `fill` then `stroke` draws the line over the fill in the shape's frame: the same bytes
    /// as the two shapes stacked, the line centred on the outline.
    @Test func aStrokeOverAFillIsTheTwoShapesStacked() throws {
        let chained = try renderView(Circle().fill(pureRed).stroke(pureBlue, lineWidth: 4).frame(width: 40, height: 40), scale: 2)
        let stacked = try renderView(ZStack {
            Circle().fill(pureRed)
            Circle().stroke(pureBlue, lineWidth: 4)
        }.frame(width: 40, height: 40), scale: 2)
        #expect(chained.pixmap.data == stacked.pixmap.data)
        #expect(chained[40, 40] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(chained[40, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// A fill after a stroke fills the shape (not the stroke's outline) over the stroke: the
    /// outer half of the line shows around it.
    @Test func aFillOverAStrokeFillsTheShape() throws {
        let chained = try renderView(Capsule().stroke(pureBlue, lineWidth: 8).fill(pureRed).frame(width: 120, height: 40).padding(8))
        let stacked = try renderView(ZStack {
            Capsule().stroke(pureBlue, lineWidth: 8)
            Capsule().fill(pureRed)
        }.frame(width: 120, height: 40).padding(8))
        #expect(chained.pixmap.data == stacked.pixmap.data)
        // The frame spans y 8...48: the fill inside it, the line's outer half 4...8 above it.
        #expect(chained[68, 28] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(chained[68, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(chained[68, 9] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    /// `strokeBorder` keeps the line inside the frame; a second `fill` covers what is below.
    @Test func aBorderAndAFillOverAFill() throws {
        let border = try renderView(Capsule().fill(pureRed).strokeBorder(pureBlue, lineWidth: 4).frame(width: 60, height: 20))
        let stacked = try renderView(ZStack {
            Capsule().fill(pureRed)
            Capsule().strokeBorder(pureBlue, lineWidth: 4)
        }.frame(width: 60, height: 20))
        #expect(border.pixmap.data == stacked.pixmap.data)
        #expect(border[30, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let covered = try renderView(Rectangle().fill(pureRed).fill(pureGreen).frame(width: 10, height: 10))
        #expect(covered[5, 5] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    /// `background()` fills with the background style: white in light mode, black in dark,
    /// the `backgroundStyle` where one is set; `background(in:)` only inside the shape.
    @Test func theStylelessBackgroundsUseTheBackgroundStyle() throws {
        let light = try renderView(Color.clear.frame(width: 10, height: 10).background())
        #expect(light[5, 5] == opaqueWhite)
        let dark = try renderView(Color.clear.frame(width: 10, height: 10).background().environment(\.colorScheme, .dark))
        #expect(dark[5, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let styled = try renderView(Color.clear.frame(width: 10, height: 10).background().backgroundStyle(pureRed))
        #expect(styled[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let capsule = try renderView(Color.clear.frame(width: 40, height: 10).background(in: Capsule()).backgroundStyle(pureRed))
        #expect(capsule[20, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(capsule[0, 0] == transparent)
        let explicit = try renderView(Color.clear.frame(width: 40, height: 10).background(pureRed, in: Capsule()))
        #expect(capsule.pixmap.data == explicit.pixmap.data)
    }
}
