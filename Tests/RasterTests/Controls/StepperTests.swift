import Foundation
import Testing
@testable import Raster

/// Seed 000-33: a counter whose stepper is titled with the value of a `@Bindable` model.
private struct BindableCounter: View {
    @Bindable var model: ControlsModel
    var body: some View {
        Stepper("\(model.count)", value: $model.count)
    }
}

@Suite struct StepperTests {
    private let window = CGSize(width: 300, height: 100)
    /// The minus and plus halves of the 94 × 32 control at the trailing edge (y 34...66).
    private let minus = CGPoint(x: 229, y: 50)
    private let plus = CGPoint(x: 276, y: 50)

    @Test func rowAndControlSizes() {
        let stepper = Stepper("0", value: .constant(0))
        #expect(controlsSize(stepper, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 32))
        let label = controlsSize(Text("0"), .unspecified)
        #expect(controlsSize(stepper, .unspecified) == CGSize(width: label.width + 8 + 94, height: 32))
        let host = ViewHost(stepper, size: window)
        #expect(host.frames(of: "ControlCanvas") == [CGRect(x: 206, y: 34, width: 94, height: 32)])
    }

    @Test func tapsStepTheValue() {
        let model = ControlsModel()
        let host = ViewHost(Stepper("\(model.count)", value: Bindable(model).count), size: window)
        host.tap(at: plus)
        host.tap(at: plus)
        #expect(model.count == 2)
        host.tap(at: minus)
        #expect(model.count == 1)
        // Unbounded: below zero is fine.
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(model.count == -1)
    }

    @Test func seedCounterTitleFollowsTheValue() {
        let model = ControlsModel()
        let host = ViewHost(BindableCounter(model: model), size: window)
        for _ in 0..<12 { host.tap(at: plus) }
        #expect(model.count == 12)
        #expect(host.frames(of: "Text").map(\.size) == [controlsSize(Text("12"), .unspecified, scale: 1)])
    }

    @Test func valueIsClampedToTheBounds() {
        let model = ControlsModel()
        let host = ViewHost(Stepper("Count", value: Bindable(model).count, in: 0...5, step: 2), size: window)
        host.tap(at: minus)
        #expect(model.count == 0)
        for _ in 0..<4 { host.tap(at: plus) }
        #expect(model.count == 5)
        host.tap(at: minus)
        #expect(model.count == 3)
    }

    @Test func glyphIsGreyedAtABound() {
        // The plus glyph's centre is opaque primary black; the minus glyph is drawn in the
        // tertiary label colour at the lower bound, the primary colour away from it.
        let image = controlsRender(Stepper("Count", value: .constant(0), in: 0...5), size: window)
        #expect(image.pixel(atPoint: 276.5, 50) == rgba(0, 0, 0))
        func glyphColors(canDecrement: Bool) -> [Color.Resolved] {
            StepperControl.items(size: StepperControl.size, canDecrement: canDecrement, canIncrement: true,
                                 environment: EnvironmentValues()).compactMap { item in
                guard case .stroke(_, .color(let color), _) = item else { return nil }
                return color
            }
        }
        #expect(glyphColors(canDecrement: false) == [SystemColor.tertiary.resolved(.light), SystemColor.primary.resolved(.light)])
        #expect(glyphColors(canDecrement: true) == [SystemColor.primary.resolved(.light), SystemColor.primary.resolved(.light)])
    }

    @Test func incrementAndDecrementActions() {
        let model = ControlsModel()
        var edits: [Bool] = []
        let stepper = Stepper("Count", onIncrement: { model.count += 10 }, onDecrement: nil,
                              onEditingChanged: { edits.append($0) })
        let host = ViewHost(stepper, size: window)
        host.tap(at: plus)
        host.tap(at: minus)
        #expect(model.count == 10)
        #expect(edits == [true, false])
    }

    @Test func disabledSteppersIgnoreTaps() {
        let model = ControlsModel()
        let host = ViewHost(Stepper("Count", value: Bindable(model).count).disabled(true), size: window)
        host.tap(at: plus)
        #expect(model.count == 0)
    }

    @Test func platterColours() {
        // Between the halves, above the separator: the tertiary system fill, 12 % light and
        // 24 % dark. (Alpha only: colour channels of translucent pixels carry
        // premultiplication rounding.)
        let light = controlsRender(Stepper("0", value: .constant(0)), size: window).pixel(atPoint: 253, 36)
        #expect(light.a == 31)
        let dark = controlsRender(Stepper("0", value: .constant(0)), size: window, colorScheme: .dark).pixel(atPoint: 253, 36)
        #expect(dark.a == 61)
    }
}
