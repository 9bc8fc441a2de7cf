// ListSectionRowTraits.swift · Raster/Modifiers · list row modifiers applied to a whole Section or ForEach: handed to each of its rows
// Status: Complete — read by Layout/ListLayout.swift. SwiftUI writes row modifiers as view traits that reach every row of
// the section; Raster hands them to the section (or ForEach) through the environment and it applies them to its rows.

import Foundation

/// The row settings a `Section` in a list got from row modifiers applied to it
/// (`Section { … }.listRowInsets(…)`): each of its rows uses them where the row sets none
/// itself (a modifier closer to the row wins, as with SwiftUI's traits). Header and footer
/// keep the style's look: they are not rows.
struct ListSectionRowTraits {
    var insets: ListRowInsets?
    var separator = ListSeparatorSetting()
    var separatorTint = ListSeparatorTint()
    var sectionSeparator = ListSeparatorSetting()
    var sectionSeparatorTint = ListSeparatorTint()
    /// A `listRowBackground` that is a shape style (a colour or gradient): the list fills
    /// each row's cell with it.
    var background: AnyShapeStyle?
    /// `listSectionSpacing` on the section: the gap after it, points (nil: the list's).
    var sectionSpacing: CGFloat?
    /// `selectionDisabled` on the section: a tap does not select its rows.
    var selectionDisabled: Bool?
}

/// The traits a section's rows carry; read by the list below the row's own settings.
struct ListSectionRowTraitsKey: LayoutValueKey {
    static let defaultValue = ListSectionRowTraits()
}

private struct PendingSectionRowTraitsKey: EnvironmentKey {
    static let defaultValue: ListSectionRowTraits? = nil
}

extension EnvironmentValues {
    /// Row settings written by row modifiers applied to the `Section` below, for it to apply
    /// to its rows; nil when there are none (and below the section).
    var pendingSectionRowTraits: ListSectionRowTraits? {
        get { self[PendingSectionRowTraitsKey.self] }
        set { self[PendingSectionRowTraitsKey.self] = newValue }
    }
}

/// A `Section` or a `ForEach`, possibly under list row modifiers: the views whose row
/// modifiers are handed to each of their rows.
protocol ListRowGroup {}

extension Section: ListRowGroup {}
extension ForEach: ListRowGroup {}
extension ModifiedContent: ListRowGroup where Content: ListRowGroup, Modifier: ListRowTraitWriting {}

/// A list row modifier: on a row it sets a layout value the list reads; on a `Section` in a
/// list it writes the section's row traits instead.
protocol ListRowTraitWriting {}

/// Sets the layout value `K` on a row, or the matching section row trait on a `Section`.
struct ListRowValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier, ListRowTraitWriting {
    let value: K.Value
    let dumpName: String
    /// Writes the value into a section's row traits.
    let writeTrait: (inout ListSectionRowTraits) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if content is ListRowGroup, node.environment.listSectionAppearance != nil {
            node.handTraitsToSection(content: content, writeTrait)
            return
        }
        node.outputs.layoutValues[ObjectIdentifier(K.self)] = value
        node.becomeUnary(PassthroughLayout(name: dumpName), content: content)
    }
}

extension Node {
    /// Makes this modifier node transparent over the section or `ForEach` `content`, writing
    /// `write` into the row traits it reads from its environment (an inner modifier writes after
    /// an outer one, so the one closer to the section wins).
    func handTraitsToSection(content: any View, _ write: @escaping (inout ListSectionRowTraits) -> Void) {
        outputs.environmentModifier = { environment in
            var traits = environment.pendingSectionRowTraits ?? ListSectionRowTraits()
            write(&traits)
            environment.pendingSectionRowTraits = traits
        }
        becomeTransparent(content: content)
    }
}

/// Gives each row of a section (or `ForEach`) its row traits (a unary modifier distributed
/// over the rows: every row gets its own copy).
struct ListSectionRowTraitsModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let traits: ListSectionRowTraits
    var dumpName: String { "section row traits" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.layoutValues[ObjectIdentifier(ListSectionRowTraitsKey.self)] = traits
        node.becomeUnary(PassthroughLayout(name: dumpName), content: content)
    }
}

extension EnvironmentValues {
    /// The row traits a `Section` or `ForEach` in a list applies to its rows, cleared for
    /// what is below it by `node`'s environment; nil when there are none.
    func takeRowTraits(for node: Node) -> ListSectionRowTraits? {
        guard let traits = pendingSectionRowTraits else { return nil }
        node.outputs.environmentModifier = { $0.pendingSectionRowTraits = nil }
        return listSectionAppearance == nil ? nil : traits
    }
}

extension ListSeparatorSetting {
    /// This row's setting, with `section`'s where the row leaves an edge automatic.
    func over(_ section: ListSeparatorSetting) -> ListSeparatorSetting {
        ListSeparatorSetting(top: top == .automatic ? section.top : top, bottom: bottom == .automatic ? section.bottom : bottom)
    }
}

extension ListSeparatorTint {
    /// These tints with `color` on `edges`.
    func setting(_ color: Color?, on edges: VerticalEdge.Set) -> ListSeparatorTint {
        ListSeparatorTint(top: edges.contains(.top) ? color : top, bottom: edges.contains(.bottom) ? color : bottom)
    }

    /// This row's tints, with `section`'s where the row sets none.
    func over(_ section: ListSeparatorTint) -> ListSeparatorTint {
        ListSeparatorTint(top: top ?? section.top, bottom: bottom ?? section.bottom)
    }
}
