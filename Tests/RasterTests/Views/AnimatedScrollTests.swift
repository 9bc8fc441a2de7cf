// AnimatedScrollTests.swift · RasterTests/Views · programmatic scrolls in an animated transaction move the content along the animation

import Foundation
import Testing
@testable import Raster

/// Records a scroll view's phase changes.
private final class PhaseLog {
    var changes: [String] = []
}

/// Ten 50-point rows with ids 0...9 in a 100-point scroll view under a 20-point bar: tapping
/// the bar scrolls row 4's top to the viewport's (offset 200) inside `withAnimation(animation)`;
/// a second bar below sets a `ScrollPosition` to the bottom edge in the same way.
private struct AnimatedScroller: View {
    let animation: Animation?
    let log: PhaseLog
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 20).onTapGesture {
                    withAnimation(animation) { proxy.scrollTo(4, anchor: .top) }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
                    }
                }
                .scrollPosition($position)
                .onScrollPhaseChange { old, new in log.changes.append("\(old)→\(new)") }
                Color.green.frame(height: 20).onTapGesture {
                    withAnimation(animation) { position.scrollTo(edge: .bottom) }
                }
            }
        }
    }
}

@MainActor @Suite struct AnimatedScrollTests {
    private func contentTop<V: View>(_ host: ViewHost<V>) -> String? {
        ScrollViewTests.frame("VStack(alignment: .leading, spacing: 0) ", in: host.layoutDescription())
    }

    /// `withAnimation(.linear(duration: 1)) { proxy.scrollTo(4, anchor: .top) }`: the content
    /// is 50 points on at 0.25 s, 100 at 0.5 s and at the row at 1 s, the scroll view animating
    /// meanwhile and idle at the end.
    @Test func scrollToMovesAlongTheAnimation() {
        let log = PhaseLog()
        let host = ViewHost(AnimatedScroller(animation: .linear(duration: 1), log: log), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 10))
        #expect(contentTop(host) == "(0, 20, 100, 500)")
        host.advance(by: 0.25)
        #expect(contentTop(host) == "(0, -30, 100, 500)")
        host.advance(by: 0.25)
        #expect(contentTop(host) == "(0, -80, 100, 500)")
        #expect(log.changes == ["idle→animating"])
        host.advance(by: 0.5)
        #expect(contentTop(host) == "(0, -180, 100, 500)")
        _ = host.render()
        #expect(log.changes == ["idle→animating", "animating→idle"])
    }

    /// Without an animation the scroll jumps, as before, and changes no phase.
    @Test func scrollToWithoutAnimationJumps() {
        let log = PhaseLog()
        let host = ViewHost(AnimatedScroller(animation: nil, log: log), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 10))
        #expect(contentTop(host) == "(0, -180, 100, 500)")
        #expect(log.changes.isEmpty)
    }

    /// A `ScrollPosition` set in `withAnimation` scrolls along the animation too: the bottom
    /// edge (offset 400) half-way at 0.5 s of a linear second.
    @Test func aScrollPositionSetInAnAnimationMovesAlongIt() {
        let log = PhaseLog()
        let host = ViewHost(AnimatedScroller(animation: .linear(duration: 1), log: log), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 130))
        host.advance(by: 0.5)
        #expect(contentTop(host) == "(0, -180, 100, 500)")
        host.advance(by: 0.5)
        #expect(contentTop(host) == "(0, -380, 100, 500)")
    }

    /// A finger touching the content stops the animation where it is.
    @Test func aTouchStopsTheAnimatedScroll() {
        let log = PhaseLog()
        let host = ViewHost(AnimatedScroller(animation: .linear(duration: 1), log: log), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 10))
        host.advance(by: 0.5)
        host.beginDrag(at: CGPoint(x: 50, y: 70))
        host.advance(by: 0.5)
        #expect(contentTop(host) == "(0, -80, 100, 500)")
        host.endDrag()
        #expect(log.changes.prefix(2) == ["idle→animating", "animating→tracking"])
    }
}

/// A hundred 50-point lazy rows; the bar scrolls to row 60 (not built yet) at the top inside
/// `withAnimation(.linear(duration: 1))`, or to row 5 with `anchor`.
private struct LazyScroller: View {
    let anchor: UnitPoint
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 20).onTapGesture {
                    withAnimation(.linear(duration: 1)) { proxy.scrollTo(60, anchor: .top) }
                }
                Color.green.frame(height: 20).onTapGesture { proxy.scrollTo(5, anchor: anchor) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { row in Text("Row \(row)").frame(height: 50) }
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct AnimatedLazyScrollTests {
    /// A row not built yet is scrolled to along the animation from where the content was:
    /// half-way through, row 30 is at the top; at the end row 60 is (a row's label is 14.5
    /// points below its top, the visible region starts at 40).
    @Test func anUnbuiltRowIsReachedAlongTheAnimation() throws {
        let host = ViewHost(LazyScroller(anchor: .top), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 10))
        #expect(try host.frame(of: "Row 0").minY == 54.5)
        host.advance(by: 0.5)
        #expect(try host.frame(of: "Row 30").minY == 54.5)
        host.advance(by: 0.5)
        #expect(try host.frame(of: "Row 60").minY == 54.5)
    }

    /// A non-finite anchor scrolls nothing, with a warning naming it, and the scroll view
    /// still scrolls afterwards.
    @Test func aNonFiniteAnchorScrollsNothing() throws {
        let host = ViewHost(LazyScroller(anchor: UnitPoint(x: .nan, y: .infinity)), size: CGSize(width: 100, height: 140))
        let warnings = capturingWarnings { host.tap(at: CGPoint(x: 50, y: 30)) }
        #expect(warnings.contains { $0.contains("anchor") && $0.contains("not finite") })
        #expect(try host.frame(of: "Row 0").minY == 54.5)
        host.tap(at: CGPoint(x: 50, y: 10))
        host.advance(by: 1)
        #expect(try host.frame(of: "Row 60").minY == 54.5)
    }
}
