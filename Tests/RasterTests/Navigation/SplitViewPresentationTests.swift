// SplitViewPresentationTests.swift · RasterTests/Navigation · navigationDestination(isPresented:)
// declared in a split view's leading column (Views/Navigation/NavigationContext.swift): in a
// regular width its destination is the next column's root, as links' destinations are (Apple HIG
// "Sidebars": choosing an item in a sidebar shows its details in the secondary pane).

import Foundation
import Testing
@testable import Raster

/// A sidebar whose buttons present and dismiss a destination.
private struct SidebarScreen: View {
    @State var isPresented = false

    var body: some View {
        NavigationSplitView {
            VStack {
                Button("Show") { isPresented = true }
                Button("Hide") { isPresented = false }
            }
            .navigationDestination(isPresented: $isPresented) { Text("Settings") }
        } detail: {
            Text("Pick a folder")
        }
    }
}

@Suite struct SplitViewPresentationTests {
    /// The detail column's midpoint on an iPad (10th generation): 820 wide, 320-point sidebar.
    private let detailMidX: CGFloat = 320 + (820 - 320) / 2

    /// True shows the destination in the detail column, the sidebar staying as it was; false
    /// shows the `detail:` view again.
    @Test func aSidebarPresentationShowsItsDestinationInTheDetail() throws {
        let host = ViewHost(SidebarScreen(), device: .iPad10)
        #expect(host.frame(ofUnit: #"Text("Settings")"#) == nil)
        host.tap(unit: #"Text("Show")"#)
        let settings = try #require(host.frame(ofUnit: #"Text("Settings")"#))
        #expect(abs(settings.midX - detailMidX) < 0.001)
        #expect(host.frame(ofUnit: #"Text("Pick a folder")"#) == nil)
        #expect(try #require(host.frame(ofUnit: #"Text("Show")"#)).midX == 160)

        host.tap(unit: #"Text("Hide")"#)
        #expect(host.frame(ofUnit: #"Text("Settings")"#) == nil)
        #expect(abs(try #require(host.frame(ofUnit: #"Text("Pick a folder")"#)).midX - detailMidX) < 0.001)
    }

    /// Presented from the first frame, it is the detail at once; on an iPhone it pushes.
    @Test func presentedFromTheStartAndCollapsed() throws {
        let pad = ViewHost(SidebarScreen(isPresented: true), device: .iPad10)
        #expect(abs(try #require(pad.frame(ofUnit: #"Text("Settings")"#)).midX - detailMidX) < 0.001)
        let phone = ViewHost(SidebarScreen(isPresented: true), device: .iPhone15Pro)
        #expect(try #require(phone.frame(ofUnit: #"Text("Settings")"#)).midX == 393 / 2)
    }
}
