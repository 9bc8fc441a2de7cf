// ScrollIndicatorFlashModifiers.swift · Raster/Modifiers · mirrors SwiftUI scrollIndicatorsFlash(onAppear:) and scrollIndicatorsFlash(trigger:) (iOS 17)
// Status: Partial — flashes are recorded by the window (`ViewHost.scrollIndicatorFlashes`), not
// drawn: Raster draws no scroll indicators (iOS shows them only while content moves).

import Foundation

/// What `scrollIndicatorsFlash` asks of the scroll views within: to flash when they appear,
/// and again each time `generation` changes.
struct ScrollIndicatorFlash: Equatable {
    var onAppear = false
    /// Counts the trigger's changes; a scroll view flashes when it differs from the one it saw.
    var generation = 0
}

private struct ScrollIndicatorFlashKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorFlash()
}

extension EnvironmentValues {
    /// The flashes `scrollIndicatorsFlash` asks of the scroll views within.
    var scrollIndicatorFlash: ScrollIndicatorFlash {
        get { self[ScrollIndicatorFlashKey.self] }
        set { self[ScrollIndicatorFlashKey.self] = newValue }
    }
}

/// Counts the changes of a `scrollIndicatorsFlash(trigger:)` value for the scroll views within.
private struct ScrollIndicatorFlashTrigger<Value: Equatable>: ViewModifier {
    let value: Value
    @State private var generation = 0

    func body(content: Content) -> some View {
        content
            .transformEnvironment(\.scrollIndicatorFlash) { $0.generation = generation }
            .onChange(of: value) { generation += 1 }
    }
}

extension View {
    /// Flashes the scroll indicators of the scroll views within when they appear (iOS 17),
    /// when `onAppear` is true.
    ///
    /// Raster: no indicators are drawn (a still frame has none, as iOS shows them only while
    /// content moves); each flash is recorded by the window: `ViewHost.scrollIndicatorFlashes`
    /// counts them, one per scroll view that appears under the modifier.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        transformEnvironment(\.scrollIndicatorFlash) { $0.onAppear = onAppear }
    }

    /// Flashes the scroll indicators of the scroll views within each time `value` changes
    /// (iOS 17).
    ///
    /// Raster: recorded, not drawn, as `scrollIndicatorsFlash(onAppear:)`: each change counts
    /// one flash per scroll view on screen under the modifier.
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View {
        modifier(ScrollIndicatorFlashTrigger(value: value))
    }
}
