// DrawnSymbolTests.swift · RasterTests/Views · symbols Raster draws as paths (Views/Symbols/DrawnSymbol.swift)
// Lengths: Apple's SF Symbols template of `sidebar.left` (Regular-S at 100 pt, units over the
// small `circle.fill` diameter 78.86) times the body font's `circle.fill` diameter, 17 × 0.9961
// = 16.934 points, rounded to device pixels: at @3x the outline is 58 × 46 pixels with a
// 5-pixel stroke, the divider 4 pixels wide from x = 19, and the three lines 8 × 3 pixels
// from x = 8 with their tops at y = 11, 17 and 23. `sidebar.leading` is the same outline,
// mirrored in right-to-left layouts (SF Symbols' localized `.leading` names).

import Foundation
import Testing
@testable import Raster

@Suite struct DrawnSymbolTests {
    private let blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
    private let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// The symbol in the top-leading corner of a clear 30 × 30 window at `scale`.
    private func sidebarLeft(scale: CGFloat) -> RasterImage {
        let host = ViewHost(Image(systemName: "sidebar.left").foregroundStyle(Color.blue)
            .frame(width: 30, height: 30, alignment: .topLeading), size: CGSize(width: 30, height: 30), scale: scale)
        host.isOpaque = false
        return host.render()
    }

    /// Its size is its outline's, in whole device pixels, centred on the body's cap height
    /// like every symbol.
    @Test func sidebarLeftIsTheTemplatesOutlineInWholePixels() throws {
        let frame = try #require(layoutFrames(Image(systemName: "sidebar.left"), proposal: .unspecified).first?.frame)
        #expect(frame.size == CGSize(width: 19, height: 15))
        let host = ViewHost(Image(systemName: "sidebar.left"), size: CGSize(width: 30, height: 30), scale: 3)
        let drawn = try #require(host.frames(of: "Image").first)
        #expect(drawn.size == CGSize(width: 58.0 / 3, height: 46.0 / 3))
    }

    /// At @3x every edge falls on a pixel boundary: the outline, the divider and the lines
    /// are whole pixels of the tint-free foreground, and the panes between are clear.
    @Test func sidebarLeftIsCrispAt3x() {
        let image = sidebarLeft(scale: 3)
        // The outline: leading, top, trailing and bottom sides, 5 pixels each.
        for (x, y) in [(0, 23), (4, 23), (30, 0), (30, 4), (53, 23), (57, 23), (30, 41), (30, 45)] {
            #expect(image[x, y] == blue, "outline (\(x), \(y))")
        }
        for (x, y) in [(58, 23), (30, 46), (5, 30), (18, 30), (23, 30), (52, 30), (30, 5), (30, 40)] {
            #expect(image[x, y] == clear, "pane or outside (\(x), \(y))")
        }
        // The divider: x 19...22.
        #expect(image[19, 30] == blue)
        #expect(image[22, 30] == blue)
        // The lines' middles (their ends are round), and the gaps between them.
        for y in [12, 18, 24] {
            #expect(image[11, y] == blue, "line at \(y)")
        }
        for y in [10, 15, 21, 27] {
            #expect(image[11, y] == clear, "gap at \(y)")
        }
    }

    /// At @2x the same template gives a 39 × 31-pixel outline with a 3-pixel stroke.
    @Test func sidebarLeftIsCrispAt2x() {
        let image = sidebarLeft(scale: 2)
        #expect(image[0, 15] == blue)
        #expect(image[2, 15] == blue)
        #expect(image[3, 20] == clear)
        #expect(image[38, 15] == blue)
        #expect(image[39, 15] == clear)
        #expect(image[20, 30] == blue)
        #expect(image[20, 31] == clear)
    }

    /// `name` in a clear 30 × 30 window at `scale`, in `direction`, its frame's leading edge
    /// on the window's (its left edge in left-to-right, its right edge in right-to-left).
    private func symbol(_ name: String, scale: CGFloat, direction: LayoutDirection = .leftToRight) -> RasterImage {
        let host = ViewHost(Image(systemName: name).foregroundStyle(Color.blue)
            .frame(width: 30, height: 30, alignment: .topLeading)
            .environment(\.layoutDirection, direction), size: CGSize(width: 30, height: 30), scale: scale)
        host.isOpaque = false
        return host.render()
    }

    /// The frame of `image` in a 30 × 30 window at `scale`.
    private func frame(of image: some View, scale: CGFloat) throws -> CGRect {
        try #require(ViewHost(image, size: CGSize(width: 30, height: 30), scale: scale).frames(of: "Image").first)
    }

    // arrow.up.circle.fill beside body text: the circle is the body's `circle.fill` diameter,
    // 16.934 points, in whole device pixels: 51 at @3x (centre 25.5), 34 at @2x (centre 17).
    // The arrow (arrow.up.circle.fill.svg, Regular-S, in units of 78.86 across) is 6.75 units
    // thick, 40.332 long with its middle 0.195 above the circle's centre, its arms' caps 13.18
    // units to each side: at @3x (0.6467 px a unit) the arrow runs from y 12.33 to 38.42, the
    // shaft x 23.32...27.68, the arms' caps centred at (16.98, 23.04) and (34.02, 23.04); at @2x
    // (0.4311 px a unit) from y 8.22 to 25.61, shaft x 15.55...18.45, caps at (11.32, 15.36)
    // and (22.68, 15.36).

    /// A filled disc with the up arrow knocked out, 51 pixels across at @3x.
    @Test func arrowUpCircleFillIsADiscWithTheArrowKnockedOutAt3x() throws {
        #expect(try frame(of: Image(systemName: "arrow.up.circle.fill"), scale: 3).size == CGSize(width: 17, height: 17))
        let image = symbol("arrow.up.circle.fill", scale: 3)
        // The disc around the arrow: above its tip, below its shaft, beside the shaft, under an arm.
        for (x, y) in [(25, 5), (25, 45), (5, 25), (45, 25), (21, 30), (29, 30), (16, 27), (34, 27)] {
            #expect(image[x, y] == blue, "disc (\(x), \(y))")
        }
        // The arrow, knocked out: the shaft, the apex, the arms' caps; and outside the disc.
        for (x, y) in [(25, 25), (25, 36), (25, 14), (16, 22), (33, 22), (20, 18), (30, 18), (0, 0), (51, 25), (25, 51)] {
            #expect(image[x, y] == clear, "arrow or outside (\(x), \(y))")
        }
        #expect(image[25, 11] == blue)
        #expect(image[25, 39] == blue)
    }

    /// At @2x the disc is 34 pixels across, with the same arrow.
    @Test func arrowUpCircleFillAt2x() throws {
        #expect(try frame(of: Image(systemName: "arrow.up.circle.fill"), scale: 2).size == CGSize(width: 17, height: 17))
        let image = symbol("arrow.up.circle.fill", scale: 2)
        for (x, y) in [(17, 4), (17, 29), (4, 17), (29, 17), (13, 20), (21, 20)] {
            #expect(image[x, y] == blue, "disc (\(x), \(y))")
        }
        for (x, y) in [(17, 17), (16, 17), (17, 24), (11, 15), (22, 15), (0, 0), (34, 17), (17, 34)] {
            #expect(image[x, y] == clear, "arrow or outside (\(x), \(y))")
        }
    }

    /// The down arrow is the up arrow mirrored about its middle (y 25.37 at @3x): its arms'
    /// caps are centred at y 27.71, where the up arrow's disc shows.
    @Test func arrowDownCircleFillIsTheMirroredArrow() {
        let image = symbol("arrow.down.circle.fill", scale: 3)
        for (x, y) in [(16, 27), (33, 27), (25, 25), (25, 14), (25, 36)] {
            #expect(image[x, y] == clear, "arrow (\(x), \(y))")
        }
        for (x, y) in [(16, 22), (34, 22), (25, 9), (25, 42)] {
            #expect(image[x, y] == blue, "disc (\(x), \(y))")
        }
    }

    /// `arrow.up.circle` is a ring (7.495 units: 5 pixels at @3x) with a filled arrow inside,
    /// the template's slimmer one (6.44 units thick, y 12.81...37.91); `symbolVariant(.fill)`
    /// turns it into `arrow.up.circle.fill`, as on iOS.
    @Test func arrowUpCircleIsARingAroundTheArrow() {
        let image = symbol("arrow.up.circle", scale: 3)
        for (x, y) in [(2, 25), (48, 25), (25, 2), (25, 48), (25, 25), (25, 36), (25, 14)] {
            #expect(image[x, y] == blue, "ring or arrow (\(x), \(y))")
        }
        for (x, y) in [(7, 25), (43, 25), (25, 8), (25, 42), (21, 30)] {
            #expect(image[x, y] == clear, "inside the ring (\(x), \(y))")
        }
        let varied = ViewHost(Image(systemName: "arrow.up.circle").symbolVariant(.fill).foregroundStyle(Color.blue)
            .frame(width: 30, height: 30, alignment: .topLeading), size: CGSize(width: 30, height: 30), scale: 3)
        varied.isOpaque = false
        #expect(varied.render().pixmap.data == symbol("arrow.up.circle.fill", scale: 3).pixmap.data)
    }

    /// Weights and scales size the circle as they size every symbol (ios17-metrics.md §9):
    /// black is 106.64 % of regular (18.13 points: 54 pixels at @3x, 36 at @2x), the large
    /// scale 127.2 / 99.61 of medium (21.62 points: 65 pixels at @3x, 43 at @2x).
    @Test func weightAndScaleSizeTheCircle() throws {
        let black = Image(systemName: "arrow.up.circle.fill").font(.body.weight(.black))
        #expect(try frame(of: black, scale: 3).size == CGSize(width: 18, height: 18))
        #expect(try frame(of: black, scale: 2).size == CGSize(width: 18, height: 18))
        let large = Image(systemName: "arrow.down.circle.fill").imageScale(.large)
        #expect(try frame(of: large, scale: 3).size == CGSize(width: 65.0 / 3, height: 65.0 / 3))
        #expect(try frame(of: large, scale: 2).size == CGSize(width: 21.5, height: 21.5))
    }

    // ellipsis.circle beside body text at @3x: the same 51-pixel circle and 5-pixel ring
    // (0.6467 px a unit). ellipsis.circle.svg's dots are 11.572 units across, 17.993 apart:
    // radius 3.74 pixels, centred at x 13.86, 25.5 and 37.14 on the middle row (y 25.5);
    // ellipsis.circle.fill.svg's are 12.012 across, 18.677 apart: radius 3.88, centred at
    // x 13.42, 25.5 and 37.58.

    /// `ellipsis.circle`, the bars' "More" button: three filled dots inside the ring.
    @Test func ellipsisCircleIsThreeDotsInARing() throws {
        #expect(try frame(of: Image(systemName: "ellipsis.circle"), scale: 3).size == CGSize(width: 17, height: 17))
        let image = symbol("ellipsis.circle", scale: 3)
        // The ring's four sides and the three dots' centres.
        for (x, y) in [(2, 25), (48, 25), (25, 2), (25, 48), (13, 25), (25, 25), (37, 25)] {
            #expect(image[x, y] == blue, "ring or dot (\(x), \(y))")
        }
        // Inside the ring: between the dots, above and below the middle one, beside the outer ones.
        for (x, y) in [(19, 25), (31, 25), (25, 20), (25, 30), (7, 25), (43, 25), (0, 0)] {
            #expect(image[x, y] == clear, "inside the ring or outside (\(x), \(y))")
        }
    }

    /// `ellipsis.circle.fill`: the template's larger, wider-set dots knocked out of the disc;
    /// `symbolVariant(.fill)` turns `ellipsis.circle` into it.
    @Test func ellipsisCircleFillKnocksTheDotsOutOfADisc() throws {
        let image = symbol("ellipsis.circle.fill", scale: 3)
        for (x, y) in [(13, 25), (25, 25), (37, 25), (0, 0), (51, 25)] {
            #expect(image[x, y] == clear, "dot or outside (\(x), \(y))")
        }
        for (x, y) in [(19, 25), (31, 25), (25, 20), (25, 30), (7, 25), (43, 25), (25, 5)] {
            #expect(image[x, y] == blue, "disc (\(x), \(y))")
        }
        let varied = ViewHost(Image(systemName: "ellipsis.circle").symbolVariant(.fill).foregroundStyle(Color.blue)
            .frame(width: 30, height: 30, alignment: .topLeading), size: CGSize(width: 30, height: 30), scale: 3)
        varied.isOpaque = false
        #expect(varied.render().pixmap.data == image.pixmap.data)
    }

    /// Every pixel of `image`'s columns `x0..<x0 + width` and rows `0..<height`.
    private func pixels(of image: RasterImage, width: Int, height: Int, from x0: Int = 0) -> [RGBA8] {
        (0..<height).flatMap { y in (0..<width).map { x in image[x0 + x, y] } }
    }

    /// `sidebar.leading` is `sidebar.left` in a left-to-right layout, pixel for pixel, at @3x
    /// (58 × 46 pixels) and @2x (39 × 31).
    @Test func sidebarLeadingIsSidebarLeftInLeftToRight() {
        for (scale, width, height) in [(3.0, 58, 46), (2.0, 39, 31)] {
            let leading = symbol("sidebar.leading", scale: scale, direction: .leftToRight)
            #expect(pixels(of: leading, width: width, height: height)
                    == pixels(of: sidebarLeft(scale: scale), width: width, height: height), "@\(scale)x")
        }
        #expect(UIImage(systemName: "sidebar.leading") != nil)
    }

    /// In a right-to-left layout `sidebar.leading` mirrors: its divider and lines are on the
    /// right (the window's right edge is its leading edge, so it sits at x = 90 − 58 = 32 at
    /// @3x), still in whole pixels; `sidebar.left` keeps its side.
    @Test func sidebarLeadingMirrorsInRightToLeft() {
        let image = symbol("sidebar.leading", scale: 3, direction: .rightToLeft)
        // The outline's sides and the panes of `sidebarLeftIsCrispAt3x`, mirrored: x ↦ 32 + 57 − x
        // (the rounded corners' edge pixels are not compared: a mirrored curve's coverage
        // differs in its last bits).
        for (x, y) in [(0, 23), (4, 23), (30, 0), (30, 4), (53, 23), (57, 23), (30, 41), (30, 45)] {
            #expect(image[89 - x, y] == blue, "outline (\(x), \(y))")
        }
        for (x, y) in [(30, 46), (5, 30), (18, 30), (23, 30), (52, 30), (30, 5), (30, 40)] {
            #expect(image[89 - x, y] == clear, "pane or outside (\(x), \(y))")
        }
        #expect(image[31, 23] == clear)
        // The divider: x 19...22 from the outline's left edge at @3x, so 19...22 left of its
        // right edge (x = 89): window columns 67...70; the lines' middles at x = 89 − 11 = 78.
        #expect(image[67, 30] == blue)
        #expect(image[70, 30] == blue)
        #expect(image[66, 30] == clear)
        #expect(image[71, 30] == clear)
        for y in [12, 18, 24] {
            #expect(image[78, y] == blue, "line at \(y)")
        }
        #expect(image[11 + 32, 12] == clear)
        let left = symbol("sidebar.left", scale: 2, direction: .rightToLeft)
        // At @2x the symbol (39 pixels) starts at x = 60 − 39 = 21; unmirrored, its divider is
        // near its left side.
        #expect(pixels(of: left, width: 39, height: 31, from: 21)
                == pixels(of: sidebarLeft(scale: 2), width: 39, height: 31))
    }

    /// `UIImage(systemName:)` knows the drawn symbol, as it knows the icon font's.
    @Test func uiImageKnowsTheDrawnSymbol() {
        #expect(UIImage(systemName: "sidebar.left") != nil)
        #expect(UIImage(systemName: "arrow.up.circle.fill") != nil)
        #expect(UIImage(systemName: "ellipsis.circle") != nil)
        #expect(UIImage(systemName: "sidebar.nowhere") == nil)
    }
}
