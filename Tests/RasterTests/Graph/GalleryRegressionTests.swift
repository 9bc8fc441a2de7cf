import Foundation
import Testing
@testable import Raster

// Bugs the gallery found, each with the seed sample it came from.

private struct SharedCounter: View {
    @State private var value = 0
    var body: some View {
        Button("Increment: \(value)") { value += 1 }
    }
}

/// Sample 000-6: one view value shown twice still has two identities, two states.
private struct TwiceShown: View {
    let counter = SharedCounter()
    var body: some View {
        VStack {
            counter
            counter
        }
    }
}

private final class PublishedModel: ObservableObject {
    @Published var value = 0
}

private struct BindingCounter: View {
    @Binding var value: Int
    var body: some View {
        Button("Increment: \(value)") { value += 1 }
    }
}

/// Sample 000-31: a binding into an ObservableObject passed to a child.
private struct ObjectBindingParent: View {
    @StateObject var model = PublishedModel()
    var body: some View {
        VStack {
            Text("Model: \(model.value)")
            BindingCounter(value: $model.value)
        }
    }
}

/// State read only inside a ForEach's content closure.
private struct StateInForEach: View {
    @State private var on = false
    var body: some View {
        VStack {
            Button("Toggle") { on.toggle() }
            ForEach(0..<1) { _ in Text(on ? "on" : "off") }
        }
    }
}

@Suite struct GalleryRegressionTests {
    let size = CGSize(width: 300, height: 300)

    @Test func issue_sameViewValueTwiceHasTwoStates() throws {
        let host = ViewHost(TwiceShown(), size: size)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames(byType: true).filter { $0.name == "Text" }.map(\.frame)
        #expect(frames.count == 2)
        let top = try #require(frames.first), bottom = try #require(frames.last)
        host.tap(at: CGPoint(x: top.midX, y: top.midY))
        host.tap(at: CGPoint(x: top.midX, y: top.midY))
        host.tap(at: CGPoint(x: bottom.midX, y: bottom.midY))
        #expect(texts(in: host) == ["Increment: 2", "Increment: 1"])
    }

    @Test func issue_bindingIntoAnObservableObjectUpdatesTheChild() {
        let host = ViewHost(ObjectBindingParent(), size: size)
        tapButton("Increment", in: host)
        tapButton("Increment", in: host)
        #expect(texts(in: host) == ["Model: 2", "Increment: 2"])
    }

    @Test func issue_stateReadOnlyInsideForEachIsTracked() {
        let host = ViewHost(StateInForEach(), size: size)
        tapButton("Toggle", in: host)
        #expect(texts(in: host) == ["Toggle", "on"])
    }

    @Test func issue_matchedTargetOfFixedSizeIsCentredOnTheSource() {
        struct Matched: View {
            @Namespace var namespace
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 200, height: 200).matchedGeometryEffect(id: "a", in: namespace)
                    Circle().frame(width: 30, height: 30).matchedGeometryEffect(id: "a", in: namespace, isSource: false)
                }
            }
        }
        let host = ViewHost(Matched(), size: CGSize(width: 200, height: 200))
        _ = host.layoutDescription()
        let circle = host.graph.unitFrames(byType: true).first { $0.name == "Circle" }?.frame
        #expect(circle == CGRect(x: 85, y: 85, width: 30, height: 30))
    }
}
