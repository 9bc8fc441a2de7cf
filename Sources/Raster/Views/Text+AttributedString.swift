// Text+AttributedString.swift · Raster/Views · mirrors SwiftUI Text(_: AttributedString) and AttributeScopes.SwiftUIAttributes (iOS 17)
// Status: Partial — font, foreground colour, underline, strikethrough, kerning, tracking,
// baseline offset, links and inline presentation intents (which Raster declares where
// Foundation on Linux does not) become styled runs; no background colour.
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
        #if !canImport(Darwin)
        /// The inline presentation intent of a run (`InlinePresentationIntent`), Foundation's
        /// attribute, reached here because Foundation on Linux does not declare it.
        public let inlinePresentationIntent: AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
        #endif
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

#if !canImport(Darwin)
/// The inline presentation of a run of text: emphasis, strong emphasis, code,
/// strikethrough, breaks and HTML (Foundation's `InlinePresentationIntent`, which Markdown
/// parsing sets and apps set on an `AttributedString` they build; Foundation on Linux does
/// not declare it). Raw values are Foundation's.
///
/// Raster: as SwiftUI's `Text` draws it, a run that is `stronglyEmphasized` is bold,
/// `emphasized` italic, `code` monospaced and `strikethrough` struck through (unless the run
/// has its own `strikethroughStyle`), combined as set; `softBreak`, `lineBreak`, `inlineHTML`
/// and `blockHTML` are kept and change nothing drawn: the run's characters are drawn as
/// they are.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasised text (Markdown's `*text*`): italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strongly emphasised text (Markdown's `**text**`): bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (Markdown's `` `text` ``): monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck-through text (Markdown's `~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break in the source.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break in the source.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML within a line.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute key of a run's `InlinePresentationIntent` (Foundation's, named
    /// `NSInlinePresentationIntent`); `string.inlinePresentationIntent` reaches it.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}
#endif

extension AttributeDynamicLookup {
    /// Reaches SwiftUI's attributes by name (`string.font`, `string.foregroundColor`...).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text of an attributed string: each run drawn with its attributes, over the text's and
    /// the environment's style. Links are drawn in the tint colour, and inline presentation
    /// intents as Markdown's styles (bold, italic, monospaced, struck through).
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
            #if !canImport(Darwin)
            if let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
                text = text.presenting(intent)
            }
            #endif
            parts.append(text)
        }
        self.init(storage: .concatenated(parts))
    }
}

#if !canImport(Darwin)
extension Text {
    /// This text drawn as `intent` asks: strong emphasis bold, emphasis italic, code
    /// monospaced, strikethrough struck through where no strikethrough is set yet.
    func presenting(_ intent: InlinePresentationIntent) -> Text {
        var text = self
        if intent.contains(.stronglyEmphasized) { text = text.bold() }
        if intent.contains(.emphasized) { text = text.italic() }
        if intent.contains(.code) { text = text.monospaced() }
        if intent.contains(.strikethrough), text.attributes.strikethrough == nil { text = text.strikethrough() }
        return text
    }
}
#endif
