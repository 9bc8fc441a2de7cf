// SwipeActionsExampleTests.swift · RasterExamplesTests · list rows swiped open by a host's drag in two example screens: the mailboxes' Delete (onDelete, inset-grouped) and a contact's Delete and Favourite icons (swipeActions, plain), light and dark
// Figures (ListSwipeMetrics): buttons 74 points wide at least, the first outermost; a row
// released past half its buttons' width settles open; a full swipe runs the first action.

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import RasterExamples

@MainActor @Suite struct SwipeActionsExampleTests {
    private static let window = CGSize(width: 393, height: 480)

    private static func name(_ colorScheme: ColorScheme) -> String { colorScheme == .dark ? "dark" : "light" }

    /// `screen` in a 2× window of `colorScheme` with the row showing `label` dragged
    /// `distance` points to the left from x = 330 and released (settled a second later).
    private static func swipedOpen(_ screen: some View, row label: String, by distance: CGFloat,
                                   _ colorScheme: ColorScheme) throws -> (ViewHost<some View>, row: CGRect) {
        let host = ViewHost(screen, size: window, scale: 2, colorScheme: colorScheme)
        let row = try host.frame(of: label)
        host.drag(from: CGPoint(x: 330, y: row.midY), to: CGPoint(x: 330 - distance, y: row.midY))
        host.advance(by: 1)
        return (host, row)
    }

    /// "Sent" dragged 100 points to the left and released: open at 74 points, its red Delete
    /// (from the ForEach's onDelete) filling the right end of the card (303–377, the label
    /// centred at 340) inside its rounded corners; the separators stay where they were.
    @Test(arguments: [ColorScheme.light, .dark])
    func aMailboxSwipedOpenShowsDelete(colorScheme: ColorScheme) throws {
        let (host, sent) = try Self.swipedOpen(MailboxList(), row: "Sent", by: 100, colorScheme)
        let delete = try host.frame(of: "Delete")
        #expect(delete.midX == 340 && delete.midY == sent.midY)
        assertSnapshot(of: host, as: .image(), named: Self.name(colorScheme))
    }

    /// "Alan Turing" dragged 120 points to the left and released: open at 148 points, the
    /// trash (red, outermost, 319–393) and the star (orange, 245–319) as icons only, the row
    /// being shorter than 91 points, read by their titles; the plain list's row fills the width.
    @Test(arguments: [ColorScheme.light, .dark])
    func aContactSwipedOpenShowsItsIconButtons(colorScheme: ColorScheme) throws {
        let (host, alan) = try Self.swipedOpen(ContactsList(), row: "Alan Turing", by: 120, colorScheme)
        let delete = try host.frame(of: "Delete"), favourite = try host.frame(of: "Favourite")
        #expect(abs(delete.midX - 356) < 0.01 && abs(favourite.midX - 282) < 0.01)
        #expect(delete.maxY < alan.maxY + 20)
        #expect(throws: (any Error).self) { try host.frame(of: "Alan Turing") }   // slid under the buttons, off screen
        assertSnapshot(of: host, as: .image(), named: Self.name(colorScheme))
    }

    /// A full swipe across "Barbara Liskov" runs Delete, whose code removes the contact and
    /// its now empty "B" section.
    @Test func aFullSwipeDeletesAContactAndItsEmptySection() throws {
        let host = ViewHost(ContactsList(), size: Self.window)
        let barbara = try host.frame(of: "Barbara Liskov")
        host.drag(from: CGPoint(x: 380, y: barbara.midY), to: CGPoint(x: 20, y: barbara.midY), duration: 0.3)
        host.advance(by: 1)
        #expect(throws: (any Error).self) { try host.frame(of: "Barbara Liskov") }
        #expect(throws: (any Error).self) { try host.frame(of: "B") }
        #expect(try host.frame(of: "Grace Hopper").minX == barbara.minX)
    }
}
