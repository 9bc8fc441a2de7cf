import Foundation
import Testing
@testable import Raster

/// Counts taps and plays feedback on them, in one of the three forms.
private struct FeedbackCounter: View {
    enum Form { case plain, condition, closure }
    let form: Form
    @State private var count = 0

    var body: some View {
        let button = Button("Add") { count += 1 }.frame(width: 100, height: 40)
        switch form {
        case .plain: button.sensoryFeedback(.increase, trigger: count)
        case .condition: button.sensoryFeedback(.impact(weight: .heavy), trigger: count) { _, new in new.isMultiple(of: 2) }
        case .closure: button.sensoryFeedback(trigger: count) { old, new in new == 3 ? .success : old == 0 ? .selection : nil }
        }
    }
}

@Suite struct SensoryFeedbackTests {
    private func played(_ form: FeedbackCounter.Form, taps: Int) -> [SensoryFeedback] {
        let host = ViewHost(FeedbackCounter(form: form), size: CGSize(width: 100, height: 40))
        for _ in 0..<taps { host.tap(at: CGPoint(x: 50, y: 20)) }
        return host.playedFeedback
    }

    /// Feedback is recorded once per change of the trigger, never at first appearance.
    @Test func feedbackIsRecordedWhenTheTriggerChanges() {
        #expect(played(.plain, taps: 0) == [])
        #expect(played(.plain, taps: 3) == [.increase, .increase, .increase])
        #expect(played(.condition, taps: 4) == [.impact(weight: .heavy), .impact(weight: .heavy)])
        #expect(played(.closure, taps: 3) == [.selection, .success])
    }

    @Test func feedbackValuesCompareAsSwiftUIs() {
        #expect(SensoryFeedback.impact(weight: .medium, intensity: 1) == .impact())
        #expect(SensoryFeedback.impact != .impact(weight: .medium))
        #expect(SensoryFeedback.impact(flexibility: .soft, intensity: 0.5) != .impact(flexibility: .soft))
        #expect(SensoryFeedback.success != .warning)
    }
}
