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
    private func symbol(_ name: String, scale: CGFloat, direction: LayoutDirection) -> RasterImage {
        let host = ViewHost(Image(systemName: name).foregroundStyle(Color.blue)
            .frame(width: 30, height: 30, alignment: .topLeading)
            .environment(\.layoutDirection, direction), size: CGSize(width: 30, height: 30), scale: scale)
        host.isOpaque = false
        return host.render()
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
        #expect(UIImage(systemName: "sidebar.nowhere") == nil)
    }
}
