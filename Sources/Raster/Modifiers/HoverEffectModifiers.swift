// HoverEffectModifiers.swift · Raster/Modifiers · mirrors SwiftUI hoverEffect(_:isEnabled:), hoverEffectDisabled(_:), defaultHoverEffect(_:), onHover(perform:), onContinuousHover(coordinateSpace:perform:) (iOS 17)
// Status: Partial — recorded, never drawn: a hover effect shows under an iPad's pointer or a
// Vision Pro's gaze; an iPhone has neither, so it draws the view as without the effect.

import Foundation

/// The hover effect recorded on a view (`hoverEffect(_:isEnabled:)`), with whether it is
/// enabled there: false when `isEnabled` was false or an ancestor disabled hover effects.
struct HoverEffectRecord: Equatable {
    var effect: HoverEffect
    var isEnabled: Bool
}

/// The layout value a `hoverEffect` modifier records on its unit (the innermost first).
struct HoverEffectKey: LayoutValueKey {
    static let defaultValue: [HoverEffectRecord] = []
}

private struct HoverEffectsDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `hoverEffectDisabled(_:)` turned hover effects off here (default false).
    var hoverEffectsDisabled: Bool {
        get { self[HoverEffectsDisabledKey.self] }
        set { self[HoverEffectsDisabledKey.self] = newValue }
    }
}

extension View {
    /// Applies a pointer hover effect to the view (`.automatic` by default); `isEnabled: false`
    /// turns it off.
    ///
    /// Raster: recorded on the view's unit (`HoverEffectKey`), enabled unless `isEnabled` is
    /// false or an enclosing `hoverEffectDisabled()` turned effects off; the view is drawn as
    /// an iPhone draws it, without the effect, since it has no pointer to hover.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(HoverEffectModifier(record: HoverEffectRecord(effect: effect, isEnabled: isEnabled)))
    }

    /// Adds a condition that controls whether this view can display hover effects (true by
    /// default: disabled).
    ///
    /// Raster: the hover effects recorded inside are marked disabled (see `hoverEffect`).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.hoverEffectsDisabled) { if disabled { $0 = true } }
    }

    /// Adds an action to perform when the user moves the pointer over or away from the
    /// view's frame.
    ///
    /// Raster: `action` is never called, as on an iPhone, which has no pointer; the view is
    /// drawn unchanged.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(UnaryLayoutModifier(PassthroughLayout(name: "onHover")))
    }

    /// Adds an action to perform as the pointer moves over the view's frame: `.active` with
    /// the pointer's location in `coordinateSpace`, then `.ended` when it leaves.
    ///
    /// Raster: `action` is never called, as on an iPhone, which has no pointer; the view is
    /// drawn unchanged.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(UnaryLayoutModifier(PassthroughLayout(name: "onContinuousHover")))
    }

    /// Sets the hover effect of the views inside that show one by default (buttons, for
    /// example); nil leaves theirs.
    ///
    /// Raster: recorded in the environment (`\.defaultHoverEffect`); hover effects are never
    /// drawn (see `hoverEffect(_:isEnabled:)`).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        transformEnvironment(\.defaultHoverEffect) { if let effect { $0 = effect } }
    }
}

/// Where the pointer is over a view (`onContinuousHover(coordinateSpace:perform:)`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location (points, in the coordinate space asked for).
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

private struct DefaultHoverEffectKey: EnvironmentKey {
    static let defaultValue = HoverEffect.automatic
}

extension EnvironmentValues {
    /// The hover effect of views that show one by default (`defaultHoverEffect(_:)`).
    var defaultHoverEffect: HoverEffect {
        get { self[DefaultHoverEffectKey.self] }
        set { self[DefaultHoverEffectKey.self] = newValue }
    }
}

/// Records a hover effect on the modified view's unit.
struct HoverEffectModifier: ViewModifier {
    let record: HoverEffectRecord
    @Environment(\.hoverEffectsDisabled) private var disabled

    func body(content: Content) -> some View {
        var record = self.record
        record.isEnabled = record.isEnabled && !disabled
        return content.modifier(UnaryLayoutModifier(PassthroughLayout(name: "hoverEffect")) { node in
            node.outputs.layoutValues[ObjectIdentifier(HoverEffectKey.self)] = [record]
        })
    }
}
