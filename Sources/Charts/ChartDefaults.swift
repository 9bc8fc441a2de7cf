// ChartDefaults.swift · Charts · the numbers of Swift Charts' default look on iOS 17, each with its source
// Status: Complete as a list; entries marked [UNCERTAIN] are estimates where no source gives the number.

import Foundation
import Raster

/// The default look of a chart on iOS, in points unless said otherwise.
enum ChartDefaults {
    /// The colours `foregroundStyle(by:)` gives successive values, in order, repeating.
    /// Source: a Stack Overflow answer reproducing Swift Charts' styling (question 79405781,
    /// iOS 18.3: blue, green, orange, purple, red, cyan, yellow, then again). [UNCERTAIN] for
    /// iOS 17 (assumed unchanged).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    /// The symbols `symbol(by:)` gives successive values. Source: the same answer (circle,
    /// square, triangle, diamond, pentagon).
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The fraction of a category's band (or a date unit's span) an automatic bar width takes.
    /// [UNCERTAIN] estimated from Apple's BarMark documentation images (bars a little wider
    /// than the gaps between them).
    static let barBandRatio: CGFloat = 0.6

    /// The width of a line mark's stroke. [UNCERTAIN] estimated from iOS screenshots (2 pt lines).
    static let lineWidth: CGFloat = 2

    /// The width of a rule mark's stroke. [UNCERTAIN] estimated (1 pt, thinner than lines).
    static let ruleWidth: CGFloat = 1

    /// The side of a point's symbol (PointMark, and a line's symbols). [UNCERTAIN] estimated
    /// from iOS screenshots (about 7 pt circles; an area of ~50 square points).
    static let pointSymbolSize: CGFloat = 7

    /// The symbol areas `symbolSize(by:)` maps its values to, smallest to largest, in square
    /// points (sides of 4 to 20 points). [UNCERTAIN] estimated: Swift Charts documents no
    /// default range for its symbol size scale.
    static let symbolAreas: ClosedRange<CGFloat> = 16...400

    /// The side of a rectangle mark on a continuous axis. [UNCERTAIN] estimated.
    static let rectangleSize: CGFloat = 20

    /// The colour of gridlines: the system grey 4 (#D1D1D6 light, #3A3A3C dark). [UNCERTAIN]
    /// estimated from iOS screenshots (light grey hairlines in both schemes).
    static var gridLineColor: Color { Color(uiColor: .systemGray4) }

    /// The width of gridlines and ticks. [UNCERTAIN] estimated (a hairline on a 2× or 3× screen).
    static let gridLineWidth: CGFloat = 0.5

    /// The length of an axis tick (`AxisTick()`). [UNCERTAIN] estimated.
    static let tickLength: CGFloat = 4

    /// The font of axis value labels: caption 2 (11 pt). [UNCERTAIN] estimated from iOS
    /// screenshots (the labels are smaller than caption's 12 pt).
    static let axisLabelFont = Font.caption2

    /// The colour of axis value labels and of the legend's labels: secondary.
    /// [UNCERTAIN] estimated from iOS screenshots (grey labels in both schemes).
    static let labelStyle = Color.secondary

    /// The gap between the plot and its value labels. [UNCERTAIN] estimated.
    static let axisLabelSpacing: CGFloat = 4

    /// The font of the legend's labels: caption (12 pt). [UNCERTAIN] estimated.
    static let legendFont = Font.caption

    /// The diameter of a legend entry's circle, the gap between it and its label, and the gap
    /// between entries. [UNCERTAIN] estimated from iOS screenshots.
    static let legendSymbolSize: CGFloat = 8
    static let legendSymbolSpacing: CGFloat = 4
    static let legendEntrySpacing: CGFloat = 12

    /// The gap between the axes and the legend. [UNCERTAIN] estimated.
    static let legendSpacing: CGFloat = 8

    /// The gap between a mark and its annotation. [UNCERTAIN] estimated.
    static let annotationSpacing: CGFloat = 4

    /// The gap between value labels and an axis title. [UNCERTAIN] estimated.
    static let axisTitleSpacing: CGFloat = 4

    /// The size of a chart given no size (nil proposals). [UNCERTAIN] estimated.
    static let idealSize = CGSize(width: 300, height: 200)

    /// How many intervals a numeric axis aims at, and how many ticks a date axis shows at most.
    /// [UNCERTAIN] estimated (iOS shows 5–6 labels on a numeric axis, a week of days on a date axis).
    static let numericTickCount = 5
    static let dateTickCount = 8
}
