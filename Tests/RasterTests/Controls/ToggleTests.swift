import Foundation
import Testing
@testable import Raster

/// Draws a toggle's label as a plain mark, then the toggle (to test `Toggle(configuration)`).
private struct MarkedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Toggle(configuration)
        }
    }
}

/// A custom style: a check box the whole of which flips the toggle.
private struct CheckBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Rectangle()
            .fill(configuration.isOn ? Color.blue : Color.gray)
            .frame(width: 30, height: 30)
            .onTapGesture { configuration.isOn.toggle() }
    }
}

@Suite struct ToggleTests {
    private let window = CGSize(width: 300, height: 100)

    /// swiftui-behavior.md §6: the switch is 51 × 31 and the row fills the width.
    @Test func switchRowFillsTheProposedWidth() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(controlsSize(toggle, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 31))
        #expect(controlsSize(toggle, ProposedViewSize(width: 300, height: 500)) == CGSize(width: 300, height: 31))
        let label = controlsSize(Text("Wi-Fi"), .unspecified)
        #expect(controlsSize(toggle, .unspecified) == CGSize(width: label.width + 8 + 51, height: 31))
        #expect(controlsSize(toggle, .infinity) == CGSize(width: label.width + 8 + 51, height: 31))
    }

    @Test func tallLabelsSetTheRowHeight() {
        let toggle = Toggle(isOn: .constant(false)) { Color.red.frame(width: 20, height: 50) }
        #expect(controlsSize(toggle, ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 50))
    }

    @Test func labelIsProposedTheWidthLeftOfTheSwitch() {
        let host = ViewHost(Toggle(isOn: .constant(false)) { Color.red }, size: CGSize(width: 200, height: 31))
        #expect(host.frames(of: "Color") == [CGRect(x: 0, y: 0, width: 141, height: 31)])
        #expect(host.frames(of: "ControlCanvas") == [CGRect(x: 149, y: 0, width: 51, height: 31)])
    }

    @Test func tappingTheSwitchFlipsTheBinding() {
        let model = ControlsModel()
        let host = ViewHost(Toggle("Wi-Fi", isOn: Bindable(model).isOn), size: window)
        // The switch spans x 249...300, y 34.5...65.5.
        #expect(host.tap(at: CGPoint(x: 274, y: 50)))
        #expect(model.isOn)
        #expect(host.render().pixel(atPoint: 252, 50) == rgba(52, 199, 89))
        host.tap(at: CGPoint(x: 252, y: 36))
        #expect(!model.isOn)
        // The label does not toggle, as on iOS.
        #expect(!host.tap(at: CGPoint(x: 10, y: 50)))
        #expect(!model.isOn)
    }

    @Test func disabledTogglesIgnoreTaps() {
        let model = ControlsModel()
        let host = ViewHost(Toggle("Wi-Fi", isOn: Bindable(model).isOn).disabled(true), size: window)
        host.tap(at: CGPoint(x: 274, y: 50))
        #expect(!model.isOn)
    }

    /// The track at (252, 50): left of the thumb (and of its shadow) when on.
    @Test func trackColours() {
        func track(_ isOn: Bool, _ scheme: ColorScheme = .light, tint: Color? = nil) -> RGBA8 {
            controlsRender(Toggle("Wi-Fi", isOn: .constant(isOn)).tint(tint), size: window, colorScheme: scheme)
                .pixel(atPoint: 252, 50)
        }
        #expect(track(true) == rgba(52, 199, 89))
        #expect(track(true, .dark) == rgba(48, 209, 88))
        #expect(track(true, tint: .orange) == rgba(255, 149, 0))
        // Off: the white thumb covers x 251...278.
        #expect(track(false) == rgba(255, 255, 255))
        let offTrack = controlsRender(Toggle("Wi-Fi", isOn: .constant(false)), size: window).pixel(atPoint: 296, 50)
        #expect(offTrack.a == 41)
    }

    @Test func disabledSwitchIsDrawnAtHalfOpacity() {
        // Alpha only: colour channels of half-transparent pixels carry premultiplication rounding.
        let image = controlsRender(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true), size: window)
        #expect(image.pixel(atPoint: 252, 50).a == 128)
    }

    @Test func buttonStyleTogglesOnTapAnywhereOnTheButton() {
        let model = ControlsModel()
        let host = ViewHost(Toggle("Bold", isOn: Bindable(model).isOn).toggleStyle(.button), size: window)
        let text = controlsSize(Text("Bold"), .unspecified, scale: 1)
        host.tap(at: CGPoint(x: 150 - text.width / 2 - 10, y: 50))
        #expect(model.isOn)
        #expect(controlsSize(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), .unspecified)
                == controlsSize(Button("Bold") {}.buttonStyle(.bordered), .unspecified))
    }

    @Test func buttonStylePlatterShowsTheState() {
        func platter(_ isOn: Bool) -> RGBA8 {
            let toggle = Toggle(isOn: .constant(isOn)) { Color.clear.frame(width: 40, height: 20) }.toggleStyle(.button)
            return controlsRender(toggle, size: CGSize(width: 64, height: 34)).pixel(atPoint: 6, 17)
        }
        // Off: secondary system fill at 16 %; on: the accent colour at 18 %.
        #expect(platter(false).a == 41)
        #expect(platter(true).a == 46)
    }

    @Test func customStyleFlipsThroughItsConfiguration() {
        let model = ControlsModel()
        let host = ViewHost(Toggle("x", isOn: Bindable(model).isOn).toggleStyle(CheckBoxStyle()), size: window)
        #expect(controlsSize(Toggle("x", isOn: .constant(false)).toggleStyle(CheckBoxStyle()), .unspecified)
                == CGSize(width: 30, height: 30))
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(model.isOn)
        #expect(host.render().pixel(atPoint: 150, 50) == rgba(0, 122, 255))
    }

    @Test func toggleFromConfigurationUsesTheNextStyleOut() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(MarkedToggleStyle())
        #expect(controlsSize(toggle, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 31))
        let image = controlsRender(toggle, size: CGSize(width: 300, height: 31))
        #expect(image.pixel(atPoint: 5, 15.5) == rgba(255, 59, 48))
    }
}
