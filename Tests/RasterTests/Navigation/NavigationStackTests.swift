import Foundation
import Observation
import Testing
@testable import Raster

/// State for the navigation tests, observed like an app's model.
@Observable private final class Router {
    var path = NavigationPath()
    var numbers: [Int] = []
    var showsSettings = false
    var selected: String?
}

/// A detail screen that dismisses itself with `@Environment(\.dismiss)`.
private struct DismissingDetail: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close presented" : "Close") { dismiss() }
            .navigationTitle("Detail")
    }
}

/// A root screen with state of its own: a counter and a link.
private struct CountingRoot: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
            NavigationLink("Open") { Text("Detail screen") }
        }
    }
}

/// A page whose title its own body declares, counting its body's runs by its type's name.
private struct TitledPage: View {
    var body: some View {
        Text("Page body").navigationTitle("Titled")
    }
}

/// Pushing and popping driven by taps, bindings and dismiss actions.
@Suite struct NavigationStackTests {
    private let phone = CGSize(width: 393, height: 600)

    @Test func tappingALinkPushesAndTheBackButtonPops() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Text("Detail screen").navigationTitle("Detail") }
                .navigationTitle("Inbox")
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") == nil)
        #expect(host.tap(unit: "Text(\"Open\")"))
        let detail = try #require(host.frame(ofUnit: "Text(\"Detail screen\")"))
        // Centred in the space under the 96-point bar.
        #expect(detail.midY == 348)
        // The root is kept (its state too) but not hit: a tap where its link was does nothing.
        #expect(!host.tap(at: CGPoint(x: 196.5, y: 348)))
        #expect(host.tap(at: CGPoint(x: 20, y: 22)))
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") == nil)
        #expect(host.frame(ofUnit: "ControlCanvas") == nil)
    }

    /// A back button drawn as its chevron alone (no room for "Back") is still labelled
    /// "Back", as UIKit labels it for VoiceOver and UI tests.
    @Test func aChevronAloneIsLabelledBack() throws {
        var popped = 0
        let host = ViewHost(NavigationBackButton(previousTitle: "Inbox", action: { popped += 1 }).frame(width: 20),
                            size: CGSize(width: 100, height: 44))
        #expect(host.accessibilityDescription() == #"[button] "Back" (43.5, 11.5, 13, 21)"#)
        try host.tap("Back")
        #expect(popped == 1)
    }

    /// A page's title reaches its bar before layout (`DeclaredPreferenceKey`): the first
    /// frame is laid out once, under the 96-point large-title bar, and the page's body runs
    /// once (a second pass used to lay the page out under no bar first, then again).
    @Test func aPagesTitleReachesItsBarInTheFirstPass() throws {
        let host = ViewHost(NavigationStack { TitledPage() }, size: phone)
        let text = try #require(host.frame(ofUnit: "Text(\"Page body\")"))
        #expect(host.graph.lastSettlePasses == 1)
        #expect(host.bodyRunCount(of: "TitledPage") == 1)
        #expect(text.midY == 348)
        #expect(host.frame(ofUnit: "Text(\"Titled\")") != nil)
    }

    /// A title declared by content built during layout (a `GeometryReader`'s) is read after
    /// layout, as before: it reaches the bar in a second pass.
    @Test func aTitleDeclaredInsideAGeometryReaderReachesTheBarAfterLayout() throws {
        let host = ViewHost(NavigationStack {
            GeometryReader { _ in Text("Measured").navigationTitle("Inside") }
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Inside\")") != nil)
        #expect(host.graph.lastSettlePasses == 2)
    }

    /// A covered page's elements are not on screen for VoiceOver or `tap(_:)` (iOS takes the
    /// covered view out of the window when the push ends); they are back after the pop.
    @Test func aCoveredPageIsHiddenFromAccessibility() throws {
        let host = ViewHost(NavigationStack {
            List {
                NavigationLink("General") { Text("Detail screen").navigationTitle("General") }
                Text("Privacy")
            }
            .navigationTitle("Settings")
        }, size: phone)
        #expect(try host.tap("General"))
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") != nil)
        #expect(!host.accessibilityDescription().contains("Privacy"))
        #expect(throws: ViewHostError.self) { try host.tap("Privacy") }
        #expect(try host.tap("Settings"))
        #expect(host.accessibilityDescription().contains(#"[staticText] "Privacy""#))
    }

    /// The pages under the top one stay in the tree, so their state survives a push and pop.
    @Test func theRootKeepsItsStateWhileCovered() {
        let host = ViewHost(NavigationStack { CountingRoot() }, size: phone)
        host.tap(unit: "Text(\"Count 0\")")
        host.tap(unit: "Text(\"Open\")")
        #expect(host.frame(ofUnit: "Text(\"Detail screen\")") != nil)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(host.frame(ofUnit: "Text(\"Count 1\")") != nil)
    }

    @Test func valueLinksPushTheirDestinationOntoABoundPath() throws {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
            NavigationLink("Seven", value: 7)
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Next", value: number + 1).navigationTitle("Number \(number)")
                }
                .navigationTitle("Numbers")
        }, size: phone)
        host.tap(unit: "Text(\"Seven\")")
        #expect(router.path == NavigationPath([7]))
        #expect(host.frame(ofUnit: "Text(\"Number 7\")") != nil)
        host.tap(unit: "Text(\"Next\")")
        #expect(router.path == NavigationPath([7, 8]))
        // The back button shows the previous page's title.
        #expect(host.frame(ofUnit: "Text(\"Number 7\")")?.minX == 27)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(router.path == NavigationPath([7]))
    }

    /// A link row in a list takes a tap anywhere in the row, not only on its label: a tap in
    /// the blank space between the title and the chevron pushes.
    @Test func aLinkRowTakesTapsInItsBlankSpace() throws {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
            List {
                NavigationLink("Seven", value: 7)
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
        }, size: phone)
        let title = try #require(host.frame(ofUnit: "Text(\"Seven\")"))
        #expect(host.tap(at: CGPoint(x: title.maxX + 100, y: title.midY)))
        #expect(router.path == NavigationPath([7]))
    }

    @Test func appendingToATypedPathPushesAndRemovingPops() {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
            Text("Root")
                .navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }, size: phone)
        router.numbers = [1, 2]
        #expect(host.frame(ofUnit: "Text(\"Screen 2\")") != nil)
        #expect(host.frame(ofUnit: "Text(\"Screen 1\")") != nil)
        router.numbers.removeLast()
        #expect(host.frame(ofUnit: "Text(\"Screen 2\")") == nil)
        // The back button pops through the binding.
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(router.numbers == [])
    }

    @Test func dismissPopsThePageItIsReadIn() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { DismissingDetail() }
        }, size: phone)
        host.tap(unit: "Text(\"Open\")")
        #expect(host.tap(unit: "Text(\"Close presented\")"))
        #expect(host.frame(ofUnit: "Text(\"Close presented\")") == nil)
        #expect(host.frame(ofUnit: "Text(\"Open\")") != nil)
        // The root is not presented (outside any presentation): dismissing there does nothing.
        let root = ViewHost(NavigationStack { DismissingDetail() }, size: phone)
        root.tap(unit: "Text(\"Close\")")
        #expect(root.frame(ofUnit: "Text(\"Close\")") != nil)
    }

    @Test func presentationBindingsPushAndArePopped() {
        let router = Router()
        let host = ViewHost(NavigationStack {
            Text("Root")
                .navigationDestination(isPresented: Binding(get: { router.showsSettings }, set: { router.showsSettings = $0 })) {
                    Text("Settings screen")
                }
                .navigationDestination(item: Binding(get: { router.selected }, set: { router.selected = $0 })) {
                    Text("Item \($0)")
                }
        }, size: phone)
        router.showsSettings = true
        #expect(host.frame(ofUnit: "Text(\"Settings screen\")") != nil)
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(!router.showsSettings)
        router.selected = "A"
        #expect(host.frame(ofUnit: "Text(\"Item A\")") != nil)
        router.selected = nil
        #expect(host.frame(ofUnit: "Text(\"Item A\")") == nil)
    }

    /// A push made inside `withAnimation` moves the page in from its own width to the right
    /// (`.move(edge: .trailing)`) while the page under it moves a third of the width to the
    /// left; a push outside any animation is drawn settled at once.
    @Test func aPushInsideWithAnimationSlidesInFromTheTrailingEdge() {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
            Color.blue.frame(width: 100, height: 100)
                .navigationDestination(for: Int.self) { _ in Color.red.frame(width: 100, height: 100) }
        }, size: phone)
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [1] }
        host.advance(by: 0.5)
        // Half way the red square (146.5...246.5 when settled) is 196.5 points to the right;
        // the blue one (146.5...246.5 at rest) 65.5 points to the left, 81...181, its page
        // half shaded (`NavigationPushShade`).
        var image = host.render()
        #expect(image.pixel(atPoint: 380, 348) == red)
        #expect(image.pixel(atPoint: 100, 348) == pushShaded(blue, covered: 0.5))
        #expect(image.pixel(atPoint: 60, 348) == pushShaded(white, covered: 0.5))
        host.advance(by: 0.5)
        image = host.render()
        #expect(image.pixel(atPoint: 200, 348) == red)
        #expect(image.pixel(atPoint: 100, 348) == white)

        router.numbers = []
        #expect(host.render().pixel(atPoint: 200, 348) == blue)
        router.numbers = [2]
        #expect(host.render().pixel(atPoint: 200, 348) == red)
    }

    /// The system colours of `colourPages(_:)`.
    private let red = RGBA8(r: 255, g: 59, b: 48, a: 255), green = RGBA8(r: 52, g: 199, b: 89, a: 255)
    private let blue = RGBA8(r: 0, g: 122, b: 255, a: 255)

    /// A stack on an iPhone SE (375 points wide, @2x) of a blue root, a green page for 1 and
    /// a red one for any other number.
    private func colourPages(_ router: Router) -> ViewHost<some View> {
        ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
            Color.blue
                .navigationDestination(for: Int.self) { number in number == 1 ? Color.green : Color.red }
        }, device: .iPhoneSE)
    }

    /// While a page slides in, the page it covers dims and the sliding page's leading edge
    /// casts a shadow on it (Flutter's figures from frame comparisons with native iOS: black at
    /// up to 24/255, and an edge gradient from 4/255 to clear over 5 % of the width). Half way
    /// through a linear 1-s push on an iPhone SE (375 points) the blue root is under black at
    /// 12/255 and the green page's edge is at 187.5 points; the shadow darkens the root just
    /// left of it (not 19 points further left); settled, the root is hidden; half way back
    /// the dimming is again at half, and popped the root is its own blue.
    @Test func aSlidingPageDimsThePageItCoversAndCastsAnEdgeShadow() {
        let router = Router()
        let host = colourPages(router)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [1] }
        host.advance(by: 0.5)
        var image = host.render()
        let dimmed = pushShaded(blue, covered: 0.5)
        #expect(dimmed == RGBA8(r: 0, g: 116, b: 243, a: 255))
        #expect(image.pixel(atPoint: 100, 300) == dimmed)
        #expect(image.pixel(atPoint: 168, 300) == dimmed)
        #expect(image.pixel(atPoint: 187, 300).b < dimmed.b)
        #expect(image.pixel(atPoint: 188, 300) == green)
        host.advance(by: 0.5)
        #expect(host.render().pixel(atPoint: 100, 300) == green)
        withAnimation(.linear(duration: 1)) { router.numbers = [] }
        host.advance(by: 0.5)
        image = host.render()
        #expect(image.pixel(atPoint: 100, 300) == dimmed)
        #expect(image.pixel(atPoint: 188, 300) == green)
        host.advance(by: 0.5)
        #expect(host.render().pixel(atPoint: 100, 300) == blue)
    }

    /// Whether the colour is one of green's shades rather than blue's or red's.
    private func isGreen(_ colour: RGBA8) -> Bool {
        colour.g > colour.r && colour.g > colour.b
    }

    /// Whether the row at 300 points of a `colourPages(_:)` window half way through a linear
    /// push or pop shows only the page under the top one, half shaded (`covered`), and the top
    /// page (`top`) from 187.5 points on, but for the top page's edge shadow, 5 % of the width
    /// (18.75 points) left of its edge, where the covered page is darker still.
    private func halfWay(_ image: RasterImage, shows covered: RGBA8, under top: RGBA8) -> Bool {
        (0..<image.width).allSatisfy { x in
            let pixel = image[x, 300 * 2]
            switch x {
            case ..<337: return pixel == covered
            case ..<375: return pixel.b <= covered.b && pixel.g <= covered.g && pixel.r <= covered.r
            default: return pixel == top
            }
        }
    }

    /// Popping two pages at once in an animation slides the top page off alone, as UIKit's
    /// `popToRootViewController(animated:)` does: the page between it and the root is never
    /// seen. Half way through a linear 1-s pop the top (red) page covers the right half; no
    /// pixel of the middle (green) page shows.
    @Test func aPopToTheRootSlidesTheTopPageOffAlone() {
        let router = Router()
        router.numbers = [1, 2]
        let host = colourPages(router)
        #expect(host.render().pixel(atPoint: 100, 300) == red)
        withAnimation(.linear(duration: 1)) { router.numbers = [] }
        host.advance(by: 0.5)
        let image = host.render()
        #expect(image.pixel(atPoint: 300, 300) == red)
        #expect(image.pixel(atPoint: 100, 300) == pushShaded(blue, covered: 0.5))
        #expect((0..<image.width).filter { isGreen(image[$0, 300 * 2]) }.count == 0)
    }

    /// Pushing two pages at once in an animation slides the top page in alone over the root,
    /// as UIKit's `setViewControllers(_:animated:)` does: the page under it is never seen
    /// moving (it slid in too). Half way through a linear 1-s push the red page covers the
    /// right half and the root, a sixth of the width to the left, the rest; settled, popping
    /// the top page reveals the green page, whole.
    @Test func aPushOfTwoPagesSlidesTheTopPageInAlone() {
        let router = Router()
        let host = colourPages(router)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [1, 2] }
        host.advance(by: 0.5)
        let image = host.render()
        #expect(image.pixel(atPoint: 100, 300) == pushShaded(blue, covered: 0.5))
        #expect(image.pixel(atPoint: 300, 300) == red)
        #expect(halfWay(image, shows: pushShaded(blue, covered: 0.5), under: red))
        host.advance(by: 0.5)
        #expect(host.render().pixel(atPoint: 100, 300) == red)
        withAnimation(.linear(duration: 1)) { router.numbers = [1] }
        host.advance(by: 0.5)
        let popping = host.render()
        #expect(popping.pixel(atPoint: 100, 300) == pushShaded(green, covered: 0.5))
        #expect(halfWay(popping, shows: pushShaded(green, covered: 0.5), under: red))
    }

    /// Replacing every value of the path in an animation slides the new top page in alone:
    /// the new page under it (red, for 2) is covered from its first frame, so it is not drawn
    /// while the top one (green, for 1) slides in, though its position held a page before.
    @Test func replacingEveryPathValueSlidesTheNewTopPageInAlone() {
        let router = Router()
        router.numbers = [1]
        let host = colourPages(router)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [2, 1] }
        host.advance(by: 0.5)
        let image = host.render()
        #expect(image.pixel(atPoint: 300, 300) == green)
        #expect((0..<image.width).filter { image[$0, 300 * 2] == red }.count == 0)
    }

    /// A page covered at rest is not drawn, as UIKit takes a covered controller's view out of
    /// the window when the push ends: nothing of the blue root shows through a pushed list
    /// with its background hidden, which shows the window's white.
    @Test func aCoveredPageAtRestIsNotDrawn() {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
            Color.blue
                .navigationDestination(for: Int.self) { _ in List { Text("Row") }.scrollContentBackground(.hidden) }
        }, device: .iPhoneSE)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [1] }
        host.advance(by: 0.5)
        #expect(host.render().pixel(atPoint: 50, 500) == pushShaded(blue, covered: 0.5))
        host.advance(by: 0.5)
        #expect(host.render().pixel(atPoint: 50, 500) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// A push made while an earlier push is still sliding in leaves the earlier page sliding
    /// under the new one (it vanished: it became a page under the top one, which is hidden
    /// while it is pushed with it; a fresh user's finding). 0.1 s into a linear 1-s push the
    /// green page is at 337.5 of 375 points; a second push 0 s later shows it there whole.
    @Test func aPushDuringAPushKeepsTheFirstPageSliding() {
        let router = Router()
        let host = colourPages(router)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.numbers = [1] }
        host.advance(by: 0.1)
        #expect(host.render().pixel(atPoint: 360, 300) == green)
        withAnimation(.linear(duration: 1)) { router.numbers = [1, 2] }
        let image = host.render()
        #expect(image.pixel(atPoint: 360, 300) == green)
        #expect(image.pixel(atPoint: 100, 300) == pushShaded(blue, covered: 0.1))
    }

    /// A path value replaced by another is a new screen with state of its own, as in SwiftUI
    /// (the page was matched by its position only, so the counter of 1's screen went on
    /// counting on 2's: a fresh user's finding). Set back to 1, the screen is new again.
    @Test func aReplacedPathValueGetsANewScreen() throws {
        struct Counting: View {
            let number: Int
            @State private var taps = 0
            var body: some View {
                Button("Page \(number) taps \(taps)") { taps += 1 }
            }
        }
        let router = Router()
        router.numbers = [1]
        let host = ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
            Text("Root").navigationDestination(for: Int.self) { Counting(number: $0) }
        }, device: .iPhoneSE)
        #expect(try host.tap("Page 1 taps 0"))
        #expect(try host.tap("Page 1 taps 1"))
        router.numbers = [2]
        #expect(throws: Never.self) { try host.frame(of: "Page 2 taps 0") }
        router.numbers = [1]
        #expect(throws: Never.self) { try host.frame(of: "Page 1 taps 0") }
    }

    /// A push from a pushed page slides the new page in over it while it moves a sixth of the
    /// width to the left half way, opaque and whole: it is not built again because it became
    /// covered (a covered page rests in the same modifiers as the top one), so neither a
    /// fading copy of it nor the root shows. Popping back slides the top page off over it.
    @Test func aPushFromAPushedPageKeepsThatPageWhole() {
        let router = Router()
        router.numbers = [1]
        let host = colourPages(router)
        _ = host.render()
        for change in [[1, 2], [1]] {
            withAnimation(.linear(duration: 1)) { router.numbers = change }
            host.advance(by: 0.5)
            let image = host.render()
            #expect(image.pixel(atPoint: 100, 300) == pushShaded(green, covered: 0.5))
            #expect(image.pixel(atPoint: 300, 300) == red)
            #expect(halfWay(image, shows: pushShaded(green, covered: 0.5), under: red))
            host.advance(by: 0.5)
        }
        #expect(host.render().pixel(atPoint: 100, 300) == green)
    }

    /// A pop that uncovers a page pushed in an earlier update, with or without animation
    /// (a link tap outside `withAnimation`), slides the top page off over that page: the page
    /// is not inserted again, so it neither slides in from the trailing edge nor leaves the
    /// root showing where it should be (a fresh user's finding). Half way through a linear 1-s
    /// pop the red page covers the right half and the green page, a sixth of the width to the
    /// left, the rest.
    @Test func aPopUncoveringAPageSlidesOffOverItWhateverThatPagesPush() {
        for animatesFirstPush in [false, true] {
            let router = Router()
            let host = colourPages(router)
            _ = host.render()
            withAnimation(animatesFirstPush ? .linear(duration: 1) : nil) { router.numbers = [1] }
            host.advance(by: 1)
            _ = host.render()
            withAnimation(.linear(duration: 1)) { router.numbers = [1, 2] }
            host.advance(by: 1)
            _ = host.render()
            withAnimation(.linear(duration: 1)) { router.numbers = [1] }
            host.advance(by: 0.5)
            let image = host.render()
            #expect(image.pixel(atPoint: 100, 300) == pushShaded(green, covered: 0.5))
            #expect(image.pixel(atPoint: 300, 300) == red)
            #expect(halfWay(image, shows: pushShaded(green, covered: 0.5), under: red))
        }
    }

    @Test func aValueWithoutDestinationWarnsAndDrawsTheLinkDimmed() throws {
        struct Unknown: Hashable {}
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(NavigationStack { NavigationLink("Lost", value: Unknown()) }, size: phone, scale: 1)
            host.tap(unit: "Text(\"Lost\")")
            return host
        }
        // Nothing was pushed; the label is drawn in the disabled colour, the tertiary label
        // (60, 60, 67 at 30 %) over white, not in the tint (0, 122, 255).
        #expect(host.frame(ofUnit: "ControlCanvas") == nil)
        let label = try #require(host.frame(ofUnit: "Text(\"Lost\")"))
        let image = host.render()
        let darkest = (Int(label.minX)..<Int(label.maxX)).flatMap { x in
            (Int(label.minY)..<Int(label.maxY)).map { image[x, $0] }
        }.min { $0.r < $1.r }
        #expect(darkest == RGBA8(r: 196, g: 196, b: 198, a: 255))
        #expect(warnings == [
            "A NavigationLink is presenting a value of type Unknown but there is no matching navigationDestination "
            + "declaration visible from the location of the link. The link cannot be activated. Declare "
            + "navigationDestination(for: Unknown.self) inside the NavigationStack.",
        ])
    }

    @Test func aPathValueWithoutDestinationShowsAnEmptyPageAndWarns() {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(NavigationStack(path: .constant(NavigationPath(["orphan"]))) { Text("Root") }, size: phone)
            _ = host.render()
            return host
        }
        #expect(warnings == [
            "A NavigationStack's path holds a value of type String but there is no matching navigationDestination "
            + "declaration in the stack, so its screen is empty. Declare navigationDestination(for: String.self) "
            + "inside the NavigationStack.",
        ])
        // The empty page has its bar with a back button to the root.
        #expect(host.frame(ofUnit: "Text(\"Back\")")?.minX == 27)
    }

    @Test func toolbarItemsOutsideANavigationContainerAreNotDrawn() {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(Color.red.toolbar { Button("Edit") {} }, size: phone)
            _ = host.render()
            return host
        }
        #expect(host.frame(ofUnit: "Text(\"Edit\")") == nil)
        #expect(warnings == [
            "toolbar items are declared on a view outside any NavigationStack, NavigationSplitView or NavigationView, "
            + "so no bar shows them and they are not drawn; put the view inside a NavigationStack",
        ])
    }

    @Test func aTypedPathRefusesValuesOfAnotherType() {
        let router = Router()
        let warnings = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
                NavigationLink("Word", value: "word")
                    .navigationDestination(for: String.self) { Text($0) }
            }, size: phone)
            host.tap(unit: "Text(\"Word\")")
        }.warnings
        #expect(router.numbers == [])
        #expect(warnings == [
            "A NavigationLink is presenting a value of type String, but the NavigationStack's path holds only values "
            + "of type Int; the link cannot be activated. Bind the stack to a NavigationPath to push values of several types.",
        ])
    }

    @Test func aNestedStackIsItsRootOnTheOuterScreen() {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(NavigationStack {
                NavigationStack { Color.red.navigationTitle("Inner") }
                    .navigationTitle("Outer")
            }, size: phone)
            host.settle()
            return host
        }
        // One bar: the outer title, the one applied last to the screen (NestedNavigationStack.swift).
        #expect(host.frame(ofUnit: "Text(\"Outer\")")?.maxY == 88)
        #expect(host.frame(ofUnit: "Text(\"Inner\")") == nil)
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("A NavigationStack is on a screen of another") == true)
    }

    @Test func splitViewCollapsesToAStackShowingTheSidebar() {
        let host = ViewHost(NavigationSplitView {
            NavigationLink("Mail", value: "Mail")
                .navigationTitle("Mailboxes")
                .navigationDestination(for: String.self) { Text("\($0) messages") }
        } detail: {
            Text("Pick a mailbox")
        }, size: phone)
        #expect(host.frame(ofUnit: "Text(\"Mailboxes\")")?.minX == 16)
        #expect(host.frame(ofUnit: "Text(\"Pick a mailbox\")") == nil)
        host.tap(unit: "Text(\"Mail\")")
        #expect(host.frame(ofUnit: "Text(\"Mail messages\")") != nil)

        let detailFirst = ViewHost(NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Text("Sidebar").navigationTitle("Mailboxes")
        } detail: {
            Text("Pick a mailbox")
        }, size: phone)
        #expect(detailFirst.frame(ofUnit: "Text(\"Pick a mailbox\")") != nil)
        #expect(detailFirst.frame(ofUnit: "Text(\"Mailboxes\")")?.minX == 27)
    }
}
