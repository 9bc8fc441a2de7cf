import Foundation
import Observation
import Testing
@testable import Raster

@Observable private final class Flag {
    var isActive = false
    var selection: String?
}

// Navigation spellings deprecated in iOS 16 and 17 that real view files still use: each
// compiles and does what it does on an iPhone with iOS 17.

@Suite struct DeprecatedNavigationTests {
    private let phone = CGSize(width: 393, height: 600)

    /// `NavigationView` is a stack on iPhone; `navigationBarTitle` and `navigationBarItems`
    /// are the title and the items.
    @Test func navigationViewIsAStack() {
        let host = ViewHost(NavigationView {
            NavigationLink("Open", destination: Text("Detail screen"))
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(trailing: Button("Edit") {})
        }
        .navigationViewStyle(.stack), size: phone)
        #expect(host.frame(ofUnit: "Text(\"Inbox\")")?.midY == 22)
        #expect(host.frame(ofUnit: "Text(\"Edit\")")?.maxX == 377)
        host.tap(unit: "Text(\"Open\")")
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") != nil)
    }

    /// `navigationBarTitle(_:displayMode:)` with a string variable (a model's name) shows it
    /// verbatim in the mode given: inline, centred in the 44-point bar.
    @Test func aStringTitleWithADisplayModeIsShown() {
        let name = "Groceries"
        let host = ViewHost(NavigationView {
            Text("List").navigationBarTitle(name, displayMode: .inline)
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Groceries\")")?.midY == 22)
        #expect(host.frame(ofUnit: "Text(\"Groceries\")")?.midX == 196.5)
    }

    /// An `isActive:` link pushes when tapped or when its binding becomes true, and its
    /// binding becomes false when the destination is popped.
    @Test func anIsActiveLinkFollowsItsBinding() {
        let flag = Flag()
        let binding = Binding(get: { flag.isActive }, set: { flag.isActive = $0 })
        let host = ViewHost(NavigationStack {
            NavigationLink(destination: Text("Detail screen"), isActive: binding) { Text("Open") }
        }, size: phone)
        host.tap(unit: "Text(\"Open\")")
        #expect(flag.isActive)
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") != nil)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(!flag.isActive)
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") == nil)
    }

    /// The closure form of the `isActive:` link (`NavigationLink(isActive:destination:label:)`)
    /// pushes its destination when its binding becomes true, and clears it when popped.
    @Test func anIsActiveLinkWithClosuresFollowsItsBinding() {
        let flag = Flag()
        let binding = Binding(get: { flag.isActive }, set: { flag.isActive = $0 })
        let host = ViewHost(NavigationStack {
            NavigationLink(isActive: binding, destination: { Text("Detail screen") }, label: { Text("Open") })
        }, size: phone)
        flag.isActive = true
        _ = host.render()
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") != nil)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(!flag.isActive)
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") == nil)
    }

    /// A `tag:selection:` link pushes when tapped, setting the selection to its tag, or when the
    /// selection becomes its tag; popping clears the selection; another link's tag pushes only
    /// that link's destination.
    @Test func aTagSelectionLinkFollowsItsSelection() {
        let flag = Flag()
        let selection = Binding(get: { flag.selection }, set: { flag.selection = $0 })
        let host = ViewHost(NavigationStack {
            VStack {
                NavigationLink(destination: Text("Ada's page"), tag: "ada", selection: selection) { Text("Ada") }
                NavigationLink("Grace", destination: Text("Grace's page"), tag: "grace", selection: selection)
            }
        }, size: phone)
        host.tap(unit: "Text(\"Ada\")")
        #expect(flag.selection == "ada")
        #expect(host.frame(ofUnit: "Text(\"Ada's page\")") != nil)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(flag.selection == nil)
        #expect(host.frame(ofUnit: "Text(\"Ada's page\")") == nil)
        flag.selection = "grace"
        _ = host.render()
        #expect(host.frame(ofUnit: "Text(\"Grace's page\")") != nil)
        #expect(host.frame(ofUnit: "Text(\"Ada's page\")") == nil)
    }

    /// `navigationBarHidden(true)` hides the bar: the content starts at the top.
    @Test func navigationBarHiddenHidesTheBar() {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Inbox").navigationBarHidden(true)
        }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 0, width: 393, height: 600))
    }

    /// The deprecated placements are the top bar's edges.
    @Test func deprecatedPlacementsAreTheTopBarEdges() {
        #expect(ToolbarItemPlacement.navigationBarLeading == .topBarLeading)
        #expect(ToolbarItemPlacement.navigationBarTrailing == .topBarTrailing)
    }
}

/// `NavigationPath`'s own behaviour.
@Suite struct NavigationPathTests {
    @Test func appendsAndRemovesValuesOfAnyHashableType() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        #expect(path != NavigationPath([1]))
        path.removeLast()
        #expect(path == NavigationPath([1]))
    }

    /// Removing more values than the path holds empties it and warns (Swift's collections trap).
    @Test func removingTooManyEmptiesThePathAndWarns() {
        var path = NavigationPath([1, 2])
        let warnings = RasterDiagnostics.capturingWarnings { path.removeLast(3) }.warnings
        #expect(path.isEmpty)
        #expect(warnings == ["NavigationPath.removeLast(3) on a path of 2 values: the path is emptied; remove at most `count` values"])
    }
}
