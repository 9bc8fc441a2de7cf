// ScrollTargetVisibilityTests.swift · RasterTests/Modifiers · onScrollTargetVisibilityChange(idType:threshold:_:) (Modifiers/ScrollTargetVisibilityModifier.swift)

import Foundation
import Testing
@testable import Raster

/// The id lists an `onScrollTargetVisibilityChange` reported.
@MainActor private final class IDLog {
    var reports: [[Int]] = []
}

/// Twenty 100-point rows with ids 0..<20 in a 200 × 250 scroll view (two and a half rows).
private struct Rows: View {
    let log: IDLog
    var threshold = 0.5
    var lazy = false
    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
            } else {
                VStack(spacing: 0) { rows }
            }
        }
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { log.reports.append($0) }
    }

    private var rows: some View {
        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 100) }
    }
}

@MainActor @Suite struct ScrollTargetVisibilityTests {
    private static func host<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(view, size: CGSize(width: 200, height: 250))
        _ = host.render()
        return host
    }

    private static let point = CGPoint(x: 100, y: 125)

    /// At the first layout rows 0 and 1 show whole and row 2 half (half counts at the default
    /// threshold); scrolled 60 points, row 0 shows 40% and row 2 90%: 1 and 2; a scroll that
    /// shows the same rows reports nothing.
    @Test func theVisibleIDsFollowScrolls() {
        let log = IDLog()
        let host = Self.host(Rows(log: log))
        #expect(log.reports == [[0, 1, 2]])
        host.scroll(by: CGSize(width: 0, height: 60), at: Self.point)
        #expect(log.reports == [[0, 1, 2], [1, 2]])
        host.scroll(by: CGSize(width: 0, height: 5), at: Self.point)
        #expect(log.reports.count == 2)
        // At 1065: row 10 shows 35%, 11 and 12 whole, 13 15%.
        host.scroll(by: CGSize(width: 0, height: 1000), at: Self.point)
        #expect(log.reports.last == [11, 12])
    }

    /// Threshold 1 counts whole rows only, 0 any row with some area shown (not one that only
    /// touches the edge); an out-of-range threshold is clamped.
    @Test func theThresholdDecides() {
        let whole = IDLog(), any = IDLog()
        _ = Self.host(Rows(log: whole, threshold: 1))
        _ = Self.host(Rows(log: any, threshold: 0))
        #expect(whole.reports == [[0, 1]])
        #expect(any.reports == [[0, 1, 2]])
        let host = Self.host(Rows(log: any, threshold: 0))
        host.scroll(by: CGSize(width: 0, height: 50), at: Self.point)
        #expect(any.reports.last == [0, 1, 2])
        let clamped = IDLog()
        _ = Self.host(Rows(log: clamped, threshold: 7))
        #expect(clamped.reports == [[0, 1]])
    }

    /// A lazy stack's rows are its built ones: those prepared below the fold are not visible.
    @Test func lazyRowsBuiltAheadAreNotVisible() {
        let log = IDLog()
        let host = Self.host(Rows(log: log, lazy: true))
        #expect(log.reports == [[0, 1, 2]])
        host.scroll(by: CGSize(width: 0, height: 1000), at: Self.point)
        #expect(log.reports.last == [10, 11, 12])
    }

    /// Ids of another type than the one asked for are left out.
    @Test func idsOfAnotherTypeAreLeftOut() {
        let log = IDLog()
        _ = Self.host(ScrollView {
            VStack(spacing: 0) {
                ForEach(["a", "b"], id: \.self) { Text($0).frame(height: 100) }
            }
        }
        .onScrollTargetVisibilityChange(idType: Int.self) { log.reports.append($0) })
        #expect(log.reports.isEmpty)
    }
}
