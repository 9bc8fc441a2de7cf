// DisclosureGroup.swift · Raster/Views/Controls · mirrors SwiftUI DisclosureGroup, DisclosureGroupStyle, DisclosureGroupStyleConfiguration, AutomaticDisclosureGroupStyle, disclosureGroupStyle(_:) (iOS 17)
// Status: Partial — iOS's look outside and inside lists (there the label is a row with the outline
// chevron and the content rows are indented, Views/Containers/OutlineGroup.swift); not animated.

import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// Raster: drawn by the innermost `disclosureGroupStyle(_:)` in the environment; by default
/// as iOS 17 draws it outside a list (`AutomaticDisclosureGroupStyle`). The content closure
/// runs only while the group is expanded. Without an `isExpanded` binding the group keeps
/// its own state, collapsed at first. A `ViewHost.tap(at:)` on the label row toggles it
/// (unless disabled).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?

    @State private var storedIsExpanded = false
    @Environment(DisclosureGroupStyleFamily.styles) private var styles

    /// A disclosure group with the given label and content views, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    /// A disclosure group with the given label and content views, expanded while
    /// `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    /// The disclosure group, drawn by the innermost style of its family in the environment.
    public var body: some View {
        let content = self.content
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(AnyView(label)),
            content: DisclosureGroupStyleConfiguration.Content { AnyView(content()) },
            isExpanded: isExpandedBinding ?? $storedIsExpanded)
        return DisclosureGroupStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a label from a localized string key, collapsed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A disclosure group with a label from a localized string key, expanded while
    /// `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A disclosure group with a label from a string, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// A disclosure group with a label from a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
                                Content == DisclosureGroupStyleConfiguration.Content {
    /// The disclosure group a `DisclosureGroupStyle` is styling, drawn by the next style
    /// out: use it inside `makeBody(configuration:)` to adjust the current style.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

/// A type that specifies the appearance and interaction of disclosure groups within a
/// view hierarchy.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A type-erased content of a disclosure group: the group's content closure runs when
    /// this view's body does, that is only where a style shows it.
    public struct Content: View {
        let make: () -> AnyView
        init(_ make: @escaping () -> AnyView) { self.make = make }
        /// The content, built when this body runs.
        public var body: some View { make() }
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the disclosure group is expanded; `$isExpanded` is its binding.
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// A disclosure group style that resolves its appearance automatically based on the
/// current context.
///
/// Raster draws iOS 17's look outside lists, in points: a `VStack` (leading, default
/// spacing) of the label row over the content, shown only when expanded. The row is
/// `HStack { label; Spacer(); chevron }`, filling the proposed width, drawn as a borderless
/// button: label and chevron in the tint (accent) colour, grey when disabled, and a tap
/// anywhere on it toggles `isExpanded`. The chevron is `chevron.right` when collapsed and
/// `chevron.down` when expanded, drawn as strokes in a box 1.2 × the row's font size
/// (`DisclosureChevron`). The content is
/// not indented. In a `List` or `Form` the label is a row in the primary colour with the
/// chevron trailing in the tint, and the content's views are rows indented one outline
/// level (`OutlineListRow`). [UNCERTAIN — the tinted label and the chevron's size are read from
/// screenshots of iOS 15–17 disclosure groups, not measured.]
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}

    /// The disclosure group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroup(configuration: configuration)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// iOS's disclosure group outside lists: see `AutomaticDisclosureGroupStyle`.
struct AutomaticDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.listSectionAppearance) private var list

    var body: some View {
        if list != nil { listRows } else { standalone }
    }

    /// In a list: the label as a row with the outline chevron (a tap on the row toggles
    /// it), and when expanded the content's views as rows below it, indented one level.
    @ViewBuilder private var listRows: some View {
        let isExpanded = configuration.$isExpanded, enabled = isEnabled
        OutlineListRow(content: configuration.label, depth: 0,
                       isExpanded: Binding(get: { isExpanded.wrappedValue }, set: { if enabled { isExpanded.wrappedValue = $0 } }),
                       wholeRowToggles: true)
        if isExpanded.wrappedValue {
            configuration.content.separatorLeadingKept().padding(.leading, OutlineMetrics.indentation)
        }
    }

    private var standalone: some View {
        let isExpanded = configuration.$isExpanded, enabled = isEnabled
        let expanded = isExpanded.wrappedValue
        let row = HStack {
            configuration.label
            Spacer()
            DisclosureChevron(isExpanded: expanded)
        }
        let button = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(AnyView(row)),
            triggerAction: { if enabled { isExpanded.wrappedValue.toggle() } })
        return VStack(alignment: .leading) {
            BorderlessButtonStyle().makeBody(configuration: button)
            if expanded { configuration.content }
        }
    }
}

/// Disclosure groups' styles, set with `disclosureGroupStyle(_:)`.
enum DisclosureGroupStyleFamily: StyleFamily {
    static var defaultStyle: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }

    static func body(of style: any DisclosureGroupStyle, configuration: DisclosureGroupStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: DisclosureGroupStyleFamily.self)
    }
}

/// A disclosure group's chevron: a square box 1.2 × the environment's font size (20.4 points
/// for body text), rounded up to a device pixel, with a chevron stroked 0.09 × the font size
/// wide in the foreground style, pointing right, or down when expanded.
struct DisclosureChevron: View, PrimitiveView {
    let isExpanded: Bool

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let pixel = environment.pixelLength
        let side = ((environment.resolvedFontSize * 1.2) / pixel - 1e-9).rounded(.up) * pixel
        let glyph: SymbolGlyph = isExpanded ? .chevronDown : .chevronRight
        node.becomeLeaf(LeafLayout(measure: { _ in CGSize(width: side, height: side) })) { size in
            let rect = CGRect(origin: .zero, size: size)
            return glyph.items(in: rect, paint: ForegroundStyle().paint(in: environment, bounds: rect),
                               weight: environment.resolvedFontSize * 0.09)
        }
    }
}
