import Foundation
import Testing
@testable import Raster

@Suite struct AccessibilityTreeTests {
    private func tree<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> String {
        ViewHost(view, size: CGSize(width: width, height: height)).accessibilityDescription()
    }

    /// Texts, images and controls are elements by themselves, in the view tree's order,
    /// with their frames in window points: a text's own frame (21 points tall at the body
    /// size), not the frame modifier's around it; a decorative image is left out.
    @Test func viewsThatAreElements() {
        let view = VStack(spacing: 0) {
            Text("Title").frame(width: 100, height: 20)
            Image(systemName: "star").frame(width: 20, height: 20)
            Image(decorative: "missing-decoration").frame(width: 20, height: 20)
            Button("Save") {}.frame(width: 100, height: 30)
            Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200, height: 31)
            Slider(value: .constant(0.25)) { Text("Volume") }.frame(width: 200)
        }
        let (description, _) = RasterDiagnostics.capturingWarnings { tree(view, height: 300) }
        #expect(description == """
            [staticText] "Title" (82, 72, 36, 21)
            [image] "star" (91.546, 94.463, 16.907, 16.074)
            [button] "Save" (80, 137, 40, 21)
            [button, toggle] "Wi-Fi" value: "1" (0, 162.5, 200, 31)
            element "Volume" value: "25%" actions: [adjustable] (0, 193.5, 200, 34)
            """)
    }

    /// Controls in a disabled environment are dimmed (UIKit's `notEnabled`), each kind of
    /// them and a stepper's buttons; static text beside them is not, and enabled controls are not. A `RenameButton`
    /// without a rename action is dimmed, with one it is not.
    @Test func disabledControlsAreDimmed() {
        let view = VStack(spacing: 0) {
            VStack(spacing: 0) {
                Text("Note")
                Button("Save") {}
                Toggle("Wi-Fi", isOn: .constant(true))
                TextField("Name", text: .constant("Anna"))
                Slider(value: .constant(0.5)) { Text("Volume") }
                Stepper("Count", value: .constant(1))
            }
            .disabled(true)
            Button("Send") {}
            RenameButton()
            RenameButton().renameAction {}
        }
        let description = tree(view, width: 300, height: 400)
        let lines = description.split(separator: "\n").map { $0.replacing(#/ \([-\d., ]+\)$/#, with: "") }
        #expect(lines == [
            "[staticText] \"Note\"",
            "[button] \"Save\" dimmed",
            "[button, toggle] \"Wi-Fi\" value: \"1\" dimmed",
            "[textField] \"Name\" value: \"Anna\" dimmed",
            "element \"Volume\" value: \"50%\" actions: [adjustable] dimmed",
            "container \"Count\" actions: [adjustable] dimmed",
            "  [button] \"Decrement\" dimmed",
            "  [button] \"Increment\" dimmed",
            "[button] \"Send\"",
            "[button] \"Rename\" dimmed",
            "[button] \"Rename\"",
        ])
    }

    /// Modifiers override what the views say; hidden views are left out; sort priority
    /// reorders a level.
    @Test func modifiersEditElements() {
        let view = VStack(spacing: 0) {
            Text("First").frame(height: 10)
            Text("Heading").frame(height: 10).accessibilityHeading(.h1).accessibilityIdentifier("title")
            Text("Hidden").frame(height: 10).accessibilityHidden(true)
            Button("X") {}.frame(height: 10)
                .accessibilityLabel("Close")
                .accessibilityHint("Dismisses the card")
                .accessibilityRemoveTraits(.isButton)
                .accessibilityAddTraits(.isLink)
                .accessibilityAction(named: "Archive") {}
                .accessibilityInputLabels(["Close", "Dismiss"])
            Text("Last").frame(height: 10).accessibilitySortPriority(1)
        }
        #expect(tree(view, width: 100, height: 50) == """
            [staticText] "Last" (32.5, 34.5, 35, 21)
            [staticText] "First" (32, -5.5, 36, 21)
            [header, staticText] "Heading" heading: h1 id: "title" (16.5, 4.5, 67, 21)
            [link] "Close" hint: "Dismisses the card" inputLabels: ["Close", "Dismiss"] actions: [Archive] (44.5, 24.5, 11, 21)
            """)
    }

    /// A scroll action is listed as the action "scroll"; the large content viewer (with or
    /// without a view of its own) is recorded on the element.
    @Test func scrollActionsAndTheLargeContentViewerAreRecorded() {
        let view = VStack(spacing: 0) {
            Text("Pages").frame(height: 20).accessibilityScrollAction { _ in }
            Button("Inbox") {}.frame(height: 20).accessibilityShowsLargeContentViewer()
            Button("Sent") {}.frame(height: 20).accessibilityShowsLargeContentViewer { Label("Sent", systemImage: "paperplane") }
        }
        #expect(tree(view, width: 100, height: 60) == """
            [staticText] "Pages" actions: [scroll] (25, -0.5, 50, 21)
            [button] "Inbox" largeContentViewer (28, 19.5, 44, 21)
            [button] "Sent" largeContentViewer (31.5, 39.5, 37, 21)
            """)
    }

    /// `help(_:)` is the view's accessibility hint on iOS; of `help` and `accessibilityHint`
    /// on one view, the outer one wins.
    @Test func helpIsTheAccessibilityHint() {
        let view = VStack(spacing: 0) {
            Text("Compose").help("Writes a new message")
            Text("One").accessibilityHint("Hint 1").help(Text("Help 1"))
            Text("Two").help("Help 2").accessibilityHint("Hint 2")
        }
        let lines = tree(view, width: 100, height: 70).split(separator: "\n").map { String($0.split(separator: "(")[0]) }
        #expect(lines == [
            "[staticText] \"Compose\" hint: \"Writes a new message\" ",
            "[staticText] \"One\" hint: \"Help 1\" ",
            "[staticText] \"Two\" hint: \"Hint 2\" ",
        ])
    }

    /// `AccessibilityFocusState`: setting the value marks the element `accessibilityFocused`
    /// with it as focused; an optional state moves the mark between values (the marks listed
    /// in reading order).
    @Test func accessibilityFocusFollowsTheState() throws {
        let host = ViewHost(FocusedForm(), size: CGSize(width: 200, height: 200))
        func focused() -> [String] {
            host.accessibilityDescription().split(separator: "\n").filter { $0.contains(" focused") }
                .map { String($0.split(separator: "\"")[1]) }
        }
        #expect(focused() == [])
        try host.tap("Show error")
        #expect(focused() == ["Name is required"])
        try host.tap("Focus email")
        #expect(focused() == ["Email", "Name is required"])
        try host.tap("Focus name")
        #expect(focused() == ["Name", "Name is required"])
    }

    /// `accessibilityElement(children:)`: `.combine` joins the children's labels and traits,
    /// `.ignore` stands for them with only what its modifiers say, `.contain` keeps them
    /// under a container.
    @Test func childBehaviours() {
        let card = HStack(spacing: 0) {
            Text("Anna").frame(width: 40, height: 10)
            Text("online").frame(width: 40, height: 10)
        }
        let view = VStack(spacing: 0) {
            card.accessibilityElement(children: .combine)
            card.accessibilityElement().accessibilityLabel("Anna is online").accessibilityValue("3 unread")
            card.accessibilityElement(children: .contain).accessibilityLabel("Contact")
        }
        #expect(tree(view, width: 80, height: 30) == """
            [staticText] "Anna, online" (0, 0, 80, 10)
            element "Anna is online" value: "3 unread" (0, 10, 80, 10)
            container "Contact" (0, 20, 80, 10)
              [staticText] "Anna" (2, 14.5, 36, 21)
              [staticText] "online" (40.5, 14.5, 39, 21)
            """)
    }

    /// A label reads as its title only, alone and inside a button, as on iOS.
    @Test func labelsReadTheirTitle() {
        let view = VStack(spacing: 0) {
            Label("Profile", systemImage: "person.crop.circle").frame(height: 30)
            Button("Add", systemImage: "plus") {}.frame(height: 30)
        }
        let lines = tree(view, width: 200, height: 60).split(separator: "\n").map { $0.split(separator: "(")[0] }
        #expect(lines == ["[staticText] \"Profile\" ", "[button] \"Add\" "])
    }

    /// A navigation bar is read before the page: its back button, its title (a header) and
    /// its items, then the content, as VoiceOver reads an iOS screen.
    @Test func theNavigationBarIsReadFirst() {
        let host = ViewHost(NavigationStack {
            Text("Body")
                .navigationTitle("Inbox")
                .toolbar { Button("Edit") {} }
        }, size: CGSize(width: 393, height: 300))
        let lines = host.accessibilityDescription().split(separator: "\n").map { String($0.split(separator: "(")[0]) }
        #expect(lines == ["[button] \"Edit\" ", "[header, staticText] \"Inbox\" ", "[staticText] \"Body\" "])
    }

    /// Text fields, secure fields and text editors are announced as text fields (UIKit's
    /// role for UITextField and UITextView, which no public trait names): the label is the
    /// title (or prompt), the value the text, a secure field's value its bullets; an editor
    /// has no label of its own. The 190 points of fields are centred in the 200-point window;
    /// a field's line is 21 points tall, centred in its 30-point frame.
    @Test func textEntryIsATextField() {
        let view = VStack(spacing: 0) {
            TextField("Name", text: .constant("Anna")).frame(height: 30)
            TextField(text: .constant(""), prompt: Text("Email")) { EmptyView() }.frame(height: 30)
            SecureField("Password", text: .constant("hunter2")).frame(height: 30)
            TextEditor(text: .constant("Call Anna")).frame(height: 60)
            TextEditor(text: .constant("")).frame(height: 40).accessibilityLabel("Notes")
        }
        #expect(tree(view) == """
            [textField] "Name" value: "Anna" (0, 9.5, 200, 21)
            [textField] "Email" value: "" (0, 39.5, 200, 21)
            [secureTextField] "Password" value: "•••••••" (0, 69.5, 200, 21)
            [textField] value: "Call Anna" (0, 95, 200, 60)
            [textField] "Notes" value: "" (0, 155, 200, 40)
            """)
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && !traits.contains(.isHeader))
        #expect(traits.remove(.isButton) == .isButton)
        #expect(traits.remove(.isButton) == nil)
        #expect(traits == .isSelected)
        #expect(traits.insert(.isSelected).inserted == false)
    }

    /// Issue 16: elements outside the window are listed with their frames, as XCUITest finds
    /// them: a non-lazy scroll view's content whether shown or not, a lazy list's rows as far
    /// as it has built them (UIKit: its loaded cells).
    @Test func issue16_elementsOffScreenAreListedAsUITestsFindThem() {
        let scroll = tree(ScrollView {
            VStack(spacing: 0) { ForEach(0..<4) { Text("Row \($0)").frame(height: 100) } }
        })
        // Rows 2 and 3 are below the 200-point window.
        #expect(scroll == """
            [staticText] "Row 0" (75, 39.5, 50, 21)
            [staticText] "Row 1" (76, 139.5, 48, 21)
            [staticText] "Row 2" (75, 239.5, 50, 21)
            [staticText] "Row 3" (74.5, 339.5, 51, 21)
            """)
        // Rows 0–3 are shown, rows 4 and 5 built below the window; rows 6–49 are not built.
        let list = tree(List(0..<50, id: \.self) { Text("Row \($0)") })
        #expect(list == """
            [staticText] "Row 0" (32, 47, 50, 21)
            [staticText] "Row 1" (32, 91, 48, 21)
            [staticText] "Row 2" (32, 135, 50, 21)
            [staticText] "Row 3" (32, 179, 51, 21)
            [staticText] "Row 4" (32, 223, 51, 21)
            [staticText] "Row 5" (32, 267, 50, 21)
            """)
    }

    @Test func environmentDefaultsAreThoseOfADeviceWithNoSettingOn() {
        var environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion && !environment.accessibilityDifferentiateWithoutColor
                && !environment.accessibilityReduceTransparency && !environment.accessibilityInvertColors
                && !environment.accessibilityVoiceOverEnabled && !environment.accessibilityShowButtonShapes)
        #expect(environment.colorSchemeContrast == .standard && environment.legibilityWeight == nil)
        environment.accessibilityReduceMotion = true
        environment.legibilityWeight = .bold
        #expect(environment.accessibilityReduceMotion && environment.legibilityWeight == .bold
                && !environment.accessibilityReduceTransparency)
    }
}

/// A form whose error message takes VoiceOver's focus when shown, and whose fields take it
/// from buttons, as apps use `AccessibilityFocusState`.
private struct FocusedForm: View {
    enum Field: Hashable { case name, email }
    @AccessibilityFocusState private var errorFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var field: Field?
    @State private var showsError = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Name").accessibilityFocused($field, equals: .name)
            Text("Email").accessibilityFocused($field, equals: .email)
            if showsError {
                Text("Name is required").accessibilityFocused($errorFocused)
            }
            Button("Show error") {
                showsError = true
                errorFocused = true
            }
            Button("Focus email") { field = .email }
            Button("Focus name") { field = .name }
        }
    }
}
