import Foundation
import Testing
@testable import Raster

// Seed 000 (State and Binding) and 004 (identity and lifetime): state lives in the render
// tree, keyed by identity.

private struct Counter: View {
    @State private var value = 0
    var body: some View {
        Button("Increment: \(value)") { value += 1 }
    }
}

/// A parent that re-creates its Counter child every time its own state changes.
private struct Parent: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Toggle: \(flag)") { flag.toggle() }
            Counter()
        }
    }
}

/// Sample 000-3: an initial value passed through init is used only when the node is created.
private struct InitCounter: View {
    @State private var value: Int
    init(value: Int) { _value = State(initialValue: value) }
    var body: some View { Text("Value: \(value)") }
}

private struct InitParent: View {
    @State private var start = 5
    var body: some View {
        VStack {
            Button("Bump") { start += 10 }
            InitCounter(value: start)
        }
    }
}

/// Sample 004-5: each branch of an `if` has its own identity.
private struct DayNight: View {
    @State private var dayTime = true
    var body: some View {
        VStack {
            Button("Switch") { dayTime.toggle() }
            if dayTime {
                Counter()
            } else {
                Counter().padding()
            }
        }
    }
}

@Suite struct StateLifetimeTests {
    let size = CGSize(width: 300, height: 300)

    @Test func stateSurvivesReCreationOfTheParent() {
        let host = ViewHost(Parent(), size: size)
        tapButton("Increment", in: host)
        tapButton("Increment", in: host)
        #expect(texts(in: host).contains("Increment: 2"))
        tapButton("Toggle", in: host)
        #expect(texts(in: host) == ["Toggle: true", "Increment: 2"])
    }

    @Test func initialValueFromInitializerIsIgnoredAfterCreation() {
        let host = ViewHost(InitParent(), size: size)
        #expect(texts(in: host).contains("Value: 5"))
        tapButton("Bump", in: host)
        #expect(texts(in: host).contains("Value: 5"))
    }

    @Test func switchingBranchResetsStateAndSwitchingBackDoesNotRestoreIt() {
        let host = ViewHost(DayNight(), size: size)
        tapButton("Increment", in: host)
        tapButton("Increment", in: host)
        #expect(texts(in: host).contains("Increment: 2"))
        tapButton("Switch", in: host)
        #expect(texts(in: host).contains("Increment: 0"))
        tapButton("Increment", in: host)
        #expect(texts(in: host).contains("Increment: 1"))
        tapButton("Switch", in: host)
        #expect(texts(in: host).contains("Increment: 0"))
    }

    @Test func aChildBodyDoesNotRunWhenOnlyTheParentsUnreadStateChanges() {
        let host = ViewHost(Parent(), size: size)
        _ = host.layoutDescription()
        let before = host.bodyRunCount(of: "Counter")
        #expect(before == 1)
        tapButton("Toggle", in: host)
        #expect(host.bodyRunCount(of: "Counter") == before)
        #expect(host.bodyRunCount(of: "Parent") == 2)
    }
}
