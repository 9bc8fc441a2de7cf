// UnitCurve.swift · Raster/Animation · mirrors SwiftUI UnitCurve (iOS 17)
// Status: Complete for the cubic Bézier curves (swiftui-behavior.md §5.1) and the three
// circular curves (quarter circles, as Apple documents them).
//
// A timing curve is the cubic Bézier from (0, 0) to (1, 1) with control points P1 and P2:
//     x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³,   y(s) likewise.
// Progress at time fraction t is y(s) where x(s) = t. x is monotonic in s for control
// x-coordinates in 0...1, so s is found by Newton's method from s = t, falling back to
// bisection when the derivative is small, to 1e-7.

import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in 0...1 to
/// an output progress.
public struct UnitCurve: Hashable, Sendable {
    let p1: CGPoint
    let p2: CGPoint
    /// A quarter-circle curve in place of the Bézier (`circularEaseIn` …); nil for Béziers.
    private var circle: Circle?

    /// The circular curves: arcs of the unit circle.
    private enum Circle: Hashable, Sendable {
        case easeIn, easeOut, easeInOut
    }

    private init(p1: CGPoint, p2: CGPoint) {
        self.p1 = p1
        self.p2 = p2
    }

    private init(_ circle: Circle) {
        self.init(p1: .zero, p2: CGPoint(x: 1, y: 1))
        self.circle = circle
    }

    /// A Bézier curve with control points `startControlPoint` and `endControlPoint`; their
    /// x-coordinates are clamped to 0...1. Raster: a control point that is not finite makes
    /// the curve linear, with a one-time warning.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let coordinates = [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y]
        guard coordinates.allSatisfy(\.isFinite) else {
            warnOnce("UnitCurve.bezier(startControlPoint: (\(startControlPoint.x), \(startControlPoint.y)), endControlPoint: "
                     + "(\(endControlPoint.x), \(endControlPoint.y))): control points must be finite; the curve is linear")
            return .linear
        }
        return UnitCurve(p1: CGPoint(x: min(max(startControlPoint.x, 0), 1), y: startControlPoint.y),
                         p2: CGPoint(x: min(max(endControlPoint.x, 0), 1), y: endControlPoint.y))
    }

    public static let linear = UnitCurve(p1: .zero, p2: CGPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve(p1: .zero, p2: CGPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 0.58, y: 1))

    /// A circular ease-in: 1 − √(1 − t²), a quarter circle starting flat (SwiftUI
    /// `UnitCurve.circularEaseIn`, iOS 17).
    public static let circularEaseIn = UnitCurve(.easeIn)
    /// A circular ease-out: √(1 − (1 − t)²), a quarter circle ending flat.
    public static let circularEaseOut = UnitCurve(.easeOut)
    /// A circular ease-in for the first half and ease-out for the second, each a quarter
    /// circle scaled by a half.
    public static let circularEaseInOut = UnitCurve(.easeInOut)

    /// The output progress at input progress `progress` (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch circle {
        case .easeIn?: return 1 - (1 - t * t).squareRoot()
        case .easeOut?: return (1 - (1 - t) * (1 - t)).squareRoot()
        case .easeInOut?:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : (1 + (1 - (2 - 2 * t) * (2 - 2 * t)).squareRoot()) / 2
        case nil: break
        }
        if p1.x == p1.y && p2.x == p2.y { return t }
        return Double(Self.coordinate(solveForParameter(t), Double(p1.y), Double(p2.y)))
    }

    /// The slope of the curve at input progress `progress` (output per input).
    /// Raster: a circular curve's slope is infinite where its arc is vertical (t = 1 for
    /// `circularEaseIn`, 0 for `circularEaseOut`, 0.5 for `circularEaseInOut`).
    public func velocity(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch circle {
        case .easeIn?: return t / (1 - t * t).squareRoot()
        case .easeOut?: return (1 - t) / (1 - (1 - t) * (1 - t)).squareRoot()
        case .easeInOut?:
            let u = t < 0.5 ? 2 * t : 2 - 2 * t
            return u / (1 - u * u).squareRoot()
        case nil: break
        }
        // The straight line (control points on it) is 1 everywhere, its ends included, where
        // the Bézier's derivatives are both 0.
        if p1.x == p1.y && p2.x == p2.y { return 1 }
        let s = solveForParameter(t)
        let dx = Self.derivative(s, Double(p1.x), Double(p2.x))
        let dy = Self.derivative(s, Double(p1.y), Double(p2.y))
        return dx == 0 ? 0 : dy / dx
    }

    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    private static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The curve parameter s whose x is `x`.
    private func solveForParameter(_ x: Double) -> Double {
        let x1 = Double(p1.x), x2 = Double(p2.x)
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
