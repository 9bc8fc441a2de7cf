// WorldClockScenes.swift · rendershot/Gallery · issue 18 "Animation APIs": the TimelineView world clock of RasterExamples, light and dark (not from a seed)

import RendershotKit
import RasterExamples

/// RasterExamples' world clock on an iPhone 15 at the host's start date (16:41:00 UTC, so
/// Cupertino shows 9:41 and Tokyo 1:41 the next day).
enum WorldClockScenes {
    static let scene = RendershotScene("world-clock", summary: "analogue clocks a TimelineView redraws every second, at the host's start date",
                                       device: .iPhone15) { WorldClockScreen() }

    static let darkScene = RendershotScene("world-clock-dark", summary: "the world clock in dark mode",
                                           device: .iPhone15, colorScheme: .dark) { WorldClockScreen() }
}
