// LocalizedStringKey.swift · Raster/Views · mirrors SwiftUI LocalizedStringKey (iOS 17)
// Status: Partial — no string tables: the key is the text shown. Interpolated numbers are
// written as `String(describing:)` (like SwiftUI's `%lld`/`%f` defaults, no grouping).

import Foundation

/// The key for a localized string: what `Text("...")` takes for a string literal.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) { key = value }

    public init(stringLiteral value: String) { key = value }

    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ string: String) { text += string }

        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }

        /// Appends an image, which SwiftUI draws inline in the text on its baseline.
        ///
        /// Raster: `Text` has one font and no inline images yet, so the image is left out,
        /// with one warning naming it (instead of its description appearing in the text).
        public mutating func appendInterpolation(_ image: Image) {
            let name = image.accessibilityLabel.map { "\"\($0)\"" } ?? "an image"
            warnOnce("Text interpolation of Image \(name) is not drawn: Raster's Text draws no inline images yet, so the image "
                + "is left out; put the Image beside the Text in an HStack(alignment: .firstTextBaseline) instead")
        }
    }
}
