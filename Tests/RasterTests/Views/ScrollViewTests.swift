// ScrollViewTests.swift · RasterTests/Views · ScrollView (ScrollView.swift, ScrollViewLayout.swift) and ViewHost.scroll(by:at:)
// Sources: Apple's ScrollView docs (init(_:showsIndicators:content:): vertical by default; the
// content scrolls within the scroll view's bounds); UIKit's contentOffset for offsets and
// clamping; iOS 17 places content smaller than the viewport at the top (defaultScrollAnchor's
// doc: "by default, … the top leading"), centred on the axis that does not scroll.

import Foundation
import Testing
@testable import Raster

@Suite struct ScrollViewTests {
    static let cases: [LayoutCase] = [
        LayoutCase("vertical: content proposed (width, nil), the scroll view takes the proposal", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (0, 0, 100, 300)
            Color (0, 0, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) } },
        LayoutCase("vertical: narrower content is centred horizontally, at the top", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(width: 40, height: 20) (30, 0, 40, 20)
            Color (30, 0, 40, 20)
        """) { ScrollView { Color.red.frame(width: 40, height: 20) } },
        LayoutCase("horizontal: content proposed (nil, height), shorter content centred vertically, at the leading edge", proposal(100, 80), """
        ScrollView(.horizontal) (0, 0, 100, 80)
          frame(width: 40, height: 20) (0, 30, 40, 20)
            Color (0, 30, 40, 20)
        """) { ScrollView(.horizontal) { Color.red.frame(width: 40, height: 20) } },
        LayoutCase("a nil proposal along the scroll axis: the content's height", proposal(100, nil), """
        ScrollView (0, 0, 100, 300)
          frame(height: 300) (0, 0, 100, 300)
            Color (0, 0, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) } },
        LayoutCase("several views are stacked in an implicit VStack", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          VStack (0, 0, 100, 68)
            frame(height: 30) (0, 0, 100, 30)
              Color (0, 0, 100, 30)
            frame(height: 30) (0, 38, 100, 30)
              Color (0, 38, 100, 30)
        """) {
            ScrollView {
                Color.red.frame(height: 30)
                Color.blue.frame(height: 30)
            }
        },
        LayoutCase("defaultScrollAnchor(.bottom) starts at the end", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (0, -220, 100, 300)
            Color (0, -220, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.defaultScrollAnchor(.bottom) },
        LayoutCase("defaultScrollAnchor(.center) centres content that fits", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(width: 40, height: 20) (30, 30, 40, 20)
            Color (30, 30, 40, 20)
        """) { ScrollView { Color.red.frame(width: 40, height: 20) }.defaultScrollAnchor(.center) },
        LayoutCase("defaultScrollAnchor(.bottom, for: .initialOffset) starts at the end", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (0, -220, 100, 300)
            Color (0, -220, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.defaultScrollAnchor(.bottom, for: .initialOffset) },
        LayoutCase("defaultScrollAnchor(.center, for: .initialOffset) leaves content that fits at the top", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(width: 40, height: 20) (30, 0, 40, 20)
            Color (30, 0, 40, 20)
        """) { ScrollView { Color.red.frame(width: 40, height: 20) }.defaultScrollAnchor(.center, for: .initialOffset) },
        LayoutCase("defaultScrollAnchor(.center, for: .alignment) centres content that fits", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(width: 40, height: 20) (30, 30, 40, 20)
            Color (30, 30, 40, 20)
        """) { ScrollView { Color.red.frame(width: 40, height: 20) }.defaultScrollAnchor(.center, for: .alignment) },
        LayoutCase("defaultScrollAnchor(.bottom, for: .alignment) starts long content at the top", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (0, 0, 100, 300)
            Color (0, 0, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.defaultScrollAnchor(.bottom, for: .alignment) },
        LayoutCase("contentMargins(10): the content is proposed the width less 20 and inset by 10", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (10, 10, 80, 300)
            Color (10, 10, 80, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.contentMargins(10) },
        LayoutCase("contentMargins(.horizontal, 20) leaves the top alone", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (20, 0, 60, 300)
            Color (20, 0, 60, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.contentMargins(.horizontal, 20) },
        LayoutCase("contentMargins for .scrollIndicators only change nothing drawn", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          frame(height: 300) (0, 0, 100, 300)
            Color (0, 0, 100, 300)
        """) { ScrollView { Color.red.frame(height: 300) }.contentMargins(10, for: .scrollIndicators) },
        LayoutCase("nested on the same axis: the inner one is proposed nil and hugs its content", proposal(100, 80), """
        ScrollView (0, 0, 100, 80)
          ScrollView (0, 0, 100, 200)
            frame(height: 200) (0, 0, 100, 200)
              Color (0, 0, 100, 200)
        """) { ScrollView { ScrollView { Color.red.frame(height: 200) } } },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    /// A 100×100 window whose scroll view holds ten 50-point rows (500 points of content).
    static func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Color(red: Double(index) / 10, green: 0, blue: 0).frame(height: 50)
                }
            }
        }
    }

    /// The frame of the unit on the line of `description` that starts with `prefix`
    /// (after indentation), in window points.
    static func frame(_ prefix: String, in description: String) -> String? {
        description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    @Test func scrollingMovesTheContentByTheAmount() {
        let host = ViewHost(Self.rows(), size: CGSize(width: 100, height: 100))
        #expect(host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 50, y: 50)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -120, 100, 500)")
        #expect(host.scroll(by: CGSize(width: 0, height: -20), at: CGPoint(x: 50, y: 50)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -100, 100, 500)")
    }

    @Test func offsetsAreClampedToTheContent() {
        let host = ViewHost(Self.rows(), size: CGSize(width: 100, height: 100))
        #expect(host.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 50, y: 50)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -400, 100, 500)")
        // Already at the end: nothing moves.
        #expect(!host.scroll(by: CGSize(width: 0, height: 1), at: CGPoint(x: 50, y: 50)))
        #expect(host.scroll(by: CGSize(width: 0, height: -10_000), at: CGPoint(x: 50, y: 50)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 500)")
        // A vertical scroll view does not scroll horizontally.
        #expect(!host.scroll(by: CGSize(width: 30, height: 0), at: CGPoint(x: 50, y: 50)))
    }

    @Test func scrollingOutsideAnyScrollViewDoesNothing() {
        let host = ViewHost(VStack(spacing: 0) { Color.blue.frame(height: 50); Self.rows().frame(height: 50) },
                            size: CGSize(width: 100, height: 100))
        #expect(!host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 50, y: 10)))
        #expect(host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 50, y: 60)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 100)")
    }

    @Test func marginsScrollWithTheContent() {
        // 300 points of content with 10-point margins in an 80-point viewport: the extent is
        // 320, so the offset stops at 240 and the content's bottom margin shows below it.
        let host = ViewHost(ScrollView { Color.red.frame(height: 300) }.contentMargins(10), size: CGSize(width: 100, height: 80))
        host.scroll(by: CGSize(width: 0, height: 1000), at: CGPoint(x: 50, y: 40))
        #expect(Self.frame("frame(height: 300) ", in: host.layoutDescription()) == "(10, -230, 80, 300)")
    }

    @Test func nonFiniteAmountsAreIgnoredWithAWarning() {
        let host = ViewHost(Self.rows(), size: CGSize(width: 100, height: 100))
        let (moved, warnings) = RasterDiagnostics.capturingWarnings {
            host.scroll(by: CGSize(width: 0, height: CGFloat.nan), at: CGPoint(x: 50, y: 50))
        }
        #expect(!moved)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("must be finite") == true)
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 500)")
    }

    @Test func theInnermostScrollViewOnAnAxisTakesTheScroll() {
        // A horizontal carousel inside a vertical feed: a sideways scroll moves the carousel,
        // a vertical one the feed.
        let view = ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }.frame(height: 50)
                Color.blue.frame(height: 200)
            }
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        #expect(host.scroll(by: CGSize(width: 70, height: 30), at: CGPoint(x: 50, y: 25)))
        let description = host.layoutDescription()
        #expect(Self.frame("frame(width: 300, height: 50) ", in: description) == "(-70, -30, 300, 50)")
        #expect(Self.frame("frame(height: 200) ", in: description) == "(0, 20, 100, 200)")
    }

    @Test func scrollDisabledPassesTheScrollToTheOuterScrollView() {
        let view = ScrollView {
            ScrollView { Color.red.frame(height: 400) }.frame(height: 100).scrollDisabled(true)
            Color.blue.frame(height: 200)
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        #expect(host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 50, y: 50)))
        #expect(Self.frame("frame(height: 400) ", in: host.layoutDescription()) == "(0, -30, 100, 400)")
    }

    /// A bottom-anchored scroll view of `count` 50-point rows over a 20-point bar inset at
    /// its bottom (`safeAreaInset`), in a 100×100 window: anchored for every role, or for
    /// `role` alone (iOS 18). Each row adds one when tapped.
    struct BottomAnchoredRows: View {
        @State var count: Int
        var role: ScrollAnchorRole?

        var body: some View {
            Group {
                if let role {
                    rows.defaultScrollAnchor(.bottom, for: role)
                } else {
                    rows.defaultScrollAnchor(.bottom)
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.gray.frame(height: 20) }
        }

        private var rows: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Button { count += 1 } label: { Color(red: Double(index) / 10, green: 0, blue: 0).frame(height: 50) }
                    }
                }
            }
        }
    }

    /// defaultScrollAnchor(.bottom) "controls how the scroll view handles content size
    /// changes" (Apple's documentation): a scroll view at its end stays at its end when the
    /// inset arrives and when rows are added; one scrolled away stays where it is.
    @Test func aBottomAnchoredScrollViewFollowsItsEndWhileItIsThere() {
        let host = ViewHost(BottomAnchoredRows(count: 4), size: CGSize(width: 100, height: 100))
        // 200 points of rows above the 20-point bar: the last row ends at y = 80.
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -120, 100, 200)")
        #expect(host.tap(at: CGPoint(x: 50, y: 70)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -170, 100, 250)")
        #expect(host.scroll(by: CGSize(width: 0, height: -30), at: CGPoint(x: 50, y: 50)))
        #expect(host.tap(at: CGPoint(x: 50, y: 70)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -140, 100, 300)")
    }

    /// Anchored for `.initialOffset` alone, the scroll view starts at its end but does not
    /// follow it when rows are added (that is `.sizeChanges`' role).
    @Test func anInitialOffsetAnchorAloneDoesNotFollowNewRows() {
        let host = ViewHost(BottomAnchoredRows(count: 4, role: .initialOffset), size: CGSize(width: 100, height: 100))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -120, 100, 200)")
        #expect(host.tap(at: CGPoint(x: 50, y: 70)))
        #expect(Self.frame("VStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -120, 100, 250)")
    }

    @Test func contentIsClippedToTheViewport() throws {
        // A 40-point scroll view at the top of a 100×100 window, content scrolled by 20.
        let view = VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 200) }.frame(height: 40)
            Spacer()
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        host.scroll(by: CGSize(width: 0, height: 20), at: CGPoint(x: 50, y: 20))
        let image = host.render()
        #expect(image[50, 39] == RGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image[50, 40] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func tapsReachOnlyTheVisibleContent() {
        var tapped: [Int] = []
        let view = VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<4) { index in
                        Color.red.frame(height: 50).onTapGesture { tapped.append(index) }
                    }
                }
            }
            .frame(height: 50)
            Color.blue.frame(height: 50)
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 25))
        host.tap(at: CGPoint(x: 50, y: 25))
        // Row 2 lies under the blue view, outside the viewport: the tap misses it.
        host.tap(at: CGPoint(x: 50, y: 75))
        #expect(tapped == [1])
    }
}

@Suite struct ScrollViewReaderTests {
    /// Ten 50-point rows with ids 0...9 under a 20-point bar in a 100×100 window (the
    /// viewport is y 20...100); tapping the bar scrolls to `target` with `anchor`.
    static func host(target: Int, anchor: UnitPoint?) -> ViewHost<some View> {
        ViewHost(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 20).onTapGesture { proxy.scrollTo(target, anchor: anchor) }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
                    }
                }
            }
        }, size: CGSize(width: 100, height: 100))
    }

    static func contentFrame<V: View>(_ host: ViewHost<V>) -> String? {
        ScrollViewTests.frame("VStack(alignment: .leading, spacing: 0) ", in: host.layoutDescription())
    }

    @Test(arguments: [
        // Row 4 is at 200...250 in the content, 220...270 in the window before scrolling.
        (4, UnitPoint.top, "(0, -180, 100, 500)"),     // its top to the viewport's top: offset 200
        (4, UnitPoint.center, "(0, -165, 100, 500)"),  // its centre 245 to the viewport's centre 60: 185
        (4, UnitPoint.bottom, "(0, -150, 100, 500)"),  // its bottom 270 to the viewport's bottom 100: 170
        (9, UnitPoint.top, "(0, -400, 100, 500)"),     // clamped to 500 − 80 = 420
        (4, nil, "(0, -150, 100, 500)"),               // the least scroll that shows it: its bottom edge in
        (1, nil, "(0, 0, 100, 500)"),                  // 70...120 shows once its bottom edge is in: 20
        (0, nil, "(0, 20, 100, 500)"),                 // already fully visible: no scroll
    ] as [(Int, UnitPoint?, String)])
    func scrollToMovesTheRowToTheAnchor(target: Int, anchor: UnitPoint?, expected: String) {
        let host = Self.host(target: target, anchor: anchor)
        host.tap(at: CGPoint(x: 50, y: 10))
        #expect(Self.contentFrame(host) == expected)
    }

    @Test func anUnknownIdScrollsNothingAndWarnsNamingIt() {
        let host = Self.host(target: 42, anchor: .top)
        let (_, warnings) = RasterDiagnostics.capturingWarnings { host.tap(at: CGPoint(x: 50, y: 10)) }
        #expect(Self.contentFrame(host) == "(0, 20, 100, 500)")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("scrollTo(42)") == true)
    }
}

@Suite struct ScrollOnAppearTests {
    @Test func scrollingFromOnAppearShowsInTheFirstFrame() {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
                }
            }
            .onAppear { proxy.scrollTo(6, anchor: .top) }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        #expect(ScrollViewTests.frame("VStack(alignment: .leading, spacing: 0) ", in: renderer.layoutDescription()) == "(0, -300, 100, 500)")
    }
}

@Suite struct ScrollPositionTests {
    /// A label showing the bound id, a bar that sets it to 6, and twenty 50-point rows with
    /// ids 0...19 in a scroll view whose visible region is y 40...140 of the window.
    struct Feed: View {
        @State var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Text(position.map { "at \($0)" } ?? "none").frame(height: 20)
                Color.blue.frame(height: 20).onTapGesture { position = 6 }
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 50) } }
                }
                .scrollPosition(id: $position)
            }
        }
    }

    @Test func settingTheBindingScrollsToTheRowAndScrollingSetsIt() {
        let host = ViewHost(Feed(), size: CGSize(width: 100, height: 140))
        host.tap(at: CGPoint(x: 50, y: 30))
        // Row 6 (300...350 in the content) at the top of the visible region: offset 300.
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -260, 100, 1000)")
        // 120 more: offset 420; row 8 (400...450) is the first reaching below the top.
        host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 50, y: 90))
        let description = host.layoutDescription()
        #expect(description.contains("Text(\"at 8\")"))
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: description) == "(0, -380, 100, 1000)")
    }

    @Test func anUnknownIdScrollsNothingAndWarns() {
        struct Unknown: View {
            @State var position: Int? = 99
            var body: some View {
                ScrollView { VStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.red.frame(height: 50) } } }
                    .scrollPosition(id: $position)
            }
        }
        let (description, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Unknown(), size: CGSize(width: 100, height: 100)).layoutDescription()
        }
        #expect(ScrollViewTests.frame("VStack(spacing: 0) ", in: description) == "(0, 0, 100, 250)")
        #expect(warnings == ["scrollPosition(id:): no view in the scroll view has the id 99; nothing scrolled. "
                             + "Mark the view with .id(99) or give it that id in its ForEach"])
    }
}

/// The scroll offset read the way iOS 13–17 code reads it: a `GeometryReader` in the content
/// measures its `minY` in the scroll view's named space and reports it through a preference.
private struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

private struct OffsetReadingScreen: View {
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset))")
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                    }
                    .frame(height: 0)
                    ForEach(0..<10) { _ in Color.gray.frame(height: 100) }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
        }
    }
}

/// A reader in a scroll view's content reads its new place after a scroll, though the scroll
/// moves only the content's unit (ViewGraph.placeMovedReaders).
@Suite struct ScrollContentReaderTests {
    @Test @MainActor func aReaderInTheContentSeesTheScroll() throws {
        let host = ViewHost(OffsetReadingScreen(), size: CGSize(width: 100, height: 300))
        _ = host.render()
        #expect(host.accessibilityDescription().contains("\"offset 0\""))
        #expect(host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 50, y: 150)))
        _ = host.render()
        #expect(host.accessibilityDescription().contains("\"offset -60\""))
        #expect(host.scroll(by: CGSize(width: 0, height: -25), at: CGPoint(x: 50, y: 150)))
        _ = host.render()
        #expect(host.accessibilityDescription().contains("\"offset -35\""))
    }
}
