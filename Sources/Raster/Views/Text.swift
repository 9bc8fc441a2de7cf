// Text.swift · Raster/Views · mirrors SwiftUI Text (iOS 17)
// Status: Partial — styled runs (`+`, Markdown, AttributedString) are in Text+Runs.swift and
// TextLayout+Runs.swift, inline images in Text+Image.swift, shrinking to fit in
// Text/TextLayout+Fitting.swift.

import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Raster: sizes in points. With a nil width proposal the text is its ideal single-line
/// size; otherwise it wraps at word boundaries (anywhere between CJK and Hangul
/// characters) to the proposed width, truncating with "…" when the proposed height or
/// `lineLimit` runs out. Reported sizes are rounded up to whole device pixels.
public struct Text: Equatable {
    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    enum Storage: Equatable {
        case verbatim(String)
        /// A number or other value formatted with the environment's locale at resolution.
        case formatted(FormattedValue)
        /// A key translated for the environment's locale at resolution.
        case localized(LocalizedText)
        /// Texts joined with `+` (or parsed from Markdown), each drawn in its own style over
        /// the style of this text.
        case concatenated([Text])
        /// An image drawn inline, on the baseline (Text+Image.swift).
        case image(Image)
    }

    var storage: Storage
    var font: Font?
    var fontWeight: Font.Weight?
    var isItalic = false
    var foregroundStyle: AnyShapeStyleBox?
    /// The styling most texts never get, out of line (TextExtras).
    private var extras = TextExtras()

    /// The other styling modifiers applied to this text (Text+Styling.swift).
    var attributes: TextAttributes {
        get { extras.attributes }
        set { extras.attributes = newValue }
    }

    /// The language set by `typesettingLanguage(_:isEnabled:)`; nil when none was.
    var typesettingLanguage: TypesettingLanguage? {
        get { extras.typesettingLanguage }
        set { extras.typesettingLanguage = newValue }
    }

    /// Text shown exactly as given, never localized.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Text of a string value.
    ///
    /// Disfavoured, as SwiftUI's is, so that an interpolated literal (`Text("\(count) items")`)
    /// is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Text of a localized string key (a string literal, possibly interpolated), translated
    /// from `tableName` (default "Localizable") in `bundle` (default the main bundle) for the
    /// environment's locale; `comment` is for translators only.
    ///
    /// Raster: inline Markdown in the translated string is rendered as SwiftUI renders it
    /// (InlineMarkdown.swift).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(LocalizedText(key, tableName: tableName, bundle: bundle))
    }

    /// Text of `subject` written by `formatter`, as the formatter is configured (its own
    /// locale and time zone).
    ///
    /// SwiftUI constrains `Subject` to `ReferenceConvertible` or `NSObject`; Raster takes any
    /// value, as Linux's `Date` and `URL` are not `ReferenceConvertible`. A formatter that
    /// cannot write the value shows nothing, with a warning.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        storage = .formatted(FormattedValue(subject, formatter: formatter))
    }

    /// Text of `input` formatted by `format`, in the environment's locale (en_US unless set).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .formatted(FormattedValue(input: input, format: format))
    }

    /// The text with the environment's locale applied to formatted values, in the
    /// environment's `textCase`.
    func string(in environment: EnvironmentValues) -> String {
        let string: String
        switch storage {
        case .verbatim(let s): string = s
        case .formatted(let value): string = value.format(environment)
        case .localized(let text): string = InlineImages.removingMarkers(from: InlineMarkdown.plainText(of: text.resolved(in: environment)))
        case .concatenated(let parts): return parts.map { $0.string(in: environment) }.joined()
        case .image: return ""
        }
        return Self.applyingTextCase(to: string, in: environment)
    }

    /// `string` in the environment's `textCase`.
    static func applyingTextCase(to string: String, in environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case nil: return string
        case .uppercase: return string.uppercased(with: environment.locale)
        case .lowercase: return string.lowercased(with: environment.locale)
        }
    }

    /// The text as shown in the default locale (for interpolation into other text).
    var plainText: String { string(in: EnvironmentValues()) }

    public var body: Never { bodyIsNeverCalled() }

    /// The font the text is drawn with in `environment` (of its first run, for joined texts).
    func resolvedFont(in environment: EnvironmentValues) -> Font.Resolved {
        runs(in: environment).first?.font ?? (font ?? environment.font ?? .body).resolve(in: environment)
    }
}

/// A formatted value with its format style, compared by what it shows.
struct FormattedValue: Equatable {
    /// The text in an environment (its locale, time zone).
    let format: (EnvironmentValues) -> String
    private let identity: String

    init<F: FormatStyle>(input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.format = { environment in format.locale(environment.locale).format(input) }
        identity = "\(F.self):\(input)"
    }

    /// A value shown by `format`, equal to another of the same `identity`.
    init(identity: String, format: @escaping (EnvironmentValues) -> String) {
        self.format = format
        self.identity = identity
    }

    /// `subject` written by `formatter` as the formatter is configured; an empty string, with
    /// a warning, when the formatter cannot write it (a date formatter given a number).
    init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.format = { _ in
            guard let string = formatter.string(for: subject) else {
                warnOnce("\(type(of: formatter)) could not format \(Subject.self) value \(subject); the text shows nothing")
                return ""
            }
            return string
        }
        identity = "formatter:\(ObjectIdentifier(formatter)):\(subject)"
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.identity == rhs.identity }
}

/// A shape style compared by identity of its description, so `Text` stays `Equatable`.
struct AnyShapeStyleBox: Equatable {
    let style: AnyShapeStyle
    let identity: String

    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        identity = String(describing: style)
    }

    static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool { lhs.identity == rhs.identity }
}

/// A text's styling modifiers (Text+Styling.swift) and typesetting language, kept out of line:
/// most texts have none, and a text is copied whole wherever the view holding it is (tuple
/// views copy their elements), so inline they made every `Text` 488 bytes instead of 248.
/// Copy on write.
struct TextExtras: Equatable {
    private final class Box: @unchecked Sendable {
        // @unchecked: never changed once shared (`change` copies a shared box first).
        var attributes: TextAttributes
        var typesettingLanguage: TypesettingLanguage?
        init(attributes: TextAttributes, typesettingLanguage: TypesettingLanguage?) {
            self.attributes = attributes
            self.typesettingLanguage = typesettingLanguage
        }
    }

    /// Nil while nothing is set.
    private var box: Box?

    var attributes: TextAttributes {
        get { box?.attributes ?? TextAttributes() }
        set { change { $0.attributes = newValue } }
    }

    var typesettingLanguage: TypesettingLanguage? {
        get { box?.typesettingLanguage }
        set { change { $0.typesettingLanguage = newValue } }
    }

    private mutating func change(_ body: (Box) -> Void) {
        if box == nil || !isKnownUniquelyReferenced(&box) {
            box = Box(attributes: attributes, typesettingLanguage: typesettingLanguage)
        }
        body(box!)
    }

    static func == (lhs: TextExtras, rhs: TextExtras) -> Bool {
        lhs.box === rhs.box || (lhs.attributes == rhs.attributes && lhs.typesettingLanguage == rhs.typesettingLanguage)
    }
}

extension Text: View {}

extension Text: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let runs = runs(in: environment)
        let content = TextContent(runs: runs, in: environment)
        let redacted = environment.drawsRedacted
        if let renderer = environment.textRenderer, !redacted {
            node.becomeLeaf(content.layout(renderedBy: renderer), content: { [unowned node] size in
                let layout = content.textLayout(for: node.placedProposal)
                return [.canvas({ context, size in
                    context.environment = environment
                    let storage = TextLayoutStorage(layout: layout, runs: runs, size: size, environment: environment)
                    renderer.draw(layout: Text.Layout(storage: storage, lines: storage.lines()), in: &context)
                }, size: size)]
            })
            TextTransitionState.apply(to: node, content: content, in: graph)
            return
        }
        node.becomeLeaf(content.layout(), content: { [unowned node] size in
            let layout = content.textLayout(for: node.placedProposal)
            if redacted { return Redaction.textItems(of: layout, runs: runs, in: environment, size: size) }
            return TextRun.displayItems(of: layout, runs: runs, size: size, in: environment)
        })
        TextTransitionState.apply(to: node, content: content, in: graph)
    }
}

/// Everything a Text's layout depends on, resolved from its environment. A class, so that
/// the measuring closures share it instead of copying its fields on every measurement.
final class TextContent: Sendable {
    let string: String
    let font: Font.Resolved
    /// The styled runs when the text has more than one style or a style the one-font layout
    /// cannot draw (Text+Runs.swift); nil for plain text.
    let runs: [TextLayout.RunKey]?
    let lineLimit: Int?
    /// The lines of height kept even when the text has fewer (`lineLimit(_:reservesSpace:)`).
    let reservedLines: Int?
    let truncation: TextTruncation
    let alignment: TextAlignment
    let lineSpacing: CGFloat
    /// The base direction of the text's paragraphs.
    let layoutDirection: LayoutDirection
    /// Points per device pixel.
    let pixel: CGFloat
    /// How the text shrinks before it is truncated (Text/TextLayout+Fitting.swift).
    let fitting: TextLayout.Fitting
    /// This text's layouts: a text is measured at many proposals per pass, most of which
    /// give one of a few layouts.
    let recent = TextLayoutMemo()
    /// The height of `reservedLines` lines of this font (the layout of that many empty
    /// lines), points; 0 without reserved lines.
    let reservedHeight: CGFloat

    init(string: String, font: Font.Resolved, runs: [TextLayout.RunKey]? = nil, lineLimit: Int?, reservedLines: Int? = nil,
         truncation: TextTruncation, alignment: TextAlignment, lineSpacing: CGFloat, layoutDirection: LayoutDirection = .leftToRight,
         pixel: CGFloat, fitting: TextLayout.Fitting = .none) {
        self.string = string
        self.font = font
        self.runs = runs
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.truncation = truncation
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
        self.pixel = pixel
        self.fitting = fitting
        reservedHeight = reservedLines.map { lines in
            TextLayout(String(repeating: "\n", count: max(lines, 1) - 1), font: font, maxWidth: nil,
                       lineSpacing: lineSpacing).size.height
        } ?? 0
    }

    func textLayout(for proposal: ProposedViewSize) -> TextLayout {
        recent.layout(for: proposal, make: makeLayout)
    }

    /// The size in points of `textLayout(for:)`, without copying the layout out. A closure
    /// rather than the method's name: `make: makeLayout` made a context holding a retained
    /// `self` on every measurement.
    func textSize(for proposal: ProposedViewSize) -> CGSize {
        recent.size(for: proposal) { makeLayout(maxWidth: $0, maxHeight: $1) }
    }

    private func makeLayout(maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextLayout {
        TextLayout.fitted(fitting) { scale, tracking in
            guard scale == 1, tracking == 0 else {
                let runs = (runs ?? [TextLayout.RunKey(string: string, font: font, spacing: 0, baselineOffset: 0)])
                    .map { $0.scaled(by: scale, tracking: tracking) }
                return TextLayout(runs: runs, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit,
                                  truncation: truncation, alignment: alignment, lineSpacing: lineSpacing, layoutDirection: layoutDirection)
            }
            return naturalLayout(maxWidth: maxWidth, maxHeight: maxHeight)
        }
    }

    /// The layout at the text's own size.
    private func naturalLayout(maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextLayout {
        if let runs {
            return TextLayout(runs: runs, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit,
                              truncation: truncation, alignment: alignment, lineSpacing: lineSpacing, layoutDirection: layoutDirection)
        }
        return TextLayout(string, font: font, maxWidth: maxWidth, maxHeight: maxHeight,
                          lineLimit: lineLimit, truncation: truncation, alignment: alignment, lineSpacing: lineSpacing,
                          layoutDirection: layoutDirection)
    }

    private func roundedUp(_ v: CGFloat) -> CGFloat { (v / pixel - 1e-9).rounded(.up) * pixel }

    /// The guides a text states: its baselines, and its leading edge as a list row's text.
    private static let explicitGuides: [AlignmentGuide] = [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline),
                                                           .horizontal(.listRowTextLeading)]

    /// The leaf layout: measures, publishes baselines, its leading edge as a list row's text
    /// (`listRowTextLeading`) and text spacing. Its closures capture only the content, so
    /// that they need no context of their own (a context is an allocation for every text built).
    func layout() -> LeafLayout {
        let metrics = TextLayout.metrics(of: font)
        var spacing = ViewSpacing()
        let edge = TextEdgeMetrics(ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading,
                                   capHeight: metrics.capHeight, pixel: pixel)
        spacing.top = .text(edge)
        spacing.bottom = .text(edge)
        return LeafLayout(
            measure: { [self] proposal in
                let size = textSize(for: proposal)
                return CGSize(width: roundedUp(size.width), height: roundedUp(max(size.height, reservedHeight)))
            },
            spacing: spacing,
            explicitGuides: Self.explicitGuides,
            explicitGuide: { [self] guide, size in
                guard case .vertical(let v) = guide else { return guide == .horizontal(.listRowTextLeading) ? 0 : nil }
                let layout = textLayout(for: ProposedViewSize(width: size.width, height: nil))
                if v == .firstTextBaseline { return layout.firstBaseline }
                if v == .lastTextBaseline { return layout.lastBaseline }
                return nil
            })
    }
}

extension Text.TruncationMode {
    var layoutTruncation: TextTruncation {
        switch self {
        case .head: return .head
        case .middle: return .middle
        case .tail: return .tail
        }
    }
}

extension Text {
    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text with the font's weight set to `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.fontWeight = weight
        return copy
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The text drawn in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.foregroundStyle = color.map { AnyShapeStyleBox($0) }
        return copy
    }

    /// The text drawn with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.foregroundStyle = AnyShapeStyleBox(style)
        return copy
    }

    /// Two texts joined into one, each part keeping its own font, colour and other styling;
    /// modifiers applied to the result style the parts that do not set their own.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var parts = [lhs]
        if case .concatenated(let earlier) = lhs.storage, !lhs.hasOwnStyle { parts = earlier }
        parts.append(rhs)
        return Text(storage: .concatenated(parts))
    }
}
