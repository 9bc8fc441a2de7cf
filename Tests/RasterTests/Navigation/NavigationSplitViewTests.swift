// NavigationSplitViewTests.swift · RasterTests/Navigation · NavigationSplitView's columns in a regular
// width (Views/Navigation/NavigationSplitView.swift). The 320-point default column is UIKit's
// default maximum primary column width (useyourloaf.com) and UNCERTAIN for iOS 17.

import Foundation
import Testing
@testable import Raster

@Suite struct NavigationSplitViewTests {
    /// On an iPad (regular width) the sidebar is 320 wide and the detail takes the rest, each
    /// with its own bar; on an iPhone the view is collapsed to the sidebar's stack.
    @Test func onAnIPadTheColumnsAreSideBySide() throws {
        func split() -> some View {
            NavigationSplitView {
                Text("Sidebar").navigationTitle("Mail")
            } detail: {
                Text("Message").navigationTitle("Inbox")
            }
        }
        let pad = ViewHost(split(), device: .iPad10)
        let sidebar = try #require(pad.frame(ofUnit: #"Text("Sidebar")"#))
        let detail = try #require(pad.frame(ofUnit: #"Text("Message")"#))
        #expect(sidebar.midX == 160)
        #expect(abs(detail.midX - (320 + (820 - 320) / 2)) < 0.001)
        // Each column has its own large title at the column's margin (20 on wide columns).
        #expect(pad.frame(ofUnit: #"Text("Mail")"#)?.minX == 16)
        #expect(abs((pad.frame(ofUnit: #"Text("Inbox")"#)?.minX ?? 0) - (320 + 20)) < 0.001)

        let phone = ViewHost(split(), device: .iPhone15Pro)
        #expect(phone.frame(ofUnit: #"Text("Sidebar")"#) != nil)
        #expect(phone.frame(ofUnit: #"Text("Message")"#) == nil)
    }

    /// A three-column split view: sidebar and content columns, then the detail;
    /// `navigationSplitViewColumnWidth` sets a column's width.
    @Test func columnWidthsAreTheColumnsAskedFor() throws {
        let pad = ViewHost(NavigationSplitView {
            Text("Folders").navigationSplitViewColumnWidth(200)
        } content: {
            Text("List").navigationSplitViewColumnWidth(min: 100, ideal: 300, max: 400)
        } detail: {
            Text("Body")
        }, device: .iPadPro12_9)
        #expect(pad.frame(ofUnit: #"Text("Folders")"#)?.midX == 100)
        #expect(abs((pad.frame(ofUnit: #"Text("List")"#)?.midX ?? 0) - (200 + 150)) < 0.001)
        #expect(abs((pad.frame(ofUnit: #"Text("Body")"#)?.midX ?? 0) - (500 + (1024 - 500) / 2)) < 0.001)
    }
}
