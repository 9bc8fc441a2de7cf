// SnapshotVariant.swift · RasterSnapshotTesting · one combination of device, colour scheme, type size, direction, locale, contrast and weight, and matrices of them (Raster's own)
// Status: Complete.
//
// A variant names its reference by the axes it sets, in a fixed order, joined by `-`:
//
//   device (its name without spaces, parentheses or a generation, `-landscape` when turned),
//   colour scheme, Dynamic Type size, `rtl`/`ltr`, the locale's identifier,
//   `increasedContrast`, `bold`
//
// so `badge.iPhone15-dark-xxxLarge.png` is the iPhone 15, dark, at xxxLarge. Axes a
// variant leaves unset are not in the name and keep the snapshot's defaults (light,
// `.sizeThatFits`, the environment's values).

import Foundation
import Testing
import Raster

/// One way of drawing a view for a snapshot: the device and the environment values teams
/// snapshot their screens in.
///
/// ```swift
/// @Test(arguments: SnapshotVariant.matrix(devices: [.iPhone15, .iPhoneSE], colorSchemes: [.light, .dark],
///                                         dynamicTypeSizes: [.large, .xxxLarge]))
/// func badge(_ variant: SnapshotVariant) {
///     assertSnapshot(of: Badge(), as: .image(variant), named: variant.name)   // badge.iPhone15-dark-xxxLarge.png, …
/// }
/// ```
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The device whose screen the view is hosted on; nil for the view's ideal size.
    public var device: Device?
    public var colorScheme: ColorScheme?
    public var dynamicTypeSize: DynamicTypeSize?
    public var layoutDirection: LayoutDirection?
    public var locale: Locale?
    public var colorSchemeContrast: ColorSchemeContrast?
    public var legibilityWeight: LegibilityWeight?

    public init(device: Device? = nil, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                layoutDirection: LayoutDirection? = nil, locale: Locale? = nil,
                colorSchemeContrast: ColorSchemeContrast? = nil, legibilityWeight: LegibilityWeight? = nil) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.colorSchemeContrast = colorSchemeContrast
        self.legibilityWeight = legibilityWeight
    }

    /// Every combination of the given axes, devices varying slowest: an empty axis leaves
    /// that value unset. `matrix(devices: [.iPhone15], colorSchemes: [.light, .dark])` is
    /// two variants, `iPhone15-light` and `iPhone15-dark`.
    public static func matrix(devices: [Device] = [], colorSchemes: [ColorScheme] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
                              layoutDirections: [LayoutDirection] = [], locales: [Locale] = []) -> [SnapshotVariant] {
        func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
        var variants: [SnapshotVariant] = []
        for device in axis(devices) {
            for scheme in axis(colorSchemes) {
                for size in axis(dynamicTypeSizes) {
                    for direction in axis(layoutDirections) {
                        for locale in axis(locales) {
                            variants.append(SnapshotVariant(device: device, colorScheme: scheme, dynamicTypeSize: size,
                                                            layoutDirection: direction, locale: locale))
                        }
                    }
                }
            }
        }
        return variants
    }

    /// The reference name of this variant (see the file header), such as
    /// `iPhone15-dark-xxxLarge`; `default` when it sets nothing.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(device.fileName) }
        if let colorScheme { parts.append(colorScheme == .dark ? "dark" : "light") }
        if let dynamicTypeSize { parts.append("\(dynamicTypeSize)") }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
        if let locale { parts.append(locale.identifier) }
        if colorSchemeContrast == .increased { parts.append("increasedContrast") }
        if legibilityWeight == .bold { parts.append("bold") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    public var description: String { name }
    public var testDescription: String { name }

    /// `view` in the environment this variant sets.
    func applied<Content: View>(to view: Content) -> AnyView {
        var result = AnyView(view)
        if let dynamicTypeSize { result = AnyView(result.environment(\.dynamicTypeSize, dynamicTypeSize)) }
        if let layoutDirection { result = AnyView(result.environment(\.layoutDirection, layoutDirection)) }
        if let locale { result = AnyView(result.environment(\.locale, locale)) }
        if let colorSchemeContrast { result = AnyView(result.environment(\.colorSchemeContrast, colorSchemeContrast)) }
        if let legibilityWeight { result = AnyView(result.environment(\.legibilityWeight, legibilityWeight)) }
        return result
    }
}

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// The view drawn as `variant` says: on its device's screen (at the device's scale, with
    /// its safe area and size classes) or at its ideal size, in its colour scheme (light when
    /// unset) and with its environment values.
    public static func image(_ variant: SnapshotVariant, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<AnyView, SnapshotImage>
            .image(layout: variant.device.map(SnapshotLayout.device) ?? .sizeThatFits, colorScheme: variant.colorScheme ?? .light,
                   precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in variant.applied(to: view) }
    }
}

extension Device: CustomTestStringConvertible {
    /// The device's name ("iPhone 15 Pro (landscape)"), as a parameterized test's argument
    /// is shown in Swift Testing's output (`@Test(arguments: [Device.iPhone15, .iPhoneSE])`),
    /// instead of a dump of every field.
    public var testDescription: String { name }
}
