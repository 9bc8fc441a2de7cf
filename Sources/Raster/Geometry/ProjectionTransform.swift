// ProjectionTransform.swift · Raster/Geometry · mirrors SwiftUI ProjectionTransform (iOS 17)
// Status: Complete.

import Foundation

/// A 3×3 projective transform of the plane.
///
/// Raster: row-vector convention like `CGAffineTransform` (`m11 = a`, `m12 = b`,
/// `m21 = c`, `m22 = d`, `m31 = tx`, `m32 = ty`): a point `(x, y)` maps to `(X/W, Y/W)` where
/// `(X, Y, W) = (x, y, 1) · M`. `m13` and `m23` are the perspective terms. Points, y down.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    /// The identity.
    public init() {}

    /// The affine transform `m` as a projection.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The projection of `m` onto the z = 0 plane: rows and columns 1, 2 and 4 of the 4×4
    /// matrix (z of the input is 0 and z of the output is dropped).
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
         m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) =
            (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part (`m13 = m23 = 0`, `m33 = 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part as a `CGAffineTransform` (exact when `isAffine`).
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` then `rhs` (the product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        let p = (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return ProjectionTransform(rows: p)
    }

    /// The determinant of the 3×3 matrix.
    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false (and leaves it unchanged) when it is
    /// singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        self = ProjectionTransform(rows: [
            [(m22 * m33 - m23 * m32) / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det],
            [(m23 * m31 - m21 * m33) / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det],
            [(m21 * m32 - m22 * m31) / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det],
        ])
        return true
    }

    /// The inverse, or the transform unchanged when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m21: r[1][0], m22: r[1][1], m23: r[1][2],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2])
    }

    /// Whether every entry is finite.
    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }
}

extension CGPoint {
    /// The point mapped by the projective transform `m` (`(X/W, Y/W)`; see `ProjectionTransform`).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
