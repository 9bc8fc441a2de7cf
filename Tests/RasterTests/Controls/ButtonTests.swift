import Foundation
import Testing
@testable import Raster

/// A custom style: a 10-point padded label; its body is tappable as a whole.
private struct PaddedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10)
    }
}

/// A primitive style that triggers the action twice per tap.
private struct DoubleTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger(); configuration.trigger() }
    }
}

/// A primitive style that adds padding and defers to the style outside it.
private struct WrappingStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(5)
    }
}

@Suite struct ButtonTests {
    private let window = CGSize(width: 200, height: 100)

    @Test func automaticButtonIsItsLabel() {
        let text = controlsSize(Text("Sign Up"), .unspecified)
        #expect(controlsSize(Button("Sign Up") {}, .unspecified) == text)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(.plain), .unspecified) == text)
    }

    /// swiftui-behavior.md §6 / BorderedButtonSpec: 12 × 7 padding at the regular size,
    /// 10 × 5 around subheadline text at small, 20 × 15 at large.
    @Test func borderedPaddingPerControlSize() {
        let body = controlsSize(Text("Sign Up"), .unspecified)
        let subheadline = controlsSize(Text("Sign Up").font(.subheadline), .unspecified)
        let regular = controlsSize(Button("Sign Up") {}.buttonStyle(.bordered), .unspecified)
        #expect(regular == CGSize(width: body.width + 24, height: body.height + 14))
        let prominent = controlsSize(Button("Sign Up") {}.buttonStyle(.borderedProminent), .unspecified)
        #expect(prominent == regular)
        let small = controlsSize(Button("Sign Up") {}.buttonStyle(.bordered).controlSize(.small), .unspecified)
        #expect(small == CGSize(width: subheadline.width + 20, height: subheadline.height + 10))
        let large = controlsSize(Button("Sign Up") {}.buttonStyle(.bordered).controlSize(.large), .unspecified)
        #expect(large == CGSize(width: body.width + 40, height: body.height + 30))
    }

    @Test func circleBorderMakesTheButtonSquare() {
        let button = Button("+") {}.buttonStyle(.bordered).buttonBorderShape(.circle)
        let size = controlsSize(button, .unspecified)
        let text = controlsSize(Text("+"), .unspecified)
        let side = max(text.width + 24, text.height + 14)
        #expect(size == CGSize(width: side, height: side))
    }

    @Test func automaticRadiusIsCeilOfSeventeenAndAHalfPercentOfHeight() {
        // 34 points tall: ceil(5.95) = 6; the corner pixel at (1, 1) points is outside a
        // radius-6 corner but inside a square one.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 34)
        let path = ButtonBorderShape.automatic.path(in: rect)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 6, y: 6)))
        #expect(ButtonBorderShape.roundedRectangle(radius: 0).path(in: rect).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func tapRunsTheActionOnce() {
        let model = ControlsModel()
        let host = ViewHost(Button("Sign Up") { model.taps += 1 }, size: window)
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(model.taps == 1)
        #expect(!host.tap(at: CGPoint(x: 5, y: 5)))
        #expect(model.taps == 1)
    }

    @Test func disabledButtonsIgnoreTaps() {
        let model = ControlsModel()
        for style in [AnyButtonStyle.primitive(.automatic), .primitive(.bordered), .primitive(.borderedProminent), .custom(PaddedStyle())] {
            let host = ViewHost(Button("Sign Up") { model.taps += 1 }.environment(\.buttonStyles, [style]).disabled(true), size: window)
            host.tap(at: CGPoint(x: 100, y: 50))
        }
        #expect(model.taps == 0)
    }

    @Test func customButtonStyleBodyIsTappableOverItsPadding() {
        let model = ControlsModel()
        let text = controlsSize(Text("Go"), .unspecified, scale: 1)
        let host = ViewHost(Button("Go") { model.taps += 1 }.buttonStyle(PaddedStyle()), size: window)
        // Just inside the padded frame, left of the text.
        host.tap(at: CGPoint(x: 100 - text.width / 2 - 8, y: 50))
        #expect(model.taps == 1)
        #expect(controlsSize(Button("Go") {}.buttonStyle(PaddedStyle()), .unspecified, scale: 1)
                == CGSize(width: text.width + 20, height: text.height + 20))
    }

    @Test func primitiveStyleDecidesWhenToTrigger() {
        let model = ControlsModel()
        let host = ViewHost(Button("Go") { model.taps += 1 }.buttonStyle(DoubleTriggerStyle()), size: window)
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(model.taps == 2)
    }

    @Test func buttonFromConfigurationUsesTheNextStyleOut() {
        let wrapped = Button("Sign Up") {}.buttonStyle(WrappingStyle()).buttonStyle(.bordered)
        let bordered = controlsSize(Button("Sign Up") {}.buttonStyle(.bordered), .unspecified)
        #expect(controlsSize(wrapped, .unspecified) == CGSize(width: bordered.width + 10, height: bordered.height + 10))
        let alone = controlsSize(Button("Sign Up") {}.buttonStyle(WrappingStyle()), .unspecified)
        let text = controlsSize(Text("Sign Up"), .unspecified)
        #expect(alone == CGSize(width: text.width + 10, height: text.height + 10))
    }

    @Test func innermostButtonStyleWins() {
        let inner = Button("Sign Up") {}.buttonStyle(.bordered).buttonStyle(.plain)
        #expect(controlsSize(inner, .unspecified) == controlsSize(Button("Sign Up") {}.buttonStyle(.bordered), .unspecified))
    }

    /// A 40 × 20 colour label shows the platter around it at (4, 4) points from the corner.
    private func platterPixel(_ style: AnyButtonStyle, role: ButtonRole? = nil, tint: Color? = nil,
                              scheme: ColorScheme = .light, enabled: Bool = true) -> RGBA8 {
        let button = Button(role: role) {} label: { Color.clear.frame(width: 40, height: 20) }
            .environment(\.buttonStyles, [style])
            .tint(tint)
            .disabled(!enabled)
        let image = controlsRender(button, size: CGSize(width: 64, height: 34), colorScheme: scheme)
        return image.pixel(atPoint: 6, 17)
    }

    @Test func platterColours() {
        // Prominent: the accent colour, red for destructive, the tint when set.
        #expect(platterPixel(.primitive(.borderedProminent)) == rgba(0, 122, 255))
        #expect(platterPixel(.primitive(.borderedProminent), scheme: .dark) == rgba(10, 132, 255))
        #expect(platterPixel(.primitive(.borderedProminent), role: .destructive) == rgba(255, 59, 48))
        #expect(platterPixel(.primitive(.borderedProminent), tint: .green) == rgba(52, 199, 89))
        // Bordered without a tint: secondary system fill (120, 120, 128) at 16 %.
        #expect(platterPixel(.primitive(.bordered)).a == 41)
        // Bordered with a tint: the tint at 18 % (light), 25 % (dark).
        #expect(platterPixel(.primitive(.bordered), tint: .green).a == 46)
        #expect(platterPixel(.primitive(.bordered), tint: .green, scheme: .dark).a == 64)
        // Disabled prominent: the grey platter.
        #expect(platterPixel(.primitive(.borderedProminent), enabled: false).a == 41)
        // Borderless buttons draw no platter.
        #expect(platterPixel(.primitive(.automatic)).a == 0)
    }

    /// The label colour at the centre of a filled-rectangle label (`Rectangle` fills with
    /// the foreground style).
    private func labelPixel(_ button: some View, scheme: ColorScheme = .light) -> RGBA8 {
        controlsRender(button, size: CGSize(width: 80, height: 40), colorScheme: scheme).pixel(atPoint: 40, 20)
    }

    @Test func labelColours() {
        let label = { Rectangle().frame(width: 20, height: 10) }
        #expect(labelPixel(Button(action: {}, label: label)) == rgba(0, 122, 255))
        #expect(labelPixel(Button(action: {}, label: label), scheme: .dark) == rgba(10, 132, 255))
        #expect(labelPixel(Button(role: .destructive, action: {}, label: label)) == rgba(255, 59, 48))
        #expect(labelPixel(Button(action: {}, label: label).buttonStyle(.plain)) == rgba(0, 0, 0))
        #expect(labelPixel(Button(action: {}, label: label).foregroundStyle(Color.orange)) == rgba(255, 149, 0))
        #expect(labelPixel(Button(action: {}, label: label).buttonStyle(.borderedProminent)) == rgba(255, 255, 255))
        // Disabled: the tertiary label colour (60, 60, 67) at 30 %.
        #expect(labelPixel(Button(action: {}, label: label).disabled(true)).a == 77)
    }
}
