import Foundation
import Testing
@testable import Raster

/// State a menu's items change, observed like an app's model.
@Observable private final class MenuModel {
    var runs: [String] = []
    var isBold = false
    var room = "Hallway"
}

/// A menu whose label is an 80 × 40 box centred at `center`, in a 393 × 852 window without
/// safe areas: the label's frame is (center.x − 40, center.y − 20, 80, 40).
private struct PlacedMenu<Content: View>: View {
    let center: CGPoint
    @ViewBuilder let content: () -> Content

    var body: some View {
        ZStack {
            Menu(content: content) { Text("Sort").frame(width: 80, height: 40) }
                .position(center)
        }
        .frame(width: 393, height: 852)
    }
}

/// The open menu (OpenMenu.swift): taps on a label open it under or above the label,
/// rows run their actions and close it, and the figures of `MenuMetrics` place its rows.
/// The window is 393 × 852 at scale 1 (a hairline is one point), no safe areas.
@Suite struct OpenMenuTests {
    private static let window = CGSize(width: 393, height: 852)

    private func host<V: View>(_ view: V, colorScheme: ColorScheme = .light) -> ViewHost<V> {
        ViewHost(view, size: Self.window, colorScheme: colorScheme)
    }

    /// Whether an element labelled `label` is on screen.
    private func shows<V: View>(_ label: String, in host: ViewHost<V>) -> Bool {
        (try? host.frame(of: "\(label)")) != nil
    }

    /// A tap on the label opens the menu 8 points under it, aligned to the label's leading
    /// edge (it is in the leading third); rows are 250 wide and 44 tall, a hairline apart.
    /// Before this change the tap did nothing and no row was on screen.
    @Test func aTapOpensTheMenuUnderItsLabel() throws {
        let host = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Button("Name") {}
            Button("Date") {}
        })
        #expect(!shows("Name", in: host))
        #expect(try host.tap("Sort"))
        #expect(try host.frame(of: "Name") == CGRect(x: 20, y: 248, width: 250, height: 44))
        #expect(try host.frame(of: "Date") == CGRect(x: 20, y: 293, width: 250, height: 44))
    }

    /// In the trailing third the platter's trailing edge is the label's (373 − 250 = 123);
    /// in the middle third it is centred on the label (196.5 − 125 = 71.5, rounded to 72).
    @Test func theMenuAlignsToTheLabelsEdgeByWhereItSits() throws {
        let trailing = host(PlacedMenu(center: CGPoint(x: 333, y: 220)) { Button("Name") {} })
        try trailing.tap("Sort")
        #expect(try trailing.frame(of: "Name") == CGRect(x: 123, y: 248, width: 250, height: 44))
        let middle = host(PlacedMenu(center: CGPoint(x: 196.5, y: 220)) { Button("Name") {} })
        try middle.tap("Sort")
        #expect(try middle.frame(of: "Name") == CGRect(x: 72, y: 248, width: 250, height: 44))
    }

    /// Without room under the label (852 − 8 − 828 = 16 points) the menu opens above it,
    /// its bottom 8 points over the label's top (780 − 8 − 89 = 683); with the automatic
    /// order its first item is nearest the label (at the bottom), with `.fixed` at the top.
    @Test func withoutRoomUnderItTheMenuOpensAboveInPriorityOrder() throws {
        let menu = PlacedMenu(center: CGPoint(x: 60, y: 800)) {
            Button("Name") {}
            Button("Date") {}
        }
        let automatic = host(menu)
        try automatic.tap("Sort")
        #expect(try automatic.frame(of: "Date") == CGRect(x: 20, y: 683, width: 250, height: 44))
        #expect(try automatic.frame(of: "Name") == CGRect(x: 20, y: 728, width: 250, height: 44))
        let fixed = host(menu.menuOrder(.fixed))
        try fixed.tap("Sort")
        #expect(try fixed.frame(of: "Name") == CGRect(x: 20, y: 683, width: 250, height: 44))
        #expect(try fixed.frame(of: "Date") == CGRect(x: 20, y: 728, width: 250, height: 44))
    }

    /// A tap on a row runs its action and closes the menu; a tap outside closes it and runs
    /// nothing; a tap on a disabled row does nothing and leaves it open.
    @Test func rowsRunTheirActionAndCloseTheMenu() throws {
        let model = MenuModel()
        let host = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Button("Name") { model.runs.append("Name") }
            Button("Date") { model.runs.append("Date") }.disabled(true)
        })
        try host.tap("Sort")
        try host.tap("Date")
        #expect(model.runs.isEmpty)
        #expect(shows("Name", in: host))
        try host.tap("Name")
        #expect(model.runs == ["Name"])
        #expect(!shows("Name", in: host))
        try host.tap("Sort")
        host.tap(at: CGPoint(x: 380, y: 700))
        #expect(model.runs == ["Name"])
        #expect(!shows("Name", in: host))
    }

    /// `menuActionDismissBehavior(.disabled)` on a row keeps the menu open when the row's
    /// action runs (as iOS does for a stepper's buttons); rows without it still close it. On
    /// the menu it keeps every row's menu open but for a row that sets `.enabled` itself (the
    /// modifier nearest the row wins). A tap outside still closes the menu.
    @Test func menuActionDismissBehaviorKeepsTheMenuOpen() throws {
        let model = MenuModel()
        let rows = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Button("Bigger") { model.runs.append("Bigger") }.menuActionDismissBehavior(.disabled)
            Button("Done") { model.runs.append("Done") }
        })
        try rows.tap("Sort")
        try rows.tap("Bigger")
        try rows.tap("Bigger")
        #expect(model.runs == ["Bigger", "Bigger"])
        #expect(shows("Done", in: rows))
        try rows.tap("Done")
        #expect(model.runs == ["Bigger", "Bigger", "Done"])
        #expect(!shows("Done", in: rows))

        let whole = host(ZStack {
            Menu {
                Section {
                    Button("Smaller") { model.runs.append("Smaller") }
                    Button("Close") { model.runs.append("Close") }.menuActionDismissBehavior(.enabled)
                }
            } label: { Text("Size").frame(width: 80, height: 40) }
            .menuActionDismissBehavior(.disabled)
            .position(x: 60, y: 220)
        }.frame(width: 393, height: 852))
        try whole.tap("Size")
        try whole.tap("Smaller")
        #expect(shows("Close", in: whole))
        try whole.tap("Close")
        #expect(!shows("Smaller", in: whole))
        try whole.tap("Size")
        whole.tap(at: CGPoint(x: 380, y: 700))
        #expect(!shows("Smaller", in: whole))
        #expect(model.runs == ["Bigger", "Bigger", "Done", "Smaller", "Close"])
    }

    /// With a primary action a tap runs it and opens nothing; a long press (0.4 s or more)
    /// opens the menu, as on iOS.
    @Test func aPrimaryActionRunsOnTapAndALongPressOpens() throws {
        let model = MenuModel()
        let menu = Menu { Button("Name") {} } label: { Text("Sort").frame(width: 80, height: 40) } primaryAction: {
            model.runs.append("primary")
        }
        let host = host(ZStack { menu.position(x: 60, y: 220) }.frame(width: 393, height: 852))
        try host.tap("Sort")
        #expect(model.runs == ["primary"])
        #expect(!shows("Name", in: host))
        host.longPress(at: CGPoint(x: 60, y: 220))
        #expect(model.runs == ["primary"])
        #expect(try host.frame(of: "Name") == CGRect(x: 20, y: 248, width: 250, height: 44))
    }

    /// A section's header (32 tall) heads its rows; sections and dividers are set apart by
    /// 8-point gaps, rows within them by hairlines.
    @Test func sectionsAndDividersAreSetApartByGaps() throws {
        let host = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Section("Sort by") {
                Button("Name") {}
                Button("Date") {}
            }
            Divider()
            Button("Select") {}
        })
        try host.tap("Sort")
        #expect(try host.frame(of: "Sort by") == CGRect(x: 20, y: 248, width: 250, height: 32))
        #expect(try host.frame(of: "Name") == CGRect(x: 20, y: 281, width: 250, height: 44))
        #expect(try host.frame(of: "Date") == CGRect(x: 20, y: 326, width: 250, height: 44))
        #expect(try host.frame(of: "Select") == CGRect(x: 20, y: 378, width: 250, height: 44))
    }

    /// A toggle's row shows a checkmark while it is on (the checkmark column, 32 wide, then
    /// the title); a tap flips it and closes the menu.
    @Test func aToggleShowsACheckmarkAndFlips() throws {
        let model = MenuModel()
        let binding = Binding(get: { model.isBold }, set: { model.isBold = $0 })
        let host = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Toggle("Bold", isOn: binding)
            Button("Name") {}
        })
        try host.tap("Sort")
        #expect(host.frames(of: "Image").isEmpty)
        try host.tap("Bold")
        #expect(model.isBold)
        try host.tap("Sort")
        let checkmarks = host.frames(of: "Image")
        #expect(checkmarks.count == 1)
        // Centred 19 points from the platter's leading edge (x 20), in the first row.
        #expect(abs(checkmarks[0].midX - 39) < 0.5 && checkmarks[0].midY > 248 && checkmarks[0].midY < 292)
    }

    /// A nested menu is a row with a chevron; a tap opens it over its parent, its title row
    /// where the tapped row was (the Share row's top, 248 + 44 + 1 = 293), its items under
    /// the title row and a hairline (338); the parent stays behind it, blurred, dimmed and
    /// hidden from accessibility. A tap on the title row, or on the parent, goes back; its
    /// items run their actions. (Before, the submenu replaced its parent at 248.)
    @Test func aNestedMenuOpensOverItsParent() throws {
        let model = MenuModel()
        let host = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) {
            Button("Name") {}
            Menu("Share") { Button("Copy") { model.runs.append("Copy") } }
        })
        try host.tap("Sort")
        #expect(!shows("Copy", in: host))
        let plain = host.render()
        try host.tap("Share")
        #expect(!shows("Name", in: host))
        #expect(try host.frame(of: "Share") == CGRect(x: 20, y: 293, width: 250, height: 44))
        #expect(try host.frame(of: "Copy") == CGRect(x: 20, y: 338, width: 250, height: 44))
        // The parent's Name row, above the submenu, is drawn darker than it was.
        let behind = host.render()
        #expect(behind.pixel(atPoint: 200, 270).r < plain.pixel(atPoint: 200, 270).r)
        try host.tap("Share")
        #expect(shows("Name", in: host))
        try host.tap("Share")
        #expect(host.tap(at: CGPoint(x: 200, y: 270)))
        #expect(shows("Name", in: host) && !shows("Copy", in: host))
        try host.tap("Share")
        try host.tap("Copy")
        #expect(model.runs == ["Copy"])
        #expect(!shows("Copy", in: host))
    }

    /// Titles are in the label colour, a destructive row's in red, a disabled row's in grey.
    @Test func rowColours() {
        func row(role: ButtonRole?, isEnabled: Bool) -> MenuRow {
            MenuRow(item: MenuItem(title: AnyView(Text("Delete")), icon: nil, role: role, isEnabled: isEnabled,
                                   isChecked: nil, kind: .action {}),
                    reservesCheckmark: false, choose: { _ in })
        }
        #expect(textColors(row(role: nil, isEnabled: true)) == [SystemColor.primary.resolved(.light)])
        #expect(textColors(row(role: .destructive, isEnabled: true)) == [SystemColor.red.resolved(.light)])
        #expect(textColors(row(role: .destructive, isEnabled: true), colorScheme: .dark) == [SystemColor.red.resolved(.dark)])
        #expect(textColors(row(role: nil, isEnabled: false)) == [SystemColor.gray.resolved(.light)])
    }

    /// A menu picker opens its options with a checkmark at the selected one; a tap selects
    /// and closes. In a Form row the default style does the same from its trailing value
    /// (the row is one element, "Room" with the value "Hallway"; a tap anywhere on the row
    /// opens the menu too: PickerTests.aFormRowOpensItsMenuFromAnywhere).
    @Test func aMenuPickerOpensItsOptions() throws {
        let model = MenuModel()
        let binding = Binding(get: { model.room }, set: { model.room = $0 })
        let options = ["Hallway", "Kitchen", "Study"]
        let picker = Picker("Room", selection: binding) { ForEach(options, id: \.self) { Text($0) } }
        for (view, inForm) in [(AnyView(picker.pickerStyle(.menu)), false), (AnyView(Form { picker }), true)] {
            model.room = "Hallway"
            let host = host(view)
            #expect(!shows("Kitchen", in: host))
            if inForm { #expect(host.tap(at: CGPoint(x: 330, y: 57.5))) } else { try host.tap("Room") }
            #expect(host.frames(of: "Image").count >= 1)
            try host.tap("Kitchen")
            #expect(model.room == "Kitchen")
            #expect(!shows("Study", in: host))
        }
    }

    /// A toolbar menu opens from its icon, its platter's trailing edge at the icon's; a
    /// title menu opens from the inline title.
    @Test func toolbarAndTitleMenusOpen() throws {
        let page = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
                    }
                    ToolbarTitleMenu { Button("Rename") {} }
                }
        }
        let host = host(page)
        // The bar shows the label's icon only, the one image on the screen.
        let icon = try #require(host.frames(of: "Image").first)
        #expect(host.tap(at: CGPoint(x: icon.midX, y: icon.midY)))
        let row = try host.frame(of: "Name")
        #expect(row.maxX == icon.maxX.rounded() && row.minY == (icon.maxY + 8).rounded())
        host.tap(at: CGPoint(x: 200, y: 600))
        try host.tap("Inbox")
        #expect(shows("Rename", in: host))
    }

    /// An empty menu opens nothing, with one warning; a menu of disabled items opens, with
    /// one warning; a menu taller than the window shows its top at the top margin and warns.
    @Test func badMenusWarn() throws {
        let empty = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) { EmptyView() })
        let (_, emptyWarnings) = try RasterDiagnostics.capturingWarnings { try empty.tap("Sort") }
        #expect(emptyWarnings == ["Menu \"Sort\": the menu has no items, so it opens nothing (iOS shows no empty menu); "
                                  + "give it Buttons, Toggles, Pickers or Menus"])
        let icon = host(ZStack { Menu { EmptyView() } label: { Image(systemName: "ellipsis.circle").frame(width: 80, height: 40) } }
            .frame(width: 393, height: 852))
        let (_, iconWarnings) = RasterDiagnostics.capturingWarnings { icon.tap(at: CGPoint(x: 196.5, y: 426)) }
        #expect(iconWarnings == ["Menu with an Image label: the menu has no items, so it opens nothing (iOS shows no empty "
                                 + "menu); give it Buttons, Toggles, Pickers or Menus"])
        let allDisabled = host(PlacedMenu(center: CGPoint(x: 60, y: 220)) { Button("Name") {}.disabled(true) })
        let (_, disabledWarnings) = try RasterDiagnostics.capturingWarnings { try allDisabled.tap("Sort") }
        #expect(disabledWarnings == ["Menu \"Sort\": every item of the menu is disabled, so it opens and nothing in it can be chosen"])
        #expect(shows("Name", in: allDisabled))
        let tall = host(PlacedMenu(center: CGPoint(x: 60, y: 40)) {
            ForEach(0..<30, id: \.self) { Button("Item \($0)") {} }
        })
        let (_, tallWarnings) = try RasterDiagnostics.capturingWarnings { try tall.tap("Sort") }
        // 30 rows of 44 and 29 hairlines; 852 less the two 8-point margins.
        #expect(tallWarnings == ["Menu: the open menu is 1349 points tall and the window has room for 836; its top is "
                                 + "shown and the rest is cut off at the window's edge (iOS scrolls it). Put fewer items "
                                 + "in it, or group them in nested Menus"])
        #expect(try tall.frame(of: "Item 0") == CGRect(x: 20, y: 8, width: 250, height: 44))
    }
}
