// ListLayout.swift · Raster/Layout · the layout and decoration of SwiftUI List and Form rows, headers and footers (iOS 17, iPhone)
// Status: Partial — iPhone metrics only. Numbers: ios17-metrics.md §4 and §10, each choice named at `ListMetrics`.

import Foundation

/// The metrics of one list style on an iPhone, in points.
///
/// Sources (ios17-metrics.md §4 unless said): minimum row height 44; grouped backgrounds
/// (§10.1); separator 1 device pixel in the separator colour (swiftui-behavior.md §3.2), none
/// after a section's last row; inset-grouped corner radius 10 (Flutter's estimate from
/// SwiftUI Forms — UNCERTAIN, 10 vs 13); side margin 16 on lists narrower than 414 pt and 20
/// from 414 (UIKit's layout margins — UNCERTAIN, Flutter uses 20 everywhere); header 6 pt above
/// the first row, footer 6 pt below the last (Flutter's list_section.dart). Raster's own
/// choices where no source gives a number (UNCERTAIN, see COMPATIBILITY.md "Lists"): rows
/// 11 pt above and below their content (UIKit's cell content margins, 11 + 22 + 11 = 44 for
/// one line of body text); 35 pt between sections and above a first section without a
/// header, 16 above one with a header, 35 below the last; `.compact` section spacing 20.
struct ListMetrics: Equatable {
    static let minimumRowHeight: CGFloat = 44
    static let rowVerticalInset: CGFloat = 11
    static let cornerRadius: CGFloat = 10
    static let defaultSectionSpacing: CGFloat = 35
    static let compactSectionSpacing: CGFloat = 20
    static let headerTopPaddingOfFirstSection: CGFloat = 16
    static let headerToRows: CGFloat = 6
    static let rowsToFooter: CGFloat = 6
    /// Above and below a plain list's section header text.
    static let plainHeaderPadding: CGFloat = 6
    /// The corner radius of a selected sidebar cell (`sidebarCells`). [UNCERTAIN — read from
    /// iPadOS 17 screenshots of Files and Notes sidebars, where the cell's corners match the
    /// 10-point radius of inset-grouped cards; Apple publishes no figure]
    static let sidebarSelectionRadius: CGFloat = 10

    var kind: ListStyleKind
    /// 1 / displayScale: a separator's thickness.
    var pixel: CGFloat
    var minimumRowHeight: CGFloat = ListMetrics.minimumRowHeight
    var minimumHeaderHeight: CGFloat?
    var rowSpacing: CGFloat = 0
    /// The gap between sections (nil: the style's).
    var sectionSpacing: CGFloat?
    /// The iPad sidebar look of `.sidebar` lists in a regular width (UIKit's sidebar list
    /// appearance, which SwiftUI uses there): rows on the list's background without cards or
    /// separators, the selected row a rounded cell in the tint colour with its content white.
    var sidebarCells = false

    /// Whether sections are drawn as blocks on the grouped background.
    var isGrouped: Bool { kind == .grouped || kind == .insetGrouped || kind == .sidebar }

    /// The side margin: UIKit's layout margin for a list `width` points wide.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// How far the rows' cells are inset from the list's sides.
    func cellInset(margin: CGFloat) -> CGFloat {
        switch kind {
        case .plain, .grouped: return 0
        case .insetGrouped, .inset, .sidebar: return margin
        }
    }

    /// The insets from a row's cell to its content when the row sets none.
    func rowInsets(margin: CGFloat) -> EdgeInsets {
        EdgeInsets(top: Self.rowVerticalInset, leading: margin, bottom: Self.rowVerticalInset, trailing: margin)
    }

    /// The radius of a section's card.
    var cornerRadius: CGFloat { kind == .insetGrouped || kind == .sidebar ? Self.cornerRadius : 0 }

    /// The gap above the first section, or between two sections.
    func gap(beforeSection index: Int, hasHeader: Bool) -> CGFloat {
        guard isGrouped else { return index == 0 ? 0 : (sectionSpacing ?? 0) }
        if index == 0 { return hasHeader ? Self.headerTopPaddingOfFirstSection : Self.defaultSectionSpacing }
        return sectionSpacing ?? Self.defaultSectionSpacing
    }

    /// The space below the last section.
    var bottomPadding: CGFloat { isGrouped ? Self.defaultSectionSpacing : 0 }

    var backgroundColor: SystemColor { isGrouped ? .systemGroupedBackground : .systemBackground }
    var rowBackgroundColor: SystemColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }
}

/// One section of a list, by subview index: a `Section`, or the rows between sections.
struct ListSection: Equatable {
    var header: Int?
    var rows: [Int]
    var footer: Int?
}

/// What a list's view tells its layout (its metrics and where its sections are), and what
/// the layout tells the list's drawing (the last placement).
final class ListStructure {
    var metrics: ListMetrics
    /// The list's environment (separator tints are resolved in it).
    var environment = EnvironmentValues()
    var sections: [ListSection] = []
    /// Whether any of the sections is a `Section` (else the rows are one implicit section).
    var hasSections = false
    /// Whether a row's selection value is selected (nil without a selection), and the
    /// subviews that are rows of selected values (by their `tag` or `ForEach` ID).
    var isSelected: ((AnyHashable) -> Bool)?
    var selectedSubviews: Set<Int> = []
    /// The part of the list its scroll view shows, in the list's space; nil outside one.
    /// Plain lists pin their section headers to its top.
    var visibleRect: CGRect?
    /// The last placement, in the list's space.
    var plan = ListPlan()
    /// Records the sections of the list's node again (set by the list's update).
    var refreshSections: (() -> Void)?

    init(metrics: ListMetrics) {
        self.metrics = metrics
    }
}

/// Where a list put its rows and what it draws behind them, points in the list's space
/// (origin at its top-leading corner, y down).
struct ListPlan {
    struct Cell {
        var subview: Int
        /// The row's cell (its background); a header's or footer's frame.
        var frame: CGRect
        /// Where the subview is placed and the size it is proposed.
        var content: CGRect
    }

    /// A row background: the rounded card of a section's rows, or one row's part of it.
    struct Background {
        var subview: Int
        var rect: CGRect
        var corners: RectangleCornerRadii
        /// The row draws its own (`listRowBackground`).
        var isReplaced: Bool
        /// The row is selected: drawn in systemGray4 (ios17-metrics.md §4, the highlighted row),
        /// or in the tint colour as a sidebar cell (`ListMetrics.sidebarCells`).
        var isSelected: Bool
        /// The section's `listRowBackground` colour or gradient, drawn instead of the style's.
        var fill: AnyShapeStyle?
    }

    struct Separator {
        var rect: CGRect
        var tint: Color?
    }

    var cells: [Cell] = []
    var backgrounds: [Background] = []
    var separators: [Separator] = []
    /// Each subview's start along y (its cell's, or its header's), points from the first.
    var starts: [Int: CGFloat] = [:]
    var length: CGFloat = 0

    /// The plan reflected in a list `width` points wide: for drawing right to left.
    func mirrored(width: CGFloat) -> ListPlan {
        func reflect(_ rect: CGRect) -> CGRect { CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        var plan = self
        for index in plan.cells.indices {
            plan.cells[index].frame = reflect(cells[index].frame)
            plan.cells[index].content = reflect(cells[index].content)
        }
        for index in plan.backgrounds.indices {
            let corners = backgrounds[index].corners
            plan.backgrounds[index].rect = reflect(backgrounds[index].rect)
            plan.backgrounds[index].corners = RectangleCornerRadii(topLeading: corners.topTrailing, bottomLeading: corners.bottomTrailing,
                                                                   bottomTrailing: corners.bottomLeading, topTrailing: corners.topLeading)
        }
        for index in plan.separators.indices { plan.separators[index].rect = reflect(separators[index].rect) }
        return plan
    }

    /// Moves everything down by `dy` points (a lazy window after the rows before it).
    mutating func move(by dy: CGFloat) {
        for index in cells.indices {
            cells[index].frame.origin.y += dy
            cells[index].content.origin.y += dy
        }
        for index in backgrounds.indices { backgrounds[index].rect.origin.y += dy }
        for index in separators.indices { separators[index].rect.origin.y += dy }
    }
}

/// The layout of a `List`'s rows.
///
/// Proposes to child: each row its cell's width less its insets (`listRowInsets`, else 11
/// above and below and the side margin), nil height to measure it, then the cell's height
/// less the insets to place it; headers and footers the cell width less the margins.
/// Reports size: the proposed width (or the widest row with its insets), and the sum of the
/// sections: the gap before each, header, rows (at least `defaultMinListRowHeight` each),
/// footer, and the bottom padding. Places child: rows at their cell's leading inset,
/// centred vertically in the cell (on a whole device pixel); headers and footers at the rows'
/// content inset; a plain list's headers pinned to the top of the visible region while
/// their section shows. Cell
/// edges are rounded to device pixels so that adjacent cells meet without a seam. With a
/// lazy window (`rows`), the built rows follow the rows before them at the estimated pitch.
struct ListLayout: Layout {
    let structure: ListStructure
    var rows: LazyRowWindow?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth(subviews)
        let plan = makePlan(width: width, subviews: subviews)
        return CGSize(width: width, height: plan.length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var plan = makePlan(width: bounds.width, subviews: subviews)
        let pixel = structure.metrics.pixel
        if structure.metrics.kind == .plain, let visible = structure.visibleRect { pinHeaders(in: &plan, visible: visible) }
        // The rows are placed in the leading-origin space (the engine mirrors them); what the
        // list draws itself is mirrored here.
        structure.plan = subviews.layoutDirection == .rightToLeft ? plan.mirrored(width: bounds.width) : plan
        for cell in plan.cells {
            let subview = subviews[subviews.startIndex + cell.subview]
            // Centred in the content rectangle, on a whole device pixel.
            let proposal = ProposedViewSize(cell.content.size)
            let height = subview.sizeThatFits(proposal).height
            let y = ((cell.content.midY - height / 2) / pixel).rounded() * pixel
            subview.place(at: CGPoint(x: bounds.minX + cell.content.minX, y: bounds.minY + y), anchor: .topLeading, proposal: proposal)
            let corners = plan.backgrounds.first { $0.subview == cell.subview }?.corners ?? RectangleCornerRadii()
            Self.tell(subview, cell: cell.frame, content: cell.content, corners: corners)
            subview[ListSwipeRowKey.self]?.isPlaced = true
        }
    }

    /// Writes a row's cell and content rectangle (points, the list's space) into the slots of
    /// a `listRowBackground` or swipe-actions row, whose layouts place views on the cell, and
    /// its corners when known (drawing reads them).
    private static func tell(_ subview: LayoutSubview, cell: CGRect, content: CGRect, corners: RectangleCornerRadii?) {
        func write(_ slot: ListRowBackgroundSlot?) {
            guard let slot else { return }
            slot.cell = cell
            slot.content = content
            if let corners { slot.corners = corners }
        }
        // Two calls, not a loop over an array: this runs for every row of every list layout.
        write(subview[ListRowBackgroundKey.self])
        write(subview[ListSwipeRowKey.self]?.slot)
    }

    /// Moves each section header of a plain list down to the visible region's top (less its
    /// padding) while its section shows, as iOS pins them; it never leaves its section, and
    /// hides the separators its band covers.
    private func pinHeaders(in plan: inout ListPlan, visible: CGRect) {
        let padding = ListMetrics.plainHeaderPadding
        for section in structure.sections {
            guard let header = section.header, let index = plan.cells.firstIndex(where: { $0.subview == header }) else { continue }
            let parts = section.rows + [section.footer].compactMap { $0 }
            let end = plan.cells.filter { parts.contains($0.subview) }.map(\.frame.maxY).max() ?? plan.cells[index].frame.maxY
            let frame = plan.cells[index].frame
            let y = max(frame.minY, min(visible.minY + padding, end - frame.height - padding))
            plan.cells[index].frame.origin.y = y
            plan.cells[index].content.origin.y = y
            // The pinned header's band covers the separators of the rows under it.
            let band = (y - padding)...(y + frame.height + padding)
            plan.separators.removeAll { $0.rect.maxY > band.lowerBound && $0.rect.minY < band.upperBound }
        }
    }

    /// The insets from a row's cell to its content: the edges the row sets itself, else those
    /// its section sets (`listRowInsets` on a `Section`), else `style`'s. A side that is not
    /// finite (negative sides are allowed, as in SwiftUI) is ignored with a warning, and the
    /// style's insets are used for the whole row.
    private static func rowInsets(of subview: LayoutSubview, style: EdgeInsets) -> EdgeInsets {
        let sectionInsets = subview[ListSectionRowTraitsKey.self].insets
        guard let setting = subview[ListRowInsetsKey.self]?.over(sectionInsets) ?? sectionInsets else { return style }
        let insets = setting.resolved(style: style)
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) else {
            warnOnce("listRowInsets(\(insets)) has a side that is not a finite number of points; the list style's insets are used instead")
            return style
        }
        return insets
    }

    /// The widest subview with its insets and margins, when no width is proposed.
    private func idealWidth(_ subviews: Subviews) -> CGFloat {
        let metrics = structure.metrics
        let margin = ListMetrics.margin(forWidth: 0)
        let widest = subviews.map { subview -> CGFloat in
            let insets = Self.rowInsets(of: subview, style: metrics.rowInsets(margin: margin))
            return subview.sizeThatFits(.unspecified).width + insets.leading + insets.trailing
        }.max() ?? 0
        return widest + 2 * metrics.cellInset(margin: margin)
    }

    /// The sections, recorded again when the record does not match the subviews (a view in
    /// the list changed them: a section collapsed, an outline row expanded), or one section
    /// of every subview when that cannot be done.
    private func sections(_ subviews: Subviews) -> [ListSection] {
        let count = subviews.count
        func matches(_ sections: [ListSection]) -> Bool {
            let indices = sections.flatMap { [$0.header, $0.footer].compactMap { $0 } + $0.rows }
            return indices.count == count && indices.allSatisfy { $0 < count }
        }
        if !matches(structure.sections) { structure.refreshSections?() }
        guard matches(structure.sections) else {
            return count == 0 ? [] : [ListSection(header: nil, rows: Array(0..<count), footer: nil)]
        }
        return structure.sections
    }

    func makePlan(width: CGFloat, subviews: Subviews) -> ListPlan {
        let metrics = structure.metrics
        let pixel = metrics.pixel
        func snap(_ value: CGFloat) -> CGFloat { (value / pixel).rounded() * pixel }
        let margin = ListMetrics.margin(forWidth: width)
        let cellX = metrics.cellInset(margin: margin)
        let cellWidth = max(0, width - 2 * cellX)
        let textX = cellX + margin
        let textWidth = max(0, width - 2 * textX)
        let sections = sections(subviews)
        var plan = ListPlan()
        let topGap = metrics.gap(beforeSection: 0, hasHeader: sections.first?.header != nil)
        // With a lazy window the built rows are planned from 0, measured, and then moved after
        // the rows before them (whose estimate depends on that measurement).
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            let gap: CGFloat
            if let rows {
                // The gap above the list is outside the window; one between sections is part
                // of the section (a row of the data) below it.
                let isListsFirst = index == 0 && rows.built.lowerBound == 0
                gap = isListsFirst || !structure.hasSections ? 0 : metrics.gap(beforeSection: 1, hasHeader: section.header != nil)
            } else {
                gap = metrics.gap(beforeSection: index, hasHeader: section.header != nil)
            }
            let previousRow = index > 0 ? sections[index - 1].rows.last : nil
            y += previousRow.flatMap { row -> CGFloat? in
                let subview = subviews[subviews.startIndex + row]
                return subview[ListSectionSpacingKey.self] ?? subview[ListSectionRowTraitsKey.self].sectionSpacing
            } ?? gap
            if let header = section.header {
                let subview = subviews[subviews.startIndex + header]
                plan.starts[header] = y
                let padding = metrics.isGrouped ? 0 : ListMetrics.plainHeaderPadding
                var height = subview.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height
                height = max(height, metrics.minimumHeaderHeight.map { $0 - 2 * padding } ?? 0)
                let frame = CGRect(x: textX, y: y + padding, width: textWidth, height: height)
                plan.cells.append(ListPlan.Cell(subview: header, frame: frame, content: frame))
                y = snap(frame.maxY + padding + (metrics.isGrouped ? ListMetrics.headerToRows : 0))
            }
            placeRows(section, in: &plan, y: &y, cellX: cellX, cellWidth: cellWidth, margin: margin, subviews: subviews,
                      snap: snap)
            if let footer = section.footer {
                let subview = subviews[subviews.startIndex + footer]
                plan.starts[footer] = y
                let height = subview.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height
                let frame = CGRect(x: textX, y: y + ListMetrics.rowsToFooter, width: textWidth, height: height)
                plan.cells.append(ListPlan.Cell(subview: footer, frame: frame, content: frame))
                y = snap(frame.maxY)
            }
        }
        if let rows {
            rows.builtLength = y
            rows.gapEstimate = 0
            rows.subviewStarts = (0..<subviews.count).map { plan.starts[$0] ?? 0 }
            plan.move(by: snap(topGap + rows.leadingLength))
            plan.length = topGap + rows.totalLength + metrics.bottomPadding
        } else {
            plan.length = sections.isEmpty ? 0 : y + metrics.bottomPadding
        }
        return plan
    }

    /// Places a section's rows from `y` on, with their backgrounds and separators.
    private func placeRows(_ section: ListSection, in plan: inout ListPlan, y: inout CGFloat, cellX: CGFloat, cellWidth: CGFloat,
                           margin: CGFloat, subviews: Subviews, snap: (CGFloat) -> CGFloat) {
        let metrics = structure.metrics
        let pixel = metrics.pixel
        var frames: [CGRect] = []
        /// Each row's separator span along x: its `listRowSeparatorStart` (the app's
        /// `listRowSeparatorLeading` guide, else its leading-most text), and its
        /// `listRowSeparatorTrailing` guide when set (else the cell's trailing edge).
        var separatorSpans: [ClosedRange<CGFloat>] = []
        for (position, row) in section.rows.enumerated() {
            if position > 0 { y = snap(y + metrics.rowSpacing) }
            let subview = subviews[subviews.startIndex + row]
            let rowInsets = Self.rowInsets(of: subview, style: metrics.rowInsets(margin: margin))
            let contentWidth = max(0, cellWidth - rowInsets.leading - rowInsets.trailing)
            let height = subview.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil)).height
            let cellHeight = snap(max(height + rowInsets.top + rowInsets.bottom, metrics.minimumRowHeight))
            let frame = CGRect(x: cellX, y: y, width: cellWidth, height: cellHeight)
            let content = CGRect(x: cellX + rowInsets.leading, y: y + rowInsets.top, width: contentWidth,
                                 height: max(0, cellHeight - rowInsets.top - rowInsets.bottom))
            plan.cells.append(ListPlan.Cell(subview: row, frame: frame, content: content))
            plan.starts[row] = y
            frames.append(frame)
            // Before its guides are measured: measuring them places the row's subviews, and a
            // row placing a background or swipe buttons on its cell must know the cell then.
            Self.tell(subview, cell: frame, content: content, corners: nil)
            let dimensions = subview.dimensions(in: ProposedViewSize(content.size))
            let trailing = dimensions[.listRowSeparatorTrailing]
            let start = content.minX + dimensions.listRowSeparatorStart
            let end = trailing == dimensions.width ? frame.maxX : content.minX + trailing
            // A cell narrower than its leading inset, or a trailing guide left of the leading
            // one, leaves no separator (an empty span), as there is no room for one.
            separatorSpans.append(start...max(start, end))
            y += cellHeight
        }
        guard !frames.isEmpty else { return }
        // Backgrounds: one card per run of rows without spacing between them.
        let radius = metrics.cornerRadius
        let separate = metrics.rowSpacing > 0
        for (position, frame) in frames.enumerated() {
            let row = section.rows[position]
            let isSelected = structure.selectedSubviews.contains(row)
            let hasFill = subviews[subviews.startIndex + row][ListSectionRowTraitsKey.self].background != nil
            guard (metrics.isGrouped && !metrics.sidebarCells) || isSelected || hasFill else { continue }
            // A sidebar cell is rounded on its own; card rows round the card's ends.
            let first = position == 0 || separate || metrics.sidebarCells
            let last = position == frames.count - 1 || separate || metrics.sidebarCells
            let r = metrics.sidebarCells ? ListMetrics.sidebarSelectionRadius : radius
            plan.backgrounds.append(ListPlan.Background(
                subview: row, rect: frame,
                corners: RectangleCornerRadii(topLeading: first ? r : 0, bottomLeading: last ? r : 0,
                                              bottomTrailing: last ? r : 0, topTrailing: first ? r : 0),
                isReplaced: subviews[subviews.startIndex + row][ListRowBackgroundKey.self] != nil, isSelected: isSelected,
                fill: subviews[subviews.startIndex + row][ListSectionRowTraitsKey.self].background))
        }
        // Separators between rows, from the text start to the cell's trailing edge.
        if !separate, !metrics.sidebarCells {
            for position in frames.indices.dropLast() {
                let upper = subviews[subviews.startIndex + section.rows[position]]
                let lower = subviews[subviews.startIndex + section.rows[position + 1]]
                let upperTraits = upper[ListSectionRowTraitsKey.self], lowerTraits = lower[ListSectionRowTraitsKey.self]
                guard upper[ListRowSeparatorKey.self].over(upperTraits.separator).bottom != .hidden,
                      lower[ListRowSeparatorKey.self].over(lowerTraits.separator).top != .hidden else { continue }
                let frame = frames[position], span = separatorSpans[position]
                plan.separators.append(ListPlan.Separator(
                    rect: CGRect(x: span.lowerBound, y: frame.maxY - pixel, width: span.upperBound - span.lowerBound, height: pixel),
                    tint: upper[ListRowSeparatorTintKey.self].over(upperTraits.separatorTint).bottom
                        ?? lower[ListRowSeparatorTintKey.self].over(lowerTraits.separatorTint).top))
            }
        }
        // Section separators: full width above and below the rows in grouped lists (and in
        // plain lists that ask for them).
        guard metrics.kind != .insetGrouped, metrics.kind != .sidebar else { return }
        let sectionSubview = subviews[subviews.startIndex + section.rows[0]]
        let sectionTraits = sectionSubview[ListSectionRowTraitsKey.self]
        let setting = sectionSubview[ListSectionSeparatorKey.self].over(sectionTraits.sectionSeparator)
        let tint = sectionSubview[ListSectionSeparatorTintKey.self].over(sectionTraits.sectionSeparatorTint)
        let defaultVisibility: Visibility = metrics.kind == .grouped ? .visible : .hidden
        let top = frames[0], bottom = frames[frames.count - 1]
        for edge in [VerticalEdge.top, .bottom] {
            let visibility = setting[edge] == .automatic ? defaultVisibility : setting[edge]
            guard visibility == .visible else { continue }
            let y = edge == .top ? top.minY : bottom.maxY - pixel
            plan.separators.append(ListPlan.Separator(rect: CGRect(x: 0, y: y, width: top.maxX + top.minX, height: pixel), tint: tint[edge]))
        }
    }

    /// What the list draws under its rows: the row backgrounds (selected rows highlighted:
    /// systemGray4, or the tint colour for sidebar cells), except those of rows with a
    /// `listRowBackground`.
    static func backgrounds(of structure: ListStructure) -> [DisplayList.Item] {
        let scheme = structure.environment.colorScheme
        let color = structure.metrics.rowBackgroundColor.resolved(in: structure.environment), selected = SystemColor.systemGray4.resolved(scheme)
        return structure.plan.backgrounds.filter { !$0.isReplaced }.map { background in
            let path = UnevenRoundedRectangle(cornerRadii: background.corners).path(in: background.rect)
            if background.isSelected, structure.metrics.sidebarCells {
                return .fill(path, TintShapeStyle().paint(in: structure.environment, bounds: background.rect), FillStyle())
            }
            if let fill = background.fill, !background.isSelected {
                return .fill(path, fill.resolvedPaint(in: structure.environment, bounds: background.rect), FillStyle())
            }
            return .solid(path, background.isSelected ? selected : color)
        }
    }

    /// What the list draws over its rows, as UIKit draws them over the cells: the separators.
    static func separators(of structure: ListStructure) -> [DisplayList.Item] {
        let separatorColor = SystemColor.separator.resolved(structure.environment.colorScheme)
        return structure.plan.separators.map { separator in
            let color = separator.tint?.resolve(in: structure.environment) ?? separatorColor
            return .fill(Path(separator.rect), .color(color), FillStyle(antialiased: false))
        }
    }
}

extension ListLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { "List(\(structure.metrics.kind))" }
}
