// LazyGridTests.swift · RasterTests/Layout · LazyVGrid, LazyHGrid (LazyGridTracks.swift, LazyGridLayout.swift, LazyGrids.swift)
// Expected values: "objc.io" and "mo4tech" rows are figures those public analyses report
// for SwiftUI (objc.io "SwiftUI's Grid Views", 2020-11-23; mo4tech "Predict LazyVGrid
// layout"); "derived" rows follow the documented algorithm (LazyGridTracks.swift header and
// Apple's GridItem.Size docs) by hand, the arithmetic shown.

import Foundation
import Testing
@testable import Raster

@Suite struct LazyGridTests {
    /// One track-sizing case: items, the length offered, the tracks' (origin, length).
    struct TrackCase: CustomTestStringConvertible, Sendable {
        let reference: String
        let items: [GridItem]
        let length: CGFloat?
        let expected: [(CGFloat, CGFloat)]
        var testDescription: String { reference }
    }

    static let trackCases: [TrackCase] = [
        TrackCase(reference: "objc.io #1: fixed 70 exactly; adaptive(40) in the 122 left makes (122 − 8) / 2 = 57 twice",
                  items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200,
                  expected: [(0, 70), (78, 57), (143, 57)]),
        TrackCase(reference: "mo4tech flexible+flexible, first pass: 292 / 2 = 146, then 146 → minimum 180 (total 334)",
                  items: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], length: 300,
                  expected: [(0, 146), (154, 180)]),
        TrackCase(reference: "mo4tech flexible+flexible, placed at 334: (334 − 8) / 2 = 163, then 180",
                  items: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], length: 334,
                  expected: [(0, 163), (171, 180)]),
        TrackCase(reference: "mo4tech adaptive(50, 100) in 300: 5 columns of (300 − 32) / 5 = 53.6",
                  items: [GridItem(.adaptive(minimum: 50, maximum: 100))], length: 300,
                  expected: [(0, 53.6), (61.6, 53.6), (123.2, 53.6), (184.8, 53.6), (246.4, 53.6)]),
        TrackCase(reference: "mo4tech adaptive+adaptive in 300: 146 each; 2 × 69 and 3 × (146 − 16) / 3",
                  items: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], length: 300,
                  expected: [(0, 69), (77, 69), (154, 130.0 / 3), (154 + 130.0 / 3 + 8, 130.0 / 3), (154 + 2 * (130.0 / 3 + 8), 130.0 / 3)]),
        TrackCase(reference: "mo4tech flexible(100...200) alone: min(max(390, 100), 200) = 200",
                  items: [GridItem(.flexible(minimum: 100, maximum: 200))], length: 390, expected: [(0, 200)]),
        TrackCase(reference: "mo4tech flexible(100...200) alone in 50: the minimum 100",
                  items: [GridItem(.flexible(minimum: 100, maximum: 200))], length: 50, expected: [(0, 100)]),
        TrackCase(reference: "mo4tech fixed+fixed: 60 and 100 whatever the width",
                  items: [GridItem(.fixed(60)), GridItem(.fixed(100))], length: 1000, expected: [(0, 60), (68, 100)]),
        TrackCase(reference: "derived: three default flexible columns in 390 share (390 − 16) / 3",
                  items: Array(repeating: GridItem(), count: 3), length: 390,
                  expected: [(0, 374.0 / 3), (374.0 / 3 + 8, 374.0 / 3), (2 * (374.0 / 3 + 8), 374.0 / 3)]),
        TrackCase(reference: "derived: flexible in order — the first (max 50) takes 50 of 388 / 2, the second the 338 left",
                  items: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())], length: 396, expected: [(0, 50), (58, 338)]),
        TrackCase(reference: "derived: item spacing is the gap after the item; the last item's is unused",
                  items: [GridItem(.fixed(10), spacing: 2), GridItem(.flexible(), spacing: 30)], length: 100, expected: [(0, 10), (12, 88)]),
        TrackCase(reference: "derived: no length offered: flexible and adaptive items take their minimums",
                  items: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 40)), GridItem(.fixed(5))], length: nil,
                  expected: [(0, 30), (38, 40), (86, 5)]),
        TrackCase(reference: "derived: adaptive items are at most `maximum` each: ⌊108 / 58⌋ = 1 column of min(100, 52)",
                  items: [GridItem(.adaptive(minimum: 50, maximum: 52))], length: 100, expected: [(0, 52)]),
        TrackCase(reference: "derived: an adaptive minimum wider than the grid makes one column of the minimum",
                  items: [GridItem(.adaptive(minimum: 500))], length: 390, expected: [(0, 500)]),
    ]

    @Test(arguments: trackCases)
    func trackLengths(_ row: TrackCase) {
        let tracks = LazyGridTracks.resolve(row.items, length: row.length, gridName: "LazyVGrid")
        #expect(tracks.count == row.expected.count, "\(row.reference)")
        for (track, (origin, length)) in zip(tracks, row.expected) {
            #expect(abs(track.origin - origin) < 1e-9 && abs(track.length - length) < 1e-9,
                    "\(row.reference): (\(track.origin), \(track.length)) ≠ (\(origin), \(length))")
        }
    }

    /// The grid reports the first pass's total and is drawn at the second (objc.io quiz #2, mo4tech).
    @Test func flexibleMinimumsOverflowTheirFrame() {
        let dump = layoutDump(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }.frame(width: 300), proposal: proposal(390, 400))
        #expect(dump == """
        frame(width: 300) (0, 0, 300, 20)
          LazyVGrid (-17, 0, 334, 20)
            frame(height: 20) (-25.5, 0, 163, 20)
              Color (-25.5, 0, 163, 20)
            frame(height: 20) (145.5, 0, 180, 20)
              Color (145.5, 0, 180, 20)
        """)
    }

    static let layoutCases: [LayoutCase] = [
        LayoutCase("derived: two columns of (200 − 8) / 2 = 96 filled in order; rows as tall as their tallest cell, 8 apart; cells centred", proposal(200, 400), """
        LazyVGrid (0, 0, 200, 78)
          frame(width: 20, height: 30) (38, 0, 20, 30)
            Color (38, 0, 20, 30)
          frame(width: 40, height: 10) (132, 10, 40, 10)
            Color (132, 10, 40, 10)
          frame(width: 30, height: 40) (33, 38, 30, 40)
            Color (33, 38, 30, 40)
        """) {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Color.red.frame(width: 20, height: 30)
                Color.green.frame(width: 40, height: 10)
                Color.blue.frame(width: 30, height: 40)
            }
        },
        LayoutCase("derived: the grid's alignment and spacing; an item's alignment overrides in its column", proposal(200, 400), """
        LazyVGrid(alignment: .leading, spacing: 2) (0, 0, 200, 42)
          frame(width: 20, height: 30) (0, 0, 20, 30)
            Color (0, 0, 20, 30)
          frame(width: 40, height: 10) (160, 20, 40, 10)
            Color (160, 20, 40, 10)
          frame(width: 30, height: 10) (0, 32, 30, 10)
            Color (0, 32, 30, 10)
        """) {
            LazyVGrid(columns: [GridItem(), GridItem(alignment: .bottomTrailing)], alignment: .leading, spacing: 2) {
                Color.red.frame(width: 20, height: 30)
                Color.green.frame(width: 40, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
        },
        LayoutCase("derived: fixed columns narrower than the proposal: the grid is their width", proposal(300, 400), """
        LazyVGrid (0, 0, 58, 10)
          Color (0, 0, 25, 10)
          Color (33, 0, 25, 10)
        """) {
            LazyVGrid(columns: [GridItem(.fixed(25)), GridItem(.fixed(25))]) { Color.red; Color.blue }
        },
        LayoutCase("derived: LazyHGrid — two rows of (100 − 8) / 2 = 46, cells fill rows top to bottom, columns as wide as their widest", proposal(400, 100), """
        LazyHGrid (0, 0, 78, 100)
          frame(width: 20) (10, 0, 20, 46)
            Color (10, 0, 20, 46)
          frame(width: 40) (0, 54, 40, 46)
            Color (0, 54, 40, 46)
          frame(width: 30, height: 10) (48, 18, 30, 10)
            Color (48, 18, 30, 10)
        """) {
            LazyHGrid(rows: [GridItem(), GridItem()]) {
                Color.red.frame(width: 20)
                Color.green.frame(width: 40)
                Color.blue.frame(width: 30, height: 10)
            }
        },
    ]

    @Test(arguments: layoutCases)
    func layout(_ row: LayoutCase) { row.check() }

    // MARK: Bad input

    @Test func negativeAndNaNLengthsAreZeroWithAWarning() {
        var tracks: [LazyGridTrack] = []
        let warnings = capturingWarnings {
            tracks = LazyGridTracks.resolve([GridItem(.fixed(-10)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: .nan))],
                                            length: 100, gridName: "LazyVGrid")
        }
        #expect(tracks.map(\.length) == [0, 0, 84])
        #expect(warnings == [
            "LazyVGrid: GridItem 0 has the fixed length -10; 0 is used. Give a finite length of 0 or more",
            "LazyVGrid: GridItem 1 has the fixed length nan; 0 is used. Give a finite length of 0 or more",
            "LazyVGrid: GridItem 2 has the minimum nan; 0 is used. Give a finite length of 0 or more",
        ])
    }

    @Test func maximumBelowMinimumIsTheMinimumWithAWarning() {
        var tracks: [LazyGridTrack] = []
        let warnings = capturingWarnings {
            tracks = LazyGridTracks.resolve([GridItem(.flexible(minimum: 50, maximum: 20))], length: 300, gridName: "LazyHGrid")
        }
        #expect(tracks.map(\.length) == [50])
        #expect(warnings == ["LazyHGrid: GridItem 0 has the maximum 20 below its minimum 50; the minimum is used as both. "
                             + "Give a maximum of at least the minimum"])
    }

    @Test func zeroLengthItemsGetNoLengthWithOneWarningEach() {
        var tracks: [LazyGridTrack] = []
        let warnings = capturingWarnings {
            tracks = LazyGridTracks.resolve([GridItem(.fixed(0)), GridItem(.flexible(minimum: 0, maximum: 0)), GridItem()],
                                            length: 100, gridName: "LazyVGrid")
        }
        // 100 − 16 of spacing: the zero flexible item is offered 42 and clamped to 0; the last takes 84.
        #expect(tracks == [LazyGridTrack(origin: 0, length: 0, alignment: nil), LazyGridTrack(origin: 8, length: 0, alignment: nil),
                           LazyGridTrack(origin: 16, length: 84, alignment: nil)])
        #expect(warnings == [
            "LazyVGrid: GridItem 0 is at most 0 points long, so its views are proposed no length. Give it a positive size, or remove it",
            "LazyVGrid: GridItem 1 is at most 0 points long, so its views are proposed no length. Give it a positive size, or remove it",
        ])
    }

    @Test func adaptiveWithNoLengthMakesOneColumn() {
        let tracks = LazyGridTracks.resolve([GridItem(.adaptive(minimum: 0), spacing: 0)], length: 300, gridName: "LazyVGrid")
        #expect(tracks == [LazyGridTrack(origin: 0, length: 300, alignment: nil)])
    }

    @Test func tinyAdaptiveMinimumIsCappedWithAWarning() {
        var tracks: [LazyGridTrack] = []
        let warnings = capturingWarnings {
            tracks = LazyGridTracks.resolve([GridItem(.adaptive(minimum: 0.001), spacing: 0)], length: 300, gridName: "LazyVGrid")
        }
        #expect(tracks.count == LazyGridTracks.maximumAdaptiveCount)
        #expect(warnings == ["LazyVGrid: an adaptive GridItem of minimum 0.001 makes more than 10000 columns; 10000 are used. "
                             + "Give a larger minimum"])
    }

    @Test func noColumnsLaysOutOneFlexibleColumnWithAWarning() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(LazyVGrid(columns: []) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }, proposal: proposal(100, 100))
        }
        #expect(dump == """
        LazyVGrid (0, 0, 100, 28)
          frame(height: 10) (0, 0, 100, 10)
            Color (0, 0, 100, 10)
          frame(height: 10) (0, 18, 100, 10)
            Color (0, 18, 100, 10)
        """)
        #expect(warnings == ["LazyVGrid has no columns; its views are laid out in one flexible column. Give at least one GridItem"])
    }

    @Test func infiniteSpacingIsTheDefaultWithAWarning() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(LazyVGrid(columns: [GridItem(.fixed(10))], spacing: .infinity) { Color.red; Color.blue }, proposal: proposal(100, 100))
        }
        #expect(dump == """
        LazyVGrid(spacing: .infinity) (0, 0, 10, 28)
          Color (0, 0, 10, 10)
          Color (0, 18, 10, 10)
        """)
        #expect(warnings == ["LazyVGrid has the spacing inf; the default 8 is used. Give a finite spacing, or nil"])
    }

    // MARK: Pixels

    /// Three 10-point cells of an adaptive grid 38 wide, 8 apart: red, white gap, blue, gap, green.
    @Test func adaptiveCellsArePaintedInTheirColumns() throws {
        let image = try renderView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) {
            pureRed.frame(height: 10)
            pureBlue.frame(height: 10)
            pureGreen.frame(height: 10)
        }.frame(width: 46).background(Color.white), proposal: proposal(46, 10))
        let row = (0..<46).map { image.pixmap[$0, 5] }
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255), white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(row == Array(repeating: red, count: 10) + Array(repeating: white, count: 8) + Array(repeating: blue, count: 10)
                + Array(repeating: white, count: 8) + Array(repeating: green, count: 10))
    }
}
