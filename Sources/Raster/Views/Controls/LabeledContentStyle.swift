// LabeledContentStyle.swift · Raster/Views/Controls · mirrors SwiftUI LabeledContentStyle, LabeledContentStyleConfiguration, AutomaticLabeledContentStyle, labeledContentStyle(_:) (iOS 17)
// Status: Partial — the automatic style draws iOS's look outside lists and forms; inside a
// `Form` iOS uses the form row's look, which belongs to `Form`.

import Foundation

/// The appearance and layout behaviour of labeled content.
@MainActor @preconcurrency public protocol LabeledContentStyle {
    /// A view that represents the appearance and behaviour of labeled content.
    associatedtype Body: View
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The view representing the appearance and behaviour of labeled content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default labeled content style.
///
/// Raster draws iOS 17's look outside lists and forms, in points: an `HStack` with the
/// default spacing of the label (a label group, see `LabeledContent`), a `Spacer` (at
/// least 8 points; SwiftUI gives it layout priority −1 so that label and value share the
/// width first, which Raster's stacks do for every spacer) and the value views side by
/// side in an `HStack`, whose default foreground is the secondary colour (an explicit
/// `foregroundStyle(_:)` wins; buttons keep their tint). The row fills the proposed width;
/// label and value are centred vertically.
/// (Facts: OpenSwiftUI's reading of SwiftUI's `LeadingTrailingLabeledContentStyle` and
/// `BodyLabelGroupStyle`, ios17-metrics.md §4.)
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}

    /// The labeled content of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            LabelGroup(lines: PickerOptions.views(in: configuration.label), owner: "LabeledContent")
            Spacer()
            HStack { configuration.content }
                .defaultForegroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The lines of a label stacked as iOS stacks a label of several views (SwiftUI's label
/// group): leading-aligned with the default spacing; line 1 keeps the inherited font and
/// foreground, line 2 is subheadline and lines 3 onward footnote; lines 2 and 3 default to
/// the secondary colour and later ones to the tertiary. Explicit fonts and foreground
/// styles on a line win over these.
struct LabelGroup: View {
    /// The label's views, in order.
    let lines: [any View]
    /// The view the label belongs to, named in the empty-label warning.
    let owner: String

    var body: some View {
        if lines.isEmpty || lines.allSatisfy({ ($0 as? Text)?.plainText.isEmpty == true }) {
            warnOnce("\(owner) has an empty label: VoiceOver reads its value alone, and nothing says what it is. "
                     + "Give it a label that names the value")
        }
        let lines = self.lines
        return VStack(alignment: .leading) {
            ForEach(lines.indices, id: \.self) { level in
                Self.styled(AnyView(lines[level]), level: level)
            }
        }
    }

    /// A line of the group at `level` (0 for the first).
    @ViewBuilder
    static func styled(_ line: AnyView, level: Int) -> some View {
        switch level {
        case 0: line
        case 1: line.font(.subheadline).defaultForegroundStyle(.secondary)
        case 2: line.font(.footnote).defaultForegroundStyle(.secondary)
        default: line.font(.footnote).defaultForegroundStyle(.tertiary)
        }
    }
}

extension LabeledContentStyleConfiguration.Label: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(content, reading)
    }
}

/// Labeled contents' styles, set with `labeledContentStyle(_:)`.
enum LabeledContentStyleFamily: StyleFamily {
    static var defaultStyle: any LabeledContentStyle { AutomaticLabeledContentStyle() }

    static func body(of style: any LabeledContentStyle, configuration: LabeledContentStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets a style for labeled content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: LabeledContentStyleFamily.self)
    }
}
