// MeshGradient.swift · Raster/Views · mirrors SwiftUI MeshGradient and Gradient.ColorSpace (iOS 18)
// Status: Complete for the API; the curves through plain points and the smooth colour
// interpolation are Raster's reading (below), not measured against a device.

import Foundation

extension Gradient {
    /// The space a gradient's colours are interpolated in.
    ///
    /// Mirrors SwiftUI's `Gradient.ColorSpace` (iOS 18). Raster reads it in `MeshGradient`.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable { case device, perceptual }
        let kind: Kind

        /// The encoded sRGB components, interpolated as they are (the default).
        public static let device = ColorSpace(kind: .device)
        /// Oklab, where equal steps look equally different.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}

/// A two-dimensional gradient: a grid of `width` × `height` vertices, each with a position in
/// unit space (0...1 of the filled shape's bounds, y down) and a colour, colours blending
/// across each cell of the grid.
///
/// Raster: each cell is a patch whose sides are cubic curves between its corners. With
/// `bezierPoints` the curves' control points are given; with plain `points` they are a third
/// of the way to the neighbouring vertex along the grid, taken from the vertices on either
/// side (so an even grid is straight, and moving one vertex bends the lines through it
/// smoothly). Inside a patch, positions and colours blend between the sides (a Coons patch);
/// `smoothsColors` blends colours with cubic weights whose slopes at each vertex come from its
/// neighbours (no crease where patches meet), else linearly within each patch. Where no
/// patch lies, `background` shows. Patches are drawn in order, so where the grid folds over
/// itself the later patch is on top. Drawn at the device's resolution, with the colours of
/// every pixel's centre; the mesh's outline is not anti-aliased (the shape's edge is).
///
/// Mirrors SwiftUI's `MeshGradient` (iOS 18): a `ShapeStyle` and a view that fills its frame.
public struct MeshGradient: ShapeStyle, View, Equatable {
    /// A vertex with the control points of the four curves leaving it, all in unit space.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices' positions, row by row from the top-leading one.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours, row by row.
    public enum Colors: Equatable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// Vertices per row.
    public var width: Int
    /// Rows of vertices.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// What shows where no patch lies (default clear).
    public var background: Color
    /// Whether colours blend smoothly across patches (default) or linearly within each.
    public var smoothsColors: Bool
    /// The space colours blend in.
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` vertices at `points` (unit space, row by row) with `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices at `points` with resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices with the control points of their curves.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices with the control points of their curves and
    /// resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension MeshGradient: ShapeStyleFillingView {
    /// The mesh in `bounds`: its vertices and curves mapped from unit space, its colours
    /// resolved. A mesh smaller than 2 × 2, or whose counts do not match its size, draws its
    /// background, with a warning naming the size or the counts; a point that is not a finite
    /// number leaves out the patches around it, with a warning.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        let resolved: [Color.Resolved]
        switch colors {
        case .colors(let list): resolved = list.map { $0.resolve(in: environment) }
        case .resolvedColors(let list): resolved = list
        }
        let background = self.background.resolve(in: environment)
        let unitPoints: [SIMD2<Float>], pointCount: Int
        switch locations {
        case .points(let points):
            unitPoints = points
            pointCount = points.count
        case .bezierPoints(let points):
            unitPoints = points.flatMap { [$0.position, $0.leadingControlPoint, $0.topControlPoint, $0.trailingControlPoint,
                                           $0.bottomControlPoint] }
            pointCount = points.count
        }
        let (vertices, overflows) = width.multipliedReportingOverflow(by: height)
        guard width >= 2, height >= 2, !overflows else {
            warnOnce("MeshGradient(width: \(width), height: \(height)): a mesh needs at least 2 vertices a row and 2 rows "
                     + "(and width × height within Int's range); its background is drawn")
            return .color(background)
        }
        guard pointCount == vertices, resolved.count == vertices else {
            warnOnce("MeshGradient(width: \(width), height: \(height)) has \(pointCount) points and \(resolved.count) colours; "
                     + "it needs width × height (\(vertices)) of each. Its background is drawn")
            return .color(background)
        }
        if unitPoints.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            warnOnce("MeshGradient(width: \(width), height: \(height)) has a point that is not a finite number (NaN or "
                     + "infinity); the patches around it are left out. Give finite unit coordinates")
        }
        func place(_ p: SIMD2<Float>) -> CGPoint {
            CGPoint(x: bounds.minX + CGFloat(p.x) * bounds.width, y: bounds.minY + CGFloat(p.y) * bounds.height)
        }
        let grid: MeshGrid
        switch locations {
        case .points(let points):
            grid = MeshGrid(width: width, height: height, points: points.map(place))
        case .bezierPoints(let points):
            grid = MeshGrid(width: width, height: height, positions: points.map { place($0.position) },
                            leading: points.map { place($0.leadingControlPoint) }, top: points.map { place($0.topControlPoint) },
                            trailing: points.map { place($0.trailingControlPoint) },
                            bottom: points.map { place($0.bottomControlPoint) })
        }
        return .meshGradient(MeshPaint(grid: grid, colors: resolved, background: background, smoothsColors: smoothsColors,
                                       perceptual: colorSpace == .perceptual))
    }
}
