import Foundation
import Testing
@testable import Raster

/// What a row saw of its visibility, in order.
private final class VisibilityLog {
    var events: [String] = []
}

/// Ten 100-point rows in a 250-point scroll view, each logging its visibility changes.
private struct Rows: View {
    let log: VisibilityLog
    var threshold = 0.5

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { row in
                    Color.gray.frame(height: 100)
                        .onScrollVisibilityChange(threshold: threshold) { log.events.append("\(row) \($0)") }
                }
            }
        }
    }
}

/// `onScrollVisibilityChange` (iOS 18) and `GeometryProxy.bounds(of:)` (iOS 17), with the
/// scroll view moved by `ViewHost.scroll(by:at:)`.
@MainActor @Suite struct ScrollVisibilityTests {
    private let window = CGSize(width: 100, height: 250)

    @Test func rowsReportCrossingTheThreshold() {
        let log = VisibilityLog()
        let host = ViewHost(Rows(log: log), size: window)
        _ = host.render()
        // Rows 0 and 1 are whole, row 2 half shown (50 of 100 points): at the threshold.
        #expect(log.events == ["0 true", "1 true", "2 true"])
        log.events.removeAll()
        // 60 points down: row 0 keeps 40 (under half), row 3 gets 10.
        #expect(host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 50, y: 100)))
        _ = host.render()
        #expect(log.events == ["0 false"])
        log.events.removeAll()
        #expect(host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 50, y: 100)))
        _ = host.render()
        // At 160: row 1 keeps 40, row 3 has 100, row 4 has 10.
        #expect(log.events == ["1 false", "3 true"])
    }

    @Test func aThresholdOfOneWaitsForTheWholeRow() {
        let log = VisibilityLog()
        _ = ViewHost(Rows(log: log, threshold: 1), size: window).render()
        #expect(log.events == ["0 true", "1 true"])
    }

    @Test func aThresholdOutsideZeroToOneIsClampedWithAWarning() {
        let log = VisibilityLog()
        let warnings = capturingWarnings { _ = ViewHost(Rows(log: log, threshold: 3), size: window).render() }
        #expect(warnings.contains { $0.contains("onScrollVisibilityChange(threshold: 3.0): the threshold is the fraction") })
        #expect(log.events == ["0 true", "1 true"])
    }

    @Test func outsideAScrollViewNothingRuns() {
        let log = VisibilityLog()
        let warnings = capturingWarnings {
            _ = ViewHost(Color.gray.onScrollVisibilityChange { log.events.append("\($0)") }, size: window).render()
        }
        #expect(log.events.isEmpty)
        #expect(warnings.isEmpty)
    }

    @Test func lazyRowsScrolledFarPastReportFalseAsTheyGoAway() {
        let log = VisibilityLog()
        let host = ViewHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { row in
                    Color.gray.frame(height: 100).onScrollVisibilityChange { log.events.append("\(row) \($0)") }
                }
            }
        }, size: CGSize(width: 100, height: 400))
        _ = host.render()
        // Rows 0...3 fill the 400 points.
        #expect(log.events == ["0 true", "1 true", "2 true", "3 true"])
        log.events.removeAll()
        #expect(host.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 50, y: 200)))
        _ = host.render()
        // Each row shown before reports false (it went away), and the last four true.
        #expect(Set(log.events) == ["0 false", "1 false", "2 false", "3 false", "26 true", "27 true", "28 true", "29 true"])
    }

    @Test func aCarouselBelowTheFoldOfItsPageIsNotVisible() {
        let log = VisibilityLog()
        _ = ViewHost(ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 600)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { item in
                            Color.blue.frame(width: 150, height: 80).onScrollVisibilityChange { log.events.append("\(item) \($0)") }
                        }
                    }
                }
            }
        }, size: CGSize(width: 300, height: 400)).render()
        #expect(log.events.isEmpty)
    }

    @Test func aViewTouchingTheEdgeIsNotShownEvenAtThresholdZero() {
        let log = VisibilityLog()
        // Rows 0 and 1 fill the 200 points; row 2's top lies on the bottom edge.
        _ = ViewHost(Rows(log: log, threshold: 0), size: CGSize(width: 100, height: 200)).render()
        #expect(log.events == ["0 true", "1 true"])
    }

    @Test func boundsOfTheScrollViewAreItsVisibleRegionInTheViewsSpace() throws {
        final class Seen { var bounds: CGRect?; var missing: CGRect? = .zero }
        let seen = Seen()
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 300)
                GeometryReader { proxy in
                    Color.blue.onAppear {
                        seen.bounds = proxy.bounds(of: .scrollView)
                        seen.missing = proxy.bounds(of: .named("nowhere"))
                    }
                }
                .frame(height: 100)
            }
        }, size: window)
        _ = host.render()
        // The reader starts 300 points down the content: the 100 × 250 visible region lies
        // 300 points above its top.
        #expect(seen.bounds == CGRect(x: 0, y: -300, width: 100, height: 250))
        #expect(seen.missing == nil)
    }

    @Test func everyPresentationSizingShowsTheStandardSheetOnAnIPhone() throws {
        func sheetFrame(_ sizing: some PresentationSizing) throws -> CGRect {
            try ViewHost(Color.white.sheet(isPresented: .constant(true)) { Text("Sheet").presentationSizing(sizing) },
                         device: .iPhone15Pro).frame(of: "Sheet")
        }
        let standard = ViewHost(Color.white.sheet(isPresented: .constant(true)) { Text("Sheet") }, device: .iPhone15Pro)
        let frame = try standard.frame(of: "Sheet")
        #expect(try sheetFrame(.form) == frame)
        #expect(try sheetFrame(.page) == frame)
        #expect(try sheetFrame(.fitted) == frame)
        #expect(try sheetFrame(.automatic) == frame)
        #expect(try sheetFrame(.page.fitted(horizontal: false, vertical: true)) == frame)
        #expect(try sheetFrame(.form.sticky(horizontal: true, vertical: true)) == frame)
        // A custom sizing compiles against the protocol and measures the root.
        struct Half: PresentationSizing {
            func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
                let ideal = root.sizeThatFits(.unspecified)
                return ProposedViewSize(width: ideal.width / 2, height: ideal.height / 2)
            }
        }
        let proposal = Half().proposedSize(for: PresentationSizingRoot { _ in CGSize(width: 300, height: 80) },
                                           context: PresentationSizingContext())
        #expect(proposal == ProposedViewSize(width: 150, height: 40))
        #expect(FittedPresentationSizing().fitted(horizontal: true, vertical: false)
            .proposedSize(for: PresentationSizingRoot { _ in CGSize(width: 300, height: 80) }, context: PresentationSizingContext())
            == ProposedViewSize(width: 300, height: 80))
    }
}
