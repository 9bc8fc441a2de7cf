// OutlineGroup.swift · Raster/Views/Containers · mirrors SwiftUI OutlineGroup and OutlineSubgroupChildren (iOS 17), and draws
// the outline rows of List(_:children:) and of DisclosureGroup in lists
// Status: Partial — iPhone look from screenshots; the indentation width is UNCERTAIN (see `OutlineMetrics`); no animation.

import Foundation

/// The metrics of outline rows in a list, points.
///
/// Indentation: 10 points per level, UIKit's documented default `indentationWidth` of a
/// table view cell (developer.apple.com, UITableViewCell.indentationWidth); UIKit's list
/// cells, which iOS 17 lists use, do not document theirs [UNCERTAIN]. The disclosure
/// chevron trails the row in the tint (accent) colour, pointing right when collapsed and
/// down when expanded, at least 8 points after the content (Raster's reading of iOS 17
/// screenshots of `List(_:children:)` [UNCERTAIN]).
enum OutlineMetrics {
    static let indentation: CGFloat = 10
    static let chevronSpacing: CGFloat = 8
}

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Raster: inside a `List` (or `Form`) each element is a row: elements with children (a
/// non-nil `children` value, even an empty one) draw iOS's disclosure chevron at the
/// trailing edge and start collapsed; a tap on the chevron (`ViewHost.tap`) shows their
/// children below them, each level indented by `OutlineMetrics.indentation`. Elsewhere an
/// element with children is a `DisclosureGroup` of its children, as in SwiftUI.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    /// The view named in the warning about a repeated ID (a `List` built on the data).
    var ownerName: String?

    /// The IDs of the expanded elements in a list.
    @State private var expanded: Set<ID> = []
    @Environment(\.listSectionAppearance) private var list

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to
    /// its elements' children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier,
    /// and a key path to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, the key path to a
    /// data element's identifier, and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// In a list, one row per shown element; elsewhere disclosure groups of the children.
    public var body: some View {
        if list != nil {
            listRows
        } else {
            ForEach(roots, id: id) { element in nested(element) }
        }
    }

    /// The elements shown in a list, depth first: the roots, and the children of expanded
    /// elements, each with its depth.
    var shownRows: [OutlineRow] {
        var result: [OutlineRow] = []
        var work = roots.reversed().map { ($0, 0) }
        while let (element, depth) = work.popLast() {
            let kids = element[keyPath: children]
            let id = element[keyPath: self.id]
            result.append(OutlineRow(id: id, element: element, depth: depth, hasChildren: kids != nil))
            if let kids, expanded.contains(id) { work += kids.reversed().map { ($0, depth + 1) } }
        }
        return result
    }

    private var listRows: some View {
        let expanded = $expanded
        var rows = ForEach(shownRows, id: \.id) { row in
            OutlineListRow(content: content(row.element), depth: row.depth,
                           isExpanded: row.hasChildren ? Binding(get: { expanded.wrappedValue.contains(row.id) },
                                                                 set: { if $0 { expanded.wrappedValue.insert(row.id) } else { expanded.wrappedValue.remove(row.id) } })
                                                       : nil)
        }
        rows.ownerName = ownerName ?? "OutlineGroup<\(Data.self), \(Leaf.self)>"
        return rows
    }

    /// An element outside a list: its content, or a disclosure group of its children.
    @ViewBuilder private func nested(_ element: Data.Element) -> some View {
        if let kids = element[keyPath: children] {
            DisclosureGroup {
                OutlineSubgroupChildren(AnyView(OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
                    roots: Array(kids), id: id, children: children, content: content)))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }

    /// A shown element of an outline in a list.
    struct OutlineRow {
        let id: ID
        let element: Data.Element
        let depth: Int
        let hasChildren: Bool
    }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    /// The children's views.
    public var body: some View { content }
}

/// A row of an outline in a list: its content indented `depth` levels and, for a row that
/// can expand, the disclosure chevron trailing in the tint colour; a tap on the chevron
/// (on the whole row when `wholeRowToggles`) toggles `isExpanded`. The row's separator starts
/// at the indented content.
struct OutlineListRow<Content: View>: View {
    let content: Content
    let depth: Int
    /// Whether the row is expanded; nil for a leaf.
    let isExpanded: Binding<Bool>?
    var wholeRowToggles = false

    var body: some View {
        if depth > 0 {
            row.padding(.leading, CGFloat(depth) * OutlineMetrics.indentation)
        } else {
            row
        }
    }

    @ViewBuilder private var row: some View {
        if let isExpanded {
            if wholeRowToggles {
                Button { isExpanded.wrappedValue.toggle() } label: { line(chevron: Self.chevron(isExpanded)) }
                    .buttonStyle(.plain)
            } else {
                line(chevron: Button { isExpanded.wrappedValue.toggle() } label: { Self.chevron(isExpanded) }.buttonStyle(.plain))
            }
        } else {
            content.separatorLeadingKept()
        }
    }

    private func line(chevron: some View) -> some View {
        HStack(spacing: 0) {
            content.separatorLeadingKept()
            Spacer(minLength: OutlineMetrics.chevronSpacing)
            chevron
        }
    }

    private static func chevron(_ isExpanded: Binding<Bool>) -> some View {
        DisclosureChevron(isExpanded: isExpanded.wrappedValue).foregroundStyle(.tint)
    }
}

extension View {
    /// Makes where the view's separator starts explicit (`listRowSeparatorStart`: its own
    /// guide, else its leading-most text, else its leading edge), so that the padding and
    /// stacks around it carry it to the row.
    func separatorLeadingKept() -> some View {
        alignmentGuide(.listRowSeparatorLeading) { $0.listRowSeparatorStart }
    }
}
