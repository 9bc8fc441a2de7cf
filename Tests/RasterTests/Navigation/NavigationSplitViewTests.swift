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

    /// The sidebar toggle (the `sidebar.left` symbol in the tint colour) leads the sidebar's
    /// bar at its 16-point margin, in the 44-point row under the iPad's 24-point status bar
    /// (iOS 17 puts it at the top-left of the sidebar: DanXi-Dev/DanXi-swift issue 105). A
    /// tap hides the sidebar: the detail fills the width and its bar leads with the toggle
    /// (at the 20-point margin of a wide column), and the bound visibility is `.detailOnly`;
    /// a second tap shows the sidebar again (`.all`).
    @Test func theSidebarToggleHidesAndShowsTheSidebar() throws {
        final class Box { var visibility = NavigationSplitViewVisibility.automatic }
        struct Mail: View {
            let box: Box
            @State private var visibility = NavigationSplitViewVisibility.automatic

            var body: some View {
                let _ = (box.visibility = visibility)
                NavigationSplitView(columnVisibility: $visibility) {
                    Text("Sidebar").navigationTitle("Mail")
                } detail: {
                    Text("Message").navigationTitle("Inbox")
                }
            }
        }
        let box = Box()
        let pad = ViewHost(Mail(box: box), device: .iPad10)
        // The only image on the screen is the toggle's symbol.
        func toggle() -> CGRect? {
            _ = pad.layoutDescription()
            return pad.graph.unitFrames().last { $0.name == "Image" }?.frame
        }
        let shown = try #require(toggle())
        #expect(shown.minX == 16)
        #expect(abs(shown.midY - (24 + 22)) < 0.001)
        #expect(pad.tap(at: CGPoint(x: shown.midX, y: shown.midY)))
        #expect(box.visibility == .detailOnly)
        #expect(pad.frame(ofUnit: #"Text("Sidebar")"#) == nil)
        #expect(pad.frame(ofUnit: #"Text("Message")"#)?.midX == 410)
        let hidden = try #require(toggle())
        #expect(hidden.minX == 20)
        #expect(pad.tap(at: CGPoint(x: hidden.midX, y: hidden.midY)))
        #expect(box.visibility == .all)
        #expect(pad.frame(ofUnit: #"Text("Sidebar")"#)?.midX == 160)
        // Drawn in the tint: the symbol's darkest pixel is system blue.
        let image = pad.render()
        let ink = (Int(shown.minX)..<Int(shown.maxX)).flatMap { x in
            (Int(shown.minY)..<Int(shown.maxY)).map { image.pixel(atPoint: CGFloat(x), CGFloat($0)) }
        }.min { $0.r < $1.r }
        #expect(ink == RGBA8(r: 0, g: 122, b: 255, a: 255))
        // Without a bound visibility the split view keeps its own.
        let own = ViewHost(NavigationSplitView { Text("Sidebar") } detail: { Text("Message") }, device: .iPad10)
        _ = own.layoutDescription()
        let ownToggle = try #require(own.graph.unitFrames().last { $0.name == "Image" }?.frame)
        #expect(own.tap(at: CGPoint(x: ownToggle.midX, y: ownToggle.midY)))
        #expect(own.frame(ofUnit: #"Text("Sidebar")"#) == nil)
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

/// Links and selections in a regular width (iPad): a leading column's links show their
/// destinations in the next column, as iOS does (Apple HIG "Sidebars": "When people choose an
/// item in a sidebar, the split view displays the item's details in a secondary pane").
@Suite struct NavigationSplitViewLinkTests {
    /// The midpoint of the detail column of a two-column split view on an iPad (10th
    /// generation), 820 points wide with a 320-point sidebar.
    let detailMidX: CGFloat = 320 + (820 - 320) / 2

    /// A value link in the sidebar shows the value's destination as the detail's root; the
    /// sidebar stays as it was, and a second link replaces the first destination.
    @Test func aSidebarValueLinkShowsItsDestinationInTheDetail() throws {
        let host = ViewHost(NavigationSplitView {
            List {
                NavigationLink("Inbox", value: "Inbox")
                NavigationLink("Sent", value: "Sent")
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: String.self) { Text("\($0) messages").navigationTitle("All \($0)") }
        } detail: {
            Text("No mailbox")
        }, device: .iPad10)
        let placeholder = try #require(host.frame(ofUnit: #"Text("No mailbox")"#))
        #expect(abs(placeholder.midX - detailMidX) < 0.001)
        #expect(host.tap(unit: #"Text("Inbox")"#))
        let inbox = try #require(host.frame(ofUnit: #"Text("Inbox messages")"#))
        #expect(abs(inbox.midX - detailMidX) < 0.001)
        #expect(host.frame(ofUnit: #"Text("No mailbox")"#) == nil)
        // The destination is the detail's root: its large title at the wide column's
        // 20-point margin, and no back button.
        #expect(abs((host.frame(ofUnit: #"Text("All Inbox")"#)?.minX ?? 0) - (320 + 20)) < 0.001)
        #expect(host.frame(ofUnit: #"Text("Mailboxes")"#)?.minX == 16)
        #expect(host.frame(ofUnit: #"Text("Back")"#) == nil)
        #expect(host.tap(unit: #"Text("Sent")"#))
        let sent = try #require(host.frame(ofUnit: #"Text("Sent messages")"#))
        #expect(abs(sent.midX - detailMidX) < 0.001)
        #expect(host.frame(ofUnit: #"Text("Inbox messages")"#) == nil)
    }

    /// In three columns, a sidebar link fills the content column and a content link the
    /// detail; a new sidebar choice shows the `detail:` view again. A link in the detail
    /// pushes in the detail's own stack.
    @Test func threeColumnsLinksFillTheNextColumn() throws {
        let host = ViewHost(NavigationSplitView {
            NavigationLink("Work") {
                NavigationLink("Report") {
                    NavigationLink("Figures") { Text("Figure 1") }
                        .navigationTitle("Report page")
                }
                .navigationTitle("Work notes")
            }
            .navigationTitle("Folders")
        } content: {
            Text("No folder")
        } detail: {
            Text("No note")
        }, device: .iPadPro12_9)
        // 1024 wide: sidebar 0–320, content 320–640, detail 640–1024.
        #expect(host.frame(ofUnit: #"Text("No folder")"#)?.midX == 480)
        #expect(host.frame(ofUnit: #"Text("No note")"#)?.midX == 832)
        #expect(host.tap(unit: #"Text("Work")"#))
        #expect(host.frame(ofUnit: #"Text("No folder")"#) == nil)
        let report = try #require(host.frame(ofUnit: #"Text("Report")"#))
        #expect(report.minX >= 320 && report.maxX <= 640)
        #expect(host.tap(unit: #"Text("Report")"#))
        let figures = try #require(host.frame(ofUnit: #"Text("Figures")"#))
        #expect(figures.minX >= 640)
        #expect(host.frame(ofUnit: #"Text("No note")"#) == nil)
        #expect((host.frame(ofUnit: #"Text("Work notes")"#)?.minX ?? 0) > 320)
        // A link in the detail pushes in the detail column, with a back button.
        #expect(host.tap(unit: #"Text("Figures")"#))
        #expect(host.frame(ofUnit: #"Text("Figure 1")"#)?.midX == 832)
        #expect((host.frame(ofUnit: #"Text("Report page")"#)?.minX ?? 0) > 640)
        // A new sidebar choice: the content column is replaced and the detail is its own view.
        #expect(host.tap(unit: #"Text("Work")"#))
        #expect(host.frame(ofUnit: #"Text("No note")"#)?.midX == 832)
        #expect(host.frame(ofUnit: #"Text("Figure 1")"#) == nil)
    }

    /// A `List(selection:)` in the sidebar: a tap selects the row and the detail, which reads
    /// the selection, shows it; a selection that matches no row leaves the detail to say so.
    @Test func aSidebarSelectionDrivesTheDetail() throws {
        struct Mail: View {
            @State var selection: String?
            var body: some View {
                NavigationSplitView {
                    List(["Inbox", "Sent"], id: \.self, selection: $selection) { Text($0) }
                        .navigationTitle("Mailboxes")
                } detail: {
                    Text(selection.map { "\($0) messages" } ?? "No mailbox")
                }
            }
        }
        let host = ViewHost(Mail(), device: .iPad10)
        #expect(abs((host.frame(ofUnit: #"Text("No mailbox")"#)?.midX ?? 0) - detailMidX) < 0.001)
        #expect(host.tap(unit: #"Text("Sent")"#))
        #expect(abs((host.frame(ofUnit: #"Text("Sent messages")"#)?.midX ?? 0) - detailMidX) < 0.001)
        let unmatched = ViewHost(Mail(selection: "Drafts"), device: .iPad10)
        #expect(unmatched.frame(ofUnit: #"Text("Drafts messages")"#) != nil)
    }

    /// An empty sidebar is an empty column: the detail still shows, nothing is warned.
    @Test func anEmptySidebarIsAnEmptyColumn() {
        let host = ViewHost(NavigationSplitView { EmptyView() } detail: { Text("Detail") }, device: .iPad10)
        #expect(abs((host.frame(ofUnit: #"Text("Detail")"#)?.midX ?? 0) - detailMidX) < 0.001)
    }
}
