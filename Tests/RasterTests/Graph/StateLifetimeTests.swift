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

/// Both branches hold equal view values: only the case of `_ConditionalContent` differs.
private struct EqualBranches: View {
    @State private var flag = true
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            if flag {
                Counter()
            } else {
                Counter()
            }
        }
    }
}

/// A user enum as a view's property: `.a(1)` and `.b(1)` have equal payloads.
private enum Mode: Sendable {
    case a(Int), b(Int)
    case plain, other
}

private struct ModeLabel: View {
    let mode: Mode
    var body: some View {
        switch mode {
        case .a(let n): Text("a \(n)")
        case .b(let n): Text("b \(n)")
        case .plain: Text("plain")
        case .other: Text("other")
        }
    }
}

private struct ModeSwitcher: View {
    @State private var mode = Mode.a(1)
    var body: some View {
        VStack {
            Button("Next") {
                switch mode {
                case .a(let n): mode = .b(n)
                case .b: mode = .plain
                case .plain: mode = .other
                case .other: mode = .a(1)
                }
            }
            ModeLabel(mode: mode)
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

    /// Seed 004: the other branch of an `if` is a new identity with fresh state, even when
    /// both branches hold equal view values (the case was left out of the comparison).
    @Test func switchingBetweenEqualBranchesResetsState() {
        let host = ViewHost(EqualBranches(), size: size)
        tapButton("Increment", in: host)
        tapButton("Increment", in: host)
        #expect(texts(in: host) == ["Flip", "Increment: 2"])
        tapButton("Flip", in: host)
        #expect(texts(in: host) == ["Flip", "Increment: 0"])
        tapButton("Increment", in: host)
        tapButton("Flip", in: host)
        #expect(texts(in: host) == ["Flip", "Increment: 0"])
    }

    @Test func enumCasesWithEqualPayloadsAreDifferentViewValues() {
        let host = ViewHost(ModeSwitcher(), size: size)
        #expect(texts(in: host) == ["Next", "a 1"])
        tapButton("Next", in: host)
        #expect(texts(in: host) == ["Next", "b 1"])
        tapButton("Next", in: host)
        #expect(texts(in: host) == ["Next", "plain"])
        tapButton("Next", in: host)
        #expect(texts(in: host) == ["Next", "other"])
        #expect(ViewComparison.areEqual(Mode.a(1), Mode.a(1)))
        #expect(!ViewComparison.areEqual(Mode.a(1), Mode.b(1)))
        #expect(!ViewComparison.areEqual(Mode.plain, Mode.other))
        #expect(ViewComparison.areEqual(Mode.other, Mode.other))
    }

    /// A view value holding a closure: a copy of the same value (the same closure context)
    /// is equal, so an unchanged row is not rebuilt; a value made anew holds a new closure
    /// and counts as changed, as closures cannot be compared.
    @Test func theSameClosureIsEqualAndANewOneIsNot() {
        struct Row { var title: String; var action: () -> Void }
        func makeRow(_ title: String) -> Row {
            var taps = 0
            return Row(title: title) { taps += 1 }
        }
        let row = makeRow("Inbox")
        let copy = row
        #expect(ViewComparison.areEqual(row, copy))
        #expect(!ViewComparison.areEqual(row, makeRow("Inbox")))
    }

    /// A value whose later property holds a struct with a new closure (a modifier's action made
    /// anew) differs whatever its earlier properties hold, and one with the same closure is
    /// equal exactly when the rest is: that property is compared first, which changes the work
    /// and not the answer.
    @Test func aNewClosureInALaterPropertyDiffersWhateverComesBefore() {
        struct Action { var run: () -> Void }
        struct Modified { var content: [String]; var action: Action }
        func makeAction() -> Action {
            var runs = 0
            return Action { runs += 1 }
        }
        let action = makeAction()
        let value = Modified(content: ["Inbox", "Sent"], action: action)
        #expect(ViewComparison.areEqual(value, Modified(content: ["Inbox", "Sent"], action: action)))
        #expect(!ViewComparison.areEqual(value, Modified(content: ["Inbox", "Sent"], action: makeAction())))
        #expect(!ViewComparison.areEqual(value, Modified(content: ["Inbox", "Drafts"], action: action)))
        #expect(!ViewComparison.areEqual(value, Modified(content: ["Inbox", "Drafts"], action: makeAction())))
    }

    /// An optional property is compared as an optional whichever value of its type is seen
    /// first: a `Binding?` holding a binding once crashed on a later `nil` of the same type
    /// (a cast of the value had unwrapped the optional and taken it for a `Binding`).
    @Test func anOptionalBindingComparesAsAnOptionalWhateverCameFirst() {
        struct Toggled { var isOn: Binding<Bool>? }
        var on = true
        let binding = Binding(get: { on }, set: { on = $0 })
        let some = Toggled(isOn: binding)
        let none = Toggled(isOn: nil)
        #expect(ViewComparison.areEqual(some, some))
        #expect(ViewComparison.areEqual(none, Toggled(isOn: nil)))
        #expect(!ViewComparison.areEqual(some, none))
        #expect(!ViewComparison.areEqual(none, some))
        let optional: Binding<Bool>? = binding
        #expect(ViewComparison.areEqual(optional as Any, optional as Any))
        #expect(ViewComparison.areEqual(Binding<Bool>?.none as Any, Binding<Bool>?.none as Any))
        #expect(!ViewComparison.areEqual(optional as Any, Binding<Bool>?.none as Any))
    }
}
