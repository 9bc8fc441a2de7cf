// ChartLayout.swift · Charts · how a chart places its plot, value labels, legend, titles and annotations (Swift Charts' default layout, iOS 17)
// Status: Partial — [UNCERTAIN] the spacings are estimates (ChartDefaults.swift).
//
// Subviews, in order: the plot; the y value labels; the x value labels; the legend (if shown);
// the x axis title; the y axis title; one view per annotation; one accessibility element per mark.
// Proposes to the plot: what remains of the chart's bounds after the legend, the titles and the
//   value labels (the widest y label beside it, the tallest x label below it, half a y label's
//   height above it so the top label is not cut off).
// Places: y labels centred on their gridlines, `axisLabelSpacing` from the plot; x labels
//   `axisLabelSpacing` below it, centred under categories or starting at continuous values;
//   annotations `annotationSpacing` outside their marks' bounds.

import Foundation
import Raster

struct ChartLayout: Layout {
    let model: ChartModel
    let yLabelCount: Int
    let xLabelCount: Int
    let hasLegend: Bool
    let hasXTitle: Bool
    let hasYTitle: Bool
    let annotations: [(Int, ChartAnnotation)]
    /// The marks with an accessibility element, by index (the last subviews).
    let accessibleMarks: [Int]

    var legendIsBeside: Bool {
        let position = model.configuration.legendPosition.storage
        return position == .leading || position == .trailing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: ChartDefaults.idealSize)
    }

    /// The plot's frame in `bounds` (before the plot reports its size) and where everything else goes.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var area = bounds
        var index = 1
        let yLabels = Array(subviews[index..<(index + yLabelCount)]); index += yLabelCount
        let xLabels = Array(subviews[index..<(index + xLabelCount)]); index += xLabelCount
        let legend = hasLegend ? subviews[index] : nil; if hasLegend { index += 1 }
        let xTitle = hasXTitle ? subviews[index] : nil; if hasXTitle { index += 1 }
        let yTitle = hasYTitle ? subviews[index] : nil; if hasYTitle { index += 1 }
        let annotationViews = Array(subviews[index..<(index + annotations.count)]); index += annotations.count
        let markElements = Array(subviews[index...])

        let configuration = model.configuration
        if let legend {
            let spacing = configuration.legendSpacing ?? ChartDefaults.legendSpacing
            let beside = legendIsBeside
            let size = legend.sizeThatFits(ProposedViewSize(width: beside ? nil : area.width, height: nil))
            let alignment = configuration.legendAlignment ?? (beside ? .top : .leading)
            switch configuration.legendPosition.storage {
            case .top, .topLeading, .topTrailing:
                legend.place(at: CGPoint(x: aligned(alignment.horizontal, size.width, in: area), y: area.minY), proposal: ProposedViewSize(size))
                area.origin.y += size.height + spacing; area.size.height -= size.height + spacing
            case .leading:
                legend.place(at: CGPoint(x: area.minX, y: alignedVertically(alignment.vertical, size.height, in: area)), proposal: ProposedViewSize(size))
                area.origin.x += size.width + spacing; area.size.width -= size.width + spacing
            case .trailing:
                legend.place(at: CGPoint(x: area.maxX - size.width, y: alignedVertically(alignment.vertical, size.height, in: area)), proposal: ProposedViewSize(size))
                area.size.width -= size.width + spacing
            default:
                legend.place(at: CGPoint(x: aligned(alignment.horizontal, size.width, in: area), y: area.maxY - size.height), proposal: ProposedViewSize(size))
                area.size.height -= size.height + spacing
            }
        }
        if let xTitle, let title = configuration.xAxisTitle {
            let size = xTitle.sizeThatFits(.unspecified)
            let spacing = title.spacing ?? ChartDefaults.axisTitleSpacing
            let x = aligned(title.alignment?.horizontal ?? .center, size.width, in: area)
            if title.position.storage == .top {
                xTitle.place(at: CGPoint(x: x, y: area.minY), proposal: ProposedViewSize(size))
                area.origin.y += size.height + spacing; area.size.height -= size.height + spacing
            } else {
                xTitle.place(at: CGPoint(x: x, y: area.maxY - size.height), proposal: ProposedViewSize(size))
                area.size.height -= size.height + spacing
            }
        }
        // Value labels' room.
        let sample = model.geometry(in: CGSize(width: 100, height: 100))
        let ySizes = yLabels.map { $0.sizeThatFits(.unspecified) }
        let xSizes = xLabels.map { $0.sizeThatFits(.unspecified) }
        let yWidth = ySizes.map(\.width).max() ?? 0
        let xHeight = xSizes.map(\.height).max() ?? 0
        if let yTitle, let title = configuration.yAxisTitle {
            let size = yTitle.sizeThatFits(.unspecified)
            let spacing = title.spacing ?? ChartDefaults.axisTitleSpacing
            let defaultAlignment: HorizontalAlignment = sample.yLabelsLeading ? .leading : .trailing
            let x = aligned(title.alignment?.horizontal ?? defaultAlignment, size.width, in: area)
            if title.position.storage == .bottom {
                yTitle.place(at: CGPoint(x: x, y: area.maxY - size.height), proposal: ProposedViewSize(size))
                area.size.height -= size.height + spacing
            } else {
                yTitle.place(at: CGPoint(x: x, y: area.minY), proposal: ProposedViewSize(size))
                area.origin.y += size.height + spacing; area.size.height -= size.height + spacing
            }
        }
        let spacing = ChartDefaults.axisLabelSpacing
        if !ySizes.isEmpty {
            if sample.yLabelsLeading { area.origin.x += yWidth + spacing }
            area.size.width -= yWidth + spacing
            // Half the tallest y label above the top gridline and below the bottom one.
            let half = (ySizes.map(\.height).max() ?? 0) / 2
            if model.y?.kind != .category {
                area.origin.y += half; area.size.height -= half
                if xSizes.isEmpty { area.size.height -= half }
            }
        }
        if !xSizes.isEmpty {
            if sample.xLabelsTop { area.origin.y += xHeight + spacing }
            area.size.height -= xHeight + spacing
        }
        area.size.width = max(0, area.width); area.size.height = max(0, area.height)

        // The plot, at the size it reports (a chartPlotStyle frame may change it).
        let plot = subviews[0]
        let plotSize = plot.sizeThatFits(ProposedViewSize(area.size))
        plot.place(at: area.origin, proposal: ProposedViewSize(area.size))
        let plotRect = CGRect(origin: area.origin, size: plotSize)
        let geometry = model.geometry(in: plotSize)

        for (label, (view, size)) in zip(geometry.yLabels, zip(yLabels, ySizes)) {
            let x = geometry.yLabelsLeading ? plotRect.minX - spacing - size.width : plotRect.maxX + spacing
            view.place(at: CGPoint(x: x, y: plotRect.minY + label.position - size.height / 2), proposal: ProposedViewSize(size))
        }
        let xOrigins = zip(geometry.xLabels, xSizes).map { label, size in
            label.anchor == .center ? plotRect.minX + label.position - size.width / 2 : plotRect.minX + label.position
        }
        let every = ChartLayout.labelStride(origins: xOrigins, widths: xSizes.map(\.width), gap: ChartDefaults.axisLabelSpacing)
        for (index, (view, size)) in zip(xLabels, xSizes).enumerated() where index < xOrigins.count {
            let y = geometry.xLabelsTop ? plotRect.minY - spacing - size.height : plotRect.maxY + spacing
            // Labels that would overlap are left out, every `every`th one kept; a left-out label
            // is placed out of sight.
            let origin = index % every == 0 ? CGPoint(x: xOrigins[index], y: y) : CGPoint(x: -10_000, y: -10_000)
            view.place(at: origin, proposal: ProposedViewSize(size))
        }
        for ((markIndex, annotation), view) in zip(annotations, annotationViews) {
            let size = view.sizeThatFits(.unspecified)
            guard let bounds = geometry.markBounds[markIndex] else {
                view.place(at: CGPoint(x: -10_000, y: -10_000), proposal: ProposedViewSize(size))
                continue
            }
            let rect = bounds.offsetBy(dx: plotRect.minX, dy: plotRect.minY)
            let origin = ChartLayout.annotationOrigin(annotation, size: size, mark: rect, kind: model.marks[markIndex].kind,
                                                      horizontal: model.horizontal.contains(markIndex))
            view.place(at: origin, proposal: ProposedViewSize(size))
        }
        for (markIndex, view) in zip(accessibleMarks, markElements) {
            // At least a point across, so a line's vertex or a rule is an element with a place.
            let bounds = geometry.markBounds[markIndex] ?? CGRect(x: -10_000, y: -10_000, width: 0, height: 0)
            let rect = bounds.offsetBy(dx: plotRect.minX, dy: plotRect.minY).insetBy(dx: min(0, bounds.width / 2 - 0.5),
                                                                                      dy: min(0, bounds.height / 2 - 0.5))
            view.place(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
    }

    /// The smallest `k` such that every `k`th label (from the first) is at least `gap` points
    /// clear of the next kept one. [UNCERTAIN] iOS thins colliding axis labels; its rule is not
    /// documented.
    static func labelStride(origins: [CGFloat], widths: [CGFloat], gap: CGFloat) -> Int {
        guard origins.count > 1 else { return 1 }
        for stride in 1..<origins.count {
            let kept = Swift.stride(from: 0, to: origins.count, by: stride)
            let clear = zip(kept, kept.dropFirst()).allSatisfy { a, b in origins[a] + widths[a] + gap <= origins[b] }
            if clear { return stride }
        }
        return origins.count
    }

    private func aligned(_ alignment: HorizontalAlignment, _ width: CGFloat, in area: CGRect) -> CGFloat {
        if alignment == .center { return area.midX - width / 2 }
        if alignment == .trailing { return area.maxX - width }
        return area.minX
    }

    private func alignedVertically(_ alignment: VerticalAlignment, _ height: CGFloat, in area: CGRect) -> CGFloat {
        if alignment == .center { return area.midY - height / 2 }
        if alignment == .bottom { return area.maxY - height }
        return area.minY
    }

    /// Where an annotation of `size` goes beside (or over) its mark's bounds `mark`.
    static func annotationOrigin(_ annotation: ChartAnnotation, size: CGSize, mark: CGRect, kind: ChartMark.Kind, horizontal: Bool) -> CGPoint {
        let spacing = annotation.spacing ?? ChartDefaults.annotationSpacing
        var position = annotation.position.storage
        if position == .automatic {
            position = kind == .sector ? .overlay : (kind == .bar && horizontal ? .trailing : .top)
        }
        func alignedX(_ alignment: HorizontalAlignment) -> CGFloat {
            alignment == .leading ? mark.minX : alignment == .trailing ? mark.maxX - size.width : mark.midX - size.width / 2
        }
        func alignedY(_ alignment: VerticalAlignment) -> CGFloat {
            alignment == .top ? mark.minY : alignment == .bottom ? mark.maxY - size.height : mark.midY - size.height / 2
        }
        let horizontalAlignment = annotation.alignment.horizontal, verticalAlignment = annotation.alignment.vertical
        switch position {
        case .overlay:
            return CGPoint(x: alignedX(horizontalAlignment), y: alignedY(verticalAlignment))
        case .top: return CGPoint(x: alignedX(horizontalAlignment), y: mark.minY - spacing - size.height)
        case .bottom: return CGPoint(x: alignedX(horizontalAlignment), y: mark.maxY + spacing)
        case .leading: return CGPoint(x: mark.minX - spacing - size.width, y: alignedY(verticalAlignment))
        case .trailing: return CGPoint(x: mark.maxX + spacing, y: alignedY(verticalAlignment))
        case .topLeading: return CGPoint(x: mark.minX - spacing - size.width, y: mark.minY - spacing - size.height)
        case .topTrailing: return CGPoint(x: mark.maxX + spacing, y: mark.minY - spacing - size.height)
        case .bottomLeading: return CGPoint(x: mark.minX - spacing - size.width, y: mark.maxY + spacing)
        case .bottomTrailing, .automatic: return CGPoint(x: mark.maxX + spacing, y: mark.maxY + spacing)
        }
    }
}
