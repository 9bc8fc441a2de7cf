// Text+AttributedString.swift · Raster/Views · mirrors SwiftUI Text(_: AttributedString) and AttributeScopes.SwiftUIAttributes (iOS 17)
// Status: Partial — font, foreground colour, underline, strikethrough, kerning, tracking,
// baseline offset and links become styled runs; no background colour, and no inline
// presentation intents (Foundation on Linux does not declare them).
//
// Foundation on Linux has AttributedString but not SwiftUI's attribute scope, so Raster
// declares it with SwiftUI's names, so that `string.font = .body` and
// `string.foregroundColor = .red` compile as they do against SwiftUI.

import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's Text draws.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the text (`Font`).
        public let font: FontAttribute
        /// The colour of the text (`Color`).
        public let foregroundColor: ForegroundColorAttribute
        /// The line struck through the text (`Text.LineStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The line under the text (`Text.LineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// Points after each character (`CGFloat`).
        public let kern: KerningAttribute
        /// Points after each character (`CGFloat`).
        public let tracking: TrackingAttribute
        /// Points the text is raised by (`CGFloat`).
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// The attribute scope of SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The font of a run of text.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    /// The foreground colour of a run of text.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The strikethrough of a run of text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The underline of a run of text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Points added after each character of a run.
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    /// Points added after each character of a run.
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    /// Points a run is raised by.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// Reaches SwiftUI's attributes by name (`string.font`, `string.foregroundColor`...).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text of an attributed string: each run drawn with its attributes, over the text's and
    /// the environment's style. Links are drawn in the tint colour.
    ///
    /// Raster: disfavoured, because Linux Foundation's AttributedString is expressible by a
    /// string literal, and a literal must stay a `LocalizedStringKey` (with its Markdown).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var parts: [Text] = []
        for run in attributedContent.runs {
            var text = Text(verbatim: String(attributedContent[run.range].characters))
            text.font = run[SwiftUI.FontAttribute.self]
            text.foregroundStyle = run[SwiftUI.ForegroundColorAttribute.self].map { AnyShapeStyleBox($0) }
            if let style = run[SwiftUI.StrikethroughStyleAttribute.self] {
                text.attributes.strikethrough = TextDecoration(isActive: true, style: style)
            }
            if let style = run[SwiftUI.UnderlineStyleAttribute.self] {
                text.attributes.underline = TextDecoration(isActive: true, style: style)
            }
            text.attributes.kerning = run[SwiftUI.KerningAttribute.self]
            text.attributes.tracking = run[SwiftUI.TrackingAttribute.self]
            text.attributes.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
            text.attributes.link = run.link
            parts.append(text)
        }
        self.init(storage: .concatenated(parts))
    }
}
