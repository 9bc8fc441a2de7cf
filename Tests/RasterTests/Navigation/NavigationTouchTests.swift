import Foundation
import Observation
import Testing
@testable import Raster

/// A stack's path, observed like an app's model.
@Observable private final class StackPath {
    var numbers: [Int]
    var taps = 0

    init(_ numbers: [Int]) {
        self.numbers = numbers
    }
}

/// Touches on navigation stacks: ignored while pages slide, and the edge swipe back
/// (ViewHost+Navigation.swift, NavigationBackSwipe.swift).
@Suite struct NavigationTouchTests {
    private let blue = RGBA8(r: 0, g: 122, b: 255, a: 255), red = RGBA8(r: 255, g: 59, b: 48, a: 255)
    private let window = CGSize(width: 300, height: 400)

    /// A 300 × 400 window of a stack whose root is blue and whose pages are red, with a
    /// full-width button 50 points tall centred on each page that counts taps.
    private func colourStack(_ path: StackPath, hidesBackButton: Bool = false) -> ViewHost<some View> {
        ViewHost(NavigationStack(path: Binding(get: { path.numbers }, set: { path.numbers = $0 })) {
            Color.blue
                .navigationDestination(for: Int.self) { _ in
                    Color.red
                        .overlay {
                            Button("Count") { path.taps += 1 }
                                .frame(maxWidth: .infinity).frame(height: 50).contentShape(Rectangle())
                        }
                        .navigationBarBackButtonHidden(hidesBackButton)
                }
        }, size: window)
    }

    private static let ignoredWarning = "ViewHost ignored a touch on a NavigationStack whose pages are still sliding (a push or pop "
        + "animation is running), as iOS ignores touches while a navigation controller transitions; advance the host's clock "
        + "past the animation first (advance(by:), e.g. 1 second), then tap or drag"

    // MARK: Issue 16: touches while pages slide

    /// A tap on a page still sliding in is ignored: half way through a linear 1-s push the
    /// page's button is drawn 150 points right of where it rests, and a tap on its label there
    /// (x = 300, the label's centre at rest plus 150; before the fix it counted) does not
    /// count, with one warning naming the fix, however often it is tried; once the clock has
    /// passed the push, a tap counts.
    @Test func issue16_aTapDuringAnAnimatedPushIsIgnored() {
        let path = StackPath([])
        var tapped = true
        let warnings = capturingWarnings {
            let host = colourStack(path)
            _ = host.render()
            withAnimation(.linear(duration: 1)) { path.numbers = [1] }
            host.advance(by: 0.5)
            tapped = host.tap(at: CGPoint(x: 300, y: 222))
            #expect(!host.tap(at: CGPoint(x: 300, y: 222)))
            host.advance(by: 0.5)
            #expect(host.tap(at: CGPoint(x: 150, y: 222)))
        }
        #expect(!tapped)
        #expect(path.taps == 1)
        #expect(warnings == [Self.ignoredWarning])
    }

    /// A drag on the page uncovered by an animated pop is ignored too: half way through the
    /// pop a swipe from the edge does not swipe that page back, and the path stays [1].
    @Test func issue16_aDragDuringAnAnimatedPopIsIgnored() {
        let path = StackPath([1, 2])
        let warnings = capturingWarnings {
            let host = colourStack(path)
            _ = host.render()
            withAnimation(.linear(duration: 1)) { path.numbers = [1] }
            host.advance(by: 0.5)
            #expect(!host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.1))
            host.advance(by: 1)
            #expect(host.render().pixel(atPoint: 100, 300) == red)
        }
        #expect(path.numbers == [1])
        #expect(warnings == [Self.ignoredWarning])
    }

    // MARK: Issue 16: the tab bar during the swipe

    /// A tab on an iPhone 15 (393 points wide) whose stack's root lists `rootRows` rows, each
    /// pushing a list of `detailRows` rows, or, when nil, a short text. A list of 50 rows
    /// reaches under the tab bar (769...818 points), which then shows its material over it;
    /// over a page whose content ends above it the bar is transparent (its scroll-edge
    /// appearance).
    private func tabbedRows(rootRows: Int = 50, detailRows: Int? = nil,
                            colorScheme: ColorScheme = .light) -> ViewHost<some View> {
        ViewHost(TabView {
            NavigationStack {
                List(0..<rootRows, id: \.self) { row in
                    NavigationLink("Row \(row)") {
                        if let detailRows {
                            List(0..<detailRows, id: \.self) { Text("Detail \($0)") }
                        } else {
                            Text("Detail \(row)")
                        }
                    }
                }
                .navigationTitle("Rows")
            }
            .tabItem { Label("Rows", systemImage: "list.bullet") }
        }, device: .iPhone15, colorScheme: colorScheme)
    }

    /// The tab bar's background at (100, 800) points, clear of its item, and its hairline,
    /// the device pixel at 769 points.
    private func bar(_ image: RasterImage) -> [RGBA8] {
        [image.pixel(atPoint: 100, 800), image.pixel(atPoint: 100, 769)]
    }

    private func grey(_ background: UInt8, _ hairline: UInt8) -> [RGBA8] {
        [RGBA8(r: background, g: background, b: background, a: 255), RGBA8(r: hairline, g: hairline, b: hairline, a: 255)]
    }

    /// Swiping back from a short detail (bar transparent) to a root whose rows reach under the
    /// bar (bar material, 249, hairline 173): in every frame of the drag, the bar's background
    /// and hairline come in by the fraction the detail has slid, the material applied that
    /// far over the root's white rows sliding in under it, which lie shaded under the sliding
    /// page (`NavigationPushShade`; white 0.631 covered is 240): at x = 150 (145 / 393 = 0.369
    /// of the width) 242 and a hairline of 215 (the tint 248 at 0.8 × 0.369 over 240 is 242.2;
    /// black at 0.3 × 0.369 over it; 252 and 225 over unshaded rows); further at 300 (0.738)
    /// 248 and 193; back at 100 (0.242) 254 and 236, where the pixel lies on the detail, right
    /// of its edge at 95. Released there, the detail slides back and the bar is transparent
    /// again; a swipe released past half the width pops, and the bar is the root's. Before the
    /// fix the bar stayed transparent (255) through the drag.
    @Test func issue16_theTabBarFollowsTheSwipeBack() throws {
        let host = tabbedRows()
        #expect(bar(host.render()) == grey(249, 173))
        #expect(try host.tap("Row 1"))
        #expect(bar(host.render()) == grey(255, 255))
        host.beginDrag(at: CGPoint(x: 5, y: 400))
        host.moveDrag(to: CGPoint(x: 150, y: 400), duration: 1)
        #expect(bar(host.render()) == grey(242, 215))
        host.moveDrag(to: CGPoint(x: 300, y: 400), duration: 1)
        #expect(bar(host.render()) == grey(248, 193))
        host.moveDrag(to: CGPoint(x: 100, y: 400), duration: 1)
        #expect(bar(host.render()) == grey(254, 236))
        #expect(host.endDrag())
        host.advance(by: 2)
        #expect(bar(host.render()) == grey(255, 255))
        #expect(host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1))
        host.advance(by: 2)
        #expect(bar(host.render()) == grey(249, 173))
    }

    private func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA8 {
        RGBA8(r: r, g: g, b: b, a: 255)
    }

    /// The bar (`bar(_:)`) at rest on the root, on the detail pushed by `row`, with the detail
    /// dragged slowly from x = 5 to 150 (0.369 of the width), and once that swipe is released
    /// and the detail has slid back.
    private func barThroughACancelledSwipe(_ host: ViewHost<some View>, tapping row: String) -> [[RGBA8]] {
        let root = bar(host.render())
        host.tap(unit: "Text(\"\(row)\")")
        let detail = bar(host.render())
        host.beginDrag(at: CGPoint(x: 5, y: 400))
        host.moveDrag(to: CGPoint(x: 150, y: 400), duration: 2)
        let swiped = bar(host.render())
        host.endDrag()
        host.advance(by: 2)
        return [root, detail, swiped, bar(host.render())]
    }

    /// The same swipe in the dark scheme: the root's bar is the dark material over the dark
    /// rows ((32, 32, 33), hairline (26, 26, 27)), the detail's bar transparent over black;
    /// at x = 150 the bar is (28, 28, 30) with a hairline of (26, 26, 28) over the rows shaded
    /// under the sliding page (`NavigationPushShade`; (30, 30, 32) and (28, 28, 30) unshaded),
    /// where it stayed the rows' own (28, 28, 30) before the fix; cancelled, black again.
    @Test func issue16_theTabBarFollowsTheSwipeBackInTheDark() {
        #expect(barThroughACancelledSwipe(tabbedRows(colorScheme: .dark), tapping: "Row 1")
                == [[rgb(32, 32, 33), rgb(26, 26, 27)], grey(0, 0), [rgb(28, 28, 30), rgb(26, 26, 28)], grey(0, 0)])
    }

    /// The other way round: a short root (bar transparent over its grouped background,
    /// (242, 242, 247)) and a detail whose rows reach under the bar (material, 248 over its
    /// grouped background, hairline 172). Mid-swipe the detail's material goes by the
    /// fraction: at x = 150, 0.631 of it over the root's background shaded 0.631 covered
    /// (`NavigationPushShade`), (237, 237, 241), its hairline (192, 192, 195) ((245, 245, 248)
    /// and (199, 199, 201) unshaded); before the fix the whole material stayed ((246, 246, 248),
    /// blurred and tinted over the root's background). Cancelled, the detail's bar again.
    @Test func issue16_theTabBarMaterialGoesWithTheSwipedPage() {
        let rootBackground = rgb(242, 242, 247)
        #expect(barThroughACancelledSwipe(tabbedRows(rootRows: 1, detailRows: 50), tapping: "Row 0")
                == [[rootBackground, rootBackground], grey(248, 172), [rgb(237, 237, 241), rgb(192, 192, 195)], grey(248, 172)])
    }

    /// Two pages whose content both reach under the bar keep its material whole through the
    /// swipe, drawn once (two materials blended would tint the rows twice): over the root's
    /// white rows at x = 100 the bar is 246 and its hairline 172 over the rows as they lie
    /// mid-swipe, shaded under the sliding page (`NavigationPushShade`; 249 and 174 unshaded,
    /// 249 and 173 at rest over other parts of the rows).
    @Test func issue16_theSameBarOnBothPagesStaysWhole() {
        let host = tabbedRows(detailRows: 50)
        #expect(host.tap(unit: "Text(\"Row 1\")"))
        host.beginDrag(at: CGPoint(x: 5, y: 400))
        host.moveDrag(to: CGPoint(x: 150, y: 400), duration: 2)
        #expect(bar(host.render()) == grey(246, 172))
    }

    /// The bar a swipe uncovers carries the declarations of every page left in the stack, as
    /// the bar does once the top page is popped: a root declaring an indigo tab bar, a page 1
    /// declaring it visible and a page 2 hiding it. On page 2 the bar is transparent (its
    /// `.hidden` is the last word); swiped back 0.4 of the width (150 of 375 points on an
    /// iPhone SE, bar 618...667), it is the root's indigo at 0.4 over page 1's white,
    /// 0.4 × (88, 86, 214) + 0.6 × 241 = (179, 178, 230), page 1's white shaded 0.6 covered
    /// (black at 0.6 × 24/255, `NavigationPushShade`), not page 1's own material.
    @Test func issue16_theUncoveredBarKeepsTheDeclarationsOfThePagesUnderIt() {
        let path = StackPath([1, 2])
        let host = ViewHost(TabView {
            NavigationStack(path: Binding(get: { path.numbers }, set: { path.numbers = $0 })) {
                Color.white
                    .toolbarBackground(Color.indigo, for: .tabBar)
                    .navigationDestination(for: Int.self) { page in
                        Text("Page \(page)").toolbarBackground(page == 2 ? .hidden : .visible, for: .tabBar)
                    }
            }
            .tabItem { Label("Home", systemImage: "house") }
        }, device: .iPhoneSE)
        #expect(host.render().pixel(atPoint: 100, 640) == rgb(255, 255, 255))
        host.beginDrag(at: CGPoint(x: 5, y: 300))
        host.moveDrag(to: CGPoint(x: 155, y: 300), duration: 2)
        #expect(host.render().pixel(atPoint: 100, 640) == rgb(179, 178, 230))
    }

    // MARK: Issue 16: the edge swipe back

    /// The top page follows the finger and the page under it moves in parallax: a finger from
    /// x = 5 at 180 points of travel has the red page's leading edge at 180 and the blue root
    /// at −40 (a third of 300 times the 0.4 left to go). Released there slowly (0.3 widths a
    /// second) past half the width, the page slides off (at 0.1 s of the default spring,
    /// 31.65 % of the remaining 120 points: its edge at 218) and is popped.
    @Test func issue16_aSwipePastHalfTheWidthPops() {
        let path = StackPath([1])
        let host = colourStack(path)
        _ = host.render()
        host.beginDrag(at: CGPoint(x: 5, y: 300))
        host.moveDrag(to: CGPoint(x: 185, y: 300), duration: 2)
        var image = host.render()
        // The root is 0.4 covered: shaded that far (`NavigationPushShade`), and darker still
        // in the red page's edge shadow, 15 points wide.
        let shaded = pushShaded(blue, covered: 0.4)
        #expect(image.pixel(atPoint: 150, 300) == shaded)
        #expect(image.pixel(atPoint: 179, 300).b < shaded.b)
        #expect(image.pixel(atPoint: 181, 300) == red)
        // The root's trailing edge, at 300 − 40, is under the red page; its leading 40 points
        // are off the window, so the window's left edge shows the root's middle.
        #expect(image.pixel(atPoint: 1, 300) == shaded)
        #expect(path.numbers == [1])
        #expect(host.endDrag())
        #expect(path.numbers == [])
        image = host.render()
        #expect(image.pixel(atPoint: 150, 300) == shaded)
        #expect(image.pixel(atPoint: 181, 300) == red)
        host.advance(by: 0.1)
        image = host.render()
        // 0.4 × (1 − 0.3165) covered.
        #expect(image.pixel(atPoint: 190, 300) == pushShaded(blue, covered: 0.4 * (1 - 0.3165)))
        #expect(image.pixel(atPoint: 216, 300).b < 255)
        #expect(image.pixel(atPoint: 220, 300) == red)
        host.advance(by: 2)
        image = host.render()
        #expect(image.pixel(atPoint: 299, 300) == blue)
        #expect(!host.isAnimating)
    }

    /// Released slowly before half the width, the page slides back and stays pushed: at 90
    /// points of travel the red page's edge is at 90 and the root at −70; settled, the red
    /// page covers the window again and the root is not drawn.
    @Test func issue16_aShortSlowSwipeSlidesBack() {
        let path = StackPath([1])
        let host = colourStack(path)
        _ = host.render()
        host.beginDrag(at: CGPoint(x: 5, y: 300))
        host.moveDrag(to: CGPoint(x: 95, y: 300), duration: 1)
        var image = host.render()
        #expect(image.pixel(atPoint: 60, 300) == pushShaded(blue, covered: 0.7))
        #expect(image.pixel(atPoint: 91, 300) == red)
        #expect(host.endDrag())
        host.advance(by: 2)
        image = host.render()
        #expect(image.pixel(atPoint: 1, 300) == red)
        #expect(path.numbers == [1])
        #expect(host.tap(at: CGPoint(x: 150, y: 222)))
        #expect(path.taps == 1)
    }

    /// A fast flick pops whatever the distance: 60 points in 0.1 s is 2 widths a second.
    @Test func issue16_aFastShortSwipePops() {
        let path = StackPath([1])
        let host = colourStack(path)
        _ = host.render()
        #expect(host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 65, y: 300), duration: 0.1))
        #expect(path.numbers == [])
        host.advance(by: 2)
        #expect(host.render().pixel(atPoint: 299, 300) == blue)
    }

    /// The swipe starts only within 20 points of the stack's leading edge, not on the root
    /// page, and not when the page hides its back button (UIKit disables the gesture then);
    /// a tap in the edge region still reaches what is under it (the back button).
    @Test func issue16_theSwipeStartsOnlyWhereAndWhenItCan() {
        let away = StackPath([1])
        let host = colourStack(away)
        _ = host.render()
        host.drag(from: CGPoint(x: 25, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        host.advance(by: 2)
        #expect(away.numbers == [1])
        #expect(host.render().pixel(atPoint: 100, 300) == red)

        let hidden = StackPath([1])
        let hiding = colourStack(hidden, hidesBackButton: true)
        _ = hiding.render()
        hiding.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        hiding.advance(by: 2)
        #expect(hidden.numbers == [1])
        #expect(hiding.render().pixel(atPoint: 100, 300) == red)

        let root = StackPath([])
        let rooted = colourStack(root)
        _ = rooted.render()
        rooted.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        #expect(!rooted.isAnimating)
        #expect(rooted.render().pixel(atPoint: 100, 300) == blue)

        let back = StackPath([1])
        let backing = colourStack(back)
        _ = backing.render()
        #expect(backing.tap(at: CGPoint(x: 12, y: 22)))
        #expect(back.numbers == [])
    }
}
