// Section.swift · Raster/Views · mirrors SwiftUI Section (iOS 17)
// Status: Partial — in a List or Form the list's style draws it (Layout/ListLayout.swift), in a sidebar list
// with a collapsing header; a collapsed `isExpanded:` section shows its header and footer only.

import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// Raster: in a `List` or `Form` the list's style lays it out and draws it (rows on one
/// card, the header above in the style's font and case, the footer below). Outside a list or
/// a lazy stack a section is its header, content and footer in that order, laid out by the
/// enclosing container like any other views. A
/// `LazyVStack`/`LazyHStack` with `pinnedViews` keeps the header (footer) of a section in
/// view while the section shows. A section made with an `isExpanded` binding shows its
/// content only while the binding is true. In a `.sidebar` list every section with a
/// header collapses: its header draws iOS 17's trailing chevron and a tap on it toggles the
/// section (expanded at first without a binding). Row modifiers applied to a section in a
/// list reach each of its rows (`ListSectionRowTraits`).
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// The expansion state of a collapsible section, nil for one always expanded.
    var isExpanded: Binding<Bool>?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with `header` (the pre-iOS 15 spelling).
    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header, its content shown while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with `footer` (the pre-iOS 15 spelling).
    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// A section with `header` and `footer` (the pre-iOS 15 spelling).
    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `Text(titleKey)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section whose header is `Text(title)`, verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section whose header is `Text(titleKey)`, its content shown while
    /// `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// A collapsible section whose header is `Text(title)`, verbatim, its content shown
    /// while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

/// A section with a header in a sidebar list made without an `isExpanded` binding: the
/// section, expanded at first, collapsed and expanded by its header.
struct SidebarSectionState<Parent: View, Content: View, Footer: View>: View {
    let section: Section<Parent, Content, Footer>
    @State private var isExpanded = true

    var body: some View {
        var section = self.section
        section.isExpanded = $isExpanded
        return section
    }
}

/// A sidebar section's header: its title and, trailing, the disclosure chevron in the tint
/// colour (down while expanded, right while collapsed); a tap on it toggles the section.
/// Raster's reading of iOS 17 screenshots (Files' Browse list) [UNCERTAIN: the title's size
/// and the chevron's weight are not measured].
struct SidebarSectionHeader<Title: View>: View {
    let title: Title
    let isExpanded: Binding<Bool>

    var body: some View {
        Button { isExpanded.wrappedValue.toggle() } label: {
            HStack(spacing: 0) {
                title
                Spacer(minLength: OutlineMetrics.chevronSpacing)
                DisclosureChevron(isExpanded: isExpanded.wrappedValue).foregroundStyle(.tint)
            }
        }
        .buttonStyle(.plain)
    }
}

/// A section's parts, for containers that treat them differently (lazy stacks pin them).
protocol AnySection {}

extension Section: AnySection {}

extension Section: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        if isExpanded == nil, !(header is EmptyView), node.environment.listSectionAppearance?.kind == .sidebar {
            // A sidebar list's sections collapse: one without a binding keeps its own state.
            let state = graph.reconcile(parent: node, key: .slot("sidebar state"), view: SidebarSectionState(section: self))
            node.retainOnlyChild(state, in: graph)
            return
        }
        let environment = node.environment
        // Row modifiers applied to the section reach each of its rows, not its header or footer.
        let rowTraits = environment.takeRowTraits(for: node)
        func reconcileContent() {
            // Reading the binding here makes it a dependency of the section's node.
            if isExpanded?.wrappedValue == false {
                graph.reconcile(parent: node, key: SectionPart.content.key, view: EmptyView())
            } else if let rowTraits {
                graph.reconcile(parent: node, key: SectionPart.content.key, view: content.modifier(ListSectionRowTraitsModifier(traits: rowTraits)))
            } else {
                graph.reconcile(parent: node, key: SectionPart.content.key, view: content)
            }
        }
        if let appearance = environment.listSectionAppearance {
            // In a list the header and footer take the style's font, colour and case; a
            // `textCase` set above the section (or on the header) wins over the style's.
            let header = appearance.header(environment.headerProminence)
            let textCase = environment.isTextCaseSet ? environment.textCase : header.textCase
            let styled = self.header.textCase(textCase).foregroundStyle(header.color).font(header.font)
            if appearance.kind == .sidebar, let isExpanded {
                graph.reconcile(parent: node, key: SectionPart.header.key, view: SidebarSectionHeader(title: styled, isExpanded: isExpanded))
            } else if appearance.kind == .plain {
                // A plain list pins its headers over the rows: each is drawn on a band of the
                // list's background, the cell's width and its 6-pt padding.
                graph.reconcile(parent: node, key: SectionPart.header.key, view: styled
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background {
                        Color(storage: .system(.systemBackground))
                            .padding(.horizontal, -ListMetrics.margin(forWidth: .infinity))
                            .padding(.vertical, -ListMetrics.plainHeaderPadding)
                    })
            } else {
                graph.reconcile(parent: node, key: SectionPart.header.key, view: styled)
            }
            reconcileContent()
            graph.reconcile(parent: node, key: SectionPart.footer.key,
                            view: footer.foregroundStyle(appearance.footer.color).font(appearance.footer.font))
        } else {
            graph.reconcile(parent: node, key: SectionPart.header.key, view: header)
            reconcileContent()
            graph.reconcile(parent: node, key: SectionPart.footer.key, view: footer)
        }
        node.retainChildren(SectionPart.allCases.map(\.key), in: graph)
    }
}

/// The children of a section's node, in order.
enum SectionPart: CaseIterable {
    case header, content, footer

    var key: ChildKey {
        switch self {
        case .header: return .slot("header")
        case .content: return .slot("content")
        case .footer: return .slot("footer")
        }
    }
}
