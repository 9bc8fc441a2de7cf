// LayoutTestSupport.swift · RasterTests/Layout · the table-driven layout cases and their helpers
// Each suite lists `LayoutCase`s: a small view, a proposal, and the dump of every unit's
// frame that SwiftUI (iOS 17) produces, citing the swiftui-behavior.md row it checks.

import Foundation
import Testing
@testable import Raster

/// Lays `view` out for `proposal` and returns every unit's frame in root coordinates.
func layoutFrames<V: View>(_ view: V, proposal: ProposedViewSize) -> [(name: String, frame: CGRect)] {
    let graph = ViewGraph(rootView: _RootView(content: view), environment: EnvironmentValues())
    graph.layout(proposal: proposal)
    return graph.unitFrames()
}

/// Lays `view` out for `proposal` and returns the layout dump: each unit's name and frame
/// `(x, y, width, height)` in root coordinates, indented by depth.
func layoutDump<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat = 1) -> String {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let graph = ViewGraph(rootView: _RootView(content: view), environment: environment)
    graph.updateAndLayout(proposal: proposal)
    return graph.layoutDescription()
}

/// A proposal, shorter to write in tables.
func proposal(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
}

/// One row of a layout table.
struct LayoutCase: CustomTestStringConvertible, @unchecked Sendable {
    /// The swiftui-behavior.md row (or seed claim, or measured SwiftUI probe) and what is checked.
    let reference: String
    let proposal: ProposedViewSize
    /// The expected `layoutDump`.
    let expected: String
    /// Pixels per point of the layout (text rounds its size up to whole pixels).
    let scale: CGFloat
    let view: () -> AnyView
    let sourceLocation: SourceLocation

    init<V: View>(_ reference: String, _ proposal: ProposedViewSize, scale: CGFloat = 1, _ expected: String,
                  sourceLocation: SourceLocation = #_sourceLocation, @ViewBuilder view: @escaping () -> V) {
        self.reference = reference
        self.proposal = proposal
        self.expected = expected
        self.scale = scale
        self.view = { AnyView(view()) }
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { reference }

    /// Lays the case out and compares the dump with the expected one.
    func check() {
        let dump = layoutDump(view(), proposal: proposal, scale: scale)
        #expect(dump == expected, "\(reference)", sourceLocation: sourceLocation)
    }
}


/// Text metrics in the body font, as the `Text` leaf measures them: the font's own layout,
/// rounded up to whole pixels at `scale`.
enum BodyText {
    static let font = Font.body.resolved

    static func layout(_ string: String, width: CGFloat? = nil, height: CGFloat? = nil, font: Font.Resolved = font,
                       lineLimit: Int? = nil) -> TextLayout {
        TextLayout(string, font: font, maxWidth: width, maxHeight: height, lineLimit: lineLimit)
    }

    static func roundedUp(_ value: CGFloat, scale: CGFloat = 1) -> CGFloat {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The size a `Text(string)` reports for a width proposal.
    static func size(_ string: String, width: CGFloat? = nil, height: CGFloat? = nil, font: Font.Resolved = font,
                     lineLimit: Int? = nil, scale: CGFloat = 1) -> CGSize {
        let size = layout(string, width: width, height: height, font: font, lineLimit: lineLimit).size
        return CGSize(width: roundedUp(size.width, scale: scale), height: roundedUp(size.height, scale: scale))
    }

    static func width(_ string: String, font: Font.Resolved = font) -> CGFloat { size(string, font: font).width }

    /// One line's height, rounded up to a pixel at `scale`.
    static func lineHeight(font: Font.Resolved = font, scale: CGFloat = 1) -> CGFloat {
        size("A", font: font, scale: scale).height
    }

    static var metrics: FontMetrics { layout("A").metrics }

    /// The stack spacing rules of swiftui-behavior.md §1.3 for text, from the body font's
    /// metrics at `scale`: the extra 10% of the line height rounded up to a pixel, a non-text
    /// view above text, and text above a non-text view.
    static func spacing(scale: CGFloat = 1) -> (aboveText: CGFloat, belowText: CGFloat) {
        let m = metrics
        let lineHeight = m.ascent + m.descent
        let extra = roundedUp(lineHeight * 0.1, scale: scale)
        return (lineHeight + extra - m.ascent, max(lineHeight + extra - m.capHeight, extra + m.descent))
    }

    /// The first baseline's distance from the top.
    static func baseline(font: Font.Resolved = font) -> CGFloat { layout("A", font: font).firstBaseline }
}

/// Formats a number as layout dumps print it.
func pt(_ value: CGFloat) -> String { formatPoints(value) }
