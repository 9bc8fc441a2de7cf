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

@Suite struct AnchorHighlightTests {
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

