// MailboxSidebarTests.swift · RasterExamplesTests · the mailbox sidebar's item-based context menu driven by a host's long press: the open menu over a row, light and dark, and what its items, the whole selection and a tap on a row do

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import RasterExamples

@MainActor @Suite struct MailboxSidebarTests {
    /// `sidebar` on an iPhone 15 at scale 2 in `colorScheme`, "label"'s row pressed for 0.6 s.
    /// (A default sidebar is made inside: a default argument would be made outside the main
    /// actor, where the view's initializer cannot run.)
    private static func pressed(_ sidebar: MailboxSidebar? = nil, row label: String,
                                _ colorScheme: ColorScheme = .light) throws -> ViewHost<MailboxSidebar> {
        let host = ViewHost(sidebar ?? MailboxSidebar(), device: .iPhone15, colorScheme: colorScheme)
        let row = try host.frame(of: label)
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        return host
    }

    /// "Junk" pressed: the screen blurred and dimmed, the row lifted in place and the menu
    /// under it: Mark as Read, Move (a submenu) and Delete in red, each with its icon, the
    /// 250-point platter's 44-point rows (MenuMetrics) at the row's leading edge.
    @Test(arguments: [ColorScheme.light, .dark])
    func theMenuOpensOverAPressedRow(colorScheme: ColorScheme) throws {
        let host = try Self.pressed(row: "Junk", colorScheme)
        let markAsRead = try host.frame(of: "Mark as Read"), move = try host.frame(of: "Move")
        #expect(markAsRead == CGRect(x: 72, y: 406, width: 250, height: 44))
        // Rows 44 points apart plus a hairline separator (1/3 point at 3×).
        #expect(abs(move.minY - (markAsRead.maxY + 1.0 / 3)) < 0.001)
        #expect(abs(try host.frame(of: "Delete").minY - (move.maxY + 1.0 / 3)) < 0.001)
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
    }

    /// Mark as Read on "Junk" clears its 27 unread; Delete on a row of the selection (Inbox
    /// and Junk) removes both.
    @Test func itemsActOnTheRowOrTheWholeSelection() throws {
        var host = try Self.pressed(row: "Junk")
        try host.tap("Mark as Read")
        #expect((try? host.frame(of: "27")) == nil)
        #expect((try? host.frame(of: "12")) != nil)
        host = try Self.pressed(MailboxSidebar(selection: ["Inbox", "Junk"]), row: "Junk")
        try host.tap("Delete")
        host.advance(by: 1)
        #expect((try? host.frame(of: "Junk")) == nil)
        #expect((try? host.frame(of: "Inbox")) == nil)
        #expect((try? host.frame(of: "Drafts")) != nil)
    }

    /// A tap on a row runs the primary action, which opens the folder.
    @Test func aTapOpensTheFolder() throws {
        let host = ViewHost(MailboxSidebar(), device: .iPhone15)
        try host.tap("Archive")
        host.advance(by: 1)
        #expect((try? host.frame(of: "4 unread messages")) != nil)
    }
}
