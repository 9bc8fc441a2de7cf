// Alignment.swift · Raster/Layout · mirrors SwiftUI AlignmentID, HorizontalAlignment, VerticalAlignment, Alignment, ViewDimensions (iOS 17)
// Status: Complete.

import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it, in the view's
    /// own coordinate space (points from its top-leading corner).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let idType: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.idType = id
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    /// Where a list row's separator starts (default: the row's leading edge); `Label`
    /// rows and editing rows set it to their text's leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends (default: the row's trailing edge, and the
    /// separator runs on to the cell's edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
    /// The leading edge of a row's leading-most text, where its separator starts when no
    /// view sets `listRowSeparatorLeading` (iOS 17 starts it at the row's text). Every `Text`
    /// answers 0 explicitly; stacks combine the values by taking the leading-most.
    static let listRowTextLeading = HorizontalAlignment(ListRowTextLeadingID.self)

    private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum ListRowSeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowTextLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let idType: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.idType = id
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The first line's baseline of text; a non-text view's bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The last line's baseline of text; a non-text view's bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading horizontally, the last line's text baseline vertically (iOS 16's).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing horizontally, the last line's text baseline vertically (iOS 16's).
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides in its own coordinate space.
///
/// Raster: points, origin at the view's top-leading corner.
public struct ViewDimensions: Equatable {
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    let size: CGSize
    /// The subview whose explicit guides these are, and the proposal it was measured for;
    /// nil for plain dimensions without explicit guides.
    private let source: (subview: LayoutSubview, proposal: ProposedViewSize)?

    init(size: CGSize, subview: LayoutSubview? = nil, proposal: ProposedViewSize = .unspecified) {
        self.size = size
        source = subview.map { ($0, proposal) }
    }

    /// The view's explicit value for a guide (set by `alignmentGuide`, text baselines or
    /// a layout's `explicitAlignment`).
    func explicitValue(_ guide: AlignmentGuide) -> CGFloat? {
        guard let source else { return nil }
        return source.subview.explicitAlignment(guide, proposal: source.proposal)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(.horizontal(guide)) ?? guide.idType.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(.vertical(guide)) ?? guide.idType.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(.horizontal(guide)) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(.vertical(guide)) }

    /// Where a list row's separator starts, points from the row's leading edge: its explicit
    /// `listRowSeparatorLeading` (an app's `alignmentGuide`), else its leading-most text
    /// (`listRowTextLeading`), else its leading edge.
    var listRowSeparatorStart: CGFloat {
        self[explicit: .listRowSeparatorLeading] ?? self[explicit: .listRowTextLeading] ?? 0
    }
}

/// A horizontal or vertical alignment guide.
enum AlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var axis: Axis {
        if case .horizontal = self { return .horizontal }
        return .vertical
    }

    /// Whether the guide's default value is computed from the view's size alone: the edges
    /// and the centres. A custom `AlignmentID`'s default may read other guides of the
    /// dimensions it is given.
    var defaultReadsOnlySize: Bool {
        switch self {
        case .horizontal(let h): return h == .leading || h == .center || h == .trailing
        case .vertical(let v): return v == .top || v == .center || v == .bottom
        }
    }

    /// How a container merges its subviews' explicit values for this guide: the topmost
    /// first baseline, the bottom-most last baseline, the leading-most text of a list row
    /// (values are measured from the leading edge), otherwise the average
    /// (swiftui-behavior.md §1.13).
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .vertical(.firstTextBaseline): return values.min()
        case .vertical(.lastTextBaseline): return values.max()
        case .horizontal(.listRowTextLeading): return values.min()
        default: return values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

extension HorizontalAlignment {
    /// The guide as written in code, for layout dumps: `.leading`, or a custom ID's type name.
    var dumpName: String {
        switch self {
        case .leading: return ".leading"
        case .center: return ".center"
        case .trailing: return ".trailing"
        default: return String(describing: idType)
        }
    }
}

extension VerticalAlignment {
    /// The guide as written in code, for layout dumps: `.top`, or a custom ID's type name.
    var dumpName: String {
        switch self {
        case .top: return ".top"
        case .center: return ".center"
        case .bottom: return ".bottom"
        case .firstTextBaseline: return ".firstTextBaseline"
        case .lastTextBaseline: return ".lastTextBaseline"
        default: return String(describing: idType)
        }
    }
}

extension Alignment {
    /// The alignment as written in code, for layout dumps.
    var dumpName: String {
        let names: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
            (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing")]
        if let name = names.first(where: { $0.0 == self })?.1 { return name }
        return "Alignment(horizontal: \(horizontal.dumpName), vertical: \(vertical.dumpName))"
    }
}

/// A set of alignment guides, possibly every guide: the explicit guides a view may have.
/// Views have few explicit guides (text: two baselines), so a short list beats hashing.
struct AlignmentGuideSet {
    var containsEveryGuide = false
    var guides: [AlignmentGuide] = []

    static let none = AlignmentGuideSet()
    static let every = AlignmentGuideSet(containsEveryGuide: true)

    init(containsEveryGuide: Bool = false, guides: [AlignmentGuide] = []) {
        self.containsEveryGuide = containsEveryGuide
        self.guides = guides
    }

    var isEmpty: Bool { !containsEveryGuide && guides.isEmpty }

    func contains(_ guide: AlignmentGuide) -> Bool { containsEveryGuide || guides.contains(guide) }

    mutating func formUnion(_ other: AlignmentGuideSet) {
        containsEveryGuide = containsEveryGuide || other.containsEveryGuide
        if containsEveryGuide { guides = [] } else {
            for guide in other.guides where !guides.contains(guide) { guides.append(guide) }
        }
    }
}

/// Which subviews' explicit guides a container merges into its own when its layout gives
/// no value of its own (swiftui-behavior.md §1.13).
enum SubviewGuideMerge {
    /// Every subview's (stacks, frames, padding, user layouts).
    case all
    /// The first subview's only (overlay and background: the primary view).
    case first
    /// None: the layout answers every guide itself (ViewThatFits: its chosen child's).
    case none
}

/// Raster's own layouts declare which explicit guides they answer themselves, so that the
/// engine asks only where an answer can come from. A user's `Layout` may answer any guide.
protocol ExplicitGuideDeclaring {
    /// The guides the layout's `explicitAlignment` may answer itself (default none).
    var ownExplicitGuides: AlignmentGuideSet { get }
    /// Whose explicit guides merge into the container's (default `.all`).
    var subviewGuideMerge: SubviewGuideMerge { get }
}

extension ExplicitGuideDeclaring {
    var ownExplicitGuides: AlignmentGuideSet { .none }
    var subviewGuideMerge: SubviewGuideMerge { .all }
}
