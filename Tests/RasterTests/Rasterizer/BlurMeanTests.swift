import Foundation
import Testing
@testable import Raster

/// The box blur's rounded mean by reciprocal equals the division it replaces.
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
}
