import Foundation
import Testing
@testable import Raster

@Suite struct CGAffineTransformTests {
    /// The unlabelled initializer (as isometric and skew effects write it) is the labelled one.
    @Test func theUnlabelledInitializerTakesTheEntriesInOrder() {
        #expect(CGAffineTransform(1, 0.5, -0.5, 1, 3, 4) == CGAffineTransform(a: 1, b: 0.5, c: -0.5, d: 1, tx: 3, ty: 4))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test func inverseUndoesTransform() {
        let t = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -4).scaledBy(x: 2, y: 2)
        let p = CGPoint(x: 7, y: 9).applying(t).applying(t.inverted())
        #expect(abs(p.x - 7) < 1e-12 && abs(p.y - 9) < 1e-12)
    }
}
