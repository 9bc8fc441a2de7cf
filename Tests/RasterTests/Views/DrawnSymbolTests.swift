// DrawnSymbolTests.swift · RasterTests/Views · symbols Raster draws as paths (Views/Symbols/DrawnSymbol.swift)
// Lengths: Apple's SF Symbols template of `sidebar.left` (Regular-S at 100 pt, units over the
// small `circle.fill` diameter 78.86) times the body font's `circle.fill` diameter, 17 × 0.9961
// = 16.934 points, rounded to device pixels: at @3x the outline is 58 × 46 pixels with a
// 5-pixel stroke, the divider 4 pixels wide from x = 19, and the three lines 8 × 3 pixels
// from x = 8 with their tops at y = 11, 17 and 23.

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

    /// `UIImage(systemName:)` knows the drawn symbol, as it knows the icon font's.
    @Test func uiImageKnowsTheDrawnSymbol() {
        #expect(UIImage(systemName: "sidebar.left") != nil)
        #expect(UIImage(systemName: "sidebar.nowhere") == nil)
    }
}
