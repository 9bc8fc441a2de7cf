// InspectorTests.swift · RasterTests/Presentation · inspector(isPresented:content:) as a sheet in a
// compact width and a trailing column in a regular width (Modifiers/InspectorModifiers.swift).
// The 320-point default column is UNCERTAIN (InspectorMetrics); a large sheet's top is the
// safe-area top + 10 (ios17-metrics.md §6.1).

import Foundation
import Testing
@testable import Raster

private struct Editor: View {
    @State var shown: Bool
    var width: CGFloat?
    var range: (CGFloat?, CGFloat, CGFloat?)?

    var body: some View {
        Color.red
            .overlay { Text("Canvas") }
            .inspector(isPresented: $shown) {
                if let width {
                    Text("Inspector").inspectorColumnWidth(width)
                } else if let range {
                    Text("Inspector").inspectorColumnWidth(min: range.0, ideal: range.1, max: range.2)
                } else {
                    Text("Inspector")
                }
            }
    }
}

/// The window frame of the first unit named `name` in layout order (the canvas's `Color`
/// is laid out before the column's background).
private func firstFrame(named name: String, in host: ViewHost<some View>) -> CGRect? {
    host.settle()
    return host.graph.unitFrames().first { $0.name == name }?.frame
}

@Suite struct InspectorTests {
    @Test func onAnIPadItIsATrailingColumn() throws {
        let pad = ViewHost(Editor(shown: true), device: .iPad10)
        let canvas = try #require(firstFrame(named: "Color", in: pad))
        let inspector = try #require(pad.frame(ofUnit: #"Text("Inspector")"#))
        // iPad (10th generation): 820 wide; the column takes 320, the canvas the rest.
        #expect(canvas.minX == 0)
        #expect(canvas.width == 500)
        #expect(abs(inspector.midX - (500 + 160)) < 0.001)
        // The separator: one pixel (half a point at 2×) on the column's leading edge.
        let separator = try #require(pad.graph.unitFrames().first { $0.name == "Rectangle" }?.frame)
        #expect(separator.minX == 500)
        #expect(separator.width == 0.5)
    }

    @Test func theColumnWidthIsTheContentsAsked() throws {
        let fixed = ViewHost(Editor(shown: true, width: 225), device: .iPad10)
        #expect(try #require(firstFrame(named: "Color", in: fixed)).width == 820 - 225)
        let ideal = ViewHost(Editor(shown: true, range: (nil, 280, 400)), device: .iPad10)
        #expect(try #require(firstFrame(named: "Color", in: ideal)).width == 820 - 280)
        let clamped = ViewHost(Editor(shown: true, range: (300, 280, nil)), device: .iPad10)
        #expect(try #require(firstFrame(named: "Color", in: clamped)).width == 820 - 300)
    }

    @Test func hiddenOnAnIPadTheCanvasTakesTheWidth() throws {
        let pad = ViewHost(Editor(shown: false), device: .iPad10)
        #expect(try #require(firstFrame(named: "Color", in: pad)).width == 820)
        #expect(pad.frame(ofUnit: #"Text("Inspector")"#) == nil)
    }

    @Test func onAnIPhoneItIsASheet() throws {
        let phone = ViewHost(Editor(shown: true), device: .iPhone15Pro)
        phone.settle()
        // The canvas keeps the screen's width; the inspector is in a large sheet, whose card
        // starts 10 points under the safe area's top (59).
        #expect(try #require(firstFrame(named: "Color", in: phone)).width == 393)
        let card = try #require(phone.graph.unitFrames().first { $0.name == "ClipModifier" }?.frame)
        #expect(card == CGRect(x: 0, y: 69, width: 393, height: 783))
        let inspector = try #require(phone.frame(ofUnit: #"Text("Inspector")"#))
        #expect(card.contains(inspector))
    }
}
