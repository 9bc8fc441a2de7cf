// PullToRefreshTests.swift · RasterExamplesTests · a refreshable inbox under a large-title bar pulled by a host's drag: mid-pull (spokes revealed above the stretched title) and refreshing (the list held under the turning spinner), light and dark
// Figures: RefreshControl (Flutter's CupertinoSliverRefreshControl: trigger 100, held 60) and
// UIKit's rubber band (1 − 1 / (x·0.55 / d + 1))·d.

import Foundation
import Testing
import Raster
import RasterSnapshotTesting

/// A refresh that waits until the test lets it finish, counting its runs.
final class HeldRefresh: @unchecked Sendable {
    private(set) var runs = 0
    private var gate: CheckedContinuation<Void, Never>?

    func refresh() async {
        runs += 1
        await withCheckedContinuation { gate = $0 }
    }

    func finish() {
        gate?.resume()
        gate = nil
    }
}

/// An inbox: a list of messages under a large title, refreshable.
struct RefreshableInbox: View {
    let refresh: HeldRefresh
    static let messages = ["Lunch on Friday?", "Your order has shipped", "Minutes from Tuesday",
                           "Photos from the trip", "Invoice 2024-118", "Weekend plans", "Re: Quarterly report"]

    var body: some View {
        NavigationStack {
            List(Self.messages, id: \.self) { subject in
                VStack(alignment: .leading, spacing: 2) {
                    Text(subject).font(.headline)
                    Text("Tap to read").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Inbox")
            .refreshable { await refresh.refresh() }
        }
    }
}

@MainActor @Suite struct PullToRefreshTests {
    /// 480 points tall: the list's scroll view is the `d` of the rubber band.
    private static let window = CGSize(width: 393, height: 480)

    /// The inbox in a 2× window of `colorScheme`, its refresh held by `refresh`.
    private static func host(_ refresh: HeldRefresh, _ colorScheme: ColorScheme) -> ViewHost<RefreshableInbox> {
        ViewHost(RefreshableInbox(refresh: refresh), size: window, scale: 2, colorScheme: colorScheme)
    }

    /// 130 points of finger travel pull the list (1 − 1 / (130 × 0.55 / 480 + 1)) × 480 =
    /// 62.2 points down: the large title follows it and 5 of the spinner's 8 spokes
    /// (62.2 / 12.5 = 4.98, rounded up) show between the bar's row and the title. Lifted
    /// there, short of the trigger, nothing runs.
    @Test(arguments: [ColorScheme.light, .dark])
    func midPullRevealsTheSpinnerAboveTheStretchedTitle(colorScheme: ColorScheme) {
        let refresh = HeldRefresh()
        let host = Self.host(refresh, colorScheme)
        host.beginDrag(at: CGPoint(x: 196, y: 200))
        host.moveDrag(to: CGPoint(x: 196, y: 330))
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
        host.endDrag()
        host.advance(by: 1)
        #expect(refresh.runs == 0)
    }

    /// 300 points of travel (a pull of 122.8 points) and lifted: the refresh runs once and the
    /// list rests 60 points down, the spinner turning in the room (3/8 of a turn in, 1.375 s
    /// after the lift) until the refresh returns.
    @Test(arguments: [ColorScheme.light, .dark])
    func refreshingHoldsTheListUnderTheTurningSpinner(colorScheme: ColorScheme) {
        let refresh = HeldRefresh()
        let host = Self.host(refresh, colorScheme)
        host.beginDrag(at: CGPoint(x: 196, y: 150))
        host.moveDrag(to: CGPoint(x: 196, y: 450))
        host.endDrag()
        host.advance(by: 1.375)
        #expect(refresh.runs == 1)
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
        refresh.finish()
        host.advance(by: 1)
        #expect(refresh.runs == 1)
    }
}
