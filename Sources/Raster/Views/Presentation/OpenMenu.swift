// OpenMenu.swift · Raster/Views/Presentation · the iOS 17 open menu: a platter of rows anchored under or above its label, over an undimmed window (Raster's own; UIKit's UIMenu shown by a button)
// Status: Partial — the settled frame (no opening or closing animation); the platter's blur
// figures are UNCERTAIN (Material+Platters.swift); a menu taller than
// the space for it shows its top, cut at the window's edge (iOS scrolls it); a submenu
// replaces its parent in place (iOS keeps the parent blurred behind it); figures are
// UNCERTAIN where marked (COMPATIBILITY.md "Menus").

import Foundation

/// A menu a presenter asks the presentation layer to show.
struct OpenMenu {
    /// The label the menu opened from: its frame in the window, points (nil when it was
    /// never laid out).
    var anchor: CGRect?
    var elements: [MenuElement]
    /// The presenter's `menuOrder`.
    var order: MenuOrder
}

/// The open menu's figures, points. FLT: Flutter's CupertinoMenuAnchor
/// (packages/flutter/lib/src/cupertino/menu_anchor.dart), measured by its authors on the
/// iOS 18.5 simulator — iOS 17 is not measured there [UNCERTAIN for iOS 17 throughout].
enum MenuMetrics {
    /// The platter's width on an iPhone [FLT `_CupertinoMenuWidth.iOS` 250].
    static let width: CGFloat = 250
    /// The least distance from the window's safe area to the platter [FLT `overlayPadding` 8].
    static let screenMargin: CGFloat = 8
    /// The gap between the label and the platter [UNCERTAIN: read from iOS 17 screenshots
    /// of pull-down buttons; FLT attaches the menu with none].
    static let anchorGap: CGFloat = 8
    /// The platter's corner radius [FLT `_ShadowPainter.radius` 13].
    static let cornerRadius: CGFloat = 13
    /// A row's least height: FLT's body line height 22 × (14/11 + 0.71) = 43.6, 43.67 on a 3×
    /// display, taken as 44 (UIKit's minimum tap target, HIG "Layout").
    static let rowHeight: CGFloat = 44
    /// The margin before a row's title and after it when no icon follows [FLT 16].
    static let horizontalPadding: CGFloat = 16
    /// The column before the titles when a row of the menu can show a checkmark:
    /// FLT 10 + the line height 22 = 32, the checkmark centred 0.584 × 32 ≈ 19 from the edge.
    static let checkmarkColumn: CGFloat = 32
    static let checkmarkCentre: CGFloat = 19
    /// The checkmark: 15 points, semibold [FLT `_leadingDefaultIconTheme`].
    static let checkmarkSize: CGFloat = 15
    /// The column after the title holding the icon or chevron: FLT 22 + the line height 22
    /// = 44, the icon's centre 28 from the platter's trailing edge (6 past the column's middle).
    static let iconColumn: CGFloat = 44
    static let iconCentre: CGFloat = 28
    /// The large gap between sections and at a `Divider` [FLT `CupertinoMenuDivider` 8].
    static let sectionGap: CGFloat = 8
    /// A section header's height, footnote text in the secondary colour [UNCERTAIN: read
    /// from iOS 17 screenshots].
    static let headerHeight: CGFloat = 32
    /// At most two lines of title per row [FLT `_defaultMaxLines` 2].
    static let titleLineLimit = 2
    /// The press-and-hold that opens a menu with a primary action, seconds [FLT
    /// `longPressToOpenDuration` 0.4].
    static let longPressDuration: Double = 0.4

    /// The hairline between rows: black at 0.25 (light), white at 0.25 (dark), one pixel
    /// [FLT `_CupertinoMenuImplicitDivider.color`; iOS also blends it with an overlay].
    static func hairline(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color.white.opacity(0.25) : Color.black.opacity(0.25)
    }

    /// The large gap's colour: black at 0.08 (light) or 0.16 (dark) [FLT
    /// `CupertinoMenuDivider.defaultColor`].
    static func sectionGapColor(for scheme: ColorScheme) -> Color {
        Color.black.opacity(scheme == .dark ? 0.16 : 0.08)
    }

    /// The shadow around the platter: black at 0.12 (light) or 0.24 (dark) [FLT
    /// `_ShadowPainter`, whose blur is σ 50; Raster uses a radius of 30, UNCERTAIN].
    static func shadow(for scheme: ColorScheme) -> Color {
        Color.black.opacity(scheme == .dark ? 0.24 : 0.12)
    }
    static let shadowRadius: CGFloat = 30
}

/// Where the platter of a menu goes in the window: under its label, or above it when there
/// is not room under it and there is more above; aligned to the label's leading edge when
/// the label is in the leading third of the window, to its trailing edge in the trailing
/// third, centred on it between; then kept `screenMargin` inside the safe area. [UNCERTAIN —
/// UIKit publishes no rule; this is its behaviour read from iOS 17 screenshots.] Points,
/// window coordinates, whole points.
struct MenuPlacement {
    let anchor: CGRect
    let window: CGSize
    let safeAreaInsets: EdgeInsets

    /// The highest and lowest the platter may reach.
    var top: CGFloat { safeAreaInsets.top + MenuMetrics.screenMargin }
    var bottom: CGFloat { window.height - safeAreaInsets.bottom - MenuMetrics.screenMargin }

    /// Whether a platter `height` points tall opens above the label.
    func opensUpward(height: CGFloat) -> Bool {
        let below = bottom - (anchor.maxY + MenuMetrics.anchorGap)
        let above = anchor.minY - MenuMetrics.anchorGap - top
        return height > below && above > below
    }

    /// The top-leading corner of a platter of `size`.
    func origin(for size: CGSize, upward: Bool) -> CGPoint {
        let third = window.width / 3
        var x: CGFloat
        if anchor.midX < third {
            x = anchor.minX
        } else if anchor.midX > 2 * third {
            x = anchor.maxX - size.width
        } else {
            x = anchor.midX - size.width / 2
        }
        let leadingLimit = safeAreaInsets.leading + MenuMetrics.screenMargin
        let trailingLimit = window.width - safeAreaInsets.trailing - MenuMetrics.screenMargin - size.width
        x = max(min(x, trailingLimit), leadingLimit)
        var y = upward ? anchor.minY - MenuMetrics.anchorGap - size.height : anchor.maxY + MenuMetrics.anchorGap
        y = max(min(y, bottom - size.height), top)
        return CGPoint(x: x.rounded(), y: y.rounded())
    }
}

/// What an open menu draws, top to bottom: groups of lines separated by large gaps, lines
/// separated by hairlines.
enum MenuLine {
    case header(AnyView)
    case item(MenuItem)

    /// The groups of `elements`: runs of rows, a new group at each `Section` (its header
    /// first) and after each `Divider`; empty groups are left out.
    static func groups(_ elements: [MenuElement]) -> [[MenuLine]] {
        var groups: [[MenuLine]] = [], current: [MenuLine] = []
        for element in elements {
            switch element {
            case .item(let item):
                current.append(.item(item))
            case .divider:
                if !current.isEmpty { groups.append(current) }
                current = []
            case .section(let header, let inner):
                if !current.isEmpty { groups.append(current) }
                current = []
                var innerGroups = Self.groups(inner)
                if let header, !innerGroups.isEmpty { innerGroups[0].insert(.header(header), at: 0) }
                groups += innerGroups
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }

    /// `groups` in priority order, for a menu opening upwards: the first row nearest the
    /// label, so groups and rows reversed, each header kept above its rows.
    static func priorityOrder(_ groups: [[MenuLine]]) -> [[MenuLine]] {
        groups.reversed().map { group in
            let headers = group.filter { if case .header = $0 { return true } else { return false } }
            let items = group.filter { if case .item = $0 { return true } else { return false } }
            return headers + items.reversed()
        }
    }

    /// The height of a platter showing `groups` (and a submenu's title row) when every title
    /// fits on one line, points, with hairlines `hairline` thick: what decides whether it opens
    /// upwards before it is laid out.
    static func estimatedHeight(of groups: [[MenuLine]], hasTitleRow: Bool, hairline: CGFloat) -> CGFloat {
        let lines = groups.joined().reduce(CGFloat(0)) { height, line in
            if case .header = line { return height + MenuMetrics.headerHeight }
            return height + MenuMetrics.rowHeight
        }
        let hairlines = groups.reduce(0) { $0 + max($1.count - 1, 0) } + (hasTitleRow && !groups.isEmpty ? 1 : 0)
        return lines + CGFloat(max(groups.count - 1, 0)) * MenuMetrics.sectionGap + CGFloat(hairlines) * hairline
            + (hasTitleRow ? MenuMetrics.rowHeight : 0)
    }
}

/// The open menu over the window: the platter where `MenuPlacement` puts it, and under it
/// a clear layer that takes the taps outside the platter and closes the menu without
/// running anything (iOS 17 does not dim the screen behind a menu). A tap on a row runs its
/// action (a toggle flips, a picker option is selected) and closes the menu; on a nested
/// menu's row it shows that menu in place, under its title row, whose tap goes back; on a
/// disabled row, a header or a gap it does nothing.
struct MenuOverlay: View {
    let menu: OpenMenu
    /// The window's size and safe-area insets, points.
    let window: CGSize
    let safeAreaInsets: EdgeInsets
    let dismiss: () -> Void

    /// The submenus opened in place, outermost first.
    @State private var submenus: [MenuItem] = []
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        var elements = menu.elements
        if let open = submenus.last, case .submenu(let read) = open.kind { elements = read() }
        let titleRow = submenus.last.map(\.title)
        var groups = MenuLine.groups(elements)
        let anchor = menu.anchor ?? CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top, width: 0, height: 0)
        let placement = MenuPlacement(anchor: anchor, window: window, safeAreaInsets: safeAreaInsets)
        let height = MenuLine.estimatedHeight(of: groups, hasTitleRow: titleRow != nil, hairline: 1 / displayScale)
        let upward = placement.opensUpward(height: height)
        if upward && menu.order != .fixed { groups = MenuLine.priorityOrder(groups) }
        if height > placement.bottom - placement.top {
            warnOnce("Menu: the open menu is \(formatPoints(height)) points tall and the window has room for "
                     + "\(formatPoints(placement.bottom - placement.top)); its top is shown and the rest is cut off at the "
                     + "window's edge (iOS scrolls it). Put fewer items in it, or group them in nested Menus")
        }
        let dismiss = self.dismiss, path = $submenus
        let choose: (MenuItem) -> Void = { item in
            switch item.kind {
            case .action(let action):
                dismiss()
                action()
            case .submenu:
                path.wrappedValue.append(item)
            case .inert:
                break
            }
        }
        // The platter is an overlay, so that one taller than the window does not move it.
        return Color.clear
            .contentShape(Rectangle())
            .onTapGesture { dismiss() }
            .frame(width: window.width, height: window.height)
            .overlay(alignment: .topLeading) {
                MenuPanel(groups: groups, titleRow: titleRow, choose: choose, closeSubmenu: { path.wrappedValue.removeLast() })
                    .alignmentGuide(.leading) { -placement.origin(for: CGSize(width: $0.width, height: $0.height), upward: upward).x }
                    .alignmentGuide(.top) { -placement.origin(for: CGSize(width: $0.width, height: $0.height), upward: upward).y }
            }
    }
}

/// The menu's platter: its lines on the menu platter (the undimmed screen behind it blurred,
/// saturated and tinted: `Material.menuPlatter`), with rounded corners and a soft shadow
/// around it, 250 points wide. The shadow is drawn beside the platter, behind it
/// (`PlatterShadow`): a shadow effect around the platter would make it a layer of its own,
/// whose backdrop is that empty layer rather than the screen.
struct MenuPanel: View {
    let groups: [[MenuLine]]
    /// The title row of the submenu shown, if any.
    let titleRow: AnyView?
    let choose: (MenuItem) -> Void
    let closeSubmenu: () -> Void

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let reservesCheckmark = groups.joined().contains { line in
            if case .item(let item) = line { return item.isChecked != nil }
            return false
        }
        let hairline = 1 / displayScale, scheme = colorScheme
        let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        return VStack(spacing: 0) {
            if let titleRow {
                MenuTitleRow(title: titleRow, close: closeSubmenu)
                if !groups.isEmpty { Rectangle().fill(MenuMetrics.hairline(for: scheme)).frame(height: hairline) }
            }
            ForEach(groups.indices, id: \.self) { index in
                if index > 0 {
                    Rectangle().fill(MenuMetrics.sectionGapColor(for: scheme)).frame(height: MenuMetrics.sectionGap)
                }
                ForEach(groups[index].indices, id: \.self) { row in
                    if row > 0 { Rectangle().fill(MenuMetrics.hairline(for: scheme)).frame(height: hairline) }
                    line(groups[index][row], reservesCheckmark: reservesCheckmark)
                }
            }
        }
        .frame(width: MenuMetrics.width)
        .background(Material.menuPlatter, in: shape)
        .clipShape(shape)
        .background(PlatterShadow(shape: shape, color: MenuMetrics.shadow(for: scheme), radius: MenuMetrics.shadowRadius))
        // Taps on headers and gaps land on the platter and do nothing.
        .contentShape(Rectangle())
        .onTapGesture {}
    }

    @ViewBuilder private func line(_ line: MenuLine, reservesCheckmark: Bool) -> some View {
        switch line {
        case .header(let header):
            header
                .font(.footnote)
                .foregroundStyle(Color.secondary)
                .lineLimit(MenuMetrics.titleLineLimit)
                .padding(.leading, reservesCheckmark ? MenuMetrics.checkmarkColumn : MenuMetrics.horizontalPadding)
                .padding(.trailing, MenuMetrics.horizontalPadding)
                .frame(maxWidth: .infinity, minHeight: MenuMetrics.headerHeight, alignment: .leading)
                .accessibilityElement(children: .combine)
        case .item(let item):
            MenuRow(item: item, reservesCheckmark: reservesCheckmark, choose: choose)
        }
    }
}

/// The shadow of a platter `shape` outside it only: the shape's shadow with the shape itself
/// cut out, so that the platter drawn over it blurs the screen and the shadow's fringe, not
/// an opaque shape.
struct PlatterShadow<S: Shape>: View {
    let shape: S
    let color: Color
    /// The shadow's blur radius, points (as `shadow(color:radius:)`).
    let radius: CGFloat

    var body: some View {
        ZStack {
            shape.fill(Color.black).shadow(color: color, radius: radius)
            shape.fill(Color.black).blendMode(.destinationOut)
        }
        .compositingGroup()
        .allowsHitTesting(false)
    }
}

/// One row: the checkmark column (when the menu has one), the title in the body font, and
/// the icon (or a nested menu's chevron) at the trailing edge. Titles are in the label
/// colour, a destructive row's in red and a disabled row's in grey, icons likewise
/// [FLT: label at 0.96, `systemRed`, `systemGrey`].
struct MenuRow: View {
    let item: MenuItem
    let reservesCheckmark: Bool
    let choose: (MenuItem) -> Void

    var body: some View {
        let item = self.item, choose = self.choose
        let color: Color = !item.isEnabled ? .gray : item.role == .destructive ? .red : .primary
        var trailing: AnyView?
        if case .submenu = item.kind {
            trailing = AnyView(Image(systemName: "chevron.right").font(.body.weight(.semibold)).accessibilityHidden(true))
        } else if let icon = item.icon {
            trailing = AnyView(icon.font(.body).accessibilityHidden(true))
        }
        return HStack(spacing: 0) {
            if reservesCheckmark {
                ZStack {
                    if item.isChecked == true {
                        Image(systemName: "checkmark").font(.system(size: MenuMetrics.checkmarkSize, weight: .semibold))
                            .accessibilityHidden(true)
                    }
                }
                .frame(width: 2 * (MenuMetrics.checkmarkColumn - MenuMetrics.checkmarkCentre))
                .padding(.leading, 2 * MenuMetrics.checkmarkCentre - MenuMetrics.checkmarkColumn)
            } else {
                Color.clear.frame(width: MenuMetrics.horizontalPadding, height: 0)
            }
            item.title
                .font(.body)
                .lineLimit(MenuMetrics.titleLineLimit)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let trailing {
                trailing
                    .frame(width: 2 * (MenuMetrics.iconColumn - MenuMetrics.iconCentre))
                    .padding(.trailing, 2 * MenuMetrics.iconCentre - MenuMetrics.iconColumn)
            } else {
                Color.clear.frame(width: MenuMetrics.horizontalPadding, height: 0)
            }
        }
        .frame(minHeight: MenuMetrics.rowHeight)
        .foregroundStyle(color)
        .contentShape(Rectangle())
        .onTapGesture { if item.isEnabled { choose(item) } }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(item.isChecked == true ? [.isButton, .isSelected] : .isButton)
    }
}

/// The title row of a submenu shown in place: its title, semibold, and a down chevron; a
/// tap goes back to the menu it is in. [UNCERTAIN — weight read from iOS 17 screenshots]
struct MenuTitleRow: View {
    let title: AnyView
    let close: () -> Void

    var body: some View {
        let close = self.close
        return HStack(spacing: 0) {
            title
                .font(.body.weight(.semibold))
                .lineLimit(MenuMetrics.titleLineLimit)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.leading, MenuMetrics.horizontalPadding)
            Image(systemName: "chevron.down")
                .font(.body.weight(.semibold))
                .accessibilityHidden(true)
                .frame(width: 2 * (MenuMetrics.iconColumn - MenuMetrics.iconCentre))
                .padding(.trailing, 2 * MenuMetrics.iconCentre - MenuMetrics.iconColumn)
        }
        .frame(minHeight: MenuMetrics.rowHeight)
        .foregroundStyle(Color.primary)
        .contentShape(Rectangle())
        .onTapGesture { close() }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}
