import Foundation
import Testing
@testable import Raster

// Dynamic properties found in a view's stored properties: directly, inside a custom
// DynamicProperty, after fields whose size depends on a generic argument, and in a view
// that is not a struct. Each must keep its state across body runs.

/// A custom dynamic property holding state, as apps write to bundle a counter.
private struct Counter: DynamicProperty {
    @State var count = 0
    var label: String { "count \(count)" }
    func increment() { count += 1 }
}

/// A view whose state lives inside its custom property.
private struct CounterView: View {
    var counter = Counter()

    var body: some View {
        Button(counter.label) { counter.increment() }
    }
}

/// A generic view whose state sits after a field of the generic argument's size, so that
/// its offset differs between specializations.
private struct Tagged<Payload>: View {
    let payload: Payload
    @State private var taps = 0

    var body: some View {
        Button("\(payload) \(taps)") { taps += 1 }
    }
}

/// A view that is an enum: its properties are found by reflection.
private enum Choice: View {
    case counter(Counter)

    var body: some View {
        switch self {
        case .counter(let counter): Button(counter.label) { counter.increment() }
        }
    }
}

/// A custom property that records its `update()` in the value the body reads.
private struct Stamp: DynamicProperty {
    var updated = false
    mutating func update() { updated = true }
}

/// A custom property holding another: its `update()` runs after the inner one's.
private struct Outer: DynamicProperty {
    var inner = Stamp()
    var sawInnerUpdated = false
    mutating func update() { sawInnerUpdated = inner.updated }
}

private struct StampedView: View {
    var outer = Outer()
    var body: some View { Text("inner \(outer.inner.updated) outer \(outer.sawInnerUpdated)") }
}

private struct StampedModifier: ViewModifier {
    var stamp = Stamp()
    func body(content: Content) -> some View {
        VStack { content; Text("modifier \(stamp.updated)") }
    }
}

@Suite struct DynamicPropertyTests {
    @Test func updateRunsBeforeEachBodyInnermostFirst() {
        let host = ViewHost(VStack { StampedView(); Text("x").modifier(StampedModifier()) },
                            size: CGSize(width: 300, height: 200))
        #expect(texts(in: host) == ["inner true outer true", "x", "modifier true"])
    }

    @Test func stateInsideACustomDynamicPropertyPersists() {
        let host = ViewHost(CounterView(), size: CGSize(width: 200, height: 100))
        #expect(texts(in: host) == ["count 0"])
        tapButton("count 0", in: host)
        tapButton("count 1", in: host)
        #expect(texts(in: host) == ["count 2"])
    }

    @Test func stateAfterGenericFieldsPersistsInEachSpecialization() {
        let host = ViewHost(VStack {
            Tagged(payload: "a")
            Tagged(payload: (1, 2.5, "wide"))
            Tagged(payload: UInt8(7))
        }, size: CGSize(width: 300, height: 200))
        #expect(texts(in: host) == ["a 0", "(1, 2.5, \"wide\") 0", "7 0"])
        tapButton("(1, 2.5", in: host)
        tapButton("7 0", in: host)
        tapButton("7 1", in: host)
        #expect(texts(in: host) == ["a 0", "(1, 2.5, \"wide\") 1", "7 2"])
    }

    @Test func stateOfAViewThatIsNotAStructPersists() {
        let host = ViewHost(Choice.counter(Counter()), size: CGSize(width: 200, height: 100))
        tapButton("count 0", in: host)
        #expect(texts(in: host) == ["count 1"])
    }
}
