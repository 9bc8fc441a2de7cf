import Foundation
import Testing
import Raster
@testable import RasterExamples
import RasterSnapshotTesting

/// The music player example played through a host: the seek bar scrubbed with a drag (light and
/// dark mid-drag), the transport buttons and the volume slider.
@Suite struct NowPlayingTests {
    private static let window = CGSize(width: 393, height: 760)
    /// The seek bar: 345 points wide from x = 24 (the padding), its 24-point track centred at
    /// y = 495 (6 points above the time labels, which start at 513.2).
    private static func seekPoint(_ fraction: Double) -> CGPoint { CGPoint(x: 24 + 345 * fraction, y: 495) }

    @Test(arguments: [ColorScheme.light, .dark])
    func scrubbingTheSeekBarMovesTheTimes(colorScheme: ColorScheme) {
        let host = ViewHost(NowPlaying(), size: Self.window, scale: 2, colorScheme: colorScheme)
        #expect(host.accessibilityDescription().contains(#""1:02""#))
        // Held at 80 % of 245 s: 196 s played, 49 s left, the bar thickened under the finger.
        host.beginDrag(at: Self.seekPoint(62.0 / 245))
        host.moveDrag(to: Self.seekPoint(0.8), duration: 0.2)
        let held = host.accessibilityDescription()
        #expect(held.contains(#""3:16""#) && held.contains(#""-0:49""#))
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
        host.endDrag()
        #expect(host.accessibilityDescription().contains(#""3:16""#))
    }

    @Test func transportButtonsAndVolume() {
        let host = ViewHost(NowPlaying(), size: Self.window)
        #expect(host.tap(at: CGPoint(x: 196.5, y: 567)))
        #expect(host.accessibilityDescription().contains(#"[button] "pause.fill""#))
        #expect(host.tap(at: CGPoint(x: 267.7, y: 567)))
        #expect(host.accessibilityDescription().contains(#""1:12""#))
        // The volume thumb (60 % along the 298-point slider) dragged past the end: 100 %.
        host.drag(from: CGPoint(x: 43.62 + 298.14 * 0.6, y: 623.8), to: CGPoint(x: 380, y: 623.8))
        #expect(host.accessibilityDescription().contains(#"element value: "100%""#))
    }
}
