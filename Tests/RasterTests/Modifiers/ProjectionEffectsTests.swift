// ProjectionEffectsTests.swift · RasterTests/Modifiers · ProjectionTransform, CATransform3D, GeometryEffect, rotation3DEffect, projectionEffect, drawingGroup
// Corner positions are worked by hand from T(−a)·R·P·T(a) (ProjectionEffects.swift): for a
// 100×100 view rotated 60° about y through its centre with perspective 1, a point X points
// right of the anchor lands at X·cos60°/w with w = 1 + X·sin60°/100.

import Foundation
import Testing
@testable import Raster

@Suite struct ProjectionEffectsTests {
    private func close(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
    }

    @Test func projectionTransformMatchesAffineAndInverts() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let p = ProjectionTransform(affine)
        #expect(p.isAffine && !p.isIdentity)
        let point = CGPoint(x: 3, y: 5)
        #expect(point.applying(p) == point.applying(affine))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        perspective.m31 = 10
        #expect(!perspective.isAffine)
        // (10, 0) → (10 + 10, 0) / (1 + 0.1).
        #expect(close(CGPoint(x: 10, y: 0).applying(perspective), 20 / 1.1, 0))
        let roundTrip = CGPoint(x: 10, y: 0).applying(perspective).applying(perspective.inverted())
        #expect(close(roundTrip, 10, 0))
        var singular = ProjectionTransform()
        singular.m11 = 0
        singular.m21 = 0
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular.m22 == 1)
    }

    @Test func concatenatingAppliesTheLeftFirst() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        let move = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
    }

    @Test func caTransform3DRotationAboutZIsAScreenRotation() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Clockwise on screen (y down), like CGAffineTransform(rotationAngle:).
        #expect(close(CGPoint(x: 1, y: 0).applying(ProjectionTransform(t)), 0, 1))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 1, 0, 0)
        #expect(close(CGPoint(x: 0, y: 0).applying(ProjectionTransform(moved)), 2, 0))
    }

    @Test func rotation3DAboutYMatchesTheHandWorkedCorners() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0))
        let m = effect.effectValue(size: CGSize(width: 100, height: 100))
        #expect(!m.isAffine)
        let s = sin(CGFloat.pi / 3), c = cos(CGFloat.pi / 3)
        let wRight = 1 + 50 * s / 100, wLeft = 1 - 50 * s / 100
        #expect(close(CGPoint(x: 100, y: 0).applying(m), 50 * c / wRight + 50, -50 / wRight + 50))
        #expect(close(CGPoint(x: 0, y: 100).applying(m), -50 * c / wLeft + 50, 50 / wLeft + 50))
        // The anchor does not move.
        #expect(close(CGPoint(x: 50, y: 50).applying(m), 50, 50))
    }

    @Test func rotation3DAboutZIsRotationEffect() {
        let m = _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 40, height: 20))
        #expect(m.isAffine)
        let expected = GeometryEffectTransform.about(.center, in: CGRect(x: 0, y: 0, width: 40, height: 20),
                                                      CGAffineTransform(rotationAngle: .pi / 6))
        let p = CGPoint(x: 3, y: 17)
        let q = p.applying(expected)
        #expect(close(p.applying(m), q.x, q.y))
    }

    @Test func perspectiveZeroIsAParallelProjection() {
        let m = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
            .effectValue(size: CGSize(width: 100, height: 100))
        #expect(m.isAffine)
        #expect(close(CGPoint(x: 100, y: 0).applying(m), 75, 0))
    }

    @Test func rotatedSquareIsDrawnAsATrapezoid() throws {
        let image = try renderView(ZStack {
            Color.white.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }.frame(width: 200, height: 200).background(Color.black))
        writeScratch(image, "rotation3D")
        // The square sits at (50, 50). Its right edge lands at x = 50 + 67.45, its left edge at
        // 50 + 5.91; at mid-height the white spans between them.
        #expect(image[57, 100] == opaqueWhite)
        #expect(image[115, 100] == opaqueWhite)
        #expect(image[54, 100] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[119, 100] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        // The near (left) edge is taller than the square: from y 50 − 38.2 to 50 + 138.2.
        #expect(image[58, 15] == opaqueWhite)
        #expect(image[58, 180] == opaqueWhite)
        // The far (right) edge is shorter: from 50 + 15.1 to 50 + 84.9.
        #expect(image[115, 62] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[115, 70] == opaqueWhite)
    }

    @Test func projectionEffectWithAffineTransformDrawsExactly() throws {
        let moved = try renderView(ZStack { Color.red.frame(width: 10, height: 10)
                .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))) }
            .frame(width: 20, height: 10))
        let offset = try renderView(ZStack { Color.red.frame(width: 10, height: 10).offset(x: 5) }.frame(width: 20, height: 10))
        #expect(moved.pixmap.data == offset.pixmap.data)
    }

    /// A custom effect: shifts the view by `amount` points.
    struct Shift: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
        }
    }

    @Test func customGeometryEffectMovesTheDrawing() throws {
        let image = try renderView(ZStack { Color.black.frame(width: 10, height: 10).modifier(Shift(amount: 10)) }
            .frame(width: 30, height: 10).background(Color.white))
        // Centred at x 10...20, moved 10 points right.
        #expect(image[15, 5] == opaqueWhite)
        #expect(image[25, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func customGeometryEffectAnimates() throws {
        struct Scene: View {
            @State var moved = false
            var body: some View {
                ZStack { Color.black.frame(width: 10, height: 10).modifier(Shift(amount: moved ? 40 : 0)) }
                    .frame(width: 60, height: 10).background(Color.white)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
        let host = ViewHost(Scene(), size: CGSize(width: 60, height: 10))
        _ = host.tap(at: CGPoint(x: 30, y: 5))
        host.advance(by: 0.5)
        let image = host.render()
        // Half way: shifted 20 points from x 25...35 to 45...55 of the 60-point frame.
        #expect(image[50, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[30, 5] == opaqueWhite && image[42, 5] == opaqueWhite && image[57, 5] == opaqueWhite)
    }

    @Test func drawingGroupKeepsOpaquePixels() throws {
        func scene(_ grouped: Bool) -> some View {
            ZStack { Circle().fill(Color.red).frame(width: 20, height: 20); Color.blue.frame(width: 5, height: 5) }
                .modifier(GroupIf(grouped: grouped))
        }
        #expect(try renderView(scene(true)).pixmap.data == renderView(scene(false)).pixmap.data)
        let opaque = try renderView(pureRed.opacity(0.5).frame(width: 4, height: 4).drawingGroup(opaque: true))
        #expect(opaque[1, 1] == RGBA8(r: 128, g: 0, b: 0, a: 255))
    }

    struct GroupIf: ViewModifier {
        let grouped: Bool
        func body(content: Content) -> some View {
            if grouped { content.drawingGroup() } else { content }
        }
    }

    @Test func badRotationInputWarnsAndDrawsUnrotated() throws {
        let straight = try renderView(ZStack { Color.red.frame(width: 10, height: 10) }.frame(width: 20, height: 20))
        let (zeroAxis, warnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(ZStack { Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(40), axis: (0, 0, 0)) }
                .frame(width: 20, height: 20))
        }
        #expect(zeroAxis.pixmap.data == straight.pixmap.data)
        #expect(warnings == ["rotation3DEffect(.radians(0.6981317007977318), axis: (0.0, 0.0, 0.0), anchorZ: 0.0, perspective: 1.0) "
                             + "needs finite numbers and a non-zero axis; the view is drawn unrotated"])
        let (nanAngle, nanWarnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(ZStack { Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(.nan), axis: (0, 1, 0),
                                                                                              perspective: .infinity) }
                .frame(width: 20, height: 20))
        }
        #expect(nanAngle.pixmap.data == straight.pixmap.data)
        #expect(nanWarnings.count == 1)
    }

    @Test func singularProjectionDrawsNothingWithAWarning() throws {
        var singular = ProjectionTransform()
        singular.m13 = 1
        singular.m11 = 0
        singular.m12 = 0
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(ZStack { Color.red.frame(width: 10, height: 10).projectionEffect(singular) }.frame(width: 20, height: 20))
        }
        #expect(image[10, 10] == transparent)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("is singular or not finite; the view is not drawn. Give a transform with a non-zero determinant") == true)
    }
}
