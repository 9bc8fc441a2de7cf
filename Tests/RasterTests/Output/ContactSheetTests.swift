// ContactSheetTests.swift · RasterTests/Output · checks Output/ContactSheet.swift

import Foundation
import Testing
@testable import Raster

@Suite struct ContactSheetTests {
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A flat w × h frame of `colour`.
    static func flat(_ colour: [UInt8], width: Int = 10, height: Int = 6) -> Pixmap {
        makePixmap(width: width, height: height) { _, _ in colour }
    }

    static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = pixmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func gridLayoutWithCaptions() throws {
        let frames = (0..<5).map { Self.flat([UInt8($0 * 50), 0, 0, 255]) }
        let caption = Self.flat([0, 0, 200, 255], width: 4, height: 9)  // taller than its band: clipped
        let sheet = try ContactSheet(columns: 3, padding: 2, captionHeight: 4)
            .render(frames) { $0 == 4 ? nil : caption }
        #expect(sheet.width == 3 * 10 + 4 * 2 && sheet.height == 2 * (6 + 4) + 3 * 2)
        for i in 0..<5 {
            let x = 2 + i % 3 * 12, y = 2 + i / 3 * 12
            #expect(Self.pixel(sheet, x, y) == [UInt8(i * 50), 0, 0, 255], "frame \(i) top-left")
            #expect(Self.pixel(sheet, x + 9, y + 5) == [UInt8(i * 50), 0, 0, 255], "frame \(i) bottom-right")
            #expect(Self.pixel(sheet, x - 1, y) == Self.white, "padding left of frame \(i)")
            // The caption is centred (x + 3 ..< x + 7) and clipped to rows y + 6 ..< y + 10.
            let inCaption: [UInt8] = i == 4 ? Self.white : [0, 0, 200, 255]
            #expect(Self.pixel(sheet, x + 3, y + 6) == inCaption && Self.pixel(sheet, x + 6, y + 9) == inCaption)
            #expect(Self.pixel(sheet, x + 2, y + 6) == Self.white && Self.pixel(sheet, x + 7, y + 6) == Self.white)
            #expect(Self.pixel(sheet, x + 3, y + 10) == Self.white, "caption band ends")
        }
        #expect(Self.pixel(sheet, 2 + 2 * 12, 14) == Self.white, "no sixth cell")
    }

    @Test func fewerFramesThanColumnsNarrowsTheSheet() throws {
        let sheet = try ContactSheet(columns: 8, padding: 1).render([Self.flat([1, 2, 3, 255])])
        #expect(sheet.width == 12 && sheet.height == 8)
    }

    @Test func translucentFramesAreCompositedOverTheBackground() throws {
        let background = PremultipliedRGBA8(r: 0, g: 0, b: 200, a: 255)
        let sheet = try ContactSheet(columns: 2, padding: 0, background: background)
            .render([Self.flat([0, 0, 0, 0], width: 1, height: 1), Self.flat([100, 0, 0, 128], width: 1, height: 1)])
        #expect(Self.pixel(sheet, 0, 0) == [0, 0, 200, 255])
        #expect(Self.pixel(sheet, 1, 0) == [100, 0, 100, 255])  // 200 × 127 / 255 = 99.6
    }

    @Test func smallerFramesAreCentredInTheirCell() throws {
        let sheet = try ContactSheet(columns: 2, padding: 0, background: .transparent)
            .render([Self.flat([9, 9, 9, 255], width: 4, height: 4), Self.flat([7, 7, 7, 255], width: 2, height: 2)])
        #expect(sheet.width == 8 && sheet.height == 4)
        #expect(Self.pixel(sheet, 5, 1) == [7, 7, 7, 255] && Self.pixel(sheet, 6, 2) == [7, 7, 7, 255])
        #expect(Self.pixel(sheet, 4, 0) == [0, 0, 0, 0] && Self.pixel(sheet, 7, 3) == [0, 0, 0, 0])
    }

    @Test func integerReductionAveragesBlocksIncludingPartialOnes() throws {
        let frame = makePixmap(width: 5, height: 3) { x, y in [UInt8(x * 10 + y), 0, 0, 255] }
        let reduced = try ContactSheet.boxReduced(frame, by: 2)
        #expect(reduced.width == 3 && reduced.height == 2)
        // Block (0,0): 0, 10, 1, 11 → 5.5 → 6. Block (2,0): 40, 41 → 40.5 → 41. Block (1,1): 22, 32 → 27.
        #expect(Self.pixel(reduced, 0, 0) == [6, 0, 0, 255])
        #expect(Self.pixel(reduced, 2, 0) == [41, 0, 0, 255])
        #expect(Self.pixel(reduced, 1, 1) == [27, 0, 0, 255])
        #expect(Self.pixel(reduced, 2, 1) == [42, 0, 0, 255])
    }

    @Test func halfFactorEqualsTwoByTwoBoxes() throws {
        var random = SplitMix64(state: 3)
        let frame = makePixmap(width: 12, height: 8) { _, _ in [random.byte() / 2, random.byte() / 2, 0, 128] }
        let byFactor = try ContactSheet(padding: 0, reduction: .factor(0.5)).render([frame])
        let byInteger = try ContactSheet(padding: 0, reduction: .integer(2)).render([frame])
        #expect(byFactor.width == 6 && byFactor.height == 4)
        #expect(byFactor.data == byInteger.data)
    }

    @Test func bilinearInterpolatesBetweenPixelCentres() throws {
        let ramp = makePixmap(width: 4, height: 1) { x, _ in [UInt8(x * 60), 0, 0, 255] }
        let reduced = try ContactSheet.bilinear(ramp, width: 3, height: 1)
        // Target centres map to source x = 1/6, 3/2, 17/6: 10, 90, 170.
        #expect((0..<3).map { Self.pixel(reduced, $0, 0)[0] } == [10, 90, 170])
        let sheet = try ContactSheet(padding: 0, reduction: .factor(0.3)).render([Self.flat([40, 50, 60, 255], width: 20, height: 10)])
        #expect(sheet.width == 6 && sheet.height == 3)
        #expect(Set(stride(from: 0, to: sheet.data.count, by: 4).map { Array(sheet.data[$0..<($0 + 4)]) }) == [[40, 50, 60, 255]])
    }

    @Test func invalidParametersThrow() {
        let frame = Self.flat([0, 0, 0, 255])
        #expect(throws: ContactSheetError.noFrames) { try ContactSheet().render([]) }
        #expect(throws: ContactSheetError.invalidParameter("columns 0 is less than 1")) {
            try ContactSheet(columns: 0).render([frame])
        }
        #expect(throws: ContactSheetError.invalidParameter("padding -1 and caption height 0 must not be negative")) {
            try ContactSheet(padding: -1).render([frame])
        }
        for reduction in [ContactSheet.Reduction.integer(0), .factor(0), .factor(1.5), .factor(.nan)] {
            #expect(throws: ContactSheetError.invalidParameter("reduction \(reduction) is not a shrink")) {
                try ContactSheet(reduction: reduction).render([frame])
            }
        }
    }
}
