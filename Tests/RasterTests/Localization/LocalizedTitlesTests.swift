// LocalizedTitlesTests.swift · RasterTests/Localization · keys outside Text views follow `\.locale`: joined texts, back-button titles, accessibility texts, window titles, named actions, image labels
// Fixture: Fixtures/App (fr.lproj/Localizable.strings, ko.lproj/Localizable.strings,
// Localizable.xcstrings): "Hello" is "Bonjour" in French and "안녕하세요" in Korean, "Good
// night" "Bonne nuit" and "안녕히 주무세요".

import Foundation
import Testing
@testable import Raster

@Suite struct LocalizedTitlesTests {
    typealias F = LocalizationFixtures
    let french = Locale(identifier: "fr_FR")

    @Test func joinedTextsTranslateEachKeyForTheLocale() {
        var environment = EnvironmentValues()
        environment.locale = french
        let joined = Text("Hello", bundle: F.app).bold() + Text(verbatim: ", ") + Text("Good night", bundle: F.app)
        #expect(joined.string(in: environment) == "Bonjour, Bonne nuit")
        #expect(joined.runs(in: environment).map(\.string) == ["Bonjour", ", ", "Bonne nuit"])
        #expect(joined.string(in: EnvironmentValues()) == "Hello, Good night")
    }

    @Test func theBackButtonShowsThePreviousTitleInTheLocale() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle(Text("Hello", bundle: F.app))
        }.environment(\.locale, french), size: CGSize(width: 393, height: 600))
        host.tap(unit: "Text(\"Open\")")
        // The back button's title, at the bar's leading edge after the chevron (27 pt).
        #expect(host.frame(ofUnit: "Text(\"Bonjour\")")?.minX == 27)
    }

    @Test func accessibilityTextsAreTranslatedForTheLocale() {
        let view = VStack {
            Text(verbatim: "x")
                .accessibilityLabel(Text("Hello", bundle: F.app))
                .accessibilityHint(Text("Good night", bundle: F.app))
            Text("Good night", bundle: F.app)
        }.environment(\.locale, french)
        let tree = ViewHost(view, size: CGSize(width: 100, height: 100)).accessibilityDescription()
        #expect(tree.contains(#""Bonjour""#))
        #expect(tree.contains(#"hint: "Bonne nuit""#))
        #expect(tree.contains(#"[staticText] "Bonne nuit""#))
        #expect(!tree.contains("Hello") && !tree.contains("Good night"))
    }

    /// `Label` and `Button` of a `LocalizedStringResource` (iOS 16 and 17) translate their
    /// titles for the environment's locale as `Text(_:)` of the resource does; a literal still
    /// makes a key (found in the main bundle, so left as it is).
    @Test func labelsAndButtonsOfAResourceTranslate() {
        let hello = LocalizedStringResource("Hello", bundle: .atURL(URL(fileURLWithPath: F.folder + "/App")))
        var taps: [String] = []
        let host = ViewHost(VStack {
            Label(hello, systemImage: "star")
            Label(hello, image: "missing-photo")
            Button(hello) { taps.append("plain") }
            Button(hello, role: .destructive) { taps.append("role") }
            Button(hello, image: ImageResource(name: "missing-photo", bundle: F.app)) { taps.append("image") }
            Button(hello, image: ImageResource(name: "missing-photo", bundle: F.app), role: .cancel) { taps.append("image role") }
            Label("Hello", systemImage: "star")
        }.environment(\.locale, french), size: CGSize(width: 300, height: 400))
        #expect(texts(in: host) == ["Bonjour", "Bonjour", "Bonjour", "Bonjour", "Bonjour", "Bonjour", "Hello"])
        tapButton("Bonjour", in: host)
        #expect(taps == ["image role"])
    }

    /// The controls and modifiers that take a `LocalizedStringResource` title (the overloads
    /// string catalogs' generated symbols need) show it translated for the view's locale.
    @Test func controlsAndModifiersOfAResourceTranslate() {
        let hello = LocalizedStringResource("Hello", bundle: .atURL(URL(fileURLWithPath: F.folder + "/App")))
        let on = Binding.constant(true), text = Binding.constant(""), count = Binding.constant(1)
        let url = URL(string: "https://example.com")!
        let views: [(String, AnyView)] = [
            ("Button systemImage", AnyView(Button(hello, systemImage: "star") {})),
            ("Button systemImage role", AnyView(Button(hello, systemImage: "trash", role: .destructive) {})),
            ("ShareLink URL", AnyView(ShareLink(hello, item: url))),
            ("ShareLink string", AnyView(ShareLink(hello, item: String("text")))),
            ("Toggle", AnyView(Toggle(hello, isOn: on))),
            ("Toggle systemImage", AnyView(Toggle(hello, systemImage: "star", isOn: on))),
            ("TextField", AnyView(TextField(hello, text: text))),
            ("TextField prompt", AnyView(TextField(hello, text: text, prompt: nil))),
            ("TextField axis", AnyView(TextField(hello, text: text, axis: .vertical))),
            ("TextField prompt axis", AnyView(TextField(hello, text: text, prompt: nil, axis: .vertical))),
            ("SecureField", AnyView(SecureField(hello, text: text))),
            ("SecureField prompt", AnyView(SecureField(hello, text: text, prompt: nil))),
            ("Picker", AnyView(Form { Picker(hello, selection: count) { Text(verbatim: "1").tag(1) } })),
            ("Section", AnyView(Form { Section(hello) { Text(verbatim: "row") } })),
            ("Section isExpanded", AnyView(List { Section(hello, isExpanded: on) { Text(verbatim: "row") } }.listStyle(.sidebar))),
            ("NavigationLink", AnyView(NavigationStack { NavigationLink(hello) { Text(verbatim: "next") } })),
            ("NavigationLink destination", AnyView(NavigationStack { NavigationLink(hello, destination: Text(verbatim: "next")) })),
            ("NavigationLink value", AnyView(NavigationStack { NavigationLink(hello, value: 1) })),
            ("Menu", AnyView(Menu(hello) { Button(String("a")) {} })),
            ("LabeledContent", AnyView(LabeledContent(hello) { Text(verbatim: "v") })),
            ("LabeledContent value", AnyView(LabeledContent(hello, value: String("v")))),
            ("Stepper", AnyView(Stepper(hello, value: count))),
            ("Stepper in", AnyView(Stepper(hello, value: count, in: 0...3))),
            ("Link", AnyView(Link(hello, destination: url))),
            ("DisclosureGroup", AnyView(DisclosureGroup(hello) { Text(verbatim: "inside") })),
            ("DisclosureGroup isExpanded", AnyView(DisclosureGroup(hello, isExpanded: on) { Text(verbatim: "inside") })),
            ("GroupBox", AnyView(GroupBox(hello) { Text(verbatim: "inside") })),
            ("ProgressView", AnyView(ProgressView(hello))),
            ("ProgressView value", AnyView(ProgressView(hello, value: 0.5))),
            ("ContentUnavailableView", AnyView(ContentUnavailableView(hello, systemImage: "tray"))),
            ("navigationTitle", AnyView(NavigationStack { Color.red.navigationTitle(hello) })),
            ("alert", AnyView(Color.red.alert(hello, isPresented: on) { Button(String("OK")) {} })),
            ("alert message", AnyView(Color.red.alert(hello, isPresented: on) { Button(String("OK")) {} } message: { Text(verbatim: "m") })),
            ("confirmationDialog", AnyView(Color.red.confirmationDialog(hello, isPresented: on, titleVisibility: .visible) {
                Button(String("OK")) {}
            })),
            ("confirmationDialog message", AnyView(Color.red.confirmationDialog(hello, isPresented: on, titleVisibility: .visible) {
                Button(String("OK")) {}
            } message: { Text(verbatim: "m") })),
            ("searchable", AnyView(NavigationStack { Color.red.searchable(text: text, prompt: hello) })),
        ]
        for (name, view) in views {
            let shown = texts(in: ViewHost(view.environment(\.locale, french), size: CGSize(width: 393, height: 852)))
            // A form's section header is upper-cased, as on iOS.
            #expect(shown.contains { $0 == "Bonjour" || $0 == "BONJOUR" } && !shown.contains { $0.uppercased() == "HELLO" },
                    "\(name): \(shown)")
        }
        let tree = self.tree(VStack {
            Text(verbatim: "a").accessibilityLabel(hello)
            Text(verbatim: "b").accessibilityHint(hello)
            Text(verbatim: "c").accessibilityValue(hello)
            Text(verbatim: "d").help(hello)
        }, french)
        #expect(tree == """
            [staticText] "Bonjour" (45, 8, 10, 21)
            [staticText] "b" hint: "Bonjour" (44.5, 29, 11, 21)
            [staticText] "c" value: "Bonjour" (45, 50, 10, 21)
            [staticText] "d" hint: "Bonjour" (44.5, 71, 11, 21)
            """)
    }

    let korean = Locale(identifier: "ko_KR")

    func environment(_ locale: Locale) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = locale
        return environment
    }

    @Test func windowTitlesAreReadInTheLocale() {
        let window = SceneWindows.collect(WindowGroup(Text("Hello", bundle: F.app)) { EmptyView() })[0]
        #expect(window.title(in: environment(french)) == "Bonjour")
        #expect(window.title(in: environment(korean)) == "안녕하세요")
        #expect(window.title(in: EnvironmentValues()) == "Hello")
        let verbatim = SceneWindows.collect(WindowGroup(String("Hello")) { EmptyView() })[0]
        #expect(verbatim.title(in: environment(french)) == "Hello", "a title string is not a key")
    }

    /// The accessibility tree of `view` in `locale`.
    func tree(_ view: some View, _ locale: Locale) -> String {
        ViewHost(view.environment(\.locale, locale), size: CGSize(width: 100, height: 100)).accessibilityDescription()
    }

    @Test func namedActionKindsAreReadInTheLocale() {
        let view = Text(verbatim: "x").accessibilityAction(AccessibilityActionKind(named: Text("Good night", bundle: F.app))) {}
        #expect(tree(view, french).contains("Bonne nuit"))
        #expect(tree(view, korean).contains("안녕히 주무세요"))
        #expect(tree(view, Locale(identifier: "en_US")).contains("Good night"))
        #expect(AccessibilityActionKind(named: Text("Good night", bundle: F.app)).name == "Good night")
        #expect(tree(Text(verbatim: "x").accessibilityAction(.magicTap) {}, french).contains("magicTap"))
    }

    /// `Image(_:bundle:label:)` reads its label in the locale; `Image(_:bundle:)` uses its name
    /// as a key of its bundle (SwiftUI's documentation of `name`: "the localization key with
    /// which to label the image").
    @Test func imageLabelsAreReadInTheLocale() {
        let labelled = Image("missing-photo", bundle: F.app, label: Text("Hello", bundle: F.app))
        let (trees, _) = RasterDiagnostics.capturingWarnings {
            [tree(labelled, french), tree(labelled, korean), tree(Image("Good night", bundle: F.app), french),
             tree(Image("Good night", bundle: F.app), korean), tree(Image(systemName: "star.fill"), french)]
        }
        #expect(trees[0].contains(#"[image] "Bonjour""#), "\(trees[0])")
        #expect(trees[1].contains(#"[image] "안녕하세요""#))
        #expect(trees[2].contains(#"[image] "Bonne nuit""#))
        #expect(trees[3].contains(#"[image] "안녕히 주무세요""#))
        #expect(trees[4].contains(#"[image] "star.fill""#))
    }
}
