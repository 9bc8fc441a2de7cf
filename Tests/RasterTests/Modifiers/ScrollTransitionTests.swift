import Foundation
import Testing
@testable import Raster

/// The phases a scroll transition's closure was called with, by row.
private final class PhaseLog: @unchecked Sendable {
    var phases: [Int: Set<ScrollTransitionPhase>] = [:]
}

private typealias Threshold = ScrollTransitionConfiguration.Threshold

@Suite struct ScrollTransitionTests {
    // MARK: Progress (a row 20 points long in a visible region 100 points long)

    private func progress(_ start: Double, _ threshold: Threshold = .visible) -> ScrollTransitionProgress {
        ScrollTransitionProgress(start: start, length: 20, visible: 100, threshold: threshold)
    }

    @Test func aFullyVisibleRowIsInIdentity() {
        #expect(progress(0).phase == .identity)
        #expect(progress(40).phase == .identity)
        #expect(progress(80).phase == .identity)
    }

    @Test func progressAtTheTopEdge() {
        #expect(progress(-10) == ScrollTransitionProgress(edge: .topLeading, progress: 0.5))
        #expect(progress(-15) == ScrollTransitionProgress(edge: .topLeading, progress: 0.25))
        #expect(progress(-20) == ScrollTransitionProgress(edge: .topLeading, progress: 0))
        #expect(progress(-30) == ScrollTransitionProgress(edge: .topLeading, progress: 0))
        #expect(progress(-10).phase == .topLeading)
    }

    @Test func progressAtTheBottomEdge() {
        #expect(progress(90) == ScrollTransitionProgress(edge: .bottomTrailing, progress: 0.5))
        #expect(progress(95) == ScrollTransitionProgress(edge: .bottomTrailing, progress: 0.25))
        #expect(progress(100).progress == 0)
        #expect(progress(90).phase == .bottomTrailing)
    }

    @Test func thresholds() {
        // Half visible counts as visible.
        #expect(progress(-10, .visible(0.5)).phase == .identity)
        #expect(progress(-15, .visible(0.5)).progress == 0.5)
        // Clamped amounts.
        #expect(progress(-10, .visible(2)) == progress(-10, .visible))
        // Centred: identity only at the centre (40); from −20 (or 100) to 40 the progress rises.
        #expect(progress(0, .centered).progress == 1.0 / 3.0)
        #expect(progress(40, .centered).phase == .identity)
        #expect(progress(70, .centered) == ScrollTransitionProgress(edge: .bottomTrailing, progress: 0.5))
        // Inset 10 towards the centre: identity from y 10 at the top, to y 70 at the bottom.
        #expect(progress(0, Threshold.visible.inset(by: 10)).progress == 2.0 / 3.0)
        #expect(progress(10, Threshold.visible.inset(by: 10)).phase == .identity)
        #expect(progress(75, Threshold.visible.inset(by: 10)).progress == 25.0 / 30.0)
        // Hidden: identity as soon as any of it shows.
        #expect(progress(-19, .hidden).phase == .identity)
        #expect(progress(-20, .hidden).phase == .topLeading)
        // Interpolated half way from visible (threshold at 0) to centred (at 40): at 20.
        #expect(progress(20, Threshold.visible.interpolated(towards: .centered, amount: 0.5)).progress == 1)
        #expect(progress(0, Threshold.visible.interpolated(towards: .centered, amount: 0.5)).progress == 0.5)
    }

    @Test func phaseValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity)
        #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    // MARK: Drawing

    /// Ten red rows 20 points tall in a 40×100 scroll view, each with `transition`, scrolled
    /// down by `offset` points.
    private func rows<Effect: VisualEffect>(scrolledBy offset: CGFloat, _ configuration: ScrollTransitionConfiguration,
                                            log: PhaseLog? = nil,
                                            _ transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect)
        -> RasterImage {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { row in
                    Color.red.frame(height: 20)
                        .scrollTransition(configuration) { content, phase in
                            log?.phases[row, default: []].insert(phase)
                            return transition(content, phase)
                        }
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 40, height: 100))
        _ = host.render()
        host.scroll(by: CGSize(width: 0, height: offset), at: CGPoint(x: 20, y: 50))
        return host.render()
    }

    /// A red band 20 points tall at y 0 of a 40×100 white window, drawn with `opacity`.
    private func band(opacity: Double) throws -> RasterImage {
        try renderView(VStack(spacing: 0) { Color.red.frame(height: 20).opacity(opacity); Spacer() }
            .frame(width: 40, height: 100).background(Color.white))
    }

    @Test func interactiveOpacityFollowsTheRowsProgress() throws {
        // Scrolled by 10: row 0 is half above the top edge (progress 0.5), row 5 half below
        // the bottom; linear pacing gives opacity 0.5 to both.
        let log = PhaseLog()
        let image = rows(scrolledBy: 10, .interactive(timingCurve: .linear), log: log) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)
        }
        let half = try band(opacity: 0.5)
        #expect(image[20, 5] == half[20, 5])
        #expect(image[20, 95] == half[20, 5])
        #expect(image[20, 50] == systemRed)
        // The edge rows were asked for their edge phase and identity; the middle ones for identity only.
        #expect(log.phases[0] == [.topLeading, .identity])
        #expect(log.phases[5] == [.bottomTrailing, .identity])
        #expect(log.phases[2] == [.identity])
    }

    @Test func theDefaultConfigurationIsPacedByEaseInOut() throws {
        // Scrolled by 15: row 0 shows a quarter (progress 0.25).
        let image = rows(scrolledBy: 15, .interactive) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        let expected = try band(opacity: UnitCurve.easeInOut.value(at: 0.25))
        #expect(image[20, 2] == expected[20, 2])
        #expect(UnitCurve.easeInOut.value(at: 0.25) < 0.25)
    }

    @Test func animatedShowsThePhaseReached() {
        // Scale 0 off identity: row 0 (half hidden) and row 5 (half shown) are not drawn.
        let log = PhaseLog()
        let image = rows(scrolledBy: 10, .animated, log: log) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0) }
        #expect(image[20, 5] == opaqueWhite)
        #expect(image[20, 95] == opaqueWhite)
        #expect(image[20, 15] == systemRed)
        // Row 0 was in identity before the scroll, and only at its edge's phase after it.
        #expect(log.phases[0] == [.identity, .topLeading])
        #expect(log.phases[5] == [.bottomTrailing])
    }

    @Test func identityNeverChangesTheView() {
        let image = rows(scrolledBy: 10, .identity) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        #expect(image[20, 5] == systemRed)
        #expect(image[20, 95] == systemRed)
    }

    @Test func eachEdgeHasItsConfiguration() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in
                    Color.red.frame(height: 20)
                        .scrollTransition(topLeading: .identity, bottomTrailing: .animated) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 40, height: 100))
        host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 20, y: 50))
        let image = host.render()
        #expect(image[20, 5] == systemRed)
        #expect(image[20, 95] == opaqueWhite)
    }

    @Test func outsideAScrollViewTheViewIsInIdentity() throws {
        let log = PhaseLog()
        let image = try renderView(Color.red.frame(width: 10, height: 10)
            .scrollTransition { content, phase in
                log.phases[0, default: []].insert(phase)
                return content.opacity(phase.isIdentity ? 1 : 0)
            })
        #expect(image[5, 5] == systemRed)
        #expect(log.phases[0] == [.identity])
    }

    @Test func aHorizontalScrollViewUsesItsAxis() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in
                    Color.red.frame(width: 20)
                        .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 40))
        host.scroll(by: CGSize(width: 10, height: 0), at: CGPoint(x: 50, y: 20))
        let image = host.render()
        #expect(image[50, 20] == systemRed)
        #expect(image[5, 20] != systemRed)
        #expect(image[5, 20] == image[95, 20])
    }
}
