// DragTargetsTests.swift · RasterTests/Gestures · drags that scroll scroll views and move sliders (GestureChain.swift, Slider.swift, ViewHost+Gestures.swift)

import Foundation
import Testing
@testable import Raster

/// A slider over 0...100 in steps of 10 whose body records its value and editing events.
private struct SteppedSlider: View {
    let log: GestureLog
    @State private var value = 0.0

    var body: some View {
        let _ = log.entries.append("value \(Int(value))")
        Slider(value: $value, in: 0...100, step: 10) { log.entries.append("editing \($0)") }
    }
}

@Suite struct DragTargetsTests {
    /// Ten 50-point rows in a 100-point vertical scroll view, each row a button.
    private static func rows(log: GestureLog) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Button { log.entries.append("row \(index)") } label: {
                        Color(red: Double(index) / 10, green: 0, blue: 0).frame(height: 50)
                    }
                }
            }
        }
    }

    @Test func aDragScrollsByTheFingersTranslationWithoutMomentum() {
        let log = GestureLog()
        let host = ViewHost(Self.rows(log: log), size: CGSize(width: 100, height: 100))
        // The finger moves up 60 points: the content follows it, even though the drag
        // started on a button (whose tap fails once the finger moves).
        #expect(host.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), duration: 0.2))
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -60, 100, 500)")
        // Nothing moves after the finger lifts.
        host.advance(by: 1)
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -60, 100, 500)")
        #expect(log.entries.isEmpty)
        // Mid-drag, the content is where the finger has brought it; past the top it is pulled
        // with UIKit's rubber band: 40 points of finger travel beyond the top pull it
        // (1 − 1 / (40 × 0.55 / 100 + 1)) × 100 = 18.033 points down; lifting the finger
        // springs it back to its top (RefreshControlTests times the spring).
        host.beginDrag(at: CGPoint(x: 50, y: 50))
        host.moveDrag(to: CGPoint(x: 50, y: 80), duration: 0.1)
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -30, 100, 500)")
        host.moveDrag(to: CGPoint(x: 50, y: 150), duration: 0.1)
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 18.033, 100, 500)")
        host.endDrag()
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 18.033, 100, 500)")
        host.advance(by: 1)
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 500)")
        // A tap still goes to the row's button.
        host.tap(at: CGPoint(x: 50, y: 75))
        #expect(log.entries == ["row 1"])
    }

    @Test func aChildDragGestureKeepsTheScrollViewStill() {
        let log = GestureLog()
        let view = ScrollView {
            Color.blue.frame(height: 500).gesture(DragGesture().onEnded { log.ended.append($0) })
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        host.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), duration: 0.2)
        #expect(log.ended.map(\.translation) == [CGSize(width: 0, height: -60)])
        #expect(ScrollViewTests.frame("Color ", in: host.layoutDescription())?.hasPrefix("(0, 0,") == true)
    }

    @Test func dragsMoveASliderInStepsAndReportEditing() {
        let log = GestureLog()
        // 228 points wide: the thumb's centre travels 200 points, from x = 14 to 214.
        let host = ViewHost(SteppedSlider(log: log), size: CGSize(width: 228, height: 34))
        _ = host.layoutDescription()
        log.entries = []
        // Holding the thumb (at 0) and moving it 100 points: half way, 50.
        host.beginDrag(at: CGPoint(x: 20, y: 17))
        #expect(log.entries == ["editing true"])
        host.moveDrag(to: CGPoint(x: 120, y: 17), duration: 0.1)
        #expect(log.entries.last == "value 50")
        host.endDrag()
        #expect(log.entries.last == "editing false")
        // Touching the track at x = 178 puts the thumb there (0.82 → 80), then follows
        // the finger past the end, where the value stops at the upper bound.
        log.entries = []
        host.beginDrag(at: CGPoint(x: 178, y: 17))
        #expect(log.entries == ["editing true", "value 80"])
        host.moveDrag(to: CGPoint(x: 400, y: 17), duration: 0.05)
        host.endDrag()
        #expect(log.entries.suffix(2) == ["value 100", "editing false"])
        // Steps of 10: x = 66 is 0.26 of the way, drawn and set at 30.
        log.entries = []
        host.tap(at: CGPoint(x: 66, y: 17))
        #expect(log.entries == ["editing true", "value 30", "editing false"])
    }

    @Test func aDisabledSliderDoesNotMove() {
        let log = GestureLog()
        let host = ViewHost(SteppedSlider(log: log).disabled(true), size: CGSize(width: 228, height: 34))
        #expect(!host.drag(from: CGPoint(x: 14, y: 17), to: CGPoint(x: 200, y: 17)))
        #expect(log.entries == ["value 0"])
    }
}
