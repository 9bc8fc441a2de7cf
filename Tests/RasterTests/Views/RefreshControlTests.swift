// RefreshControlTests.swift · RasterTests/Views · pull to refresh: refreshable(action:) on a ScrollView and a List, played with ViewHost drags (RefreshControl.swift; ScrollViewState and ScrollSpringBack in ScrollViewLayout.swift)
// Sources: UIScrollView's rubber band (1 − 1 / (x·0.55 / d + 1))·d, as Grant Paul reverse-engineered
// it; Flutter's CupertinoSliverRefreshControl (trigger at 100 points pulled, 60 points held while
// refreshing, a partially revealed indicator) and CupertinoActivityIndicator (eight spokes, a turn
// a second); Flutter's ScrollPhysics spring (mass 0.5, stiffness 100, damping ratio 1.1).

import Foundation
import Testing
@testable import Raster

/// A refresh action the test holds: it counts its runs and, while `holds`, waits until the
/// test calls `finish()` (or forever), as a network reload would.
final class RefreshProbe: @unchecked Sendable {
    private(set) var runs = 0
    var holds = true
    private var gate: CheckedContinuation<Void, Never>?

    func refresh() async {
        runs += 1
        guard holds else { return }
        await withCheckedContinuation { gate = $0 }
    }

    func finish() {
        gate?.resume()
        gate = nil
    }
}

@MainActor @Suite struct RefreshControlTests {
    /// A 300 × 600 window: the scroll view is 600 points tall, the `d` of the rubber band.
    static let window = CGSize(width: 300, height: 600)

    /// Twenty 50-point blue rows in a scroll view, refreshable when a probe is given.
    struct Rows: View {
        let probe: RefreshProbe?

        @ViewBuilder var body: some View {
            let scrollView = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                }
            }
            if let probe {
                scrollView.refreshable { await probe.refresh() }
            } else {
                scrollView
            }
        }
    }

    /// UIKit's rubber band of `x` points of finger travel on a `d`-point scroll view.
    static func rubberBand(_ x: CGFloat, _ d: CGFloat = 600) -> CGFloat {
        (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    /// What is left of a unit spring back after `t` seconds: the overdamped oscillator of
    /// mass 0.5, stiffness 100 and damping ratio 1.1 released at rest.
    static func springRemaining(_ t: Double) -> Double {
        let omega = (100 / 0.5).squareRoot(), zeta = 1.1, root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = -r1 / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The top of the rows, window points.
    static func contentTop(_ host: ViewHost<some View>) throws -> CGFloat {
        try #require(host.frame(ofUnit: "VStack(spacing: 0)")).minY
    }

    /// Pulls the rows down by `travel` points of finger travel from y = 100, finger still down.
    static func pull(_ host: ViewHost<some View>, by travel: CGFloat) {
        host.beginDrag(at: CGPoint(x: 150, y: 100))
        host.moveDrag(to: CGPoint(x: 150, y: 100 + travel))
    }

    /// The middle of spoke `position` (eighths of a turn clockwise from 12 o'clock) of a
    /// 28-point spinner centred at `center`: 9.8 points out (the spokes run from 7.84 to 11.76).
    static func spoke(_ position: Int, around center: CGPoint) -> CGPoint {
        let angle = -Double.pi / 2 + Double(position) * .pi / 4
        return CGPoint(x: center.x + 9.8 * cos(angle), y: center.y + 9.8 * sin(angle))
    }

    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// Released 300 points of travel down (a pull of 129.412 points, past the 100-point
    /// trigger), the action runs once, and the rows spring to 60 points down, where they stay
    /// while it runs; a second pull then starts nothing; when the action returns the rows
    /// spring back to their top.
    @Test func aPullPastTheTriggerRefreshesOnceAndHoldsTheContentUntilTheActionReturns() throws {
        let probe = RefreshProbe()
        let host = ViewHost(Rows(probe: probe), size: Self.window)
        Self.pull(host, by: 300)
        #expect(abs(try Self.contentTop(host) - Self.rubberBand(300)) < 1e-9)
        #expect(probe.runs == 0)
        host.endDrag()
        #expect(probe.runs == 1)
        // Released at host time 0: the rows start where the finger left them and spring
        // toward the held 60 points along the spring (exact at each 1/60 s frame).
        #expect(abs(try Self.contentTop(host) - Self.rubberBand(300)) < 1e-9)
        host.advance(by: 0.25)
        let expected = 60 + (Self.rubberBand(300) - 60) * Self.springRemaining(0.25)
        #expect(abs(try Self.contentTop(host) - expected) < 1e-9)
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 60)
        // A second pull while refreshing pulls from the held room and springs back to it.
        Self.pull(host, by: 300)
        #expect(abs(try Self.contentTop(host) - (60 + Self.rubberBand(300))) < 1e-9)
        host.endDrag()
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 60)
        #expect(probe.runs == 1)
        // The action returns: the rows spring back to the top, and the spinner is gone.
        probe.finish()
        _ = host.render()
        host.advance(by: 0.25)
        #expect(abs(try Self.contentTop(host) - 60 * Self.springRemaining(0.25)) < 1e-9)
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 0)
        #expect(probe.runs == 1)
        #expect(host.render().pixel(atPoint: 150, 20.2) == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    /// Released 150 points down (a pull of 72.527 points, short of the trigger), the action
    /// does not run and the rows spring back to their top.
    @Test func aPullShortOfTheTriggerSpringsBackWithoutRefreshing() throws {
        let probe = RefreshProbe()
        let host = ViewHost(Rows(probe: probe), size: Self.window)
        Self.pull(host, by: 150)
        #expect(abs(try Self.contentTop(host) - Self.rubberBand(150)) < 1e-9)
        host.endDrag()
        host.advance(by: 0.25)
        #expect(abs(try Self.contentTop(host) - Self.rubberBand(150) * Self.springRemaining(0.25)) < 1e-9)
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 0)
        #expect(probe.runs == 0)
    }

    /// Without `refreshable` a pull past the trigger only rubber-bands: nothing is drawn in
    /// the room it opens, and the rows spring back.
    @Test func aScrollViewWithoutRefreshableOnlyRubberBandsAndSpringsBack() throws {
        let host = ViewHost(Rows(probe: nil), size: Self.window)
        Self.pull(host, by: 300)
        let center = CGPoint(x: 150, y: (Self.rubberBand(300) / 2).rounded())
        let image = host.render()
        for position in 0..<8 {
            let point = Self.spoke(position, around: center)
            #expect(image.pixel(atPoint: point.x, point.y) == Self.white)
        }
        host.endDrag()
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 0)
    }

    /// Mid-pull the spinner shows one spoke per eighth of the trigger pulled, clockwise from
    /// 12 o'clock, centred in the room: 72.527 points pulled show 6 of the 8 spokes (72.5 / 12.5
    /// = 5.8, rounded up), centred at y = 36, in the secondary label colour over white.
    @Test func theSpinnerRevealsASpokePerEighthOfTheTriggerWhilePulled() throws {
        let host = ViewHost(Rows(probe: RefreshProbe()), size: Self.window)
        Self.pull(host, by: 150)
        let image = host.render()
        let center = CGPoint(x: 150, y: 36)
        for position in 0..<8 {
            let point = Self.spoke(position, around: center)
            let pixel = image.pixel(atPoint: point.x, point.y)
            if position < 6 {
                #expect(pixel != Self.white, "spoke \(position) is drawn")
            } else {
                #expect(pixel == Self.white, "spoke \(position) is not drawn yet")
            }
        }
        // The 12 o'clock spoke's middle pixel is wholly covered: #3C3C43 at 60 % over white.
        #expect(image.pixel(atPoint: 150, 26.2) == RGBA8(r: 138, g: 138, b: 142, a: 255))
        host.endDrag()
    }

    /// Held past the trigger with the finger still down, the spinner shows all its spokes
    /// and turns: at host time 0 its head is at 12 o'clock; held still 0.25 s (two steps),
    /// the head is at 3 o'clock and the 12 o'clock spoke has faded; nothing runs until the
    /// finger lifts. The middle pixels of the two spokes are wholly covered.
    @Test func heldPastTheTriggerTheSpinnerTurnsBeforeTheFingerLifts() throws {
        let probe = RefreshProbe()
        let host = ViewHost(Rows(probe: probe), size: Self.window)
        Self.pull(host, by: 300)
        let center = CGPoint(x: 150, y: (Self.rubberBand(300) / 2).rounded())
        let top = Self.spoke(0, around: center), right = Self.spoke(2, around: center)
        let head = RGBA8(r: 138, g: 138, b: 142, a: 255)
        #expect(host.render().pixel(atPoint: top.x, top.y) == head)
        host.moveDrag(to: CGPoint(x: 150, y: 400), duration: 0.25)
        let later = host.render()
        #expect(later.pixel(atPoint: right.x, right.y) == head)
        #expect(later.pixel(atPoint: top.x, top.y).r > head.r)
        #expect(probe.runs == 0)
        host.endDrag()
        #expect(probe.runs == 1)
        probe.finish()
        _ = host.render()
    }

    /// While the action runs (it does not return for the whole test, 10 s of host time, and is
    /// let go only at the end so that its continuation is not leaked) the spinner turns one
    /// spoke every 1/8 s of host time: the 12 o'clock spoke is opaque when the head is there
    /// (step 0 of each turn) and fades behind it (0.8, 0.6, 0.4, then 0.3), and rendering
    /// never waits for the action.
    @Test func theSpinnerTurnsWhileAnActionThatDoesNotReturnRuns() throws {
        let probe = RefreshProbe()
        let host = ViewHost(Rows(probe: probe), size: Self.window)
        Self.pull(host, by: 300)
        host.endDrag()
        host.advance(by: 1)
        #expect(try Self.contentTop(host) == 60)
        // To the start of the next turn, then one frame per step.
        host.advance(by: (host.time).rounded(.up) + 1 - host.time)
        var reds: [UInt8] = []
        for _ in 0..<8 {
            reds.append(host.render().pixel(atPoint: 150, 30 - 9.8).r)
            host.advance(by: 0.125)
        }
        #expect(reds[0] == 138)
        #expect(reds[0] < reds[1] && reds[1] < reds[2] && reds[2] < reds[3] && reds[3] < reds[4])
        #expect(Set(reds[4...]).count == 1)
        #expect(try Self.contentTop(host) == 60)
        #expect(probe.runs == 1)
        probe.finish()
    }

    /// An action that returns as its host goes away (the host cancels its tasks and lets them
    /// finish) ends its refresh without reaching the freed window: nothing crashes, and the
    /// action ran once.
    @Test func anActionReturningAsItsHostGoesAwayEndsQuietly() {
        let probe = RefreshProbe()
        do {
            let host = ViewHost(Rows(probe: probe), size: Self.window)
            Self.pull(host, by: 300)
            host.endDrag()
            probe.finish()
        }
        #expect(probe.runs == 1)
    }

    /// Under a large-title bar the pull stretches the large title's area and the title follows
    /// the rows down; the refresh control opens between the bar's 44-point row and the title:
    /// while refreshing, the bar is 96 + 60 points tall, the title and the rows 60 points lower,
    /// and the spinner centred 30 points under the row (y = 74).
    @Test func underALargeTitleTheSpinnerShowsBetweenTheBarsRowAndTheStretchedTitle() throws {
        let probe = RefreshProbe()
        let host = ViewHost(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Inbox")
                .refreshable { await probe.refresh() }
        }, size: Self.window)
        let rowAtRest = try #require(host.frame(ofUnit: "Text(\"Row 0\")"))
        host.beginDrag(at: CGPoint(x: 150, y: 200))
        host.moveDrag(to: CGPoint(x: 150, y: 500))
        host.endDrag()
        #expect(probe.runs == 1)
        host.advance(by: 1)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 300, height: 156))
        #expect(try #require(host.frame(ofUnit: "Text(\"Inbox\")")).maxY == 148)
        #expect(host.frame(ofUnit: "Text(\"Row 0\")") == rowAtRest.offsetBy(dx: 0, dy: 60))
        let image = host.render()
        #expect(image.pixel(atPoint: 150, 44 + 30 - 9.8) != image.pixel(atPoint: 20, 44 + 30 - 9.8))
        probe.finish()
        host.advance(by: 1)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 300, height: 96))
        #expect(host.frame(ofUnit: "Text(\"Row 0\")") == rowAtRest)
    }
}
