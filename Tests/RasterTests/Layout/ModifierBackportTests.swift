import Foundation
import Testing
@testable import Raster

/// How many times this file's backports ran.
private final class BackportCalls: @unchecked Sendable {
    var overlay = 0
    var background = 0
}

private let calls = BackportCalls()

// An app that supported iOS 14 declares iOS 15's closure overlay and background itself, with
// SwiftUI's signatures; this file does the same (fileprivate, so other files see Raster's).
fileprivate extension View {
    func overlay<T: View>(alignment: Alignment = .center, @ViewBuilder content: () -> T) -> some View {
        calls.overlay += 1
        return overlay(Group(content: content), alignment: alignment)
    }

    func background<T: View>(alignment: Alignment = .center, @ViewBuilder content: () -> T) -> some View {
        calls.background += 1
        return background(Group(content: content), alignment: alignment)
    }
}

/// An app's own backport of a modifier with Raster's signature is chosen over Raster's (which
/// is disfavored), as Swift chooses it where an iOS 14 deployment target makes SwiftUI's
/// unavailable, instead of the call being ambiguous; the backport draws as Raster's would.
@Suite struct ModifierBackportTests {
    @Test func anAppsOwnOverlayAndBackgroundBackportsAreChosen() {
        let before = (calls.overlay, calls.background)
        let view = Color.red.frame(width: 40, height: 20)
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
            .background(alignment: .topLeading) { Color.green.frame(width: 60, height: 30) }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        _ = host.render()
        #expect(calls.overlay == before.0 + 1 && calls.background == before.1 + 1)
        // The overlay sits in the bottom-trailing corner of the 40 × 20 view, centred in the window.
        #expect(host.frames(of: "Color").contains(CGRect(x: 60, y: 50, width: 10, height: 10)))
    }
}
