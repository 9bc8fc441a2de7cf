// TableTests.swift · RasterTests/Views · Table, TableColumn, TableRow, their builders and table styles (Table.swift, TableColumn.swift, TableRow.swift, TableStyle.swift)
// What an iPhone shows: in a compact horizontal size class a table hides its column headers and
// shows only its first column (Apple's Table documentation), as a plain list (COMPATIBILITY.md).
// So every table here is compared with the List of its first column's cells: same bytes.

import Foundation
import Testing
@testable import Raster

@Suite struct TableTests {
    struct Person: Identifiable {
        let given: String
        let family: String
        let age: Int
        var id: String { given }
    }

    static let people = [
        Person(given: "Juan", family: "Chavez", age: 31),
        Person(given: "Mei", family: "Chen", age: 27),
        Person(given: "Tom", family: "Clark", age: 45),
    ]

    /// The PNG bytes of `view` in a 393 × 300-point window at scale 1.
    static func png(_ view: some View) throws -> Data {
        try ViewHost(view, size: CGSize(width: 393, height: 300)).render().pngData()
    }

    @Test func aTableDrawsTheListOfItsFirstColumn() throws {
        let table = try Self.png(Table(Self.people) {
            TableColumn("Given Name", value: \.given)
            TableColumn("Family Name", value: \.family)
            TableColumn("Age") { person in Text("\(person.age)") }
        })
        let list = try Self.png(List(Self.people) { Text(verbatim: $0.given) }.listStyle(.plain))
        #expect(table == list)
        // Not the inset-grouped look of a list without a style.
        #expect(table != (try Self.png(List(Self.people) { Text(verbatim: $0.given) })))
    }

    @Test func theFirstColumnsFramesAreTheListRowsFrames() {
        let table = ViewHost(Table(Self.people) {
            TableColumn("Age") { person in Text("\(person.age)").frame(height: 20) }
            TableColumn("Given Name", value: \.given)
        }, size: CGSize(width: 393, height: 300))
        let list = ViewHost(List(Self.people) { person in Text("\(person.age)").frame(height: 20) }.listStyle(.plain),
                            size: CGSize(width: 393, height: 300))
        let frames = ListTests.frames("frame(height: 20)", in: table.layoutDescription())
        // Plain rows: 16-pt margin on a 393-pt screen, 44-pt cells from the top, 12 pt above
        // each 20-pt row in its cell; each as wide as its text.
        #expect(frames == ["(16, 12, 19, 20)", "(16, 56, 20, 20)", "(16, 100, 22, 20)"])
        #expect(frames == ListTests.frames("frame(height: 20)", in: list.layoutDescription()))
    }

    @Test func aTableOfACollectionBuildsOnlyTheRowsNearTheViewport() {
        struct Numbered: Identifiable {
            let id: Int
        }
        var built = 0
        let host = ViewHost(Table((0..<10_000).map(Numbered.init)) {
            TableColumn("Number") { _ in Color.red.frame(height: 20).onAppear { built += 1 } }
        }, size: CGSize(width: 393, height: 300))
        _ = host.render()
        // 300 pt shows 300 / 44 ≈ 7 plain rows; the window adds one on each side.
        #expect(built > 0 && built < 20)
        #expect(host.scroll(by: CGSize(width: 0, height: 44 * 100), at: CGPoint(x: 100, y: 100)))
        // Row 100 is at 44 × 100 + 12 in the content, scrolled by 4400: at 12.
        #expect(ListTests.frames("frame(height: 20)", in: host.layoutDescription()).contains("(16, 12, 361, 20)"))
    }

    @Test func theInsetStyleIsTheInsetList() throws {
        let table = try Self.png(Table(Self.people) { TableColumn("Given Name", value: \.given) }.tableStyle(.inset))
        #expect(table == (try Self.png(List(Self.people) { Text(verbatim: $0.given) }.listStyle(.inset))))
        let automatic = try Self.png(Table(Self.people) { TableColumn("Given Name", value: \.given) }.tableStyle(.automatic))
        #expect(automatic == (try Self.png(List(Self.people) { Text(verbatim: $0.given) }.listStyle(.plain))))
        // A list style around a table does not change it.
        let styledAround = try Self.png(Table(Self.people) { TableColumn("Given Name", value: \.given) }.listStyle(.insetGrouped))
        #expect(styledAround == automatic)
    }

    @Test func explicitRowsAndSectionsAreTheListsRowsAndSections() throws {
        let table = try Self.png(Table(of: Person.self) {
            TableColumn("Given Name", value: \.given)
        } rows: {
            TableRow(Self.people[2])
            Section("Others") {
                ForEach(Self.people.prefix(2)) { TableRow($0) }
            }
            Section {
                TableRow(Self.people[1])
                TableRow(Self.people[0])
            } footer: {
                Text("Again")
            }
        })
        let list = try Self.png(List {
            Text(verbatim: "Tom")
            Section("Others") {
                ForEach(Self.people.prefix(2)) { Text(verbatim: $0.given) }
            }
            Section {
                Text(verbatim: "Mei")
                Text(verbatim: "Juan")
            } footer: {
                Text("Again")
            }
        }.listStyle(.plain))
        #expect(table == list)
    }

    /// A table with a single selection or a set, and the selection written under it.
    private struct SelectingTable: View {
        @State var single: Person.ID?
        @State var several: Set<Person.ID> = []
        let multiple: Bool

        var body: some View {
            if multiple {
                Table(TableTests.people, selection: $several) { TableColumn("Given Name", value: \.given) }
                    .overlay(alignment: .bottom) { Text("selected \(several.sorted().joined(separator: ","))") }
            } else {
                Table(TableTests.people, selection: $single) { TableColumn("Given Name", value: \.given) }
                    .overlay(alignment: .bottom) { Text("selected \(single ?? "none")") }
            }
        }
    }

    @Test func aTapInARowSelectsItsID() {
        // Plain 44-pt cells at y 0, 44, 88.
        let host = ViewHost(SelectingTable(multiple: false), size: CGSize(width: 393, height: 300))
        #expect(host.layoutDescription().contains("Text(\"selected none\")"))
        #expect(host.tap(at: CGPoint(x: 200, y: 66)))
        #expect(host.layoutDescription().contains("Text(\"selected Mei\")"))
        #expect(host.tap(at: CGPoint(x: 30, y: 100)))
        #expect(host.layoutDescription().contains("Text(\"selected Tom\")"))
        let several = ViewHost(SelectingTable(multiple: true), size: CGSize(width: 393, height: 300))
        #expect(several.tap(at: CGPoint(x: 30, y: 20)))
        #expect(several.tap(at: CGPoint(x: 30, y: 110)))
        #expect(several.layoutDescription().contains("Text(\"selected Juan,Tom\")"))
        #expect(several.tap(at: CGPoint(x: 30, y: 20)))
        #expect(several.layoutDescription().contains("Text(\"selected Tom\")"))
    }

    @Test func aSelectedRowIsHighlightedAsTheListsIs() throws {
        let table = try Self.png(Table(Self.people, selection: .constant("Mei")) { TableColumn("Given Name", value: \.given) })
        let list = try Self.png(List(Self.people, selection: .constant("Mei")) { Text(verbatim: $0.given) }.listStyle(.plain))
        #expect(table == list)
        #expect(table != (try Self.png(Table(Self.people) { TableColumn("Given Name", value: \.given) })))
    }

    /// Food Truck's orders table: a selection set, a key-path sort order, columns with content
    /// closures and a width, rows in a section; the app sorts the rows by the sort order.
    private struct OrdersTable: View {
        enum Status: Int, Comparable {
            case placed, preparing, ready
            static func < (a: Status, b: Status) -> Bool { a.rawValue < b.rawValue }
        }

        struct Order: Identifiable {
            let id: String
            let totalSales: Int
            let status: Status
            let creationDate: Date
        }

        @State var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
        @State var selection: Set<Order.ID> = []
        let orders = [
            Order(id: "Order#1201", totalSales: 4, status: .placed, creationDate: Date(timeIntervalSince1970: 0)),
            Order(id: "Order#1202", totalSales: 12, status: .ready, creationDate: Date(timeIntervalSince1970: 60)),
            Order(id: "Order#1203", totalSales: 2, status: .preparing, creationDate: Date(timeIntervalSince1970: 120)),
        ]

        var body: some View {
            VStack(spacing: 0) {
                Table(selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Order", value: \.id) { order in
                        Text(order.id).frame(maxWidth: .infinity, alignment: .leading)
                    }
                    TableColumn("Donuts", value: \.totalSales) { order in Text("\(order.totalSales)") }
                    TableColumn("Status", value: \.status) { order in Text("\(order.status.rawValue)") }
                    TableColumn("Date", value: \.creationDate) { order in Text(order.creationDate, style: .date) }
                    TableColumn("Details") { _ in Image(systemName: "ellipsis.circle") }
                        .width(60)
                } rows: {
                    Section {
                        ForEach(orders.sorted(using: sortOrder)) { TableRow($0) }
                    }
                }
                Text("\(sortOrder.map { $0.order == .reverse ? "reverse" : "forward" }.joined()) \(selection.sorted().joined())")
            }
        }
    }

    @Test func theSortOrderIsKeptAsGivenAndTheAppSortsTheRows() {
        let host = ViewHost(OrdersTable(), size: CGSize(width: 393, height: 400))
        let texts = { ListTests.frames("Text(\"Order#", in: host.layoutDescription()) }
        // Status descending: ready (1202), preparing (1203), placed (1201), a row each 44 pt apart.
        #expect(host.layoutDescription().components(separatedBy: "Text(\"Order#").dropFirst().map { String($0.prefix(4)) }
                    == ["1202", "1203", "1201"])
        let before = texts()
        #expect(host.tap(at: CGPoint(x: 100, y: 66)))
        #expect(host.layoutDescription().contains("Text(\"reverse Order#1203\")"))
        #expect(texts() == before)
    }

    @Test func onAnIPhone15ATableInANavigationStackIsAPlainListOfItsFirstColumn() throws {
        let table = ViewHost(NavigationStack {
            Table(Self.people, selection: .constant(Set(["Mei"]))) {
                TableColumn("Given Name", value: \.given)
                TableColumn("Family Name", value: \.family)
            }
            .navigationTitle("People")
        }, device: .iPhone15).render()
        let list = ViewHost(NavigationStack {
            List(Self.people, selection: .constant(Set(["Mei"]))) { Text(verbatim: $0.given) }
                .listStyle(.plain)
                .navigationTitle("People")
        }, device: .iPhone15).render()
        #expect(try table.pngData() == list.pngData())
    }

    /// What a table's context menu ran.
    @MainActor final class MenuLog {
        var entries: [String] = []
    }

    @MainActor @Test func aLongPressOnARowOpensTheTablesSelectionMenu() throws {
        let log = MenuLog()
        let host = ViewHost(Table(Self.people) { TableColumn("Given Name", value: \.given) }
            .contextMenu(forSelectionType: Person.ID.self) { ids in
                Button("Remove \(ids.sorted())") { log.entries.append("remove \(ids.sorted())") }
            }, device: .iPhone15)
        let row = try host.frame(of: "Tom")
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        try host.tap("Remove [\"Tom\"]")
        #expect(log.entries == ["remove [\"Tom\"]"])
    }

    @Test func dynamicColumnsCustomizationAndHeadersCompile() throws {
        struct Customizing: View {
            @State var customization = TableColumnCustomization<Person>()
            let keys: [KeyPath<Person, String>] = [\.family, \.given]

            var body: some View {
                Table(TableTests.people, columnCustomization: $customization) {
                    TableColumnForEach(keys.indices, id: \.self) { index in
                        TableColumn("Column \(index)", value: keys[index]).customizationID("c\(index)")
                    }
                    TableColumn("Age") { Text("\($0.age)") }.width(min: 40, ideal: 60, max: 80).defaultVisibility(.hidden)
                }
                .tableColumnHeaders(.hidden)
            }
        }
        // The first column made by the ForEach (family names) is the one shown.
        #expect(try Self.png(Customizing()) == (try Self.png(List(Self.people) { Text(verbatim: $0.family) }.listStyle(.plain))))
        var customization = TableColumnCustomization<Person>()
        #expect(customization[visibility: "c0"] == .automatic)
        customization[visibility: "c0"] = .hidden
        #expect(customization[visibility: "c0"] == .hidden)
        customization.resetVisibility()
        #expect(customization == TableColumnCustomization<Person>())
    }

    @Test func anEmptyTableIsAnEmptyPlainList() throws {
        let empty: [Person] = []
        #expect(try Self.png(Table(empty) { TableColumn("Given Name", value: \.given) })
                    == (try Self.png(List(empty) { Text(verbatim: $0.given) }.listStyle(.plain))))
    }

    @Test func aTableWithoutColumnsWarnsAndDrawsEmptyRows() throws {
        let none: [KeyPath<Person, String>] = []
        var image: Data?
        let warnings = try capturingWarnings {
            image = try Self.png(Table(Self.people) {
                TableColumnForEach(none.indices, id: \.self) { TableColumn("Column \($0)", value: none[$0]) }
            })
        }
        #expect(warnings == ["Table<Person, …>: the table has no columns (an empty TableColumnForEach?), so its rows are drawn empty; "
            + "an iPhone shows each row's first column: give the table at least one TableColumn"])
        #expect(image == (try Self.png(List(Self.people) { _ in EmptyView() }.listStyle(.plain))))
    }

    @Test func aTableRowOutsideATableWarnsAndIsEmpty() throws {
        let warnings = try capturingWarnings { _ = try Self.png(VStack { TableRow(Self.people[0]) }) }
        #expect(warnings == ["TableRow<Person> is drawn outside a Table, so it has no columns to show and is empty; use it in a Table's rows"])
    }
}
