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
