import Foundation
import Testing
@testable import Raster

@Suite struct ShapeTransformsTests {
    private let rect = CGRect(x: 0, y: 0, width: 20, height: 10)

    @Test func offsetShapeMovesTheOutline() {
        #expect(Rectangle().offset(x: 3, y: 4).path(in: rect).boundingRect == CGRect(x: 3, y: 4, width: 20, height: 10))
        #expect(Rectangle().offset(CGPoint(x: -1, y: 0)).path(in: rect).boundingRect == CGRect(x: -1, y: 0, width: 20, height: 10))
    }

    @Test func rotatedShapeTurnsAboutTheCentre() {
        let box = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(box.minX - 5) < 1e-9 && abs(box.minY + 5) < 1e-9)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
    }

    @Test func scaledShapeScalesAboutTheAnchor() {
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 5, y: 2.5, width: 10, height: 5))
        #expect(Rectangle().scale(x: 2, anchor: .topLeading).path(in: rect).boundingRect
                == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func transformedShapeAppliesTheMatrix() {
        let path = Rectangle().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: rect)
        #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 20, height: 10))
    }

    @Test func shapeOffsetKeepsTheFrame() throws {
        let view = Rectangle().offset(x: 10).fill(Color.red).frame(width: 10, height: 10)
            .frame(width: 20, height: 10, alignment: .leading).background(Color.white)
        let image = try renderView(view)
        #expect(image[5, 5] == opaqueWhite)
        #expect(image[15, 5] == systemRed)
        let frames = layoutFrames(view, proposal: .unspecified)
        #expect(frames.contains { $0.name == "OffsetShape" && $0.frame == CGRect(x: 0, y: 0, width: 10, height: 10) })
    }

    @Test func sizedShapeMakesItsPathAtTheSizeFromTheFramesOrigin() {
        let frame = CGRect(x: 4, y: 6, width: 20, height: 10)
        #expect(Rectangle().size(width: 8, height: 3).path(in: frame).boundingRect == CGRect(x: 4, y: 6, width: 8, height: 3))
        #expect(Circle().size(CGSize(width: 6, height: 6)).path(in: frame) == Circle().path(in: CGRect(x: 4, y: 6, width: 6, height: 6)))
        var sized = _SizedShape(shape: Rectangle(), size: CGSize(width: 1, height: 2))
        sized.animatableData.second = AnimatablePair(5, 7)
        #expect(sized.size == CGSize(width: 5, height: 7))
    }

    /// A 4 × 3 red outline at the top-leading corner of a 10 × 10 frame; the frame stays 10 × 10.
    @Test func sizedShapeDrawsInItsRectAndKeepsTheFrame() throws {
        let view = Rectangle().size(width: 4, height: 3).fill(Color.red).frame(width: 10, height: 10)
            .background(Color.white)
        let image = try renderView(view)
        #expect(image[0, 0] == systemRed)
        #expect(image[3, 2] == systemRed)
        #expect(image[4, 2] == opaqueWhite)
        #expect(image[3, 3] == opaqueWhite)
        #expect(image[9, 9] == opaqueWhite)
        let frames = layoutFrames(Rectangle().size(width: 4, height: 3), proposal: ProposedViewSize(width: 10, height: 10))
        #expect(frames.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func insettableTransformsInset() {
        let inset = Circle().offset(x: 2).inset(by: 1).path(in: rect)
        #expect(inset == Circle().inset(by: 1).path(in: rect).offsetBy(dx: 2, dy: 0))
    }

    @Test func anyShapeForwardsPathAndSize() {
        let shape = AnyShape(Circle())
        #expect(shape.path(in: rect) == Circle().path(in: rect))
        #expect(shape.sizeThatFits(ProposedViewSize(width: 30, height: 10)) == CGSize(width: 10, height: 10))
    }

    @Test func pathIsDrawnWhereItIs() throws {
        let path = Path { $0.addRect(CGRect(x: 2, y: 3, width: 4, height: 5)) }
        let image = try renderView(path.fill(Color.red).frame(width: 10, height: 10))
        #expect(image[2, 3] == systemRed)
        #expect(image[5, 7] == systemRed)
        #expect(image[1, 3] == transparent)
        #expect(image[6, 8] == transparent)
        #expect(layoutFrames(path, proposal: .unspecified).first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func staticShapeMembers() {
        let r = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(Rectangle.rect.path(in: r) == Rectangle().path(in: r))
        #expect(RoundedRectangle.rect(cornerRadius: 4).path(in: r) == RoundedRectangle(cornerRadius: 4).path(in: r))
        #expect(RoundedRectangle.rect(cornerSize: CGSize(width: 4, height: 2), style: .circular).path(in: r)
                == RoundedRectangle(cornerSize: CGSize(width: 4, height: 2), style: .circular).path(in: r))
        #expect(Capsule.capsule.path(in: r) == Capsule().path(in: r))
        #expect(Capsule.capsule(style: .circular).style == .circular)
        #expect(Circle.circle.path(in: r) == Circle().path(in: r))
        #expect(Ellipse.ellipse.path(in: r) == Ellipse().path(in: r))
    }

    @Test func staticMembersWorkInShapeContexts() throws {
        let a = try renderView(Color.red.frame(width: 20, height: 20).clipShape(.circle))
        let b = try renderView(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
        #expect(a.pixmap.data == b.pixmap.data)
    }
}
