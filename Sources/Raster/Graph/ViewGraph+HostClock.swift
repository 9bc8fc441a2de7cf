// ViewGraph+HostClock.swift · Raster/Graph · binds a graph's host clock while it runs user code (Raster's own)
// Status: Complete.
//
// Combine's main-queue schedulers and `Timer.publish` on the main run loop schedule on
// `HostClock.current` when one is bound (Combine/HostClock.swift). A graph binds its own
// clock around everything that runs user code: updates and their actions
// (`updateAndLayout`, `update`), and the host's taps and clock steps (`ViewHost`). A new
// entry point that runs user closures (a gesture) must run them inside `hosting` too.

import Foundation
import Combine

extension ViewGraph {
    /// Runs `body` with this graph's clock as the current host clock.
    func hosting<R>(_ body: () -> R) -> R {
        HostClock.$current.withValue(hostClock, operation: body)
    }

    /// The date now on the host's clock: `HostClock.referenceDate` plus the host's time.
    var currentDate: Date { hostClock.date }
}
