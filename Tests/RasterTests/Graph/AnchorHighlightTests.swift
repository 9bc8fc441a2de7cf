import Foundation
import Testing
@testable import Raster

// Seed 002, samples 002-19 to 002-21: the onboarding highlight through an anchor preference.

private struct HighlightKey: PreferenceKey {
    typealias Value = Anchor<CGRect>?
    static var defaultValue: Value = nil
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value = value ?? nextValue()
    }
}

private struct Onboarding: View {
    var body: some View {
        VStack {
            Button("Sign Up") {}
            Button("Log In") {}
                .anchorPreference(key: HighlightKey.self, value: .bounds, transform: { $0 })
        }
        .border(Color.green)
        .overlayPreferenceValue(HighlightKey.self) { value in
            if let anchor = value {
                GeometryReader { proxy in
                    let rect = proxy[anchor]
                    Ellipse()
                        .strokeBorder(Color.red, lineWidth: 1)
                        .padding(-5)
                        .frame(width: rect.width, height: rect.height)
                        .offset(x: rect.origin.x, y: rect.origin.y)
                }
            }
        }
    }
}

/// A body that writes its own state while it runs.
private struct SelfWriting: View {
    @State private var runs = 0
    var body: some View {
        let _ = runs < 1 ? (runs += 1) : ()
        Text("Runs \(runs)")
    }
}

private struct FramesKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

@Observable private final class TileGap {
    var points: CGFloat = 0
}

/// Two tiles whose anchors reach `onPreferenceChange` as a dictionary (anchors are equatable),
/// the second tile pushed down by the gap.
private struct AnchoredTiles: View {
    let gap: TileGap
    let changes: (Int) -> Void
    var body: some View {
        VStack(spacing: gap.points) {
            Color.red.frame(width: 40, height: 40)
                .anchorPreference(key: FramesKey.self, value: .bounds) { ["a": $0] }
            Color.blue.frame(width: 40, height: 40)
                .anchorPreference(key: FramesKey.self, value: .bounds) { ["b": $0] }
        }
        .onPreferenceChange(FramesKey.self) { changes($0.count) }
    }
}

@Suite struct AnchorHighlightTests {
    /// An anchor equals another of the same view while their window values agree; a view that
    /// moves gives an anchor unequal to the one before, and a dictionary of anchors in a
    /// preference reports the change. Hashing agrees with equality.
    @Test func anchorsAreEquatableAndHashable() throws {
        final class Counter { var changes: [Int] = [] }
        let counter = Counter()
        let gap = TileGap()
        let host = ViewHost(AnchoredTiles(gap: gap, changes: { counter.changes.append($0) }), size: CGSize(width: 100, height: 200))
        _ = host.render()
        let first = try #require(host.graph.root?.preferenceValue(FramesKey.self))
        #expect(first.count == 2 && first["a"] == first["a"] && first["a"] != first["b"])
        #expect(Set([first["a"]!, first["a"]!, first["b"]!]).count == 2)
        #expect(counter.changes == [2])
        _ = host.render()
        #expect(counter.changes == [2])
        gap.points = 30
        _ = host.render()
        let moved = try #require(host.graph.root?.preferenceValue(FramesKey.self))
        #expect(moved["a"] != first["a"] && moved["b"] != first["b"])
        #expect(counter.changes == [2, 2])
    }


    @Test func theHighlightEllipseLandsOnTheButton() throws {
        let host = ViewHost(Onboarding(), size: CGSize(width: 300, height: 200))
        _ = host.render()
        let logIn = try #require(frameOfText("Log In", in: host))
        var ellipse: CGRect?
        func visit(_ node: Node) {
            if node.unitTypeName == "Ellipse" {
                ellipse = CGRect(origin: .zero, size: node.frame.size).applying(node.transformToGlobal)
            }
            node.subviewNodes.forEach(visit)
        }
        visit(try #require(host.graph.root))
        // The ellipse is the button's frame grown by 5 points on every side.
        #expect(ellipse == logIn.insetBy(dx: -5, dy: -5))
    }

    @Test func stateWrittenDuringABodyIsDeferredWithSwiftUIsWarning() {
        let (shown, warnings) = RasterDiagnostics.capturingWarnings { () -> [String] in
            let host = ViewHost(SelfWriting(), size: CGSize(width: 200, height: 50))
            _ = host.render()
            return texts(in: host)
        }
        #expect(shown == ["Runs 1"])
        #expect(warnings.contains("Modifying state during view update, this will cause undefined behavior."))
    }
}

