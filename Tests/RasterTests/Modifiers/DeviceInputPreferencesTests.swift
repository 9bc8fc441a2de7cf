// DeviceInputPreferencesTests.swift · RasterTests/Modifiers · preferences only a device's input uses (DeviceInputPreferences.swift, HoverEffectModifiers.swift, NavigationLink.swift)

import Foundation
import Testing
@testable import Raster

/// Each preference is recorded for the views below it, the inner one winning (or, for the
/// deferred edges, adding), and draws nothing.
@Suite struct DeviceInputPreferencesTests {
    private static let size = CGSize(width: 10, height: 30)

    @Test func buttonRepeatBehaviorIsRecorded() {
        var values: [ButtonRepeatBehavior] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { values.append($0.buttonRepeatBehavior) }
            EnvironmentProbe { values.append($0.buttonRepeatBehavior) }.buttonRepeatBehavior(.disabled)
        }.buttonRepeatBehavior(.enabled), size: Self.size).render()
        var plain: ButtonRepeatBehavior?
        _ = ViewHost(EnvironmentProbe { plain = $0.buttonRepeatBehavior }, size: Self.size).render()
        #expect(values == [.enabled, .disabled])
        #expect(plain == .automatic)
    }

    @Test func deferredSystemGestureEdgesAddUp() {
        var values: [Edge.Set] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { values.append($0.deferredSystemGestureEdges) }
            EnvironmentProbe { values.append($0.deferredSystemGestureEdges) }.defersSystemGestures(on: .bottom)
        }.defersSystemGestures(on: .leading), size: Self.size).render()
        #expect(values == [.leading, [.leading, .bottom]])
    }

    @Test func dictationTypeSelectHoverAndDetailLinksAreRecorded() {
        var dictation: TextInputDictationBehavior?
        var typeSelect: [String?] = []
        var hover: HoverEffect?
        var detail: [Bool] = []
        _ = ViewHost(VStack {
            EnvironmentProbe {
                dictation = $0.searchDictationBehavior
                typeSelect.append($0.typeSelectEquivalent?.plainText)
                hover = $0.defaultHoverEffect
                detail.append($0.isDetailLink)
            }
            .typeSelectEquivalent("Banana")
            .isDetailLink(false)
            EnvironmentProbe {
                typeSelect.append($0.typeSelectEquivalent?.plainText)
                detail.append($0.isDetailLink)
            }
        }
        .searchDictationBehavior(.inline(activation: .onSelect))
        .defaultHoverEffect(.lift)
        .defaultHoverEffect(nil), size: Self.size).render()
        #expect(dictation == .inline(activation: .onSelect))
        #expect(dictation != .inline(activation: .onLook))
        #expect(typeSelect == ["Banana", nil])
        #expect(hover == .lift)
        #expect(detail == [false, true])
    }

    /// A view with `onContinuousHover` lays out and draws as without it (an iPhone has no
    /// pointer, so the action never runs).
    @Test func continuousHoverDrawsTheViewUnchanged() {
        var phases: [HoverPhase] = []
        let plain = ViewHost(Color.blue.frame(width: 20, height: 10), size: CGSize(width: 30, height: 20))
        let hovered = ViewHost(Color.blue.frame(width: 20, height: 10).onContinuousHover { phases.append($0) },
                               size: CGSize(width: 30, height: 20))
        let same = plain.render().pixmap.data == hovered.render().pixmap.data
        #expect(same)
        #expect(hovered.tap(at: CGPoint(x: 15, y: 10)) == false)
        #expect(phases.isEmpty)
    }
}
