// DynamicRangeModifiers.swift · Raster/Modifiers · mirrors SwiftUI Image.DynamicRange, allowedDynamicRange(_:) and EnvironmentValues.allowedDynamicRange (iOS 17)
// Status: Complete — recorded in the environment; Raster's output is standard dynamic range.

import Foundation

extension Image {
    /// How much extended dynamic range an image may use when it is displayed (iOS 17).
    ///
    /// Raster: images are always drawn in standard dynamic range (8-bit sRGB PNGs), so every
    /// range draws the same pixels; the value is recorded for the views that read it.
    public struct DynamicRange: Hashable, Sendable {
        let name: String

        /// Restricts the image to standard dynamic range content.
        public static let standard = DynamicRange(name: "standard")
        /// Allows the image to use some extended range, less than `.high`.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// Allows the image to use the full extended range the display offers.
        public static let high = DynamicRange(name: "high")
    }
}

private struct AllowedDynamicRangeKey: EnvironmentKey {
    static let defaultValue: Image.DynamicRange? = nil
}

extension EnvironmentValues {
    /// The allowed dynamic range for the views within: the images in them show HDR content up
    /// to it on a display that has some (default nil: the system's choice).
    ///
    /// Raster: recorded only; images are drawn in standard dynamic range whatever it says.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

extension View {
    /// Sets the allowed dynamic range for images within this view (iOS 17): how much of an
    /// HDR image's extended range an HDR display shows.
    ///
    /// Raster: recorded in the environment (`\.allowedDynamicRange`), which the views within
    /// read; nothing draws differently, since Raster writes standard-range 8-bit PNGs and the
    /// range matters only to a device's HDR display.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
