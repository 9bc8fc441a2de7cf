// ChartModel+Geometry.swift · Charts · a chart's marks, gridlines and labels in points for a plot size (Swift Charts' drawing, iOS 17)
// Status: Partial — see COMPATIBILITY.md, "Swift Charts".
//
// Plot coordinates: points, origin at the plot area's top-leading corner, y down. Numbers on
// a y axis grow upwards; categories run leading to trailing on x and top to bottom on y, each
// in the middle of an equal band. Curves: Catmull–Rom and cardinal splines are converted to
// cubic Béziers as in d3-shape's curveCatmullRom and curveCardinal (Yuksel et al., "On the
// parameterization of Catmull–Rom curves", 2009); `monotone` is d3-shape's curveMonotoneX
// (Steffen, "A simple method for monotonic interpolation in one dimension", 1990).

import Foundation
import Raster

/// One thing drawn in the plot: a path filled or stroked with a style.
struct ChartPlotItem {
    enum Paint {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, StrokeStyle)
        /// Filled and stroked with round joins `radius` × 2 wide, as one layer: the path grown
        /// by `radius` with round corners (a sector with `cornerRadius`).
        case fillRounded(AnyShapeStyle, radius: CGFloat)
    }
    var path: Path
    var paint: Paint
    /// The mark's effects (none for gridlines and ticks).
    var effects = ChartMarkEffects()
}

/// A value label of an axis, at a point along the axis (plot coordinates).
struct ChartAxisLabel {
    enum Anchor { case center, leading }
    var text: String
    var view: AnyView?
    var position: CGFloat
    var anchor: Anchor
}

/// Everything a chart draws for one plot size.
struct ChartGeometry {
    /// Gridlines and ticks, then the marks, in drawing order.
    var items: [ChartPlotItem] = []
    /// Each drawable mark's bounds (for annotations), by mark index.
    var markBounds: [Int: CGRect] = [:]
    var xLabels: [ChartAxisLabel] = []
    var yLabels: [ChartAxisLabel] = []
    /// Whether the y labels are on the leading side (a categorical y axis) rather than trailing.
    var yLabelsLeading = false
    /// Whether the x labels are above the plot rather than below.
    var xLabelsTop = false
}

extension ChartModel {
    /// The chart drawn in a plot of `size` points.
    func geometry(in size: CGSize) -> ChartGeometry {
        var geometry = ChartGeometry()
        if isPie {
            addSectors(to: &geometry, size: size)
            return geometry
        }
        addAxes(to: &geometry, size: size)
        var drawnSeries = Set<String>()
        for index in drawingOrder {
            let mark = marks[index]
            switch mark.kind {
            case .bar, .rectangle: addBox(index, to: &geometry, size: size)
            case .point: addPoint(index, to: &geometry, size: size)
            case .rule: addRule(index, to: &geometry, size: size)
            case .line, .area:
                let series = seriesID(of: mark)
                if drawnSeries.insert(series).inserted { addSeries(series, kind: mark.kind, to: &geometry, size: size) }
            case .sector:
                warnCharts("a SectorMark in a chart with other marks is not drawn (Raster draws sectors only in charts of sectors)")
            }
        }
        return geometry
    }

    // MARK: Axes

    func axisVisible(_ axis: Axis) -> Bool {
        let visibility = axis == .horizontal ? configuration.xAxisVisibility : configuration.yAxisVisibility
        return visibility != .hidden
    }

    private func addAxes(to geometry: inout ChartGeometry, size: CGSize) {
        let grid = AnyShapeStyle(ChartDefaults.gridLineColor)
        if let y, axisVisible(.vertical) {
            let marks = AxisMarksConfiguration.instances(configuration.yAxisMarks, scale: y)
            geometry.yLabelsLeading = configuration.yAxisMarks?.position.isLeading ?? (y.kind == .category)
            for mark in marks {
                func position(centered: Bool) -> CGFloat? {
                    axisPosition(mark, centered: centered, scale: y, length: size.height, upward: true)
                }
                if let line = mark.gridLine, let position = position(centered: line.centered) {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: position)); path.addLine(to: CGPoint(x: size.width, y: position))
                    geometry.items.append(ChartPlotItem(path: path, paint: .stroke(line.style ?? grid, line.stroke)))
                }
                if let tick = mark.tick, let position = position(centered: tick.centered) {
                    var path = Path()
                    let x = geometry.yLabelsLeading ? 0 : size.width
                    path.move(to: CGPoint(x: x, y: position))
                    path.addLine(to: CGPoint(x: geometry.yLabelsLeading ? x - tick.length : x + tick.length, y: position))
                    geometry.items.append(ChartPlotItem(path: path, paint: .stroke(tick.style ?? grid, tick.stroke)))
                }
                if mark.label != nil || mark.labelView != nil, let position = position(centered: mark.labelCentered) {
                    geometry.yLabels.append(ChartAxisLabel(text: mark.label ?? "", view: mark.labelView, position: position, anchor: .center))
                }
            }
        }
        if let x, axisVisible(.horizontal) {
            let marks = AxisMarksConfiguration.instances(configuration.xAxisMarks, scale: x)
            geometry.xLabelsTop = configuration.xAxisMarks?.position.isTop ?? false
            for mark in marks {
                func position(centered: Bool) -> CGFloat? {
                    axisPosition(mark, centered: centered, scale: x, length: size.width, upward: false)
                }
                if let line = mark.gridLine, let position = position(centered: line.centered) {
                    var path = Path()
                    path.move(to: CGPoint(x: position, y: 0)); path.addLine(to: CGPoint(x: position, y: size.height))
                    geometry.items.append(ChartPlotItem(path: path, paint: .stroke(line.style ?? grid, line.stroke)))
                }
                if let tick = mark.tick, let position = position(centered: tick.centered) {
                    var path = Path()
                    let y = geometry.xLabelsTop ? 0 : size.height
                    path.move(to: CGPoint(x: position, y: y))
                    path.addLine(to: CGPoint(x: position, y: geometry.xLabelsTop ? y - tick.length : y + tick.length))
                    geometry.items.append(ChartPlotItem(path: path, paint: .stroke(tick.style ?? grid, tick.stroke)))
                }
                if mark.label != nil || mark.labelView != nil, let position = position(centered: mark.labelCentered) {
                    let anchor: ChartAxisLabel.Anchor = x.kind == .category || mark.labelCentered ? .center : .leading
                    geometry.xLabels.append(ChartAxisLabel(text: mark.label ?? "", view: mark.labelView, position: position, anchor: anchor))
                }
            }
        }
    }

    /// Where an axis mark sits along its axis: a category's band centre, or a value's point;
    /// a centred part of a mark (its line, tick or label) of a continuous axis sits halfway to the next.
    private func axisPosition(_ mark: AxisMarkInstance, centered: Bool, scale: ChartScale, length: CGFloat, upward: Bool) -> CGFloat? {
        switch scale.kind {
        case .category:
            return scale.startPadding + (CGFloat(mark.value) + 0.5) * scale.band(length: length)
        case .numeric, .date:
            var value = mark.value
            if centered, let step = mark.step { value += step / 2 }
            return scale.position(ofContinuous: value, length: length, upward: upward)
        }
    }

    // MARK: Positions

    /// A channel value's centre and band on an axis (the band a category or date unit takes;
    /// for plain numbers and dates, the smallest gap between the base values of bars).
    func place(_ value: ChartValue?, axis: Axis, size: CGSize) -> (center: CGFloat, band: CGFloat)? {
        guard let value, let scale = axis == .horizontal ? x : y else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        let upward = axis == .vertical && scale.kind != .category
        guard let center = scale.position(of: value.value, length: length, upward: upward) else { return nil }
        if scale.kind == .category { return (center, scale.band(length: length)) }
        if let end = value.unitEnd {
            let other = scale.position(ofContinuous: end.timeIntervalSinceReferenceDate, length: length, upward: upward)
            return ((center + other) / 2, abs(other - center))
        }
        return (center, continuousBand(axis: axis, length: length))
    }

    /// The smallest gap, in points, between distinct values on a continuous axis (a bar's band), or a tenth of the axis.
    private func continuousBand(axis: Axis, length: CGFloat) -> CGFloat {
        guard let scale = axis == .horizontal ? x : y, let gap = axis == .horizontal ? smallestBarGap.x : smallestBarGap.y,
              scale.upper > scale.lower else { return length / 10 }
        return CGFloat(gap / (scale.upper - scale.lower)) * length
    }

    /// The smallest gap between distinct continuous values of `marks`' bars and rectangles
    /// along `axis`, nil when they have fewer than two.
    static func smallestBarGap(of marks: [ChartMark], axis: Axis) -> Double? {
        var values: [Double] = []
        for index in marks.indices where marks[index].kind == .bar || marks[index].kind == .rectangle {
            if let value = axis == .horizontal ? marks[index].x : marks[index].y, let number = continuous(value.value) {
                values.append(number)
            }
        }
        let sorted = Array(Set(values)).sorted()
        return zip(sorted.dropFirst(), sorted).map { $0 - $1 }.min()
    }

    /// A point on a continuous or categorical value axis for a number (the stacked ends).
    private func point(_ number: Double, axis: Axis, size: CGSize) -> CGFloat? {
        guard let scale = axis == .horizontal ? x : y, scale.kind != .category else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        return scale.position(ofContinuous: number, length: length, upward: axis == .vertical)
    }

    private func interval(_ start: ChartValue?, _ end: ChartValue?, axis: Axis, size: CGSize) -> (CGFloat, CGFloat)? {
        guard let a = place(start, axis: axis, size: size), let b = place(end, axis: axis, size: size) else { return nil }
        let scale = axis == .horizontal ? x : y
        if scale?.kind == .category {
            // A categorical interval covers both categories' bands.
            let low = min(a.center, b.center) - a.band / 2, high = max(a.center, b.center) + b.band / 2
            return (low, high)
        }
        return (min(a.center, b.center), max(a.center, b.center))
    }

    // MARK: Bars and rectangles

    /// The across-axis extent of a bar or rectangle: its centre's band, narrowed to the mark's
    /// width and to its `position(by:)` slot.
    private func across(_ mark: ChartMark, value: ChartValue?, axis: Axis, dimension: MarkDimension, size: CGSize,
                        fixedStart: CGFloat?, fixedEnd: CGFloat?) -> (CGFloat, CGFloat)? {
        let length = axis == .horizontal ? size.width : size.height
        if value == nil {
            return (fixedStart ?? 0, fixedEnd ?? length)
        }
        guard let placed = place(value, axis: axis, size: size) else { return nil }
        let automaticRatio: CGFloat
        if mark.kind == .rectangle {
            let scale = axis == .horizontal ? x : y
            let continuous = scale?.kind != .category && value?.unitEnd == nil
            automaticRatio = continuous ? ChartDefaults.rectangleSize / max(placed.band, 1) : 1
        } else {
            automaticRatio = ChartDefaults.barBandRatio
        }
        let width = dimension.resolve(band: placed.band, automatic: placed.band * automaticRatio)
        var start = placed.center - width / 2
        var slot = width
        if let key = mark.positionKey, let index = positionKeys.firstIndex(of: key), positionKeys.count > 1 {
            slot = width / CGFloat(positionKeys.count)
            start += CGFloat(index) * slot
        }
        return (start, start + slot)
    }

    func rect(ofBox index: Int, size: CGSize) -> CGRect? {
        let mark = marks[index]
        let isHorizontal = horizontal.contains(index)
        var xRange: (CGFloat, CGFloat)?, yRange: (CGFloat, CGFloat)?
        if mark.kind == .bar, let stack = stacked[index] {
            if isHorizontal {
                guard let a = point(stack.0, axis: .horizontal, size: size), let b = point(stack.1, axis: .horizontal, size: size) else { return nil }
                xRange = (min(a, b), max(a, b))
                yRange = across(mark, value: mark.y, axis: .vertical, dimension: mark.height, size: size,
                                fixedStart: mark.fixedYStart, fixedEnd: mark.fixedYEnd)
            } else {
                guard let a = point(stack.0, axis: .vertical, size: size), let b = point(stack.1, axis: .vertical, size: size) else { return nil }
                yRange = (min(a, b), max(a, b))
                xRange = across(mark, value: mark.x, axis: .horizontal, dimension: mark.width, size: size,
                                fixedStart: mark.fixedXStart, fixedEnd: mark.fixedXEnd)
            }
        } else {
            xRange = mark.xStart != nil ? interval(mark.xStart, mark.xEnd, axis: .horizontal, size: size)
                : across(mark, value: mark.x, axis: .horizontal, dimension: mark.width, size: size, fixedStart: mark.fixedXStart, fixedEnd: mark.fixedXEnd)
            yRange = mark.yStart != nil ? interval(mark.yStart, mark.yEnd, axis: .vertical, size: size)
                : across(mark, value: mark.y, axis: .vertical, dimension: mark.height, size: size, fixedStart: mark.fixedYStart, fixedEnd: mark.fixedYEnd)
        }
        guard let xRange, let yRange else { return nil }
        return CGRect(x: xRange.0, y: yRange.0, width: xRange.1 - xRange.0, height: yRange.1 - yRange.0)
    }

    private func addBox(_ index: Int, to geometry: inout ChartGeometry, size: CGSize) {
        let mark = marks[index]
        guard let rect = rect(ofBox: index, size: size) else { return }
        geometry.markBounds[index] = rect
        let path: Path
        if let radius = mark.cornerRadius, radius > 0 {
            let corner = min(radius, rect.width / 2, rect.height / 2)
            path = Path(roundedRect: rect, cornerRadius: corner, style: mark.cornerStyle)
        } else {
            path = Path(rect)
        }
        geometry.items.append(ChartPlotItem(path: path, paint: .fill(style(of: mark)), effects: mark.effects))
    }

    // MARK: Points and rules

    func center(ofPoint index: Int, size: CGSize) -> CGPoint? {
        let mark = marks[index]
        guard let px = place(mark.x, axis: .horizontal, size: size), let py = place(mark.y, axis: .vertical, size: size) else { return nil }
        if mark.kind == .area, let stack = stacked[index], let top = point(stack.1, axis: .vertical, size: size) {
            return CGPoint(x: px.center, y: top)
        }
        return CGPoint(x: px.center, y: py.center)
    }

    private func symbolPath(_ shape: BasicChartSymbolShape, at center: CGPoint, size: CGSize?) -> Path {
        let side = size ?? CGSize(width: ChartDefaults.pointSymbolSize, height: ChartDefaults.pointSymbolSize)
        return shape.path(in: CGRect(x: center.x - side.width / 2, y: center.y - side.height / 2, width: side.width, height: side.height))
    }

    private func addPoint(_ index: Int, to geometry: inout ChartGeometry, size: CGSize) {
        let mark = marks[index]
        guard let center = center(ofPoint: index, size: size), let shape = symbol(of: mark) else { return }
        let path = symbolPath(shape, at: center, size: symbolSize(of: mark))
        geometry.markBounds[index] = path.boundingRect
        geometry.items.append(ChartPlotItem(path: path, paint: .fill(style(of: mark)), effects: mark.effects))
    }

    private func addRule(_ index: Int, to geometry: inout ChartGeometry, size: CGSize) {
        let mark = marks[index]
        var path = Path()
        if mark.y != nil {
            guard let py = place(mark.y, axis: .vertical, size: size) else { return }
            let range = mark.xStart != nil ? interval(mark.xStart, mark.xEnd, axis: .horizontal, size: size)
                : (mark.fixedXStart ?? 0, mark.fixedXEnd ?? size.width)
            guard let range else { return }
            path.move(to: CGPoint(x: range.0, y: py.center)); path.addLine(to: CGPoint(x: range.1, y: py.center))
            geometry.markBounds[index] = CGRect(x: range.0, y: py.center, width: range.1 - range.0, height: 0)
        } else {
            guard let px = place(mark.x, axis: .horizontal, size: size) else { return }
            let range = mark.yStart != nil ? interval(mark.yStart, mark.yEnd, axis: .vertical, size: size)
                : (mark.fixedYStart ?? 0, mark.fixedYEnd ?? size.height)
            guard let range else { return }
            path.move(to: CGPoint(x: px.center, y: range.0)); path.addLine(to: CGPoint(x: px.center, y: range.1))
            geometry.markBounds[index] = CGRect(x: px.center, y: range.0, width: 0, height: range.1 - range.0)
        }
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: ChartDefaults.ruleWidth)
        geometry.items.append(ChartPlotItem(path: path, paint: .stroke(style(of: mark), stroke), effects: mark.effects))
    }

    // MARK: Lines and areas

    /// The series a line or area mark belongs to: its `series` value, else its style, symbol or nothing.
    func seriesID(of mark: ChartMark) -> String {
        "\(mark.kind.rawValue)|" + (mark.series ?? mark.styleKey ?? mark.symbolKey ?? "")
    }

    private func addSeries(_ series: String, kind: ChartMark.Kind, to geometry: inout ChartGeometry, size: CGSize) {
        let members = marks.indices.filter { marks[$0].kind == kind && seriesID(of: marks[$0]) == series }
        guard let first = members.first else { return }
        let mark = marks[first]
        let method = members.lazy.compactMap { self.marks[$0].interpolation }.first ?? .linear
        if kind == .line {
            var points: [CGPoint] = []
            for index in members {
                guard let point = center(ofPoint: index, size: size) else { continue }
                points.append(point)
                geometry.markBounds[index] = CGRect(origin: point, size: .zero)
            }
            guard points.count > 1 || points.count == 1 && symbol(of: mark) != nil else { return }
            var path = Path()
            ChartCurve.add(points, method: method, to: &path, moveFirst: true)
            let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: ChartDefaults.lineWidth, lineCap: .round, lineJoin: .round)
            geometry.items.append(ChartPlotItem(path: path, paint: .stroke(style(of: mark), stroke), effects: mark.effects))
            for (index, point) in zip(members, points) {
                guard let shape = symbol(of: marks[index]) else { continue }
                geometry.items.append(ChartPlotItem(path: symbolPath(shape, at: point, size: symbolSize(of: marks[index])),
                                                    paint: .fill(style(of: marks[index])), effects: marks[index].effects))
            }
        } else {
            var tops: [CGPoint] = [], bottoms: [CGPoint] = []
            for index in members {
                let area = marks[index]
                guard let px = place(area.x, axis: .horizontal, size: size) else { continue }
                let low: CGFloat?, high: CGFloat?
                if let stack = stacked[index] {
                    low = point(stack.0, axis: .vertical, size: size); high = point(stack.1, axis: .vertical, size: size)
                } else {
                    low = place(area.yStart, axis: .vertical, size: size)?.center; high = place(area.yEnd, axis: .vertical, size: size)?.center
                }
                guard let low, let high else { continue }
                tops.append(CGPoint(x: px.center, y: high)); bottoms.append(CGPoint(x: px.center, y: low))
                geometry.markBounds[index] = CGRect(x: px.center, y: min(low, high), width: 0, height: abs(high - low))
            }
            guard tops.count > 1 else { return }
            var path = Path()
            ChartCurve.add(tops, method: method, to: &path, moveFirst: true)
            ChartCurve.add(bottoms.reversed(), method: method, to: &path, moveFirst: false)
            path.closeSubpath()
            geometry.items.append(ChartPlotItem(path: path, paint: .fill(style(of: mark)), effects: mark.effects))
        }
    }

    // MARK: Sectors

    /// Each sector's start and end angle, in radians clockwise from twelve o'clock.
    func sectorAngles() -> [Int: (Double, Double)] {
        var values: [Int: Double] = [:]
        for (index, mark) in marks.enumerated() {
            if let angle = mark.angle, case .number(let number) = angle.value { values[index] = number }
        }
        let total = values.values.reduce(0, +)
        guard total > 0 else { return [:] }
        var angles: [Int: (Double, Double)] = [:]
        var start = 0.0
        for index in marks.indices {
            guard let value = values[index] else { continue }
            let sweep = value / total * 2 * Double.pi
            angles[index] = (start, start + sweep)
            start += sweep
        }
        return angles
    }

    private func addSectors(to geometry: inout ChartGeometry, size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let largest = max(0, min(size.width, size.height) / 2)
        let angles = sectorAngles()
        for index in drawingOrder {
            guard let angles = angles[index] else { continue }
            let mark = marks[index]
            let outer = mark.outerRadius.resolve(band: largest, automatic: largest)
            let inner = min(outer, mark.innerRadius.resolve(band: largest, automatic: 0))
            let inset = max(0, mark.angularInset ?? 0)
            // Rounded corners: the sector shrunk by the radius on every side, then grown back by
            // it with round joins (its straight edges and arcs keep their places).
            let corner = max(0, min(mark.cornerRadius ?? 0, (outer - inner) / 2))
            guard let path = ChartSector.path(center: center, inner: inner > 0 ? inner + corner : 0, outer: outer - corner,
                                              start: angles.0, end: angles.1, inset: inset + corner) else { continue }
            let middle = (angles.0 + angles.1) / 2, radius = (inner + outer) / 2
            let anchor = CGPoint(x: center.x + radius * CGFloat(sin(middle)), y: center.y - radius * CGFloat(cos(middle)))
            geometry.markBounds[index] = CGRect(origin: anchor, size: .zero)
            geometry.items.append(ChartPlotItem(path: path, paint: corner > 0 ? .fillRounded(style(of: mark), radius: corner) : .fill(style(of: mark)),
                                                effects: mark.effects))
        }
    }
}

/// A sector's outline.
enum ChartSector {
    /// The ring sector from `start` to `end` (radians clockwise from twelve o'clock) between
    /// the radii, its straight edges moved `inset` points inwards (parallel to themselves).
    static func path(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: CGFloat) -> Path? {
        let sweep = end - start
        guard sweep > 0, outer > 0 else { return nil }
        func point(_ radius: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(sin(angle)), y: center.y - radius * CGFloat(cos(angle)))
        }
        // The angle an edge moves by at radius r to sit `inset` points from where it was.
        func shift(_ radius: CGFloat) -> Double { radius > 0 ? asin(min(1, Double(inset / radius))) : 0 }
        let outerShift = shift(outer)
        guard sweep >= 2 * Double.pi - 1e-9 || sweep > 2 * outerShift else { return nil }
        var path = Path()
        if sweep >= 2 * Double.pi - 1e-9 {
            path.addEllipse(in: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
            if inner > 0 { path.addEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner)) }
            return path
        }
        // Raster's Path angles run clockwise from three o'clock (y down): ours less a quarter turn.
        func pathAngle(_ angle: Double) -> Angle { .radians(angle - Double.pi / 2) }
        path.move(to: point(outer, start + outerShift))
        path.addArc(center: center, radius: outer, startAngle: pathAngle(start + outerShift), endAngle: pathAngle(end - outerShift), clockwise: false)
        let innerShift = shift(inner)
        if inner > 0 && sweep > 2 * innerShift {
            path.addLine(to: point(inner, end - innerShift))
            path.addArc(center: center, radius: inner, startAngle: pathAngle(end - innerShift), endAngle: pathAngle(start + innerShift), clockwise: true)
        } else {
            // The two inset edges meet on the bisector, inset / sin(half the sweep) from the centre.
            let distance = inset > 0 ? inset / CGFloat(sin(min(sweep / 2, Double.pi / 2))) : 0
            path.addLine(to: point(distance, (start + end) / 2))
        }
        path.closeSubpath()
        return path
    }
}

/// Curves through a line's or area's points.
enum ChartCurve {
    /// Adds the curve through `points` to `path`, starting with a move (or a line, to join an area's edges).
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, moveFirst: Bool) {
        guard let first = points.first else { return }
        if moveFirst { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.storage {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let middle = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: middle, y: a.y)); path.addLine(to: CGPoint(x: middle, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            let k = CGFloat(1 - tension) / 6
            for i in 0..<(points.count - 1) {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                              control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
            }
        case .catmullRom(let alpha):
            for i in 0..<(points.count - 1) {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
                let (c1, c2) = catmullRomControls(p0, p1, p2, p3, alpha: alpha)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1], dx = (b.x - a.x) / 3
                path.addCurve(to: b, control1: CGPoint(x: a.x + dx, y: a.y + dx * tangents[i]),
                              control2: CGPoint(x: b.x - dx, y: b.y - dx * tangents[i + 1]))
            }
        }
    }

    /// The Bézier controls of the Catmull–Rom segment p1→p2 (d3-shape's point() of curveCatmullRom).
    static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: Double) -> (CGPoint, CGPoint) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
        let l01 = pow(distance(p0, p1), alpha), l12 = pow(distance(p1, p2), alpha), l23 = pow(distance(p2, p3), alpha)
        let l01s = l01 * l01, l12s = l12 * l12, l23s = l23 * l23
        var c1 = p1, c2 = p2
        if l01 > 1e-12 {
            let a = 2 * l01s + 3 * l01 * l12 + l12s, n = 3 * l01 * (l01 + l12)
            c1 = CGPoint(x: CGFloat((Double(p1.x) * a - Double(p0.x) * l12s + Double(p2.x) * l01s) / n),
                         y: CGFloat((Double(p1.y) * a - Double(p0.y) * l12s + Double(p2.y) * l01s) / n))
        }
        if l23 > 1e-12 {
            let b = 2 * l23s + 3 * l23 * l12 + l12s, m = 3 * l23 * (l23 + l12)
            c2 = CGPoint(x: CGFloat((Double(p2.x) * b + Double(p1.x) * l23s - Double(p3.x) * l12s) / m),
                         y: CGFloat((Double(p2.y) * b + Double(p1.y) * l23s - Double(p3.y) * l12s) / m))
        }
        return (c1, c2)
    }

    /// Steffen's monotone tangents at each point (d3-shape's slope3, and slope2 at the ends).
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let n = points.count
        var secants: [CGFloat] = []
        for i in 0..<(n - 1) {
            let h = points[i + 1].x - points[i].x
            secants.append(h == 0 ? 0 : (points[i + 1].y - points[i].y) / h)
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        for i in 1..<max(n - 1, 1) where i < n - 1 {
            let h0 = points[i].x - points[i - 1].x, h1 = points[i + 1].x - points[i].x
            let s0 = secants[i - 1], s1 = secants[i]
            let p = h0 + h1 == 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1)
            let sign0: CGFloat = s0 < 0 ? -1 : (s0 > 0 ? 1 : 0), sign1: CGFloat = s1 < 0 ? -1 : (s1 > 0 ? 1 : 0)
            tangents[i] = (sign0 + sign1) * min(abs(s0), abs(s1), 0.5 * abs(p))
        }
        if n > 2 {
            tangents[0] = (3 * secants[0] - tangents[1]) / 2
            tangents[n - 1] = (3 * secants[n - 2] - tangents[n - 2]) / 2
        } else {
            tangents[0] = secants[0]; tangents[n - 1] = secants[0]
        }
        return tangents
    }
}
