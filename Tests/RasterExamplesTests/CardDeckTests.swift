import Foundation
import Testing
import Raster
@testable import RasterExamples
import RasterSnapshotTesting

/// The card deck example swiped through a host: mid-drag frames (light and dark) and the
/// deck after a fling.
@Suite struct CardDeckTests {
    private static let window = CGSize(width: 393, height: 500)

    @Test(arguments: [ColorScheme.light, .dark])
    func aCardFollowsTheFingerMidDrag(colorScheme: ColorScheme) {
        let host = ViewHost(CardDeck(), size: Self.window, scale: 2, colorScheme: colorScheme)
        // 80 points right and 20 down: the top card is offset by that, turned 4°, and shows KEEP.
        host.beginDrag(at: CGPoint(x: 196, y: 200))
        host.moveDrag(to: CGPoint(x: 276, y: 220), duration: 0.2)
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
        // The finger lifts slowly (no fling): the card goes back.
        host.moveDrag(to: CGPoint(x: 276, y: 220), duration: 0.2)
        host.endDrag()
        #expect(host.accessibilityDescription().contains("Lisbon"))
    }

    @Test func aFlingRemovesTheTopCard() {
        let host = ViewHost(CardDeck(), size: Self.window)
        // 150 points in 0.1 s: predicted 150 + 1500 × 0.499 points, past 120.
        host.drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 346, y: 200), duration: 0.1)
        let description = host.accessibilityDescription()
        #expect(description.contains("Kept: Lisbon"))
        #expect(!description.contains("Trams, tiles"))
        // A short, slow drag keeps the next card.
        host.drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 236, y: 200), duration: 1)
        #expect(host.accessibilityDescription().contains("Kyoto"))
    }
}
