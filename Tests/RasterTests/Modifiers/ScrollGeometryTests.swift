// ScrollGeometryTests.swift · RasterTests/Modifiers · onScrollGeometryChange(for:of:action:) and ScrollGeometry (Modifiers/ScrollGeometryModifier.swift)

import Foundation
import Testing
@testable import Raster

/// The geometries an `onScrollGeometryChange` reported, old and new.
@MainActor private final class GeometryLog {
    var changes: [(old: ScrollGeometry, new: ScrollGeometry)] = []
}

/// Thirty 50-point rows in a scroll view that logs its whole geometry.
private struct LoggedScroll: View {
    let log: GeometryLog
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { row in Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 50) }
            }
        }
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { old, new in log.changes.append((old, new)) }
    }
}

/// A feed that shows a "Back to top" label once it is scrolled more than 100 points, as apps
/// use the modifier.
private struct BackToTopFeed: View {
    @State private var isScrolled = false
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { row in Text("Post \(row)").frame(maxWidth: .infinity).frame(height: 60) }
                }
            }
            .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y + $0.contentInsets.top > 100 } action: { _, scrolled in
                isScrolled = scrolled
            }
            .navigationTitle("Feed")
            .toolbar { if isScrolled { Button("Back to top") {} } }
        }
    }
}

@MainActor @Suite struct ScrollGeometryTests {
    /// Without insets, the geometry is the offset scrolled, the content's and the scroll
    /// view's sizes; the first placement reports nothing, each scroll one change.
    @Test func aScrollReportsTheGeometry() throws {
        let log = GeometryLog()
        let host = ViewHost(LoggedScroll(log: log), size: CGSize(width: 200, height: 400))
        _ = host.render()
        #expect(log.changes.isEmpty)
        #expect(host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 200)))
        _ = host.render()
        let change = try #require(log.changes.last)
        #expect(log.changes.count == 1)
        #expect(change.old.contentOffset == .zero)
        #expect(change.new == ScrollGeometry(contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 200, height: 1500),
                                             contentInsets: EdgeInsets(), containerSize: CGSize(width: 200, height: 400)))
        #expect(change.new.bounds == CGRect(x: 0, y: 120, width: 200, height: 400))
        #expect(change.new.visibleRect == change.new.bounds)
        // Scrolled to the end: 1500 − 400.
        #expect(host.scroll(by: CGSize(width: 0, height: 5000), at: CGPoint(x: 100, y: 200)))
        _ = host.render()
        #expect(log.changes.last?.new.contentOffset == CGPoint(x: 0, y: 1100))
        #expect(log.changes.count == 2)
    }

    /// Under a navigation bar the content offset at the top is minus the top inset, as
    /// UIKit's is, and the bottom inset is the home indicator's 34 points; the action's state
    /// change shows the bar button in the same render.
    @Test func anActionChangesStateAfterTheScroll() throws {
        let host = ViewHost(BackToTopFeed(), device: .iPhone15)
        _ = host.render()
        #expect((try? host.frame(of: "Back to top")) == nil)
        #expect(host.scroll(by: CGSize(width: 0, height: 80), at: CGPoint(x: 200, y: 500)))
        _ = host.render()
        #expect((try? host.frame(of: "Back to top")) == nil)
        #expect(host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 200, y: 500)))
        _ = host.render()
        #expect((try? host.frame(of: "Back to top")) != nil)
    }

    /// The insets: a scroll view under the iPhone 15's bar reports its safe area.
    @Test func theInsetsAreTheSafeArea() throws {
        let log = GeometryLog()
        let host = ViewHost(NavigationStack { LoggedScroll(log: log).navigationTitle("Rows") }, device: .iPhone15)
        _ = host.render()
        #expect(host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 200, y: 500)))
        _ = host.render()
        let new = try #require(log.changes.last?.new)
        #expect(new.contentInsets.bottom == 34)
        #expect(new.contentInsets.top > 59)
        #expect(new.contentOffset.y + new.contentInsets.top == 10)
        #expect(new.containerSize == CGSize(width: 393, height: 852))
    }
}
