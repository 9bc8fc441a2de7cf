import Foundation
import Testing
import Raster
@testable import RasterExamples
import RasterSnapshotTesting

/// The reading list's toolbar menu, opened on an iPhone 15 Pro: the open menu's look and its
/// open submenu's (light and dark), and its picker, toggle and destructive item acting on the list.
@Suite struct ReadingListTests {
    /// The toolbar menu's icon, at the bar's trailing edge under the 59-point status bar.
    private static let more = CGPoint(x: 366, y: 81)

    @Test(arguments: [ColorScheme.light, .dark])
    func theOpenMenu(colorScheme: ColorScheme) throws {
        let host = ViewHost(ReadingList(), device: .iPhone15Pro, colorScheme: colorScheme)
        #expect(host.tap(at: Self.more))
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
    }

    /// The menu's nested Export menu opened over it: its title row where the Export row was,
    /// the menu behind it blurred and dimmed.
    @Test(arguments: [ColorScheme.light, .dark])
    func theOpenSubmenu(colorScheme: ColorScheme) throws {
        let host = ViewHost(ReadingList(), device: .iPhone15Pro, colorScheme: colorScheme)
        #expect(host.tap(at: Self.more))
        try host.tap("Export")
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
    }

    @Test func theMenusItemsActOnTheList() throws {
        let host = ViewHost(ReadingList(), device: .iPhone15Pro)
        let titles = { (try? host.frame(of: "Middlemarch"))?.minY ?? -1 }
        let firstByTitle = titles()
        host.tap(at: Self.more)
        try host.tap("Year")
        // By year Middlemarch (1871) is first; by title it was second.
        #expect(titles() < firstByTitle)
        host.tap(at: Self.more)
        try host.tap("Show Finished")
        #expect((try? host.frame(of: "Piranesi")) != nil)
        #expect((try? host.frame(of: "The Remains of the Day")) == nil)
        host.tap(at: Self.more)
        try host.tap("Remove All")
        #expect((try? host.frame(of: "Piranesi")) == nil)
    }
}
