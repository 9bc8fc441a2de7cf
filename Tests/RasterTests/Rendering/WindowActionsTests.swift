// WindowActionsTests.swift · RasterTests/Rendering · openWindow, dismissWindow and supportsMultipleWindows on an iPhone (State/WindowActions.swift)

import Foundation
import Testing
@testable import Raster

/// A note editor whose buttons open the note in a new window, or close the window, as iPad
/// apps do.
private struct NoteButtons: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
        VStack(spacing: 0) {
            Button("Open") { openWindow(id: "note") }.frame(height: 40)
            Button("Open 7") { openWindow(value: 7) }.frame(height: 40)
            Button("Open note 7") { openWindow(id: "note", value: 7) }.frame(height: 40)
            Button("Close") { dismissWindow() }.frame(height: 40)
            Text(supportsMultipleWindows ? "Many" : "One")
        }
    }
}

@MainActor @Suite struct WindowActionsTests {
    /// Each call is recorded in order and warns once that an iPhone shows one window;
    /// `supportsMultipleWindows` is false.
    @Test func requestsAreRecordedAndNothingOpens() throws {
        let host = ViewHost(NoteButtons(), size: CGSize(width: 200, height: 240))
        _ = host.render()
        #expect((try? host.frame(of: "One")) != nil)
        var tapped: [Bool] = []
        let warnings = try capturingWarnings {
            for label in ["Open", "Open 7", "Open note 7", "Close"] { tapped.append(try host.tap(label)) }
        }
        #expect(tapped == [true, true, true, true])
        #expect(host.windowRequests == [
            WindowRequest(kind: .open, id: "note"),
            WindowRequest(kind: .open, value: 7),
            WindowRequest(kind: .open, id: "note", value: 7),
            WindowRequest(kind: .dismiss),
        ])
        #expect(warnings.filter { $0.hasPrefix("openWindow: an iPhone shows one window") }.count == 1)
        #expect(warnings.filter { $0.hasPrefix("dismissWindow: an iPhone's one window cannot be closed") }.count == 1)
    }
}
