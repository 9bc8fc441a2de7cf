// ScrollTargetBehaviorTests.swift · RasterTests/Modifiers · ScrollTargetBehavior, PagingScrollTargetBehavior, ViewAlignedScrollTargetBehavior (Modifiers/) and where host scrolls and drags rest (Rendering/ViewHost+ScrollTargets.swift)
// Sources: Apple's ScrollTargetBehavior docs (`updateTarget` gets the target a scroll "would
// naturally scroll to using its deceleration rate" when the gesture ends; the custom
// behaviour example sets `target.rect.origin`); PagingScrollTargetBehavior "aligns scroll
// targets to container-based geometry" (UIScrollView: "multiples of the scroll view's
// bounds"); ViewAlignedScrollTargetBehavior "aligns scroll targets to view-based geometry" and
// its LimitBehavior; UIScrollView.DecelerationRate.normal, 0.998 per millisecond, so a lift
// at v points per second travels v × 0.499 s more.

import Foundation
import Testing
@testable import Raster

@MainActor @Suite struct ScrollTargetBehaviorTests {
    /// `count` rows `width` points wide in a horizontal scroll view, their stack the target layout.
    private static func rows(_ behavior: some ScrollTargetBehavior, count: Int, width: CGFloat) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: width, height: 100) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
    }

    /// A host 200 × 100 points showing `view`.
    private static func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 200, height: 100))
    }

    /// The scroll view's offset along x, points.
    private static func offset(_ host: ViewHost<some View>) -> CGFloat? {
        host.settle()
        return host.graph.root?.scrollViews(at: CGPoint(x: 100, y: 50)).first?.outputs.scrollState?.offset.x
    }

    /// Apple's custom-behaviour example with 100-point steps: the target's origin rounded.
    private struct HundredPointSteps: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = (target.rect.origin.x / 100).rounded() * 100
        }
    }

    /// What a behaviour was given, call by call.
    private final class Calls {
        var contexts: [ScrollTargetBehaviorContext] = []
        var targets: [ScrollTarget] = []
    }

    /// Records its calls and leaves the target as it is.
    private struct Recording: ScrollTargetBehavior {
        let calls: Calls
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            calls.contexts.append(context)
            calls.targets.append(target)
        }
    }

    /// Puts `value` in the target's origin.x.
    private struct Broken: ScrollTargetBehavior {
        let value: CGFloat
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = value
        }
    }

    /// Asks to show a 50-point view at 400 centred.
    private struct CentreOnView: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect = CGRect(x: 400, y: 0, width: 50, height: 100)
            target.anchor = .center
        }
    }

    /// Five 200-point pages in a 200-point viewport: 130 points rest on the next page (200), 60
    /// more rest back on it (260 is nearer 200 than 400), a huge scroll on the last (800).
    @Test func pagingComesToRestOnAMultipleOfTheViewportWidth() {
        let host = Self.host(Self.rows(.paging, count: 5, width: 200))
        #expect(host.scroll(by: CGSize(width: 130, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 200)
        #expect(!host.scroll(by: CGSize(width: 60, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 200)
        #expect(host.scroll(by: CGSize(width: 1e6, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 800)
    }

    /// `AnyScrollTargetBehavior` rests where the behaviour it wraps does: paging or view-aligned
    /// chosen at run time.
    @Test func aTypeErasedBehaviourActsAsTheOneItWraps() {
        for paged in [true, false] {
            let behavior = paged ? AnyScrollTargetBehavior(.paging) : AnyScrollTargetBehavior(.viewAligned)
            let host = Self.host(Self.rows(behavior, count: 6, width: 150))
            #expect(host.scroll(by: CGSize(width: 130, height: 0), at: CGPoint(x: 100, y: 50)))
            // Paging rests on a multiple of the 200-point viewport, view-aligned on the second view.
            #expect(Self.offset(host) == (paged ? 200 : 150))
        }
        // A wrapped behaviour's bad target is reported under its own name.
        let warnings = capturingWarnings {
            let host = Self.host(Self.rows(AnyScrollTargetBehavior(Broken(value: .nan)), count: 6, width: 150))
            host.scroll(by: CGSize(width: 100, height: 0), at: CGPoint(x: 100, y: 50))
        }
        #expect(warnings.contains { $0.hasPrefix("Broken.updateTarget(_:context:) set target.rect") })
    }

    /// Six 150-point views in a 200-point viewport (700 points of scrolling): 100 points rest
    /// on the second view's leading edge (150), 100 more on the third's (300); the last rest is
    /// the content's end (700), short of the sixth view's 750.
    @Test func viewAlignedComesToRestOnTheNearestTargetViewsLeadingEdge() {
        let host = Self.host(Self.rows(.viewAligned, count: 6, width: 150))
        #expect(host.scroll(by: CGSize(width: 100, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 150)
        #expect(host.scroll(by: CGSize(width: 100, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 300)
        #expect(host.scroll(by: CGSize(width: 1e6, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 700)
    }

    /// Apple's `.viewAligned` example pads the scroll view's safe area: views rest at the
    /// padding's edge. Six 150-point cards 10 apart behind 20 points of padding each side (the
    /// scroll view 200 wide, its content 990): card k's leading edge meets the padding at an
    /// offset of 160 k, so 100 points rest at 160, where the second card starts 20 points in.
    @Test func viewAlignedRestsViewsAtTheSafeAreaPaddingsEdge() throws {
        let host = Self.host(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { Color.red.frame(width: 150, height: 100).id($0) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .safeAreaPadding(.horizontal, 20))
        #expect(host.scroll(by: CGSize(width: 100, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 160)
        let scrollView = try #require(host.graph.root?.scrollViews(at: CGPoint(x: 100, y: 50)).first)
        #expect(scrollView.frame.width == 200)
        #expect(scrollView.outputs.scrollState?.safeAreaInsets.leading == 20)
    }

    /// Content margins inset the targets' container as the safe area does: twelve 150-point
    /// cards 12 apart in 16-point horizontal margins rest with a card's leading edge 16 points
    /// in (it rested at the scroll view's edge): card k meets the margin at an offset of 162 k,
    /// so 230 points rest at 162, the second card's leading edge at x 16.
    @Test func viewAlignedRestsViewsAtTheContentMargins() throws {
        let host = Self.host(ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<12, id: \.self) { Color.red.frame(width: 150, height: 100).id($0) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 16, for: .scrollContent))
        #expect(host.scroll(by: CGSize(width: 230, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 162)
        // The first card peeks 4 points in the margin; the second starts at it.
        let cards = host.frames(of: "Color").filter { $0.maxX > 0 && $0.minX < 200 }
        #expect(cards.prefix(2).map(\.minX) == [-146, 16], "\(cards)")
    }

    /// A behaviour of the app's own moves the rest: 130 points round to 100, 160 to 200.
    @Test func aCustomBehaviourDecidesWhereAScrollRests() {
        let short = Self.host(Self.rows(HundredPointSteps(), count: 5, width: 200))
        #expect(short.scroll(by: CGSize(width: 130, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(short) == 100)
        let long = Self.host(Self.rows(HundredPointSteps(), count: 5, width: 200))
        #expect(long.scroll(by: CGSize(width: 160, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(long) == 200)
    }

    /// The context describes the scroll view: 200 × 100 points over 1000 × 100 of content,
    /// horizontal; a host scroll has no velocity; the original target is where the scroll
    /// began and the target where it ended, each a rect the scroll view's size; environment
    /// values read through the context are the scroll view's.
    @Test func theContextDescribesTheScrollViewAndTheScroll() throws {
        let calls = Calls()
        let host = Self.host(Self.rows(Recording(calls: calls), count: 5, width: 200).environment(\.colorScheme, .dark))
        #expect(host.scroll(by: CGSize(width: 130, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(host.scroll(by: CGSize(width: 70, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 200)
        try #require(calls.contexts.count == 2)
        let first = calls.contexts[0], second = calls.contexts[1]
        #expect(first.containerSize == CGSize(width: 200, height: 100))
        #expect(first.contentSize == CGSize(width: 1000, height: 100))
        #expect(first.axes == .horizontal)
        #expect(first.velocity == .zero)
        #expect(first.colorScheme == .dark)
        #expect(first.originalTarget.rect == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.originalTarget.anchor == nil)
        #expect(calls.targets[0].rect == CGRect(x: 130, y: 0, width: 200, height: 100))
        #expect(calls.targets[0].anchor == nil)
        #expect(second.originalTarget.rect == CGRect(x: 130, y: 0, width: 200, height: 100))
        #expect(calls.targets[1].rect == CGRect(x: 200, y: 0, width: 200, height: 100))
    }

    /// A target with an anchor shows that point of its rect at the same point of the scroll
    /// view: a 50-point view at 400 centred in 200 points rests at 400 + 25 − 100 = 325.
    @Test func aTargetsAnchorAlignsItsRectInTheScrollView() {
        let host = Self.host(Self.rows(CentreOnView(), count: 5, width: 200))
        #expect(host.scroll(by: CGSize(width: 10, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(Self.offset(host) == 325)
    }

    /// A drag on a paging carousel (five 200-point pages): lifted at 90 points moving 360
    /// points a second (90 in 0.25 s), the natural target is 90 + 360 × 0.499 = 269.6 and the
    /// page on is 200; the same drag held still before the lift has no velocity and rests back
    /// on 0; a flick of 150 points in 0.05 s (3000 points a second, natural target past the
    /// end) moves on one page only.
    @Test func aDragWithVelocityOnAPagingCarouselMovesOnOnePage() {
        let flick = Self.host(Self.rows(.paging, count: 5, width: 200))
        flick.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.25)
        #expect(Self.offset(flick) == 200)

        let held = Self.host(Self.rows(.paging, count: 5, width: 200))
        held.beginDrag(at: CGPoint(x: 150, y: 50))
        held.moveDrag(to: CGPoint(x: 60, y: 50), duration: 0.25)
        held.moveDrag(to: CGPoint(x: 60, y: 50), duration: 0.1)
        held.endDrag()
        #expect(Self.offset(held) == 0)

        let fast = Self.host(Self.rows(.paging, count: 5, width: 200))
        fast.drag(from: CGPoint(x: 190, y: 50), to: CGPoint(x: 40, y: 50), duration: 0.05)
        #expect(Self.offset(fast) == 200)
    }

    /// The settled frame shows the page the flick rests on edge to edge: five pages in the
    /// system colours, flicked from the red one, the green one fills the 200-point window.
    @Test func theSettledFrameShowsTheNextPageWhole() {
        let colors: [Color] = [.red, .green, .blue, .orange, .purple]
        let host = Self.host(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { colors[$0].frame(width: 200, height: 100) }
            }
        }
        .scrollTargetBehavior(.paging))
        host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.25)
        let image = host.render()
        let green = RGBA8(r: 52, g: 199, b: 89, a: 255)
        #expect(image[0, 50] == green)
        #expect(image[199, 50] == green)
        #expect(image[100, 0] == green)
        #expect(image[100, 99] == green)
    }

    /// The context's velocity is the content offset's at the lift, against the finger: a
    /// finger moving left 360 points a second scrolls the content at +360.
    @Test func aDragsContextCarriesTheLiftVelocity() throws {
        let calls = Calls()
        let host = Self.host(Self.rows(Recording(calls: calls), count: 5, width: 200))
        host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.25)
        try #require(calls.contexts.count == 1)
        #expect(abs(calls.contexts[0].velocity.dx - 360) < 1e-9)
        #expect(calls.contexts[0].velocity.dy == 0)
        #expect(abs(calls.targets[0].rect.minX - (90 + 360 * 0.499)) < 1e-9)
        #expect(abs(try #require(Self.offset(host)) - (90 + 360 * 0.499)) < 1e-9)
    }

    /// A flick of 100 points in 0.05 s (2000 points a second, lifted at 100, natural target
    /// past the end at 700) over six 150-point views: `.never` rests at the end (700), a lazy
    /// row not built yet counting at its estimate; `.alwaysByOne` on the view after the lift
    /// (150); `.always` and `.alwaysByFew` on the farthest view within a scroll view's length
    /// of the lift (300); `.automatic` limits like them only where the size class along the
    /// axis is compact.
    @Test func viewAlignedLimitsHowManyViewsAFlickPasses() {
        func rest(_ limit: ViewAlignedScrollTargetBehavior.LimitBehavior, horizontalSizeClass: UserInterfaceSizeClass? = nil) -> CGFloat? {
            let host = Self.host(Self.rows(.viewAligned(limitBehavior: limit), count: 6, width: 150)
                .environment(\.horizontalSizeClass, horizontalSizeClass))
            host.drag(from: CGPoint(x: 190, y: 50), to: CGPoint(x: 90, y: 50), duration: 0.05)
            return Self.offset(host)
        }
        #expect(rest(.never) == 700)
        #expect(rest(.alwaysByOne) == 150)
        #expect(rest(.always) == 300)
        #expect(rest(.alwaysByFew) == 300)
        #expect(rest(.automatic) == 700)
        #expect(rest(.automatic, horizontalSizeClass: .regular) == 700)
        #expect(rest(.automatic, horizontalSizeClass: .compact) == 300)
    }

    /// A behaviour that leaves a target not finite is ignored with a warning naming it and the
    /// fix; the scroll rests at the natural target (130 for a host scroll of 130).
    @Test func aTargetThatIsNotFiniteWarnsAndRestsAtTheNaturalTarget() {
        for value in [CGFloat.nan, .infinity] {
            let host = Self.host(Self.rows(Broken(value: value), count: 5, width: 200))
            let (moved, warnings) = RasterDiagnostics.capturingWarnings {
                host.scroll(by: CGSize(width: 130, height: 0), at: CGPoint(x: 100, y: 50))
            }
            #expect(moved)
            #expect(Self.offset(host) == 130)
            #expect(warnings == ["Broken.updateTarget(_:context:) set target.rect.origin.x to a value that is not finite "
                                 + "(NaN or infinity); the scroll view rests at the natural target instead. Set target.rect "
                                 + "to finite points in the scroll content's coordinates (its origin is the content offset "
                                 + "to rest at)"])
        }
    }
}
