import Foundation
import Testing
@testable import Raster

/// The box blur's rounded mean by reciprocal equals the division it replaces, and its passes
/// down the columns, made a row at a time, equal a pass down each column.
@Suite struct BlurMeanTests {
    /// Every sum a box of 8-bit samples can reach, for widths of small, 3× and very large
    /// blurs, and the division kept for widths of 2¹⁶ and more.
    @Test func theReciprocalMeanIsTheRoundedDivision() {
        for width in [2, 3, 7, 19, 56, 57, 113, 255, 1000, 4097, 65535, 65536, 200_000] {
            let mean = Blur.RoundedMean(width: width)
            let step = width < 5000 ? 1 : 7
            for sum in stride(from: 0, through: 255 * width, by: step) {
                guard Int(mean.of(sum)) == (sum + width / 2) / width else {
                    Issue.record("width \(width), sum \(sum): \(mean.of(sum)) ≠ \((sum + width / 2) / width)")
                    return
                }
            }
            #expect(Int(mean.of(255 * width)) == 255)
        }
    }

    /// The four-lane mean equals the one-sum mean for every sum of small, 3× and widest
    /// widths within the 32-bit lanes' limit (181, where the error bound is tightest), and
    /// past it (the 64-bit reciprocal).
    @Test func theFourLaneMeanIsTheOneSumMean() {
        for width in Array(2...9) + [56, 57, 113, 127, 128] + Array(175...182) + [255, 4097] {
            let mean = Blur.RoundedMean(width: width)
            for sum in 0...(255 * width) {
                let lanes = mean.of(SIMD4<Int32>(Int32(sum), Int32(255 * width - sum), Int32(sum / 2), 0))
                guard lanes == SIMD4(mean.of(sum), mean.of(255 * width - sum), mean.of(sum / 2), 0) else {
                    Issue.record("width \(width), sum \(sum): \(lanes)")
                    return
                }
            }
        }
    }

    /// Seeded random images, 1 and 4 channels, blurred inside a rect of a larger buffer with
    /// odd and even box widths, a σ whose boxes outreach the rect and a σ only across: the
    /// bytes equal a straightforward blur that runs each box down one column at a time.
    @Test func theRowAtATimeColumnPassesEqualAColumnAtATime() {
        var generator = SplitMix64(state: 21)
        for channels in [1, 4] {
            for (sigmaX, sigmaY) in [(2.0, 2.0), (3.0, 1.5), (10.0, 10.0), (40.0, 40.0), (4.0, 0.0)] {
                let width = 37, height = 29
                let rect = PixelRect(x0: 3, y0: 2, x1: 33, y1: 27)
                let input = (0..<width * height * channels).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                var blurred = input
                blurred.withUnsafeMutableBufferPointer {
                    Blur.apply(to: $0.baseAddress!, width: width, height: height, channels: channels,
                               sigmaX: sigmaX, sigmaY: sigmaY, in: rect)
                }
                let expected = referenceBlur(input, width: width, channels: channels, sigmaX: sigmaX, sigmaY: sigmaY, in: rect)
                #expect(blurred == expected, "\(channels) channels, σ \(sigmaX) × \(sigmaY)")
            }
        }
    }

    /// A blur asked for some rows only (a backdrop's bounds) gives those rows the bytes of
    /// the whole blur, with odd and even box widths (σ 2 and 3 give widths 5 and 6), needed
    /// rows at the rect's top, middle and bottom, and a σ whose boxes outreach the rect.
    @Test func theNeededRowsEqualTheWholeBlur() {
        var generator = SplitMix64(state: 34)
        for channels in [1, 4] {
            for sigma in [2.0, 3.0, 10.0, 40.0] {
                for (y0, y1) in [(2, 9), (11, 15), (20, 27), (2, 27)] {
                    let width = 37, height = 29
                    let rect = PixelRect(x0: 3, y0: 2, x1: 33, y1: 27)
                    let needed = PixelRect(x0: 3, y0: y0, x1: 33, y1: y1)
                    let input = (0..<width * height * channels).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                    var whole = input, part = input
                    whole.withUnsafeMutableBufferPointer {
                        Blur.apply(to: $0.baseAddress!, width: width, height: height, channels: channels,
                                   sigmaX: sigma, sigmaY: sigma, in: rect)
                    }
                    part.withUnsafeMutableBufferPointer {
                        Blur.apply(to: $0.baseAddress!, width: width, height: height, channels: channels,
                                   sigmaX: sigma, sigmaY: sigma, in: rect, needed: needed)
                    }
                    let rows = (y0 * width * channels)..<(y1 * width * channels)
                    #expect(part[rows] == whole[rows], "\(channels) channels, σ \(sigma), rows \(y0)..<\(y1)")
                }
            }
        }
    }

    /// Each box over each row, then each box down each column, every sum taken afresh.
    private func referenceBlur(_ pixels: [UInt8], width: Int, channels: Int, sigmaX: Double, sigmaY: Double,
                               in rect: PixelRect) -> [UInt8] {
        var out = pixels
        func boxPass(_ indices: [Int], box: (width: Int, left: Int)) {
            let samples = indices.map { Int(out[$0]) }
            for (i, index) in indices.enumerated() {
                let window = max(0, i - box.left)...min(samples.count - 1, i - box.left + box.width - 1)
                out[index] = UInt8((window.reduce(0) { $0 + samples[$1] } + box.width / 2) / box.width)
            }
        }
        for box in Blur.boxes(sigma: sigmaX) {
            for y in rect.y0..<rect.y1 {
                for c in 0..<channels { boxPass((rect.x0..<rect.x1).map { (y * width + $0) * channels + c }, box: box) }
            }
        }
        for box in Blur.boxes(sigma: sigmaY) {
            for x in rect.x0..<rect.x1 {
                for c in 0..<channels { boxPass((rect.y0..<rect.y1).map { ($0 * width + x) * channels + c }, box: box) }
            }
        }
        return out
    }
}
