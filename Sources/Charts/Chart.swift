// Chart.swift · Charts · mirrors Swift Charts Chart (iOS 17)
// Status: Partial — the content and data initializers; drawn as iOS draws a chart by default
// (see ChartDefaults.swift for each number and its source). No selection, scrolling or
// chartOverlay/chartBackground.

import Foundation
import Raster

/// A SwiftUI view that displays a chart.
///
/// Mirrors Swift Charts' `Chart`. Raster: the chart fills its proposal (nil dimensions take
/// `ChartDefaults.idealSize`, 300 × 200 points). It lays out, in points: the legend (below, by
/// default), axis titles, the x axis's value labels below the plot and the y axis's on its
/// trailing side (leading for categories), and the plot in what remains; gridlines and marks
/// are drawn in the plot's coordinates (origin at its top-leading corner, y down).
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// A chart of `content`: marks, `ForEach` over data, and conditions.
    public init(@ChartContentBuilder content: () -> Content) where Content == ChartContentList {
        self.content = content()
    }

    public var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return ChartView(model: model(calendar: calendar))
    }

    /// The chart's resolved marks, scales and legend (Raster's; for tests).
    func model(calendar: Calendar) -> ChartModel {
        var marks = _ChartMarks()
        content._resolve(into: &marks)
        return ChartModel(marks: marks.all, configuration: configuration, locale: locale, calendar: calendar)
    }
}

extension Chart {
    /// A chart with content for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, ChartContentList>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with content for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, ChartContentList> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// A resolved chart as views: the plot, its labels, legend, titles and annotations.
struct ChartView: View {
    let model: ChartModel

    var body: some View {
        // Labels and annotations do not depend on the plot's size, only their places do.
        let sample = model.geometry(in: CGSize(width: 100, height: 100))
        let annotations = model.marks.indices.flatMap { index in model.marks[index].annotations.map { (index, $0) } }
        let showsLegend = (!model.legend.isEmpty || model.configuration.legendContent != nil) && model.configuration.legendVisibility != .hidden
        let accessible = sample.markBounds.keys.sorted().filter { !model.marks[$0].accessibilityHidden }
        let layout = ChartLayout(model: model, yLabelCount: sample.yLabels.count, xLabelCount: sample.xLabels.count,
                                 hasLegend: showsLegend, hasXTitle: model.configuration.xAxisTitle != nil,
                                 hasYTitle: model.configuration.yAxisTitle != nil, annotations: annotations.map { ($0.0, $0.1) },
                                 accessibleMarks: accessible)
        return layout {
            plot
            ForEach(sample.yLabels.indices, id: \.self) { label(sample.yLabels[$0]) }
            ForEach(sample.xLabels.indices, id: \.self) { label(sample.xLabels[$0]) }
            if showsLegend {
                if let legend = model.configuration.legendContent { legend } else { ChartLegend(entries: model.legend, vertical: layout.legendIsBeside) }
            }
            if let title = model.configuration.xAxisTitle { title.content.font(ChartDefaults.axisLabelFont).foregroundStyle(ChartDefaults.labelStyle) }
            if let title = model.configuration.yAxisTitle { title.content.font(ChartDefaults.axisLabelFont).foregroundStyle(ChartDefaults.labelStyle) }
            ForEach(annotations.indices, id: \.self) { annotations[$0].1.content }
            let formatters = model.labelFormatters
            ForEach(accessible, id: \.self) { index in markElement(index, formatters: formatters) }
        }
    }

    /// A mark's accessibility element: a clear view over its bounds, labelled by its values.
    private func markElement(_ index: Int, formatters: ChartLabelFormatters) -> some View {
        let texts = model.accessibility(of: index, formatters: formatters)
        let element = Color.clear.accessibilityElement().accessibilityLabel(texts.label).accessibilityValue(texts.value)
        return Group {
            if let identifier = model.marks[index].accessibilityIdentifier {
                element.accessibilityIdentifier(identifier)
            } else {
                element
            }
        }
    }

    private var plot: some View {
        let model = self.model
        let plot = AnyView(GeometryReader { proxy in
            ChartPlotItems(items: model.geometry(in: proxy.size).items)
        })
        return model.configuration.plotStyle?(ChartPlotContent(plot: plot)) ?? plot
    }

    private func label(_ label: ChartAxisLabel) -> some View {
        // A label of your own view gets the default font and colour unless it sets its own, as on iOS.
        Group {
            if let view = label.view {
                view
            } else {
                Text(verbatim: label.text)
            }
        }
        .font(ChartDefaults.axisLabelFont)
        .foregroundStyle(ChartDefaults.labelStyle)
        .fixedSize()
    }
}

/// The plot's gridlines and marks, each a path filling its view (plot coordinates).
struct ChartPlotItems: View {
    let items: [ChartPlotItem]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                ChartPlotItemEffects(effects: item.effects) {
                    switch item.paint {
                    case .fill(let style): item.path.fill(style)
                    case .stroke(let style, let stroke): item.path.stroke(style, style: stroke)
                    case .fillRounded(let style, let radius):
                        ZStack {
                            item.path.fill(style)
                            item.path.stroke(style, style: StrokeStyle(lineWidth: 2 * radius, lineJoin: .round))
                        }
                        .compositingGroup()
                    }
                }
            }
        }
    }
}

/// A mark's drawing with its effects: opacity, then blur, shadow and offset where the mark
/// has them, as those view modifiers draw them (an effect the mark does not have adds no
/// layer: a zero blur or a clear shadow would still be composited).
struct ChartPlotItemEffects<Content: View>: View {
    let effects: ChartMarkEffects
    @ViewBuilder let content: Content

    var body: some View {
        let faded = content.opacity(effects.opacity)
        if effects.blurRadius > 0 || effects.shadow != nil || effects.offset != .zero {
            faded
                .modifier(ChartMarkBlur(radius: effects.blurRadius))
                .modifier(ChartMarkShadow(shadow: effects.shadow))
                .offset(effects.offset)
        } else {
            faded
        }
    }
}

/// `blur(radius:)` when the radius is above 0, else the content as it is.
private struct ChartMarkBlur: ViewModifier {
    let radius: CGFloat

    func body(content: Content) -> some View {
        if radius > 0 { content.blur(radius: radius) } else { content }
    }
}

/// `shadow(color:radius:x:y:)` when the mark has one, else the content as it is.
private struct ChartMarkShadow: ViewModifier {
    let shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?

    func body(content: Content) -> some View {
        if let shadow { content.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y) } else { content }
    }
}

/// The legend of `foregroundStyle(by:)` (and `symbol(by:)`): each value's symbol (a circle
/// unless its marks share a `symbol(by:)` shape) in its style, and its label, in rows that
/// wrap (a column, beside the plot).
struct ChartLegend: View {
    let entries: [ChartLegendEntry]
    let vertical: Bool

    var body: some View {
        ChartFlowLayout(spacing: ChartDefaults.legendEntrySpacing, lineSpacing: 4, vertical: vertical) {
            ForEach(entries.indices, id: \.self) { index in
                HStack(spacing: ChartDefaults.legendSymbolSpacing) {
                    entries[index].symbol.fill(entries[index].style)
                        .frame(width: ChartDefaults.legendSymbolSize, height: ChartDefaults.legendSymbolSize)
                    Text(verbatim: entries[index].label).font(ChartDefaults.legendFont).foregroundStyle(ChartDefaults.labelStyle)
                }
                .fixedSize()
            }
        }
    }
}

/// Places views in rows left to right, wrapping to a new row when one is full (or in one column).
struct ChartFlowLayout: Layout {
    var spacing: CGFloat
    var lineSpacing: CGFloat
    var vertical: Bool

    func frames(for subviews: Subviews, width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = [], x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if vertical {
                frames.append(CGRect(origin: CGPoint(x: 0, y: y), size: size))
                y += size.height + lineSpacing
                continue
            }
            if x > 0 && x + size.width > width { x = 0; y += lineHeight + lineSpacing; lineHeight = 0 }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = self.frames(for: subviews, width: proposal.width ?? .infinity)
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        return union.isNull ? .zero : CGSize(width: union.maxX, height: union.maxY)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(for: subviews, width: bounds.width)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }
}
