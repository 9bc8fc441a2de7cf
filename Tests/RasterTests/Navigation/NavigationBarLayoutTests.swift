import Foundation
import Testing
@testable import Raster

/// Toolbar content of its own, as apps write it: its body is read for its items.
private struct EditingItems: ToolbarContent {
    let isEditing: Bool

    var body: some ToolbarContent {
        if isEditing {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        } else {
            ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
        }
        if isEditing {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        }
    }
}

/// Toolbar content grouped (`Group` of toolbar content), as apps write an optional set of
/// items in a computed property.
private struct GroupedItems: ToolbarContent {
    let isEditing: Bool

    var body: some ToolbarContent {
        Group {
            if isEditing {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}

/// The navigation bar's geometry against the iOS 17 figures of ios17-metrics.md §2 (bar 44,
/// large title +52, 8 under the large title; Flutter's nav_bar.dart, useyourloaf.com, the
/// iPhone X large-title bar) and §1.2 (margins 16 up to 393 points wide, 20 on wider
/// screens; the iOS 16.2 simulator dump). Body text is 21 points tall in Raster's font.
@Suite struct NavigationBarLayoutTests {
    private let phone = CGSize(width: 393, height: 600)

    /// A page's content starts under the bar: 96 points with a large title.
    @Test func largeTitleBarIs96PointsAndTheTitleSitsAtTheMarginEightAboveItsBottom() throws {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Inbox")
        }, size: phone)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504))
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(title.minX == 16)
        #expect(title.maxY == 88)
    }

    @Test func inlineBarIs44PointsWithTheTitleCentred() throws {
        let host = ViewHost(NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }, size: phone)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 44, width: 393, height: 556))
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(title.midX == 196.5)
        #expect(title.midY == 22)
    }

    /// An empty title shows no large-title area: the bar is 44 points.
    @Test func anEmptyTitleHasNoLargeTitleArea() {
        let host = ViewHost(NavigationStack { Color.red }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 44, width: 393, height: 556))
        let titled = ViewHost(NavigationStack { Color.red.navigationTitle("") }, size: phone)
        #expect(titled.frame(ofUnit: "Color") == CGRect(x: 0, y: 44, width: 393, height: 556))
    }

    /// Items sit at the 16-point margins, centred in the 44-point row; wider than 414 points
    /// the margin is 20.
    @Test func toolbarItemsSitAtTheMargins() throws {
        func screen() -> some View {
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    }
            }
        }
        let host = ViewHost(screen(), size: phone)
        let filter = try #require(host.frame(ofUnit: "Text(\"Filter\")"))
        let edit = try #require(host.frame(ofUnit: "Text(\"Edit\")"))
        let add = try #require(host.frame(ofUnit: "Text(\"Add\")"))
        #expect(filter.minX == 16)
        #expect(filter.midY == 22)
        #expect(add.maxX == 377)
        #expect(edit.maxX == add.minX - 8)
        #expect(edit.midY == 22)

        let wide = ViewHost(screen(), size: CGSize(width: 430, height: 600))
        #expect(wide.frame(ofUnit: "Text(\"Filter\")")?.minX == 20)
        #expect(wide.frame(ofUnit: "Text(\"Add\")")?.maxX == 410)
        #expect(wide.frame(ofUnit: "Text(\"Inbox\")")?.minX == 20)
    }

    /// The back button starts 8 points in: a 13 × 21 chevron, 6 points, then the previous
    /// title, centred in the row (Flutter's back button figures, ios17-metrics.md §2).
    @Test func backButtonShowsThePreviousTitleAfterTheChevron() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Color.red.navigationTitle("Detail") }
                .navigationTitle("Inbox")
        }, size: phone)
        #expect(host.tap(unit: "Text(\"Open\")"))
        let chevron = try #require(host.frame(ofUnit: "ControlCanvas"))
        #expect(chevron == CGRect(x: 8, y: 11.5, width: 13, height: 21))
        let back = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(back.minX == 27)
        #expect(back.midY == 22)
        // The pushed page inherits the large title.
        #expect(host.frame(ofUnit: "Text(\"Detail\")")?.maxY == 88)
    }

    /// A previous title that does not fit before the centred title becomes "Back"; an empty
    /// one too.
    @Test func aLongOrEmptyPreviousTitleBecomesBack() throws {
        let long = "A previous screen title far too long for the bar"
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") {
                Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
            }
            .navigationTitle(long)
        }, size: phone)
        host.tap(unit: "Text(\"Open\")")
        #expect(host.frame(ofUnit: "Text(\"Back\")")?.minX == 27)
        #expect(host.frame(ofUnit: "Text(\"\(long)\")") == nil)

        let untitled = ViewHost(NavigationStack {
            NavigationLink("Open") { Color.red.navigationTitle("Detail") }
        }, size: phone)
        untitled.tap(unit: "Text(\"Open\")")
        #expect(untitled.frame(ofUnit: "Text(\"Back\")")?.minX == 27)
    }

    @Test func backButtonHiddenLeavesTheLeadingItemsAtTheMargin() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") {
                Color.red
                    .navigationBarBackButtonHidden()
                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
            }
            .navigationTitle("Inbox")
        }, size: phone)
        host.tap(unit: "Text(\"Open\")")
        #expect(host.frame(ofUnit: "ControlCanvas") == nil)
        #expect(host.frame(ofUnit: "Text(\"Cancel\")")?.minX == 16)
    }

    @Test func principalItemReplacesTheInlineTitle() throws {
        let host = ViewHost(NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Inbox\")") == nil)
        let custom = try #require(host.frame(ofUnit: "Text(\"Custom\")"))
        #expect(custom.midX == 196.5)
        #expect(custom.midY == 22)
    }

    /// Bottom items go in a 44-point toolbar at the bottom, the content ending above it;
    /// `.status` is centred; `.keyboard` items are not drawn.
    @Test func bottomBarItemsAreDrawnAtTheBottom() throws {
        let host = ViewHost(NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                    ToolbarItem(placement: .status) { Text("Updated now") }
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                }
        }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 460))
        let compose = try #require(host.frame(ofUnit: "Text(\"Compose\")"))
        #expect(compose.minX == 16)
        #expect(compose.midY == 578)
        #expect(host.frame(ofUnit: "Text(\"Updated now\")")?.midX == 196.5)
        #expect(host.frame(ofUnit: "Text(\"Done\")") == nil)
    }

    @Test func hiddenBarGivesTheContentTheWholeStack() {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar)
        }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 0, width: 393, height: 600))
        #expect(host.frame(ofUnit: "Text(\"Inbox\")") == nil)
    }

    /// `toolbar { }` with plain views puts them at the trailing edge, 8 points apart.
    @Test func plainViewsInAToolbarAreTrailingItems() {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Inbox").toolbar {
                Button("One") {}
                Button("Two") {}
            }
        }, size: phone)
        let two = host.frame(ofUnit: "Text(\"Two\")")
        #expect(two?.maxX == 377)
        #expect(host.frame(ofUnit: "Text(\"One\")")?.maxX == two.map { $0.minX - 8 })
    }

    /// Offered no size (an ideal-size render), a stack is its content under the bar: as wide
    /// as the content, 96 points taller with a large title.
    @Test func anUnproposedStackIsItsContentUnderTheBar() {
        let size = FrameRenderer.makeGraph(NavigationStack {
            Color.red.frame(width: 200, height: 100).navigationTitle("Inbox")
        }, scale: 1, colorScheme: .light).updateAndLayout(proposal: .unspecified)
        #expect(size == CGSize(width: 200, height: 196))
    }

    /// `if`, `if`/`else` and custom `ToolbarContent` place the items of the branch taken.
    @Test func toolbarContentBuildsItsBranches() {
        func host(editing: Bool) -> ViewHost<some View> {
            ViewHost(NavigationStack {
                Color.red.toolbar { EditingItems(isEditing: editing) }
            }, size: phone)
        }
        let editing = host(editing: true)
        #expect(editing.frame(ofUnit: "Text(\"Done\")")?.maxX == 377)
        #expect(editing.frame(ofUnit: "Text(\"Cancel\")")?.minX == 16)
        #expect(editing.frame(ofUnit: "Text(\"Edit\")") == nil)
        let browsing = host(editing: false)
        #expect(browsing.frame(ofUnit: "Text(\"Edit\")")?.maxX == 377)
        #expect(browsing.frame(ofUnit: "Text(\"Cancel\")") == nil)
    }

    /// A `Group` of toolbar items places its items as if written without it; an empty group
    /// places none.
    @Test func aGroupOfToolbarItemsPlacesItsItems() {
        func host(editing: Bool) -> ViewHost<some View> {
            ViewHost(NavigationStack {
                Color.red.toolbar { GroupedItems(isEditing: editing) }
            }, size: phone)
        }
        let editing = host(editing: true)
        #expect(editing.frame(ofUnit: "Text(\"Done\")")?.maxX == 377)
        #expect(editing.frame(ofUnit: "Text(\"Cancel\")")?.minX == 16)
        let browsing = host(editing: false)
        #expect(browsing.frame(ofUnit: "Text(\"Done\")") == nil)
        #expect(browsing.frame(ofUnit: "Text(\"Cancel\")") == nil)
    }

    /// A button with a label in a bar shows only its icon (the symbol at the body size, at
    /// the margin, centred in the 44-point bar).
    @Test func labelsInABarShowOnlyTheirIcon() {
        let host = ViewHost(NavigationStack {
            Color.red.toolbar { Button("Add", systemImage: "plus") {} }
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Add\")") == nil)
        let icon = host.frames(of: "Image").first
        #expect(icon?.maxX == 377)
        #expect(icon?.midY == 22)
    }

    /// A customizable toolbar (`toolbar(id:)`, items with ids) is drawn as a plain one; a
    /// toolbar role changes nothing on iPhone.
    @Test func customizableToolbarItemsSitWherePlainOnesDo() {
        func screen(customizable: Bool) -> some View {
            NavigationStack {
                Group {
                    if customizable {
                        Color.red.toolbar(id: "editor") {
                            ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share") {} }
                            ToolbarItem(id: "undo", placement: .topBarLeading) { Button("Undo") {} }
                        }
                        .toolbarRole(.editor)
                    } else {
                        Color.red.toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                            ToolbarItem(placement: .topBarLeading) { Button("Undo") {} }
                        }
                    }
                }
                .navigationTitle("Draft")
            }
        }
        let plain = ViewHost(screen(customizable: false), size: phone)
        let customizable = ViewHost(screen(customizable: true), size: phone)
        for name in [#"Text("Share")"#, #"Text("Undo")"#, #"Text("Draft")"#] {
            #expect(customizable.frame(ofUnit: name) != nil)
            #expect(customizable.frame(ofUnit: name) == plain.frame(ofUnit: name))
        }
        #expect(customizable.frame(ofUnit: #"Text("Share")"#)?.maxX == 377)
    }

    /// Issue 16: `navigationTitle("")` draws no title and, as UIKit's bar, has no title
    /// element: VoiceOver and UI tests see only the page's content.
    @Test func issue16_anEmptyTitleIsNoAccessibilityElement() {
        let host = ViewHost(NavigationStack { Text("Body").navigationTitle("") }, size: phone)
        let elements = host.accessibilityDescription().components(separatedBy: "\n")
        #expect(elements.count == 1 && elements[0].hasPrefix(#"[staticText] "Body" ("#), "\(elements)")
    }

    /// Issue 16: items wider than the bar: the trailing items stay whole at the trailing
    /// margin and the leading ones are squeezed into what is left; a warning names them, what
    /// gives way and the fix, once.
    @Test func issue16_aCrowdedBarWarnsNamingItsItems() {
        let warnings = capturingWarnings {
            let host = ViewHost(NavigationStack {
                Text("Body").toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Share") {}
                        Button("Duplicate") {}
                        Button("Archive") {}
                        Button("Favourite") {}
                        Button("Delete") {}
                    }
                }
            }, size: phone)
            _ = host.render()
            _ = host.render()
        }
        #expect(warnings.filter { $0.hasPrefix("The navigation bar is crowded") } == [
            #"The navigation bar is crowded (393 points wide): the leading items "Cancel" are squeezed into 9 of the 56 points they need. "#
                + "Put some of the items in a Menu (ToolbarItem { Menu { ... } }) or in a .bottomBar toolbar",
        ])
        // Items that fit say nothing.
        let quiet = capturingWarnings {
            _ = ViewHost(NavigationStack {
                Text("Body").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            }, size: phone).render()
        }
        #expect(quiet.isEmpty)
    }

    /// Issue 16: the inline title gives way to the items before they do (UIKit lays the title
    /// out in the room the items leave): items that fit beside a long title keep their
    /// widths, the title is truncated to the room between them, and the bar warns that it is
    /// crowded though nothing overlaps.
    @Test func issue16_aTitleSqueezedByItemsIsTruncatedWithAWarning() {
        var frames: [CGRect?] = []
        let warnings = capturingWarnings {
            let host = ViewHost(NavigationStack {
                Text("Body")
                    .navigationTitle("Quarterly Financial Summary Report")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
                    }
            }, size: phone)
            _ = host.render()
            frames = [#"Text("Cancel")"#, #"Text("Save")"#].map { host.frame(ofUnit: $0) }
        }
        #expect(warnings.filter { $0.hasPrefix("The navigation bar is crowded") } == [
            #"The navigation bar is crowded (393 points wide): the title "Quarterly Financial Summary Report" is truncated to 241 of the 299 points it needs. "#
                + "Shorten the title, or put some of the items in a Menu (ToolbarItem { Menu { ... } }) or in a .bottomBar toolbar",
        ])
        // Both items whole at the margins; the title gets the 249 points from 8 after "Cancel"
        // (80) to 8 before "Save" (329), and draws 241 of them with its ellipsis.
        #expect(frames == [CGRect(x: 16, y: 11.5, width: 56, height: 21), CGRect(x: 337, y: 11.5, width: 40, height: 21)])
    }

    /// Issue 16: a `.principal` item is centred on the bar when it fits there, else placed in
    /// the free room between the leading content and the trailing items, as near the centre
    /// as that room allows, and truncated only to what does not fit in the room (UIKit's
    /// title view). Here there is no back button and no leading item: the room runs from the
    /// 16-point margin to 8 points before "Share" (291), 267 points.
    @Test func issue16_aPrincipalItemUsesTheFreeRoomBeforeItIsTruncated() {
        func bar(_ title: String) -> (frames: [CGRect], warnings: [String]) {
            var frames: [CGRect] = []
            let warnings = capturingWarnings {
                let host = ViewHost(NavigationStack {
                    Text("Body")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text(title).font(.headline).lineLimit(1) }
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Share") {}
                                Button("Edit") {}
                            }
                        }
                }, size: phone)
                _ = host.render()
                // The texts in the bar's row: the principal, "Share", "Edit".
                frames = host.frames(of: "Text").filter { $0.midY == 22 }
            }
            return (frames, warnings.filter { $0.hasPrefix("The navigation bar is crowded") })
        }
        // 239 points wide: centred (77 to 316) it would reach under "Share"; it ends 8 before.
        let fits = bar("Quarterly Financial Summary")
        #expect(fits.frames == [CGRect(x: 44, y: 11.5, width: 239, height: 21), CGRect(x: 291, y: 11.5, width: 47, height: 21),
                                CGRect(x: 346, y: 11.5, width: 31, height: 21)])
        #expect(fits.warnings.isEmpty)
        // 299 points do not fit in the 267: truncated to them (251 drawn), in the middle of the room.
        let long = bar("Quarterly Financial Summary Report")
        #expect(long.frames.first == CGRect(x: 24, y: 11.5, width: 251, height: 21))
        #expect(long.warnings == [
            #"The navigation bar is crowded (393 points wide): the title "Quarterly Financial Summary Report" is truncated to 251 of the 299 points it needs. "#
                + "Shorten the title, or put some of the items in a Menu (ToolbarItem { Menu { ... } }) or in a .bottomBar toolbar",
        ])
    }

    /// Issue 16: the inline title follows the same rule: beside one leading item and no
    /// trailing one it moves toward the free trailing side instead of being truncated.
    @Test func issue16_anInlineTitleMovesIntoTheFreeRoom() {
        var frames: [CGRect] = []
        let warnings = capturingWarnings {
            let host = ViewHost(NavigationStack {
                Text("Body")
                    .navigationTitle("Quarterly Financial Summary")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} } }
            }, size: phone)
            _ = host.render()
            // The texts in the bar's row: "Cancel", the title.
            frames = host.frames(of: "Text").filter { $0.midY == 22 }
        }
        // Centred (77 to 316) it would reach under "Cancel" (16 to 72): it starts 8 after it.
        #expect(frames == [CGRect(x: 16, y: 11.5, width: 56, height: 21), CGRect(x: 80, y: 11.5, width: 239, height: 21)])
        #expect(warnings.isEmpty)
    }

    /// Issue 16: a large title has its own row and does not compete with the items: at rest
    /// the inline title is not drawn and nothing says the bar is crowded; a large title wider
    /// than the margins leave is truncated in its row (16 to 377) and warns naming its own
    /// width and the row's. Once the content has scrolled under the bar, the inline title
    /// shows in the room the items leave and is truncated there, with the crowded-bar warning.
    @Test func issue16_aLongLargeTitleIsTruncatedInItsOwnRow() throws {
        let title = "Quarterly Financial Summary Report for the Northern Region"
        let largeWarning = #"The navigation bar's large title "\#(title)" is truncated to 345 of the 928 points it needs: "#
            + "its row leaves 361 points between the margins of the 393-point-wide bar. Shorten the title"
        func screen() -> some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle(title)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
            }
        }
        var inRow: [CGRect] = []
        var large: CGRect?
        let atRest = capturingWarnings {
            let host = ViewHost(screen(), size: phone)
            _ = host.render()
            inRow = host.frames(of: "Text").filter { $0.midY == 22 }
            large = host.frames(of: "Text").first { $0.minY == 46 }
        }
        #expect(atRest == [largeWarning])
        // Only the items in the row; the large title between the margins.
        #expect(inRow == [CGRect(x: 16, y: 11.5, width: 56, height: 21), CGRect(x: 346, y: 11.5, width: 31, height: 21)])
        #expect(large?.minX == 16 && large?.width == 345)

        var inline: CGRect?
        let collapsed = capturingWarnings {
            let host = ViewHost(screen(), size: phone)
            _ = host.render()
            _ = host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
            _ = host.render()
            inline = host.frames(of: "Text").first { $0.midY == 22 && $0.minX > 72 && $0.maxX < 346 }
        }
        // The room between "Cancel" and "Edit" is 80 to 338: 258 points, 251 drawn in its middle.
        #expect(inline == CGRect(x: 83.5, y: 11.5, width: 251, height: 21))
        #expect(collapsed.contains(
            #"The navigation bar is crowded (393 points wide): the title "\#(title)" is truncated to 251 of the 497 points it needs. "#
                + "Shorten the title, or put some of the items in a Menu (ToolbarItem { Menu { ... } }) or in a .bottomBar toolbar"))
    }

    /// Issue 16: `.bottomBar` items wider than the bottom toolbar are squeezed into it from
    /// the leading margin to the trailing one; a warning names them and the fix, once.
    @Test func issue16_aCrowdedBottomToolbarWarns() {
        let warnings = capturingWarnings {
            let host = ViewHost(NavigationStack {
                Text("Body").toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Reply") {}
                        Button("Reply All") {}
                        Button("Forward") {}
                        Button("Archive") {}
                        Button("Move to Junk") {}
                    }
                }
            }, size: phone)
            _ = host.render()
            _ = host.render()
        }
        #expect(warnings.filter { $0.hasPrefix("The bottom toolbar is crowded") } == [
            #"The bottom toolbar is crowded (393 points wide): the items "Reply", "Reply All", "Forward", "Archive", "Move to Junk" are squeezed into 361 of the 382 points they need. "#
                + "Put some of the items in a Menu (ToolbarItem(placement: .bottomBar) { Menu { ... } })",
        ])
    }
}
