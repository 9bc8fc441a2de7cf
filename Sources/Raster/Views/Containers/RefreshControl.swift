// RefreshControl.swift · Raster/Views/Containers · the pull-to-refresh control of a refreshable scroll view (mirrors UIRefreshControl, which SwiftUI's refreshable(action:) shows on iOS 17)
// Status: Partial — the action starts when the finger lifts past the trigger (UIKit may start it
// at the trigger while the finger is still down [UNCERTAIN]); no title, no haptic; figures from
// Flutter's CupertinoSliverRefreshControl, as UIKit does not publish its own [UNCERTAIN].

import Foundation

/// The refresh control of a vertical scroll view whose environment has a `refresh` action
/// (`refreshable(action:)` on a `List`, `Form` or `ScrollView`).
///
/// Raster, in points and host seconds: a finger pulling the content down past its top
/// (`ScrollViewState.pull(by:)`, UIKit's rubber band) reveals a spinner in the room it opens
/// above the content, one spoke per eighth of `triggerDistance` pulled, clockwise from
/// 12 o'clock, and turning once the pull reaches the trigger. Lifted there, the action runs on
/// the host's task runner (once: a pull while it runs starts nothing) and the content springs
/// to `heldHeight` below its top, where it stays while the action runs, the spinner turning;
/// when the action returns, the content springs back to its top (`ScrollSpringBack`).
final class RefreshControl: @unchecked Sendable {
    /// How far the content must be pulled down (after the rubber band) for a release to
    /// refresh: 100 points, Flutter's `CupertinoSliverRefreshControl` default
    /// (`refreshTriggerPullDistance`). [UNCERTAIN — UIRefreshControl's is not published]
    static let triggerDistance: CGFloat = 100
    /// The room held above the content while the action runs: 60 points, Flutter's
    /// `refreshIndicatorExtent` default. [UNCERTAIN — UIRefreshControl's is not published]
    static let heldHeight: CGFloat = 60
    /// The spinner's side: 28 points (Flutter's refresh indicator radius,
    /// `_kActivityIndicatorRadius` = 14), drawn as `ProgressView`'s spinner. [UNCERTAIN]
    static let spinnerSide: CGFloat = 28
    /// Steps of the turning spinner per second: 8, one spoke a step and a turn a second
    /// (Flutter's `CupertinoActivityIndicator` turns once a second in eight steps).
    static let stepsPerSecond: Double = 8

    /// The action run by a refresh: the environment's `refresh`, replaced at each update.
    var action: RefreshAction
    /// Told when the action returns (the scroll view's state springs the content back).
    var finished: () -> Void = {}
    /// Whether the action is running.
    private(set) var isRefreshing = false
    /// The runner that runs the action: the host's, which runs it only when it drains.
    private weak var runner: TaskRunner?
    private let task = TaskHandle()

    init(action: RefreshAction, runner: TaskRunner) {
        self.action = action
        self.runner = runner
    }

    /// Starts the action unless it is running; returns whether it started.
    func begin() -> Bool {
        guard !isRefreshing, let runner else { return false }
        isRefreshing = true
        let action = self.action
        runner.start(task) { [self] in
            await action()
            end()
        }
        return true
    }

    /// Stops waiting for the action (its scroll view went away); the task is cancelled.
    func cancel() {
        task.cancel()
        isRefreshing = false
    }

    private func end() {
        guard isRefreshing else { return }
        isRefreshing = false
        task.cancel()
        finished()
    }

    /// The spinner in the room a pull of `revealed` points opens above the content, in the
    /// scroll view's space: `top` is the room's top edge (the content's top at rest less the
    /// large title's area a pull stretches) and `width` the scroll view's. The spinner is
    /// centred in the room (its centre on whole points) and clipped to it; it turns (one step
    /// per 1/8 s of host `time`) while refreshing, while the content returns after a refresh
    /// (`returning`) or once the pull reaches the trigger, and otherwise shows one spoke per
    /// eighth of the trigger pulled, as opaque as the turning spinner's head (Flutter's
    /// partially revealed indicator).
    func items(revealed: CGFloat, top: CGFloat, width: CGFloat, time: TimeInterval, returning: Bool,
               environment: EnvironmentValues) -> [DisplayList.Item] {
        guard revealed > 0 else { return [] }
        let side = Self.spinnerSide
        let center = CGPoint(x: (width / 2).rounded(), y: (top + revealed / 2).rounded())
        let turning = isRefreshing || returning || revealed >= Self.triggerDistance
        let fraction = Double(revealed / Self.triggerDistance)
        let spokes = turning ? nil : Int((fraction * Double(Spinner.spokeCount) - 1e-9).rounded(.up))
        let head = Int((time * Self.stepsPerSecond + 1e-9).rounded(.down))
        let spinner = Spinner.items(size: CGSize(width: side, height: side), environment: environment,
                                    head: head % Spinner.spokeCount, revealed: spokes)
        let room = Path(CGRect(x: 0, y: top, width: width, height: revealed))
        let placed = CGAffineTransform(translationX: center.x - side / 2, y: center.y - side / 2)
        return [.group(.clip(room, FillStyle(antialiased: false)), [.group(.transform(placed), spinner)])]
    }
}
