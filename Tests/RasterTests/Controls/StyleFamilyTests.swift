// StyleFamilyTests.swift · RasterTests/Controls · the style-family mechanism (StyleFamily.swift): which style draws a control, what it is handed, `.automatic`, and a family defined here

import Foundation
import Testing
@testable import Raster

// MARK: A test-only family, as a new control's would be written

/// The public half a new family brings anyway: its style protocol and configuration.
private protocol PipStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: PipConfiguration) -> Body
}

private struct PipConfiguration {
    let side: CGFloat
}

/// The family: these lines, the control's two and the modifier's one are all the plumbing.
private enum PipStyleFamily: StyleFamily {
    static var defaultStyle: any PipStyle { SquarePipStyle() }

    static func body(of style: any PipStyle, configuration: PipConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct Pip: View {
    let side: CGFloat
    @Environment(PipStyleFamily.styles) private var styles

    var body: some View {
        PipStyleFamily.resolvedBody(PipConfiguration(side: side), styles: styles)
    }
}

extension View {
    fileprivate func pipStyle<S: PipStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: PipStyleFamily.self)
    }
}

/// The default: a `side` × `side` square.
private struct SquarePipStyle: PipStyle {
    func makeBody(configuration: PipConfiguration) -> some View {
        Color.red.frame(width: configuration.side, height: configuration.side)
    }
}

/// A bar three sides wide and 2 points tall.
private struct BarPipStyle: PipStyle {
    func makeBody(configuration: PipConfiguration) -> some View {
        Color.blue.frame(width: configuration.side * 3, height: 2)
    }
}

/// The pip as the next style out draws it, with 5 points of padding.
private struct PaddedPipStyle: PipStyle {
    func makeBody(configuration: PipConfiguration) -> some View {
        Pip(side: configuration.side).padding(5)
    }
}

// MARK: Recording styles for the built-in families

/// What recording styles saw, in the order their bodies were made.
private final class Recorder {
    var fractions: [Double?] = []
    var labelCounts: [Int] = []
    var roles: [ButtonRole?] = []
    var pressed: [Bool] = []
    var isOn: [Bool] = []
}

private struct RecordingProgressStyle: ProgressViewStyle {
    let recorder: Recorder
    func makeBody(configuration: Configuration) -> some View {
        recorder.fractions.append(configuration.fractionCompleted)
        recorder.labelCounts.append([configuration.label != nil, configuration.currentValueLabel != nil].filter { $0 }.count)
        return Color.clear.frame(width: 1, height: 1)
    }
}

private struct RecordingButtonStyle: ButtonStyle {
    let recorder: Recorder
    func makeBody(configuration: Configuration) -> some View {
        recorder.roles.append(configuration.role)
        recorder.pressed.append(configuration.isPressed)
        return configuration.label
    }
}

/// Records the role and triggers the action as soon as its body is made.
private struct TriggeringButtonStyle: PrimitiveButtonStyle {
    let recorder: Recorder
    func makeBody(configuration: Configuration) -> some View {
        recorder.roles.append(configuration.role)
        configuration.trigger()
        return configuration.label
    }
}

private struct RecordingToggleStyle: ToggleStyle {
    let recorder: Recorder
    func makeBody(configuration: Configuration) -> some View {
        recorder.isOn.append(configuration.isOn)
        return configuration.label
    }
}

@Suite struct StyleFamilyTests {
    /// The `star` symbol at body size (as in LabelTests): its glyph's 426 × 405 design units.
    private let star = symbolSize(designUnits: 426, 405)

    // MARK: The mechanism, through the test-only family

    @Test func aFamilyDefinedOutsideTheLibraryDrawsWithItsDefaultAndItsStyles() {
        #expect(controlsSize(Pip(side: 10), .unspecified) == CGSize(width: 10, height: 10))
        #expect(controlsSize(Pip(side: 10).pipStyle(BarPipStyle()), .unspecified) == CGSize(width: 30, height: 2))
        #expect(controlsSize(Pip(side: 10).pipStyle(SquarePipStyle()), .unspecified) == CGSize(width: 10, height: 10))
    }

    @Test func theInnerStyleWinsAndTheOuterOneReachesTheRest() {
        #expect(controlsSize(Pip(side: 10).pipStyle(BarPipStyle()).pipStyle(SquarePipStyle()), .unspecified)
                == CGSize(width: 30, height: 2))
        #expect(controlsSize(Pip(side: 10).pipStyle(SquarePipStyle()).pipStyle(BarPipStyle()), .unspecified)
                == CGSize(width: 10, height: 10))
        // The outer bar style draws the first pip; the second has its own square style.
        let stack = VStack(spacing: 0) {
            Pip(side: 10)
            Pip(side: 10).pipStyle(SquarePipStyle())
        }
        .pipStyle(BarPipStyle())
        #expect(controlsSize(stack, .unspecified) == CGSize(width: 30, height: 12))
    }

    @Test func aControlInsideAStyleIsDrawnByTheNextStyleOut() {
        // Padded around the default square: 10 + 2 × 5.
        #expect(controlsSize(Pip(side: 10).pipStyle(PaddedPipStyle()), .unspecified) == CGSize(width: 20, height: 20))
        // Padded around the outer bar: 30 × 2 plus 5 on each side.
        #expect(controlsSize(Pip(side: 10).pipStyle(PaddedPipStyle()).pipStyle(BarPipStyle()), .unspecified)
                == CGSize(width: 40, height: 12))
        // Each padded style pops one: twice padded around the default square.
        #expect(controlsSize(Pip(side: 10).pipStyle(PaddedPipStyle()).pipStyle(PaddedPipStyle()), .unspecified)
                == CGSize(width: 30, height: 30))
    }

    @Test func eachFamilyHasItsOwnStackThatStartsEmpty() {
        var environment = EnvironmentValues()
        #expect(environment[keyPath: PipStyleFamily.styles].isEmpty)
        #expect(environment[keyPath: LabelStyleFamily.styles].isEmpty)
        environment[keyPath: LabelStyleFamily.styles].append(IconOnlyLabelStyle())
        environment[keyPath: LabelStyleFamily.styles].append(TitleOnlyLabelStyle())
        #expect(environment[keyPath: LabelStyleFamily.styles].map { String(describing: type(of: $0)) }
                == ["IconOnlyLabelStyle", "TitleOnlyLabelStyle"])
        #expect(environment[keyPath: ToggleStyleFamily.styles].isEmpty)
        #expect(environment[keyPath: PipStyleFamily.styles].isEmpty)
        #expect(environment.buttonStyles.isEmpty)
    }

    // MARK: The built-in families

    @Test func anOuterLabelStyleReachesLabelsWithoutTheirOwn() {
        let title = controlsSize(Text("Favorites"), .unspecified)
        let stack = VStack(spacing: 0) {
            Label("Favorites", systemImage: "star")
            Label("Favorites", systemImage: "star").labelStyle(.titleOnly)
        }
        .labelStyle(.iconOnly)
        #expect(isClose(controlsSize(stack, .unspecified), CGSize(width: max(star.width, title.width), height: star.height + title.height)))
    }

    @Test func progressStylesReceiveTheClampedFractionAndTheLabelsGiven() {
        let recorder = Recorder()
        let style = RecordingProgressStyle(recorder: recorder)
        _ = controlsSize(ProgressView(value: 3.0, total: 4.0).progressViewStyle(style), .unspecified)
        _ = controlsSize(ProgressView("Copying", value: 5.0, total: 4.0).progressViewStyle(style), .unspecified)
        _ = controlsSize(ProgressView(value: 2.0, total: 0.0).progressViewStyle(style), .unspecified)
        _ = controlsSize(ProgressView { Text("Waiting") }.progressViewStyle(style), .unspecified)
        _ = controlsSize(ProgressView(value: 0.5, label: { Text("a") }, currentValueLabel: { Text("b") }).progressViewStyle(style),
                         .unspecified)
        #expect(recorder.fractions == [0.75, 1, 0, nil, 0.5])
        #expect(recorder.labelCounts == [0, 1, 0, 1, 2])
    }

    @Test func buttonStylesReceiveTheRoleAndOnlyPrimitiveStylesTrigger() {
        let recorder = Recorder()
        let model = ControlsModel()
        _ = controlsSize(Button(role: .destructive) { model.taps += 1 } label: { Text("Delete") }
                            .buttonStyle(RecordingButtonStyle(recorder: recorder)), .unspecified)
        _ = controlsSize(Button("Save") { model.taps += 1 }.buttonStyle(RecordingButtonStyle(recorder: recorder)), .unspecified)
        #expect(recorder.roles == [.destructive, nil])
        #expect(recorder.pressed == [false, false])
        #expect(model.taps == 0)
        _ = controlsSize(Button("Cancel", role: .cancel) { model.taps += 1 }
                            .buttonStyle(TriggeringButtonStyle(recorder: recorder)), .unspecified)
        #expect(recorder.roles == [.destructive, nil, .cancel])
        #expect(model.taps == 1)
        // A disabled button's trigger does nothing.
        _ = controlsSize(Button("Cancel") { model.taps += 1 }
                            .buttonStyle(TriggeringButtonStyle(recorder: recorder)).disabled(true), .unspecified)
        #expect(model.taps == 1)
    }

    @Test func bothKindsOfButtonStyleShareOneStack() {
        let bordered = controlsSize(Button("Go") {}.buttonStyle(.bordered), .unspecified)
        let text = controlsSize(Text("Go"), .unspecified)
        #expect(bordered.width > text.width)
        // An inner primitive style wins over an outer custom one, and the reverse.
        let recorder = Recorder()
        #expect(controlsSize(Button("Go") {}.buttonStyle(.bordered).buttonStyle(RecordingButtonStyle(recorder: recorder)),
                             .unspecified) == bordered)
        #expect(recorder.roles.isEmpty)
        #expect(controlsSize(Button("Go") {}.buttonStyle(RecordingButtonStyle(recorder: recorder)).buttonStyle(.bordered),
                             .unspecified) == text)
        #expect(recorder.roles == [nil])
    }

    @Test func toggleStylesReceiveTheBoundState() {
        let recorder = Recorder()
        _ = controlsSize(Toggle("On", isOn: .constant(true)).toggleStyle(RecordingToggleStyle(recorder: recorder)), .unspecified)
        _ = controlsSize(Toggle("Off", isOn: .constant(false)).toggleStyle(RecordingToggleStyle(recorder: recorder)), .unspecified)
        #expect(recorder.isOn == [true, false])
    }

    // MARK: `.automatic` is the default style

    @Test func automaticInsideAnotherStyleIsTheDefaultLook() {
        let row = ProposedViewSize(width: 200, height: nil)
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(controlsSize(toggle, row) == CGSize(width: 200, height: 31))
        #expect(controlsSize(toggle.toggleStyle(.automatic).toggleStyle(.button), row) == CGSize(width: 200, height: 31))
        #expect(controlsSize(toggle.toggleStyle(.button), row) != CGSize(width: 200, height: 31))

        // Determinate: the 4-point bar; indeterminate: the 20-point spinner.
        let bar = ProposedViewSize(width: 80, height: nil)
        #expect(controlsSize(ProgressView(value: 0.5).progressViewStyle(.automatic).progressViewStyle(.circular), bar)
                == CGSize(width: 80, height: 4))
        #expect(controlsSize(ProgressView().progressViewStyle(.automatic).progressViewStyle(.linear), bar)
                == CGSize(width: 20, height: 20))

        // Borderless: the label alone.
        #expect(controlsSize(Button("Go") {}.buttonStyle(.automatic).buttonStyle(.borderedProminent), .unspecified)
                == controlsSize(Text("Go"), .unspecified))

        let title = controlsSize(Text("Favorites"), .unspecified)
        #expect(isClose(controlsSize(Label("Favorites", systemImage: "star").labelStyle(.automatic).labelStyle(.iconOnly), .unspecified),
                        CGSize(width: star.width + 8 + title.width, height: max(star.height, title.height))))
    }

    @Test func pickerAndTextFieldStylesAreFamiliesToo() {
        let row = ProposedViewSize(width: 300, height: nil)
        let picker = Picker("Room", selection: .constant("Hallway")) {
            ForEach(["Hallway", "Kitchen"], id: \.self) { Text($0).tag($0) }
        }
        let menu = controlsSize(picker, row)
        #expect(menu.height != 32)
        #expect(controlsSize(picker.pickerStyle(.segmented).pickerStyle(.menu), row) == CGSize(width: 300, height: 32))
        #expect(controlsSize(picker.pickerStyle(.menu).pickerStyle(.segmented), row) == menu)
        #expect(controlsSize(picker.pickerStyle(.automatic).pickerStyle(.segmented), row) == menu)

        let line = controlsSize(Text("Field"), .unspecified)
        let field = TextField("Field", text: .constant(""))
        #expect(controlsSize(field.textFieldStyle(.roundedBorder).textFieldStyle(.plain), row)
                == CGSize(width: 300, height: line.height + 14))
        #expect(controlsSize(field.textFieldStyle(.automatic).textFieldStyle(.roundedBorder), row)
                == CGSize(width: 300, height: line.height))
    }
}
