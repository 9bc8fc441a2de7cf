// ScrollPhaseTests.swift · RasterTests/Modifiers · onScrollPhaseChange(_:), ScrollPhase and ScrollPhaseChangeContext under a host's fingers (Modifiers/ScrollPhaseModifier.swift, Rendering/ViewHost+ScrollPhases.swift)

import Foundation
import Testing
@testable import Raster

/// The phase changes an `onScrollPhaseChange` reported, with their contexts.
@MainActor private final class PhaseLog {
    var changes: [(old: ScrollPhase, new: ScrollPhase, context: ScrollPhaseChangeContext)] = []
    var phases: [ScrollPhase] { changes.map(\.new) }
}

/// Thirty 50-point rows in a 200 × 400 scroll view that logs its phases; `paging` gives it
/// `.paging`, `refreshable` a refresh control.
private struct PhasedScroll: View {
    let log: PhaseLog
    var paging = false
    var refreshable = false

    var body: some View {
        Group {
            if paging {
                rows.scrollTargetBehavior(.paging)
            } else if refreshable {
                rows.refreshable {}
            } else {
                rows
            }
        }
        .onScrollPhaseChange { old, new, context in log.changes.append((old, new, context)) }
    }

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { row in Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 50) }
            }
        }
    }
}

/// A feed whose "New post" button hides while the feed scrolls, with the two-phase form.
private struct FeedWithButton: View {
    @State private var isScrolling = false
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { row in Text("Post \(row)").frame(maxWidth: .infinity).frame(height: 50) }
            }
        }
        .onScrollPhaseChange { _, new in isScrolling = new.isScrolling }
        .overlay(alignment: .bottom) { if !isScrolling { Text("New post") } }
    }
}

@MainActor @Suite struct ScrollPhaseTests {
    private static func host<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(view, size: CGSize(width: 200, height: 400))
        _ = host.render()
        return host
    }

    @Test func onlyIdleIsNotScrolling() {
        #expect(!ScrollPhase.idle.isScrolling)
        #expect([ScrollPhase.tracking, .interacting, .decelerating, .animating].allSatisfy { $0.isScrolling })
    }

    /// A host's exact scroll is a whole drag: tracking, interacting (the geometry still at the
    /// top), idle at the new offset with a lift velocity of zero. The first layout reports
    /// nothing.
    @Test func aHostScrollGoesThroughTheDragsPhases() throws {
        let log = PhaseLog()
        let host = Self.host(PhasedScroll(log: log))
        #expect(log.changes.isEmpty)
        #expect(host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 200)))
        #expect(log.changes.map(\.old) == [.idle, .tracking, .interacting])
        #expect(log.phases == [.tracking, .interacting, .idle])
        #expect(log.changes[1].context.geometry.contentOffset == .zero)
        #expect(log.changes[1].context.velocity == nil)
        #expect(log.changes[2].context.geometry.contentOffset == CGPoint(x: 0, y: 120))
        #expect(log.changes[2].context.velocity == CGVector(dx: 0, dy: 0))
        // At the end already: nothing moves, no phase changes.
        #expect(host.scroll(by: CGSize(width: 0, height: 5000), at: CGPoint(x: 100, y: 200)))
        #expect(log.changes.count == 6)
        #expect(!host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 100, y: 200)))
        #expect(log.changes.count == 6)
    }

    /// A finger dragging 200 points up in 0.25 s: tracking at the touch, interacting from the
    /// first move, idle at the lift (no momentum) with the content's velocity, 800 points a
    /// second downward.
    @Test func aDragTracksInteractsAndRests() throws {
        let log = PhaseLog()
        let host = Self.host(PhasedScroll(log: log))
        host.beginDrag(at: CGPoint(x: 100, y: 300))
        #expect(log.phases == [.tracking])
        host.moveDrag(to: CGPoint(x: 100, y: 100), duration: 0.25)
        #expect(log.phases == [.tracking, .interacting])
        host.endDrag()
        #expect(log.phases == [.tracking, .interacting, .idle])
        let lift = try #require(log.changes.last?.context)
        let velocity = try #require(lift.velocity)
        #expect(abs(velocity.dy - 800) < 1e-6)
        #expect(velocity.dx == 0)
        #expect(lift.geometry.contentOffset == CGPoint(x: 0, y: 200))
    }

    /// A tap on a row: the scroll view tracks the finger and rests when it lifts.
    @Test func aTapOnTheContentTracksItOnly() {
        let log = PhaseLog()
        let host = Self.host(PhasedScroll(log: log))
        host.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.changes.map(\.old) == [.idle, .tracking])
        #expect(log.phases == [.tracking, .idle])
        #expect(log.changes.allSatisfy { $0.context.velocity == nil })
    }

    /// A paging scroll view lifted 90 points into its second page moves on to it: it
    /// decelerates (the geometry where the finger lifted) and then rests on the page.
    @Test func aPagingLiftDecelerates() throws {
        let log = PhaseLog()
        let host = Self.host(PhasedScroll(log: log, paging: true))
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 210), duration: 0.5)
        #expect(log.phases == [.tracking, .interacting, .decelerating, .idle])
        #expect(log.changes[2].context.geometry.contentOffset == CGPoint(x: 0, y: 90))
        #expect((log.changes[2].context.velocity?.dy ?? 0) > 0)
        #expect(log.changes[3].context.geometry.contentOffset == CGPoint(x: 0, y: 0))
    }

    /// Content pulled past its top decelerates while it springs back, and is idle once the
    /// spring has ended on the host's clock.
    @Test func aPullSpringsBackDecelerating() {
        let log = PhaseLog()
        let host = Self.host(PhasedScroll(log: log, refreshable: true))
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.25)
        #expect(log.phases == [.tracking, .interacting, .decelerating])
        host.advance(by: 0.5)
        #expect(log.phases.last == .decelerating)
        host.advance(by: 0.5)
        #expect(log.phases == [.tracking, .interacting, .decelerating, .idle])
    }

    /// The action may change state: the button hides at the touch and shows again at the lift.
    @Test func anActionHidesAButtonWhileScrolling() throws {
        let host = Self.host(FeedWithButton())
        #expect((try? host.frame(of: "New post")) != nil)
        host.beginDrag(at: CGPoint(x: 100, y: 300))
        host.moveDrag(to: CGPoint(x: 100, y: 200), duration: 0.1)
        #expect((try? host.frame(of: "New post")) == nil)
        host.endDrag()
        #expect((try? host.frame(of: "New post")) != nil)
    }

    /// The modifier watches the outermost scroll views below it: a drag on a horizontal
    /// carousel inside a vertical feed changes the carousel's phases, reported by a modifier
    /// on it, and only the vertical feed's tracking to the feed's modifier.
    @Test func aModifierWatchesItsOwnScrollView() {
        let outer = PhaseLog(), inner = PhaseLog()
        let host = Self.host(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { Text("Card \($0)").frame(width: 150, height: 100) } }
                }
                .onScrollPhaseChange { old, new, context in inner.changes.append((old, new, context)) }
                ForEach(0..<20) { Text("Row \($0)").frame(height: 50) }
            }
        }
        .onScrollPhaseChange { old, new, context in outer.changes.append((old, new, context)) })
        host.drag(from: CGPoint(x: 180, y: 50), to: CGPoint(x: 40, y: 50), duration: 0.25)
        #expect(inner.phases == [.tracking, .interacting, .idle])
        #expect(outer.phases == [.tracking, .idle])
    }
}
