import Foundation
import Testing
@testable import Raster

// SwiftUI spellings deprecated in iOS 17 (or older ones beside their replacements) that
// real view files still use: each compiles and does what it does on iOS 17.

/// The pixels of `view` rendered at 20 × 20 points, scale 1, on a clear canvas.
private func pixels<V: View>(_ view: V) throws -> [RGBA8] {
    allPixels(try renderView(view.frame(width: 20, height: 20), proposal: ProposedViewSize(width: 20, height: 20)))
}

/// Every pixel of `image`, row by row, in straight alpha.
private func allPixels(_ image: RasterImage) -> [RGBA8] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
}

/// Light-scheme system blue, the default accent colour.
private let systemBlue = RGBA8(r: 0, g: 122, b: 255, a: 255)
private let opaqueGreen = RGBA8(r: 0, g: 255, b: 0, a: 255)

/// A settings sheet as written for iOS 13, deprecated spellings and all.
private struct LegacySheet: View {
    @Environment(\.presentationMode) var presentationMode
    @AppStorage("email") var email = "ada@example.com"
    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .keyboardType(.emailAddress)
            Button(action: { self.presentationMode.wrappedValue.dismiss() }) {
                Text("Done").foregroundColor(.white)
            }
            .padding()
            .background(Color.accentColor)
            .cornerRadius(8)
        }
        .accentColor(.orange)
        .edgesIgnoringSafeArea(.all)
    }
}

/// The same sheet in iOS 17's spellings.
private struct ModernSheet: View {
    @Environment(\.dismiss) var dismiss
    @AppStorage("email") var email = "ada@example.com"
    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
            Button { dismiss() } label: {
                Text("Done").foregroundStyle(.white)
            }
            .padding()
            .background(.tint)
            .clipShape(RoundedRectangle(cornerRadius: 8))
        }
        .tint(.orange)
        .ignoresSafeArea()
    }
}

/// A 10-point red square at the top-leading corner that moves 100 points right when it
/// appears (state owned by the moving view).
private struct SlidingOnAppear: View {
    @State private var moved = false
    var body: some View {
        Rectangle().fill(pureRed).frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            .onAppear { moved = true }
    }
}

/// The columns of the host's current frame whose pixel on row 5 is opaque pure red.
private func redColumns<V: View>(in host: ViewHost<V>) -> [Int] {
    let image = host.render()
    return (0..<image.width).filter { image[$0, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255) }
}

@Suite struct DeprecatedSpellingsTests {
    @Test func aLegacyFileDrawsAsItsIOS17Rewrite() {
        let suite = "raster.tests.legacySheet.\(ProcessInfo.processInfo.processIdentifier)"
        let store = UserDefaults(suiteName: suite)!
        defer { store.removePersistentDomain(forName: suite) }
        let window = CGSize(width: 240, height: 120)
        let legacy = controlsRender(LegacySheet().defaultAppStorage(store), size: window)
        let modern = controlsRender(ModernSheet().defaultAppStorage(store), size: window)
        #expect(allPixels(legacy) == allPixels(modern))
        // The button's platter is orange (light-scheme system orange: 255, 149, 0).
        let done = ViewHost(LegacySheet().defaultAppStorage(store), size: window)
        let frame = frameOfText("Done", in: done)!
        #expect(legacy.pixel(atPoint: frame.minX - 4, frame.midY) == RGBA8(r: 255, g: 149, b: 0, a: 255))
    }

    // MARK: foregroundColor, accentColor, cornerRadius

    @Test func foregroundColorOnViewsAndText() throws {
        #expect(try Set(pixels(Rectangle().foregroundColor(pureRed))) == [RGBA8(r: 255, g: 0, b: 0, a: 255)])
        let text: Text = Text("MW").foregroundColor(pureRed)
        let drawn = try allPixels(renderView(text.font(.system(size: 48, weight: .heavy)))).filter { $0.a > 0 }
        #expect(drawn.contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))
        #expect(drawn.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 })
    }

    @Test func accentColorIsWhatColorAccentColorAndTintResolveTo() throws {
        #expect(try Set(pixels(Rectangle().fill(Color.accentColor))) == [systemBlue])
        #expect(try Set(pixels(Rectangle().fill(Color.accentColor).accentColor(pureGreen))) == [opaqueGreen])
        #expect(try Set(pixels(Rectangle().fill(.tint).accentColor(pureGreen))) == [opaqueGreen])
        // tint(_:) takes precedence, wherever it is set.
        #expect(try Set(pixels(Rectangle().fill(.tint).tint(pureRed).accentColor(pureGreen))) == [RGBA8(r: 255, g: 0, b: 0, a: 255)])
        #expect(try Set(pixels(Rectangle().fill(.tint).accentColor(pureGreen).tint(pureRed))) == [RGBA8(r: 255, g: 0, b: 0, a: 255)])
        // nil keeps the inherited accent colour; the innermost one wins.
        #expect(try Set(pixels(Rectangle().fill(Color.accentColor).accentColor(nil).accentColor(pureGreen))) == [opaqueGreen])
        #expect(try Set(pixels(Rectangle().fill(Color.accentColor).accentColor(pureRed).accentColor(pureGreen))) == [RGBA8(r: 255, g: 0, b: 0, a: 255)])
        // Color.accentColor inside accentColor(_:) is the inherited one.
        #expect(try pixels(Rectangle().fill(Color.accentColor).accentColor(Color.accentColor.opacity(0.5)).accentColor(pureGreen))
                == pixels(Rectangle().fill(pureGreen.opacity(0.5))))
        #expect(Color.accentColor.description == "accentColor")
    }

    @Test func accentColorTintsControlsLikeTint() {
        let window = CGSize(width: 120, height: 60)
        let accented = controlsRender(Button("Save") {}.buttonStyle(.borderedProminent).accentColor(pureGreen), size: window)
        let tinted = controlsRender(Button("Save") {}.buttonStyle(.borderedProminent).tint(pureGreen), size: window)
        let plain = controlsRender(Button("Save") {}.buttonStyle(.borderedProminent), size: window)
        #expect(allPixels(accented) == allPixels(tinted))
        #expect(allPixels(accented) != allPixels(plain))
    }

    @Test func cornerRadiusClipsToARoundedRectangle() throws {
        let rounded = try pixels(Color.red.cornerRadius(8))
        #expect(rounded == (try pixels(Color.red.clipShape(RoundedRectangle(cornerRadius: 8)))))
        #expect(rounded[0] == transparent)
        #expect(rounded[10 * 20 + 10] == systemRed)
        let aliased = try pixels(Color.red.cornerRadius(8, antialiased: false))
        #expect(aliased.allSatisfy { $0 == transparent || $0 == systemRed })
        #expect(aliased.filter { $0 == transparent }.count > 0)
    }

    // MARK: animation(_:), onChange(of:perform:)

    @Test func animationWithoutAValueAnimatesEveryChangeBelowIt() {
        struct Sliding: View {
            @State private var moved = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear
                    Rectangle().fill(pureRed).frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                }
                .animation(.linear(duration: 1))
                .onAppear { moved = true }
            }
        }
        let host = ViewHost(Sliding(), size: CGSize(width: 120, height: 20))
        host.isOpaque = false
        func redColumns() -> [Int] {
            let image = host.render()
            return (0..<image.width).filter { image[$0, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255) }
        }
        #expect(redColumns() == Array(0..<10))
        host.advance(by: 0.5)
        #expect(redColumns() == Array(50..<60))
        host.advance(by: 0.5)
        #expect(redColumns() == Array(100..<110))
    }

    /// The change comes from state owned below the modifier, in a later update than the
    /// one that last ran the modifier: it animates too.
    @Test func animationWithoutAValueAnimatesChangesOfStateOwnedBelowIt() {
        let host = ViewHost(ZStack(alignment: .topLeading) { Color.clear; SlidingOnAppear() }.animation(.linear(duration: 1)),
                            size: CGSize(width: 120, height: 20))
        host.isOpaque = false
        #expect(redColumns(in: host) == Array(0..<10))
        host.advance(by: 0.25)
        #expect(redColumns(in: host) == Array(25..<35))
        host.advance(by: 0.75)
        #expect(redColumns(in: host) == Array(100..<110))
    }

    /// `animation(_:body:)` animates only the modifiers in its body: the content's own
    /// changes keep their transaction, also in later updates.
    @Test func animationWithABodyLeavesTheContentsOwnChangesAlone() {
        let host = ViewHost(ZStack(alignment: .topLeading) { Color.clear; SlidingOnAppear() }
                                .animation(.linear(duration: 1)) { $0.opacity(1) },
                            size: CGSize(width: 120, height: 20))
        host.isOpaque = false
        #expect(redColumns(in: host) == Array(100..<110))
    }

    @Test func onChangeWithPerformGetsTheNewValue() {
        final class Log { var values: [Int] = [] }
        struct Counter: View {
            let log: Log
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
                    .onChange(of: count) { newValue in log.values.append(newValue) }
            }
        }
        let log = Log()
        let host = ViewHost(Counter(log: log), size: CGSize(width: 200, height: 60))
        tapButton("Count", in: host)
        tapButton("Count", in: host)
        #expect(log.values == [1, 2])
    }

    // MARK: Text input traits

    @Test func textInputTraitsAreRecordedInTheEnvironment() {
        struct Traits: View {
            @Environment(\.textInputAutocapitalization) var capitalization
            @Environment(\.keyboardType) var keyboard
            @Environment(\.disableAutocorrection) var disable
            @Environment(\.autocorrectionDisabled) var disabled
            var body: some View {
                Text("\(capitalization.map { "\($0)" } ?? "nil") \(keyboard) \(disable.map { "\($0)" } ?? "nil") \(disabled)")
            }
        }
        func shown<V: View>(_ view: V) -> [String] { texts(in: ViewHost(view, size: CGSize(width: 400, height: 40))) }
        #expect(shown(Traits()) == ["nil default nil false"])
        #expect(shown(Traits().autocapitalization(.words).keyboardType(.emailAddress).disableAutocorrection(true))
                == ["words emailAddress true true"])
        #expect(shown(Traits().autocapitalization(.allCharacters)) == ["characters default nil false"])
        #expect(shown(Traits().autocapitalization(.none)) == ["never default nil false"])
        #expect(shown(Traits().textInputAutocapitalization(.sentences).autocorrectionDisabled()) == ["sentences default true true"])
        #expect(shown(Traits().textInputAutocapitalization(nil).textInputAutocapitalization(.characters)) == ["nil default nil false"])
        #expect(shown(Traits().disableAutocorrection(nil).autocorrectionDisabled(false)) == ["nil default nil false"])
        #expect(shown(Traits().keyboardType(.alphabet)) == ["nil asciiCapable nil false"])
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    }

    @Test func textContentTypeIsRecordedInTheEnvironment() {
        struct ContentType: View {
            @Environment(\.textContentType) var contentType
            var body: some View { Text(contentType?.rawValue ?? "nil") }
        }
        func shown<V: View>(_ view: V) -> [String] { texts(in: ViewHost(view, size: CGSize(width: 400, height: 40))) }
        #expect(shown(ContentType()) == ["nil"])
        #expect(shown(ContentType().textContentType(.oneTimeCode)) == ["oneTimeCode"])
        #expect(shown(ContentType().textContentType(nil).textContentType(.emailAddress)) == ["nil"])
        #expect(UITextContentType.username == UITextContentType(rawValue: "username"))
        let field = TextField("Code", text: .constant("")).textContentType(.oneTimeCode)
        #expect(controlsSize(field, ProposedViewSize(width: 200, height: nil)) == controlsSize(TextField("Code", text: .constant("")), ProposedViewSize(width: 200, height: nil)))
    }

    // MARK: colorScheme(_:), SwitchToggleStyle(tint:), TextField(_:text:onEditingChanged:onCommit:)

    /// `colorScheme(_:)` sets the environment's scheme for its subtree only: its `Color.primary`
    /// square is drawn white (dark) beside a black (light) one.
    @Test func colorSchemeSetsTheSchemeOfItsSubtree() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text("\(scheme)") }
        }
        #expect(texts(in: ViewHost(VStack { Scheme(); Scheme().colorScheme(.dark) }, size: CGSize(width: 100, height: 60)))
                == ["light", "dark"])
        let image = try renderView(HStack(spacing: 0) {
            Color.primary.frame(width: 10, height: 10)
            Color.primary.frame(width: 10, height: 10).colorScheme(.dark)
        }, proposal: ProposedViewSize(width: 20, height: 10))
        #expect(image[5, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[15, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// `SwitchToggleStyle(tint:)` colours the on track as `tint(_:)` does, and wins over a
    /// `tint(_:)` around the toggle; without a tint the track is system green.
    @Test func switchStyleTintColoursTheOnTrack() {
        func track<V: View>(_ view: V) -> RGBA8 {
            controlsRender(view.labelsHidden(), size: CGSize(width: 51, height: 31)).pixel(atPoint: 8, 15.5)
        }
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(track(toggle.toggleStyle(SwitchToggleStyle(tint: .orange))) == track(toggle.tint(.orange)))
        #expect(track(toggle.toggleStyle(SwitchToggleStyle(tint: .orange)).tint(.purple)) == track(toggle.tint(.orange)))
        #expect(track(toggle.toggleStyle(SwitchToggleStyle())) == rgba(52, 199, 89))
        #expect(track(toggle.toggleStyle(SwitchToggleStyle(tint: .orange))) != rgba(52, 199, 89))
    }

    /// iOS 13's text field callbacks: `onEditingChanged(true)` when the field takes focus,
    /// `(false)` when it loses it; `onCommit` is the field's submit action.
    @Test func textFieldEditingCallbacksFollowFocus() throws {
        final class Log { var events: [Bool] = [] }
        enum Field: Hashable { case name, email }
        struct Fields: View {
            let log: Log
            @FocusState private var focus: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: .constant("Ann"), onEditingChanged: { log.events.append($0) }, onCommit: {})
                        .focused($focus, equals: .name)
                    TextField("Email" as String, text: .constant("")).focused($focus, equals: .email)
                }
            }
        }
        let log = Log()
        let host = ViewHost(Fields(log: log), size: CGSize(width: 300, height: 100), scale: 3)
        let name = try #require(host.frames(of: "Text").first)
        let email = try #require(host.frames(of: "Text").last)
        #expect(host.tap(at: CGPoint(x: 150, y: name.midY)))
        #expect(log.events == [true])
        #expect(host.tap(at: CGPoint(x: 150, y: email.midY)))
        #expect(log.events == [true, false])
        // With the defaults it is the plain field.
        #expect(controlsSize(TextField("Name", text: .constant("Ann"), onEditingChanged: { _ in }), .unspecified)
                == controlsSize(TextField("Name", text: .constant("Ann")), .unspecified))
    }

    // MARK: presentationMode, dismiss

    @Test func aRootViewIsNotPresentedAndDismissingDoesNothing() {
        final class Taps { var count = 0 }
        struct Sheet: View {
            let taps: Taps
            @Environment(\.presentationMode) var presentationMode
            @Environment(\.dismiss) var dismiss
            @Environment(\.isPresented) var isPresented
            var body: some View {
                VStack {
                    Text("presented \(presentationMode.wrappedValue.isPresented) \(isPresented)")
                    Button("Done") {
                        dismiss()
                        presentationMode.wrappedValue.dismiss()
                        taps.count += 1
                    }
                }
            }
        }
        let taps = Taps()
        let host = ViewHost(Sheet(taps: taps), size: CGSize(width: 200, height: 100))
        let before = host.render()
        #expect(texts(in: host) == ["presented false false", "Done"])
        tapButton("Done", in: host)
        #expect(taps.count == 1)
        #expect(texts(in: host) == ["presented false false", "Done"])
        #expect(allPixels(host.render()) == allPixels(before))

        // A presentation (a later issue) sets the state: both spellings then dismiss it.
        var dismissals = 0
        let presented = ViewHost(Sheet(taps: taps).environment(\.presentationModeState, PresentationModeState(isPresented: true) { dismissals += 1 }),
                                 size: CGSize(width: 200, height: 100))
        #expect(texts(in: presented) == ["presented true true", "Done"])
        tapButton("Done", in: presented)
        #expect(dismissals == 2)
    }

    // MARK: Safe areas

    @Test func ignoringSafeAreasIsRecordedAndChangesNothingYet() throws {
        #expect(try pixels(Color.red.ignoresSafeArea()) == pixels(Color.red))
        #expect(try pixels(Color.red.edgesIgnoringSafeArea(.all)) == pixels(Color.red))

        func recorded<V: View>(_ view: V) -> IgnoresSafeAreaModifier? {
            let host = ViewHost(view, size: CGSize(width: 50, height: 50))
            _ = host.layoutDescription()
            var found: IgnoresSafeAreaModifier?
            func visit(_ node: Node) {
                if let ignored = node.outputs.ignoredSafeArea { found = ignored }
                node.orderedChildren.forEach(visit)
            }
            host.graph.root.map(visit)
            return found
        }
        #expect(recorded(Color.red.ignoresSafeArea()) == IgnoresSafeAreaModifier(regions: .all, edges: .all))
        #expect(recorded(Color.red.ignoresSafeArea(.keyboard, edges: .bottom)) == IgnoresSafeAreaModifier(regions: .keyboard, edges: .bottom))
        #expect(recorded(Color.red.edgesIgnoringSafeArea([.top, .leading])) == IgnoresSafeAreaModifier(regions: .container, edges: [.top, .leading]))
        #expect(SafeAreaRegions.all == [.container, .keyboard])
    }

    // MARK: Picker style structs

    @Test func pickerStyleStructsAreTheirStaticSpellings() {
        struct Rooms<Style: PickerStyle>: View {
            let style: Style
            @State private var room = 0
            var body: some View {
                Picker("Room", selection: $room) {
                    Text("Hall").tag(0)
                    Text("Kitchen").tag(1)
                }
                .pickerStyle(style)
            }
        }
        let window = CGSize(width: 200, height: 60)
        #expect(allPixels(controlsRender(Rooms(style: SegmentedPickerStyle()), size: window))
                == allPixels(controlsRender(Rooms(style: .segmented), size: window)))
        #expect(allPixels(controlsRender(Rooms(style: MenuPickerStyle()), size: window))
                == allPixels(controlsRender(Rooms(style: .menu), size: window)))
        #expect(allPixels(controlsRender(Rooms(style: DefaultPickerStyle()), size: window))
                == allPixels(controlsRender(Rooms(style: .automatic), size: window)))
    }
}
