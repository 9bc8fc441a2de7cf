// AccessibilityActionsTests.swift · RasterTests/Accessibility · accessibilityActions(_:), accessibilityActions(category:_:), named actions performed by the host, accessibilityChildren(children:), accessibilityRotor (Accessibility/AccessibilityActions.swift, AccessibilityRotor.swift)

import Foundation
import Testing
@testable import Raster

@MainActor
@Suite struct AccessibilityActionsTests {
    private final class Log {
        var events: [String] = []
    }

    /// The buttons and toggles of `accessibilityActions` become named actions after the
    /// view's own, looked through `ForEach` and `if`; a disabled button is left out.
    @Test func buttonsAndTogglesBecomeNamedActions() {
        let view = Text("Mail")
            .accessibilityAction(named: "Archive") {}
            .accessibilityActions {
                ForEach(["Reply", "Forward"], id: \.self) { name in
                    Button(name) {}
                }
                if true {
                    Toggle("Flagged", isOn: .constant(false))
                }
                Button("Junk") {}.disabled(true)
            }
        let host = ViewHost(view, size: CGSize(width: 100, height: 40))
        #expect(host.accessibilityDescription() == """
            [staticText] "Mail" actions: [Archive, Reply, Forward, Flagged] (33.5, 9.5, 33, 21)
            """)
    }

    /// Performing an action by name runs the button's action or flips the toggle, and runs
    /// the handler of `accessibilityAction(named:_:)` and of a standard kind.
    @Test func theHostPerformsActionsByName() throws {
        let log = Log()
        struct Screen: View {
            let log: Log
            @State private var flagged = false
            var body: some View {
                Text(flagged ? "Flagged" : "Mail")
                    .accessibilityIdentifier("mail")
                    .accessibilityAction(named: "Archive") { log.events.append("archive") }
                    .accessibilityAction(.escape) { log.events.append("escape") }
                    .accessibilityActions {
                        Button("Reply") { log.events.append("reply") }
                        Toggle("Flag", isOn: $flagged)
                    }
            }
        }
        let host = ViewHost(Screen(log: log), size: CGSize(width: 100, height: 40))
        try host.performAccessibilityAction("Reply", on: "mail")
        try host.performAccessibilityAction("Archive", on: "mail")
        try host.performAccessibilityAction("escape", on: "mail")
        #expect(log.events == ["reply", "archive", "escape"])
        try host.performAccessibilityAction("Flag", on: "mail")
        #expect(host.accessibilityDescription().hasPrefix("[staticText] \"Flagged\""))
    }

    /// An action the element does not have throws, naming those it has.
    @Test func anUnknownActionThrowsNamingTheActions() {
        let view = Text("Mail").accessibilityActions { Button("Reply") {} }.accessibilityScrollAction { _ in }
        let host = ViewHost(view, size: CGSize(width: 100, height: 40))
        #expect {
            try host.performAccessibilityAction("scroll", on: "Mail")
        } throws: { error in
            (error as? ViewHostError)?.description == "the element \"Mail\" has no accessibility action named \"scroll\" "
                + "that can be performed; its actions are: Reply (adjustable and scroll actions take an argument and are "
                + "listed only)"
        }
    }

    /// A category is listed after each of its actions; the default category is not.
    @Test func categoriesAreListedBesideTheirActions() {
        let view = Text("Note")
            .accessibilityActions(category: .edit) { Button("Copy") {} }
            .accessibilityActions(category: AccessibilityActionCategory("Table Options")) { Button("Sort") {} }
            .accessibilityActions(category: .default) { Button("Share") {} }
        let host = ViewHost(view, size: CGSize(width: 100, height: 40))
        #expect(host.accessibilityDescription() == """
            [staticText] "Note" actions: [Copy (edit), Sort (Table Options), Share] (30.5, 9.5, 39, 21)
            """)
    }

    /// A view that is not a button or toggle warns and adds nothing; so does an empty content.
    @Test func otherViewsWarnAndAreLeftOut() {
        let (description, warnings) = RasterDiagnostics.capturingWarnings {
            let view = VStack {
                Text("A").accessibilityActions { Text("Not an action") }
                Text("B").accessibilityActions {}
            }
            return ViewHost(view, size: CGSize(width: 100, height: 60)).accessibilityDescription()
        }
        #expect(description == """
            [staticText] "A" (44, 9, 12, 21)
            [staticText] "B" (44, 30, 12, 21)
            """)
        #expect(warnings.contains { $0.contains("accessibilityActions(_:): Text \"Not an action\" is not an action") })
        #expect(warnings.contains { $0.contains("accessibilityActions(_:) has no Button or Toggle in its content") })
    }

    /// `accessibilityChildren` makes the view a container of the children's elements, which
    /// are laid out in its frame and drawn nowhere; the view's own elements are replaced.
    @Test func accessibilityChildrenReplaceTheViewsElements() throws {
        let view = pureBlue
            .frame(width: 100, height: 40)
            .accessibilityElement()
            .accessibilityLabel("Chart")
            .accessibilityChildren {
                HStack(spacing: 0) {
                    Rectangle().accessibilityElement().accessibilityLabel("Monday").accessibilityValue("3")
                    Rectangle().accessibilityElement().accessibilityLabel("Tuesday").accessibilityValue("5")
                }
            }
        let host = ViewHost(view, size: CGSize(width: 100, height: 40))
        #expect(host.accessibilityDescription() == """
            container "Chart" (0, 0, 100, 40)
              element "Monday" value: "3" (0, 0, 50, 40)
              element "Tuesday" value: "5" (50, 0, 50, 40)
            """)
        // Nothing of the children is drawn (their rectangles would be black): the window is
        // the blue of the view alone.
        let image = host.render()
        #expect(image[25, 20] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[75, 20] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// A rotor is recorded on the view's element with its entries' labels: from entries,
    /// `ForEach` and `if`, from a model array, for a system rotor, for ranges of the text.
    @Test func rotorsAreListedWithTheirEntries() {
        struct Message: Identifiable {
            let id: Int
            let subject: String
            let isVIP: Bool
        }
        let messages = [Message(id: 1, subject: "Lunch", isVIP: true), Message(id: 2, subject: "Spam", isVIP: false),
                        Message(id: 3, subject: "Board", isVIP: true)]
        let text = "Hello brave world"
        let view = Text(text)
            .accessibilityRotor("VIPs") {
                ForEach(messages) { message in
                    if message.isVIP { AccessibilityRotorEntry(message.subject, id: message.id) }
                }
                AccessibilityRotorEntry("Drafts", id: 0)
            }
            .accessibilityRotor(.headings, entries: messages, entryLabel: \.subject)
            .accessibilityRotor("Words", textRanges: [text.startIndex..<text.index(text.startIndex, offsetBy: 5),
                                                      text.index(text.endIndex, offsetBy: -5)..<text.endIndex])
        let host = ViewHost(view, size: CGSize(width: 200, height: 40))
        #expect(host.accessibilityDescription() == """
            [staticText] "Hello brave world" rotors: [VIPs: Lunch, Board, Drafts; headings: Lunch, Spam, Board; \
            Words: Hello, world] (30, 9.5, 140, 21)
            """)
    }

    /// A rotor with no entries warns.
    @Test func anEmptyRotorWarns() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Text("A").accessibilityRotor("Empty", entries: [Item](), entryLabel: \.name),
                     size: CGSize(width: 50, height: 30)).accessibilityDescription()
        }
        #expect(warnings.contains { $0.contains("accessibilityRotor \"Empty\" has no entries") })
    }

    private struct Item: Identifiable {
        let id: Int
        let name: String
    }
}
