// ToolbarRemovingTests.swift · RasterTests/Navigation · toolbar(removing:) and ToolbarDefaultItemKind (Modifiers/ToolbarModifiers.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct ToolbarRemovingTests {
    /// `.title` (iOS 18) takes the page's title out of its bar: no large title and no large
    /// title row, so the content starts under the 44-point bar as with an inline title that
    /// is empty; the bar keeps its items. `nil` removes nothing.
    @Test func removingTheTitleDrawsNoTitleAndNoLargeTitleRow() throws {
        func host(_ page: some View) -> ViewHost<some View> {
            ViewHost(NavigationStack { page }, size: CGSize(width: 393, height: 852))
        }
        let page = Text("Body")
            .navigationTitle("Inbox")
            .toolbar { Button("Edit") {} }
        let titled = host(page)
        #expect(titled.frame(ofUnit: #"Text("Inbox")"#) != nil)
        let kept = host(page.toolbar(removing: nil))
        #expect(kept.frame(ofUnit: #"Text("Inbox")"#) == titled.frame(ofUnit: #"Text("Inbox")"#))
        let removed = host(page.toolbar(removing: .title))
        #expect(removed.frame(ofUnit: #"Text("Inbox")"#) == nil)
        #expect(removed.frame(ofUnit: #"Text("Edit")"#) == titled.frame(ofUnit: #"Text("Edit")"#))
        let untitledInline = host(Text("Body").toolbar { Button("Edit") {} }.navigationBarTitleDisplayMode(.inline))
        let content = try #require(removed.frame(ofUnit: #"Text("Body")"#))
        #expect(content == untitledInline.frame(ofUnit: #"Text("Body")"#))
        #expect(try #require(titled.frame(ofUnit: #"Text("Body")"#)).minY > content.minY)
    }

    /// `.sidebarToggle` applied in the sidebar takes away the toggle a split view adds to its
    /// bar (the toggle's symbol is the only image on an iPad screen otherwise).
    @Test func removingTheSidebarToggle() {
        func images(_ view: some View) -> Int {
            let host = ViewHost(view, device: .iPad10)
            _ = host.layoutDescription()
            return host.graph.unitFrames().filter { $0.name == "Image" }.count
        }
        #expect(images(NavigationSplitView { Text("Sidebar") } detail: { Text("Message") }) == 1)
        #expect(images(NavigationSplitView { Text("Sidebar").toolbar(removing: .sidebarToggle) } detail: { Text("Message") }) == 0)
        #expect(images(NavigationSplitView { Text("Sidebar").toolbar(removing: .title) } detail: { Text("Message") }) == 1)
    }
}
