// CGAffineTransform.swift · Raster/Geometry · mirrors CoreGraphics CGAffineTransform
// Status: Complete for the operations SwiftUI code uses. Linux Foundation has no
// CGAffineTransform, so Raster defines it with CoreGraphics' names and conventions.

import Foundation

/// An affine transformation matrix, as in CoreGraphics.
///
/// Raster: the matrix maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. Coordinates are y-down (SwiftUI's convention), so a
/// positive rotation angle turns clockwise on screen.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform with these six entries, unlabelled (CoreGraphics' Swift overlay spells it
    /// both ways).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen in Raster's y-down space).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: a point is first mapped by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self` (CoreGraphics' order).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (CoreGraphics' order).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (CoreGraphics' order).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the matrix is singular (CoreGraphics' behaviour).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant
        let ic = -c / determinant, id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation ignored), as in CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let p0 = CGPoint(x: minX, y: minY).applying(t), p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t), p3 = CGPoint(x: maxX, y: maxY).applying(t)
        let minX = Self.lowest(p0.x, p1.x, p2.x, p3.x), minY = Self.lowest(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: Self.highest(p0.x, p1.x, p2.x, p3.x) - minX,
                      height: Self.highest(p0.y, p1.y, p2.y, p3.y) - minY)
    }

    /// The least of four values, compared in order as `Sequence.min()` compares them (in
    /// registers: a stroke maps its visible rectangle once per draw).
    private static func lowest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        let ab = b < a ? b : a, abc = c < ab ? c : ab
        return d < abc ? d : abc
    }

    /// The greatest of four values, compared in order as `Sequence.max()` compares them.
    private static func highest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        let ab = a < b ? b : a, abc = ab < c ? c : ab
        return abc < d ? d : abc
    }
}
