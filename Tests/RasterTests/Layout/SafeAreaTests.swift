// SafeAreaTests.swift · RasterTests/Layout · safe areas on devices (LayoutEngine/SafeArea.swift,
// Modifiers/SafeAreaModifiers.swift, Layout/SafeAreaInsetLayout.swift)
// Insets: ../shared/reference/ios17-metrics.md §1.1 (iPhone 15 Pro: 59 top, 34 bottom; in
// landscape 59 on each side and 21 at the bottom, top 0 — DIM's iPhone 14 Pro, F120682's
// safe-area guide frame (0, 59, 393, 759)). Behaviour: Apple's documentation of
// ignoresSafeArea ("expands the safe area"), background(_:ignoresSafeAreaEdges:) (default .all)
// and safeAreaInset; OpenSwiftUI's _SafeAreaIgnoringLayout (outset by the view's insets,
// top-leading, the size reported unchanged).

import Foundation
import Testing
@testable import Raster

/// The layout dump of `view` on `device` (points, window coordinates).
private func deviceDump<V: View>(_ view: V, on device: Device = .iPhone15Pro) -> String {
    ViewHost(view, device: device).layoutDescription()
}

/// Reports a reader's safe-area insets and size through a binding, for the tests to read.
private struct InsetProbe: View {
    let report: (EdgeInsets, CGSize) -> Void
    var body: some View {
        GeometryReader { proxy in
            let _ = report(proxy.safeAreaInsets, proxy.size)
            Color.clear
        }
    }
}

@Suite struct SafeAreaTests {
    // MARK: Frames

    static let cases: [(reference: String, device: Device, expected: String, view: () -> AnyView)] = [
        ("the root is proposed and placed in the safe area (F120682: (0, 59, 393, 759))", .iPhone15Pro, """
        Color (0, 59, 393, 759)
        """, { AnyView(Color.red) }),
        ("ignoresSafeArea places a touching view on the whole screen", .iPhone15Pro, """
        Color (0, 0, 393, 852)
        """, { AnyView(Color.red.ignoresSafeArea()) }),
        ("ignoresSafeArea(edges: .top) moves only the top edge", .iPhone15Pro, """
        Color (0, 0, 393, 818)
        """, { AnyView(Color.red.ignoresSafeArea(edges: .top)) }),
        ("edgesIgnoringSafeArea(.bottom) is the container region's ignoresSafeArea", .iPhone15Pro, """
        Color (0, 59, 393, 793)
        """, { AnyView(Color.red.edgesIgnoringSafeArea(.bottom)) }),
        ("the keyboard region alone ignores nothing (there is no keyboard)", .iPhone15Pro, """
        Color (0, 59, 393, 759)
        """, { AnyView(Color.red.ignoresSafeArea(.keyboard)) }),
        ("a view not touching the safe edges stays where it is", .iPhone15Pro, """
        frame(width: 100, height: 100) (146.5, 388.5, 100, 100)
          Color (146.5, 388.5, 100, 100)
        """, { AnyView(Color.red.frame(width: 100, height: 100).ignoresSafeArea()) }),
        ("only the edges that touch move: a view at the top of a VStack", .iPhone15Pro, """
        VStack (0, 59, 393, 759)
          frame(height: 100) (0, 0, 393, 100)
            Color (0, 0, 393, 100)
          Color (0, 167, 393, 651)
        """, {
            AnyView(VStack {
                Color.red.frame(height: 100).ignoresSafeArea()
                Color.blue
            })
        }),
        ("a ShapeStyle background reaches under the bars; the content stays in the safe area", .iPhone15Pro, """
        background (0, 59, 393, 759)
          Color (0, 59, 393, 759)
          ZStack (0, 59, 393, 759)
            Rectangle (0, 0, 393, 852)
        """, { AnyView(Color.red.background(.blue)) }),
        ("background(_:ignoresSafeAreaEdges: []) stays in the safe area", .iPhone15Pro, """
        background (0, 59, 393, 759)
          Color (0, 59, 393, 759)
          ZStack (0, 59, 393, 759)
            Rectangle (0, 59, 393, 759)
        """, { AnyView(Color.red.background(.blue, ignoresSafeAreaEdges: [])) }),
        ("landscape: 59 on each side, 21 at the bottom, nothing at the top", .iPhone15Pro.landscape, """
        Color (59, 0, 734, 372)
        """, { AnyView(Color.red) }),
        ("the iPhone SE has only its 20-point status bar", .iPhoneSE, """
        Color (0, 20, 375, 647)
        """, { AnyView(Color.red) }),
        ("an iPad: 24 at the top, 20 at the bottom", .iPadPro11, """
        Color (0, 24, 834, 1150)
        """, { AnyView(Color.red) }),
        ("safeAreaInset: the bar at the bottom of the safe area, the content above it", .iPhone15Pro, """
        safeAreaInset(edge: .bottom, spacing: 0) (0, 59, 393, 759)
          Color (0, 59, 393, 709)
          frame(height: 50) (0, 768, 393, 50)
            Color (0, 768, 393, 50)
        """, {
            AnyView(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        }),
        ("safeAreaInset: content that ignores the safe area reaches under the bar and the home indicator", .iPhone15Pro, """
        safeAreaInset(edge: .bottom, spacing: 0) (0, 59, 393, 759)
          Color (0, 0, 393, 852)
          frame(height: 50) (0, 768, 393, 50)
            Color (0, 768, 393, 50)
        """, {
            AnyView(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        }),
        ("safeAreaInset(edge: .top) with spacing 10, the bar aligned leading", .iPhone15Pro, """
        safeAreaInset(edge: .top, spacing: 10) (0, 59, 393, 759)
          Color (0, 99, 393, 719)
          frame(width: 100, height: 30) (0, 59, 100, 30)
            Color (0, 59, 100, 30)
        """, {
            AnyView(Color.red.safeAreaInset(edge: .top, alignment: .leading, spacing: 10) {
                Color.blue.frame(width: 100, height: 30)
            })
        }),
        ("safeAreaInset(edge: .trailing): a side bar", .iPhone15Pro, """
        safeAreaInset(edge: .trailing, spacing: 0) (0, 59, 393, 759)
          Color (0, 59, 353, 759)
          frame(width: 40) (353, 59, 40, 759)
            Color (353, 59, 40, 759)
        """, {
            AnyView(Color.red.safeAreaInset(edge: .trailing, spacing: 0) { Color.blue.frame(width: 40) })
        }),
    ]

    @Test(arguments: 0..<cases.count)
    func frames(_ index: Int) {
        let row = Self.cases[index]
        #expect(deviceDump(row.view(), on: row.device) == row.expected, "\(row.reference)")
    }

    @Test func aScrollViewReachesUnderTheBarsAndInsetsItsContent() {
        func rows(_ count: Int) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 100) }
                }
            }
        }
        #expect(deviceDump(rows(2)) == """
        ScrollView (0, 0, 393, 852)
          VStack(spacing: 0) (0, 59, 393, 200)
            frame(height: 100) (0, 59, 393, 100)
              Color (0, 59, 393, 100)
            frame(height: 100) (0, 159, 393, 100)
              Color (0, 159, 393, 100)
        """)
        // Scrolled to the end, the last row ends above the home indicator: the content
        // scrolls 59 + 2000 + 34 − 852 = 1241 points.
        let host = ViewHost(rows(20), device: .iPhone15Pro)
        #expect(host.scroll(by: CGSize(width: 0, height: 5000), at: CGPoint(x: 196, y: 400)))
        #expect(host.layoutDescription().hasPrefix("""
        ScrollView (0, 0, 393, 852)
          VStack(spacing: 0) (0, -1182, 393, 2000)
        """))
        // A pinned header sticks below the status bar, not under it.
        let pinned = ViewHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 100) }
                } header: {
                    Color.blue.frame(height: 30)
                }
            }
        }, device: .iPhone15Pro)
        #expect(pinned.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 196, y: 400)))
        #expect(pinned.layoutDescription().contains("frame(height: 30) (0, 59, 393, 30)"), "\(pinned.layoutDescription())")
        // Landscape: the rows keep out of the 59-point side insets.
        #expect(deviceDump(rows(1), on: .iPhone15Pro.landscape) == """
        ScrollView (0, 0, 852, 393)
          VStack(spacing: 0) (59, 0, 734, 100)
            frame(height: 100) (59, 0, 734, 100)
              Color (59, 0, 734, 100)
        """)
    }

    @Test func withoutADeviceNothingMoves() {
        let host = ViewHost(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 10) }
            .background(.green), size: CGSize(width: 100, height: 100))
        // The inset's content ignores its safe area: it reaches under the bar, to the modifier's bounds.
        #expect(host.layoutDescription() == """
        background (0, 0, 100, 100)
          safeAreaInset(edge: .bottom, spacing: 0) (0, 0, 100, 100)
            Color (0, 0, 100, 100)
            frame(height: 10) (0, 90, 100, 10)
              Color (0, 90, 100, 10)
          ZStack (0, 0, 100, 100)
            Rectangle (0, 0, 100, 100)
        """)
        let plain = ViewHost(Color.red.ignoresSafeArea().padding(10), size: CGSize(width: 100, height: 100))
        #expect(plain.layoutDescription() == """
        padding(10) (0, 0, 100, 100)
          Color (10, 10, 80, 80)
        """)
    }

    @Test func safeAreaPaddingPadsAndAddsToTheSafeArea() {
        let padded = ViewHost(Color.red.safeAreaPadding(20), size: CGSize(width: 100, height: 100))
        #expect(padded.layoutDescription() == """
        safeAreaPadding(20) (0, 0, 100, 100)
          Color (20, 20, 60, 60)
        """)
        let ignoring = ViewHost(Color.red.ignoresSafeArea(edges: .top).safeAreaPadding(.vertical, 20), size: CGSize(width: 100, height: 100))
        #expect(ignoring.layoutDescription() == """
        safeAreaPadding(top: 20, bottom: 20) (0, 0, 100, 100)
          Color (0, 0, 100, 80)
        """)
        // On a device the padding's region and the screen's chain: the top reaches the screen.
        #expect(deviceDump(Color.red.ignoresSafeArea().safeAreaPadding(16)) == """
        safeAreaPadding(16) (0, 59, 393, 759)
          Color (0, 0, 393, 852)
        """)
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContentAsApplesExampleShows() {
        // Apple's safeAreaPadding(_:_:) example: a horizontal scroll view padded by 20 on each
        // side spans the whole width; its content starts 20 in and scrolls across the padding.
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 100, height: 50) }
            }
        }.safeAreaPadding(.horizontal, 20), size: CGSize(width: 200, height: 50))
        #expect(host.layoutDescription() == """
        safeAreaPadding(leading: 20, trailing: 20) (0, 0, 200, 50)
          ScrollView(.horizontal) (0, 0, 200, 50)
            HStack(spacing: 10) (20, 0, 320, 50)
              frame(width: 100, height: 50) (20, 0, 100, 50)
                Color (20, 0, 100, 50)
              frame(width: 100, height: 50) (130, 0, 100, 50)
                Color (130, 0, 100, 50)
              frame(width: 100, height: 50) (240, 0, 100, 50)
                Color (240, 0, 100, 50)
        """)
        // Scrolled to the end: 20 + 320 + 20 − 200 = 160 points, the last item 20 from the edge.
        #expect(host.scroll(by: CGSize(width: 1000, height: 0), at: CGPoint(x: 100, y: 25)))
        #expect(host.layoutDescription().contains("HStack(spacing: 10) (-140, 0, 320, 50)"))
    }

    // MARK: GeometryProxy.safeAreaInsets

    @Test func geometryProxyReportsTheInsets() {
        var seen: [(EdgeInsets, CGSize)] = []
        func probe(_ view: some View, on device: Device = .iPhone15Pro) {
            seen.removeAll()
            _ = ViewHost(view, device: device).render()
        }
        let record = { (insets: EdgeInsets, size: CGSize) in seen.append((insets, size)) }
        // A reader filling the safe area and one ignoring it both see the device's insets
        // (the proxy's size plus its insets is the screen).
        probe(InsetProbe(report: record))
        #expect(seen.last?.0 == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(seen.last?.1 == CGSize(width: 393, height: 759))
        probe(InsetProbe(report: record).ignoresSafeArea())
        #expect(seen.last?.0 == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(seen.last?.1 == CGSize(width: 393, height: 852))
        probe(InsetProbe(report: record), on: .iPhone15Pro.landscape)
        #expect(seen.last?.0 == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        // Away from the safe edges there are none.
        probe(InsetProbe(report: record).padding(8))
        #expect(seen.last?.0 == EdgeInsets())
        // Inside a safeAreaInset the bar's height adds to the bottom inset: 50 + 34.
        probe(InsetProbe(report: record).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        #expect(seen.last?.0 == EdgeInsets(top: 59, leading: 0, bottom: 84, trailing: 0))
        // A window without a device has no safe area.
        seen.removeAll()
        _ = ViewHost(InsetProbe(report: record), size: CGSize(width: 100, height: 100)).render()
        #expect(seen.last?.0 == EdgeInsets())
    }

    // MARK: Environment

    private struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.displayScale) var scale
        var body: some View {
            // The frame's width encodes what the view saw: 1 compact, 2 regular; the height the scale.
            Color.red.frame(width: horizontal == .compact ? 1 : horizontal == .regular ? 2 : 0,
                            height: (vertical == .compact ? 10 : vertical == .regular ? 20 : 0) + scale)
        }
    }

    static let sizeClasses: [(Device, width: Int, height: Int)] = [
        (.iPhoneSE, 1, 22), (.iPhoneSE.landscape, 1, 12),
        (.iPhone15, 1, 23), (.iPhone15.landscape, 1, 13),
        (.iPhone15Pro, 1, 23), (.iPhone15Pro.landscape, 1, 13),
        // Plus and Pro Max widths become regular in landscape (HIG-L, §1.1).
        (.iPhone15Plus, 1, 23), (.iPhone15Plus.landscape, 2, 13),
        (.iPhone15ProMax, 1, 23), (.iPhone15ProMax.landscape, 2, 13),
        (.iPad10, 2, 22), (.iPad10.landscape, 2, 22),
        (.iPadPro11, 2, 22), (.iPadPro12_9.landscape, 2, 22),
    ]

    @Test(arguments: 0..<sizeClasses.count)
    func devicesSetSizeClassesAndScale(_ index: Int) {
        let (device, width, height) = Self.sizeClasses[index]
        let dump = deviceDump(SizeClassProbe(), on: device)
        #expect(dump.contains("frame(width: \(width), height: \(height))"), "\(device.name): \(dump)")
    }

    @Test func aPlainWindowHasNoSizeClasses() {
        #expect(ViewHost(SizeClassProbe(), size: CGSize(width: 50, height: 50)).layoutDescription()
                    .hasPrefix("frame(width: 0, height: 1)"))
    }
}
