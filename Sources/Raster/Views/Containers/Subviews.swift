// Subviews.swift · Raster/Views/Containers · mirrors SwiftUI Subview, SubviewsCollection, Group(subviews:),
// ForEach(subviews:), SectionConfiguration, Group(sections:), ForEach(sections:) (iOS 18)
// Status: Partial — a view's subviews are read from its view values, as a picker reads its
// options (PickerContent.swift): tuples, ForEach, Group, if/else, optionals, AnyView, Section
// and modified views are looked through; a custom view with a body is one subview, even when
// its body lists several views (SwiftUI lists those), and a subview is built in the
// environment of the place it is put, not of its container (COMPATIBILITY.md).

import Foundation

/// One subview of another view: a view of the content given to `Group(subviews:)` or
/// `ForEach(subviews:)`, which shows that view where it is put.
///
/// A `ForEach` element's subview is identified by the element's id, a view written in a
/// tuple by its position, an `if` branch by the branch: `id` stays the same across updates
/// and reorderings, so the view keeps its state where the transform puts it by its id.
/// Modifiers applied to the original view apply before those applied to the subview.
///
/// Mirrors SwiftUI's `Subview` (iOS 18).
public struct Subview: View, Identifiable {
    /// A subview's identity within the content it was read from.
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    /// The subview's identity: the same across updates and reorderings of the content.
    public let id: ID
    /// The values the view set for its container (`containerValue(_:_:)`, `tag(_:)`).
    public let containerValues: ContainerValues
    /// The view it shows.
    let view: any View

    init(_ option: PickerOption) {
        id = ID(path: option.path)
        var values = option.containerValues
        values.explicitTag = PickerOptions.explicitTag(of: option.label)
        containerValues = values
        view = option.label
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension Subview: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.becomeTransparent(content: view)
    }
}

/// The subviews of a view, in order: given to the transform of `Group(subviews:)`. As a view
/// it shows every subview, as the original view did.
///
/// Mirrors SwiftUI's `SubviewsCollection` (iOS 18): a random-access collection of `Subview`
/// indexed from 0, whose slices (`subviews[1...]`, `prefix(3)`) are `SubviewsCollectionSlice`s.
public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    /// The subviews of `content` (PickerContent.swift reads them).
    init(of content: any View) {
        subviews = PickerOptions.of(content, ViewListReading(subviews: true)).map(Subview.init)
    }

    init(_ subviews: [Subview]) { self.subviews = subviews }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews, range: bounds) }

    public var body: Never { bodyIsNeverCalled() }
}

extension SubviewsCollection: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        SubviewList.reconcile(subviews[...], node: node, in: graph)
    }
}

/// A contiguous part of a `SubviewsCollection`, keeping its indices; as a view it shows its
/// subviews.
///
/// Mirrors SwiftUI's `SubviewsCollectionSlice` (iOS 18).
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let base: [Subview]
    let range: Range<Int>

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(position: Int) -> Subview {
        precondition(range.contains(position), "SubviewsCollectionSlice: index \(position) is outside \(range)")
        return base[position]
    }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.clamped(to: range) == bounds, "SubviewsCollectionSlice: range \(bounds) is outside \(range)")
        return SubviewsCollectionSlice(base: base, range: bounds)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension SubviewsCollectionSlice: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        SubviewList.reconcile(base[range], node: node, in: graph)
    }
}

/// How a collection of subviews becomes children, and what a list of them reads as content.
enum SubviewList {
    /// Makes `subviews` the children of `node`, each identified by its id (a repeated id, which
    /// a transform can make by listing a subview twice, is told apart by its occurrence).
    static func reconcile(_ subviews: ArraySlice<Subview>, node: Node, in graph: ViewGraph) {
        node.role = .list
        var keys: [ChildKey] = []
        keys.reserveCapacity(subviews.count)
        var occurrences: [Subview.ID: Int] = [:]
        for subview in subviews {
            let earlier = occurrences[subview.id, default: 0]
            occurrences[subview.id] = earlier + 1
            let id = AnyHashable(subview.id)
            let key = ChildKey.id(earlier == 0 ? id : AnyHashable(RepeatedID(id: id, occurrence: earlier)))
            graph.reconcile(parent: node, key: key, view: subview)
            keys.append(key)
        }
        node.retainChildren(keys, in: graph)
    }

    /// The subviews a collection lists when it is itself read as content (a collection or a
    /// slice given to `Group(subviews:)` again): each keeps its id and values.
    static func options(_ subviews: some Sequence<Subview>, _ reading: ViewListReading) -> [PickerOption] {
        guard reading.subviews else { return subviews.map { PickerOption(label: $0, tag: reading.elementID, path: reading.path) } }
        return subviews.map { subview in
            PickerOption(label: subview.view, tag: subview.containerValues.explicitTag ?? reading.elementID,
                         path: reading.path + subview.id.path, containerValues: subview.containerValues)
        }
    }
}

extension Subview: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] { SubviewList.options(CollectionOfOne(self), reading) }
}

extension SubviewsCollection: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] { SubviewList.options(subviews, reading) }
}

extension SubviewsCollectionSlice: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] { SubviewList.options(base[range], reading) }
}

/// The view `Group(subviews:transform:)` makes: the transform's result for the subviews of
/// a view. Its transform runs each time the view updates.
///
/// Mirrors SwiftUI's `GroupElementsOfContent` (iOS 18); made by `Group`, not written.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: Never { bodyIsNeverCalled() }
}

extension GroupElementsOfContent: PrimitiveView, RunsUserClosures {
    func update(node: Node, in graph: ViewGraph) {
        node.becomeTransparent(content: transform(SubviewsCollection(of: subviews)))
    }
}

extension GroupElementsOfContent: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        guard reading.subviews else { return [PickerOption(label: self, tag: reading.elementID, path: reading.path)] }
        return PickerOptions.of(transform(SubviewsCollection(of: subviews)), reading)
    }
}

extension Group where Content: View {
    /// A group of the views `transform` makes from the subviews of `view`: how a custom
    /// container reads the views given to it one by one.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack { subviews.first }
    ///     if subviews.count > 1 { Text("and \(subviews.count - 1) more") }
    /// }
    /// ```
    ///
    /// Mirrors SwiftUI's `Group.init(subviews:transform:)` (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// The name `Group.init(subviews:transform:)` had in the first iOS 18 betas.
    @available(*, deprecated, renamed: "init(subviews:transform:)")
    public init<Base: View, Result: View>(subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }
}

/// The subviews of a view as `ForEach(subviews:)`'s data.
///
/// Mirrors SwiftUI's `ForEachSubviewCollection` (iOS 18); made by `ForEach`, not written.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: SubviewsCollection

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
    /// A view for each subview of `view`, made by `content` and identified by the subview's
    /// id: how a custom container decorates the views given to it one by one.
    ///
    /// ```swift
    /// VStack { ForEach(subviews: content) { subview in subview.padding().background(.yellow) } }
    /// ```
    ///
    /// Mirrors SwiftUI's `ForEach.init(subviews:content:)` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(ForEachSubviewCollection(subviews: SubviewsCollection(of: view)), id: \.id, content: content)
    }

    /// The name `ForEach.init(subviews:content:)` had in the first iOS 18 betas.
    @available(*, deprecated, renamed: "init(subviews:content:)")
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(subviews: view, content: content)
    }
}

// MARK: - Sections

/// The section a subview was read in, and its part of it (PickerContent.swift).
struct ListedSection {
    /// The section's path in the content read.
    let path: [AnyHashable]
    let part: SectionPart
    /// Values of `containerValue(_:_:)` applied to the `Section` itself.
    var containerValues = ContainerValues()
}

extension Section: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        guard reading.subviews else { return [PickerOption(label: self, tag: reading.elementID, path: reading.path)] }
        // A section lists its header, its rows and its footer, each marked with the section.
        return [(SectionPart.header, header as any View), (.content, content), (.footer, footer)].flatMap { part, view in
            PickerOptions.of(view, reading.appending(part.key)).map { option in
                var option = option
                if option.section == nil { option.section = ListedSection(path: reading.path, part: part) }
                return option
            }
        }
    }
}

/// One section of a view: a `Section`'s header, rows and footer, or a run of views outside
/// any section (with an empty header and footer). Given to `Group(sections:)` and
/// `ForEach(sections:)`.
///
/// Mirrors SwiftUI's `SectionConfiguration` (iOS 18).
public struct SectionConfiguration: Identifiable {
    /// A section's identity within the content it was read from.
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    /// The section's identity: the same across updates.
    public let id: ID
    /// The subviews of the section's header.
    public let header: SubviewsCollection
    /// The subviews of the section's rows.
    public let content: SubviewsCollection
    /// The subviews of the section's footer.
    public let footer: SubviewsCollection
    /// The values set on the `Section` itself with `containerValue(_:_:)`.
    public let containerValues: ContainerValues

    /// The sections of `content`: each `Section` one, and each run of views between them one.
    static func sections(of content: any View) -> [SectionConfiguration] {
        let options = PickerOptions.of(content, ViewListReading(subviews: true))
        var sections: [SectionConfiguration] = []
        var start = 0
        while start < options.count {
            var end = start + 1
            let path = options[start].section?.path
            while end < options.count, options[end].section?.path == path { end += 1 }
            let run = options[start..<end]
            func part(_ part: SectionPart) -> SubviewsCollection {
                SubviewsCollection(run.filter { ($0.section?.part ?? .content) == part }.map(Subview.init))
            }
            sections.append(SectionConfiguration(
                id: ID(path: path ?? ["implicit section"] + options[start].path),
                header: part(.header), content: part(.content), footer: part(.footer),
                containerValues: options[start].section?.containerValues ?? ContainerValues()))
            start = end
        }
        return sections
    }
}

/// The sections of a view, in order: given to the transform of `Group(sections:)`.
///
/// Mirrors SwiftUI's `SectionCollection` (iOS 18).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The view `Group(sections:transform:)` makes: the transform's result for the sections of
/// a view. Its transform runs each time the view updates.
///
/// Mirrors SwiftUI's `GroupSectionsOfContent` (iOS 18); made by `Group`, not written.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    public var body: Never { bodyIsNeverCalled() }
}

extension GroupSectionsOfContent: PrimitiveView, RunsUserClosures {
    func update(node: Node, in graph: ViewGraph) {
        node.becomeTransparent(content: transform(SectionCollection(sections: SectionConfiguration.sections(of: sections))))
    }
}

extension GroupSectionsOfContent: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        guard reading.subviews else { return [PickerOption(label: self, tag: reading.elementID, path: reading.path)] }
        return PickerOptions.of(transform(SectionCollection(sections: SectionConfiguration.sections(of: sections))), reading)
    }
}

extension Group where Content: View {
    /// A group of the views `transform` makes from the sections of `view`.
    ///
    /// Mirrors SwiftUI's `Group.init(sections:transform:)` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }

    /// The name `Group.init(sections:transform:)` had in the first iOS 18 betas.
    @available(*, deprecated, renamed: "init(sections:transform:)")
    public init<Base: View, Result: View>(sectionsOf view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init(sections: view, transform: transform)
    }
}

/// The sections of a view as `ForEach(sections:)`'s data.
///
/// Mirrors SwiftUI's `ForEachSectionCollection` (iOS 18); made by `ForEach`, not written.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach {
    /// A view for each section of `view`, made by `content` and identified by the section's id.
    ///
    /// Mirrors SwiftUI's `ForEach.init(sections:content:)` (iOS 18).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(ForEachSectionCollection(sections: SectionConfiguration.sections(of: view)), id: \.id, content: content)
    }

    /// The name `ForEach.init(sections:content:)` had in the first iOS 18 betas.
    @available(*, deprecated, renamed: "init(sections:content:)")
    public init<V: View>(sectionOf view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(sections: view, content: content)
    }
}
