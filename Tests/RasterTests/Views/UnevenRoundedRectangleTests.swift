import Foundation
import Testing
@testable import Raster

@Suite struct UnevenRoundedRectangleTests {
    @Test func onlyTheRoundedCornerIsCut() throws {
        let image = try renderView(UnevenRoundedRectangle(topLeadingRadius: 8).fill(Color.red).frame(width: 20, height: 20))
        writeScratch(image, "uneven-topLeading")
        #expect(image[0, 0] == transparent)
        #expect(image[19, 0] == systemRed)
        #expect(image[0, 19] == systemRed)
        #expect(image[19, 19] == systemRed)
        #expect(image[10, 10] == systemRed)
    }

    @Test func eachCornerHasItsOwnRadius() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 2, bottomTrailingRadius: 6,
                                           topTrailingRadius: 10, style: .circular)
        let image = try renderView(shape.fill(Color.red).frame(width: 20, height: 20))
        writeScratch(image, "uneven-four")
        // Along the diagonal from each corner, pixel n's centre is (n + ½)·√2 from the corner
        // and a circular corner of radius r is r·(√2 − 1) from it: n + ½ < 0.29·r is clear.
        func clearAlongDiagonal(x: Int, y: Int, dx: Int, dy: Int) -> Int {
            var n = 0
            while image[x + n * dx, y + n * dy].a < 128 { n += 1 }
            return n
        }
        let tl = clearAlongDiagonal(x: 0, y: 0, dx: 1, dy: 1)
        let bl = clearAlongDiagonal(x: 0, y: 19, dx: 1, dy: -1)
        let br = clearAlongDiagonal(x: 19, y: 19, dx: -1, dy: -1)
        let tr = clearAlongDiagonal(x: 19, y: 0, dx: -1, dy: 1)
        #expect([tl, bl, br, tr] as [Int] == [0, 1, 2, 3])
    }

    @Test func matchesRoundedRectangleWhenEven() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 6, bottomLeading: 6,
                                                                                  bottomTrailing: 6, topTrailing: 6),
                                                style: style)
            #expect(uneven.path(in: rect) == RoundedRectangle(cornerRadius: 6, style: style).path(in: rect))
        }
    }

    @Test func squareCornersMakeARectangleOutline() {
        let path = UnevenRoundedRectangle().path(in: CGRect(x: 1, y: 2, width: 10, height: 5))
        #expect(path.elements == [
            .move(to: CGPoint(x: 1, y: 2)),
            .line(to: CGPoint(x: 11, y: 2)),
            .line(to: CGPoint(x: 11, y: 7)),
            .line(to: CGPoint(x: 1, y: 7)),
            .line(to: CGPoint(x: 1, y: 2)),
            .closeSubpath,
        ])
    }

    @Test func staticMembersBuildTheSameShape() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
        let a: UnevenRoundedRectangle = .rect(topLeadingRadius: 3, bottomTrailingRadius: 5)
        let b: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 3, bottomTrailing: 5))
        #expect(a.path(in: rect) == b.path(in: rect))
        #expect(a.style == .continuous)
    }

    @Test func insetShrinksFrameAndRadii() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 4, style: .circular)
        let inset = shape.inset(by: 1).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let direct = UnevenRoundedRectangle(topLeadingRadius: 3, style: .circular).path(in: CGRect(x: 1, y: 1, width: 18, height: 18))
        #expect(inset == direct)
    }

    @Test func radiiAnimateAsOneVector() {
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        radii.animatableData.scale(by: 2)
        #expect(radii == RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
    }
}
