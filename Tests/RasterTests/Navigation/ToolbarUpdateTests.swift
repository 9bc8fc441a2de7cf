// ToolbarUpdateTests.swift · RasterTests/Navigation · toolbar items that come and go with state, declared inside readers

import Foundation
import Testing
@testable import Raster

/// A toolbar item and a title that follow `on`, declared on a button inside a
/// ScrollViewReader or a GeometryReader: only the reader's content runs again when `on`
/// changes, not the page.
private struct ReaderToolbar: View {
    var inGeometryReader = false
    @State private var on = false
    var body: some View {
        NavigationStack {
            if inGeometryReader {
                GeometryReader { _ in toggle }
            } else {
                ScrollViewReader { _ in toggle }
            }
        }
    }

    private var toggle: some View {
        Button("Toggle") { on.toggle() }
            .toolbar { if on { ToolbarItem(placement: .topBarTrailing) { Button("Extra") {} } } }
            .navigationTitle(on ? "On" : "Off")
    }
}

@MainActor @Suite struct ToolbarUpdateTests {
    /// The bar follows what content that updated alone declares (a fresh user's "Back to top"
    /// button, shown by `onScrollGeometryChange`, never appeared).
    @Test(arguments: [false, true])
    func aConditionalItemInAReaderComesAndGoes(inGeometryReader: Bool) throws {
        let host = ViewHost(ReaderToolbar(inGeometryReader: inGeometryReader), device: .iPhone15)
        _ = host.render()
        #expect((try? host.frame(of: "Extra")) == nil)
        #expect((try? host.frame(of: "Off")) != nil)
        try host.tap("Toggle")
        _ = host.render()
        #expect((try? host.frame(of: "Extra")) != nil)
        #expect((try? host.frame(of: "On")) != nil)
        try host.tap("Toggle")
        _ = host.render()
        #expect((try? host.frame(of: "Extra")) == nil)
        #expect((try? host.frame(of: "Off")) != nil)
    }
}
