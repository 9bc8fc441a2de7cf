// AccessibilityEnvironment.swift · Raster/Accessibility · mirrors SwiftUI's accessibility environment values, ColorSchemeContrast and LegibilityWeight (iOS 17)
// Status: Partial — the values exist and default as on a device with no accessibility setting on;
// views read them (`@Environment(\.accessibilityReduceMotion)`), Raster's own drawing does not yet.

import Foundation

/// The contrast between the app's foreground and background colours.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background colours.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and background colours.
    case increased
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

private struct AccessibilityFlagKey<Tag>: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum DifferentiateWithoutColorTag {}
private enum ReduceMotionTag {}
private enum ReduceTransparencyTag {}
private enum InvertColorsTag {}
private enum AccessibilityEnabledTag {}
private enum VoiceOverEnabledTag {}
private enum SwitchControlEnabledTag {}
private enum ShowButtonShapesTag {}
private enum DimFlashingLightsTag {}
private enum LargeContentViewerTag {}

private struct PlayAnimatedImagesKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = nil
}

extension EnvironmentValues {
    /// Whether the system preference for Differentiate without Color is on (default false).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityFlagKey<DifferentiateWithoutColorTag>.self] }
        set { self[AccessibilityFlagKey<DifferentiateWithoutColorTag>.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is on (default false).
    ///
    /// Raster: views that read it choose their animations; Raster's own transitions are
    /// not replaced by fades.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityFlagKey<ReduceMotionTag>.self] }
        set { self[AccessibilityFlagKey<ReduceMotionTag>.self] = newValue }
    }

    /// Whether the system preference for Reduce Transparency is on (default false).
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityFlagKey<ReduceTransparencyTag>.self] }
        set { self[AccessibilityFlagKey<ReduceTransparencyTag>.self] = newValue }
    }

    /// Whether the system preference for Invert Colors is on (default false).
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityFlagKey<InvertColorsTag>.self] }
        set { self[AccessibilityFlagKey<InvertColorsTag>.self] = newValue }
    }

    /// Whether an accessibility feature that reads the screen is on (default false).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityEnabledTag>.self] }
        set { self[AccessibilityFlagKey<AccessibilityEnabledTag>.self] = newValue }
    }

    /// Whether VoiceOver is on (default false).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityFlagKey<VoiceOverEnabledTag>.self] }
        set { self[AccessibilityFlagKey<VoiceOverEnabledTag>.self] = newValue }
    }

    /// Whether Switch Control is on (default false).
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilityFlagKey<SwitchControlEnabledTag>.self] }
        set { self[AccessibilityFlagKey<SwitchControlEnabledTag>.self] = newValue }
    }

    /// Whether the system preference for Button Shapes is on (default false).
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityFlagKey<ShowButtonShapesTag>.self] }
        set { self[AccessibilityFlagKey<ShowButtonShapesTag>.self] = newValue }
    }

    /// Whether the system preference for Dim Flashing Lights is on (default false; iOS 16).
    ///
    /// Raster: recorded for views that read it; video is not dimmed.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityFlagKey<DimFlashingLightsTag>.self] }
        set { self[AccessibilityFlagKey<DimFlashingLightsTag>.self] = newValue }
    }

    /// Whether the system preference for Auto-Play Animated Images is on (default true, as
    /// on a new device; iOS 16).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether the large content viewer is on: true at the accessibility text sizes on a
    /// device, and here false unless set (iOS 15).
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityFlagKey<LargeContentViewerTag>.self] }
        set { self[AccessibilityFlagKey<LargeContentViewerTag>.self] = newValue }
    }

    /// The contrast associated with the colour scheme of this environment (default `.standard`).
    ///
    /// Raster: recorded for views that read it; system colours keep their standard-contrast values.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The font weight to apply to text (Bold Text); nil (the default) when not set.
    ///
    /// Raster: recorded for views that read it; text is not drawn bolder.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
