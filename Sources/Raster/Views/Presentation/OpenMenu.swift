// OpenMenu.swift · Raster/Views/Presentation · the iOS 17 open menu: a platter of rows anchored under or above its label, over an undimmed window (Raster's own; UIKit's UIMenu shown by a button)
// Status: Partial — the settled frame (no opening or closing animation); the platter's blur
// figures are UNCERTAIN (Material+Platters.swift); a menu taller than
// the space for it shows its top, cut at the window's edge (iOS scrolls it); a submenu
// opens over its parent, which shows behind it blurred and dimmed, with no scale or
// animation; a row's place is estimated from one-line titles; figures are
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
    /// The presenter's `menuActionDismissBehavior`, for rows whose content sets none.
    var dismissBehavior: MenuActionDismissBehavior? = nil
    /// A context menu's lifted view (`contextMenu`): drawn at `anchor` over the screen
    /// blurred and dimmed (`ContextMenuLook`); nil for a menu opened from a control, which
    /// leaves the screen as it is.
    var preview: AnyView? = nil
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

    /// The parent menu behind an open submenu: blurred with a radius of 4 and dimmed by black
    /// at 0.1 (light) or 0.3 (dark) [UNCERTAIN: Raster's reading of iOS 17 screen recordings,
    /// where the parent shows behind the submenu blurred and darker; no published figures].
    static let parentBlur: CGFloat = 4
    static func parentDimming(for scheme: ColorScheme) -> Color {
        Color.black.opacity(scheme == .dark ? 0.3 : 0.1)
    }
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

    /// The top of each line of `groups` in its platter (under a submenu's title row when
    /// `hasTitleRow`), points, when every title fits on one line: the heights and hairlines
    /// `estimatedHeight` adds up.
    static func tops(of groups: [[MenuLine]], hasTitleRow: Bool, hairline: CGFloat) -> [[CGFloat]] {
        var y = hasTitleRow ? MenuMetrics.rowHeight + (groups.isEmpty ? 0 : hairline) : 0
        return groups.indices.map { index in
            if index > 0 { y += MenuMetrics.sectionGap }
            return groups[index].indices.map { row in
                if row > 0 { y += hairline }
                let top = y
                if case .header = groups[index][row] { y += MenuMetrics.headerHeight } else { y += MenuMetrics.rowHeight }
                return top
            }
        }
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
/// running anything (iOS 17 does not dim the screen behind a menu); for a context menu that
/// layer blurs and dims the screen and the lifted view is drawn over it and over the
/// platter's shadow (ContextMenuPreview.swift). A tap on a row runs its
/// action (a toggle flips, a picker option is selected) and closes the menu; on a nested
/// menu's row it opens that menu over its parent, its title row where the tapped row was
/// (kept inside the window's margins), the parent left behind it blurred and dimmed
/// (`MenuMetrics.parentBlur`); a tap on the title row or on the parent goes back. A tap on a
/// disabled row, a header or a gap does nothing.
struct MenuOverlay: View {
    let menu: OpenMenu
    /// The window's size and safe-area insets, points.
    let window: CGSize
    let safeAreaInsets: EdgeInsets
    let dismiss: () -> Void

    /// The submenus opened, outermost first.
    @State private var submenus: [OpenedSubmenu] = []
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme

    /// One menu level as drawn: its lines and where its platter goes, window points: the
    /// top-leading corner of a platter of the size it is laid out at, and of the size its
    /// lines are estimated at (where a submenu opened from it is placed from).
    private struct Level {
        var groups: [[MenuLine]]
        var titleRow: AnyView?
        var origin: (CGSize) -> CGPoint
        var estimatedOrigin: CGPoint
    }

    var body: some View {
        let placement = MenuPlacement(anchor: menu.anchor ?? CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top, width: 0, height: 0),
                                      window: window, safeAreaInsets: safeAreaInsets)
        var levels = [level(elements: menu.elements, titleRow: nil, placement: placement, below: nil)]
        for opened in submenus {
            guard case .submenu(let read) = opened.item.kind else { continue }
            levels.append(level(elements: read(), titleRow: opened.item.title, placement: placement,
                                below: levels[levels.count - 1].estimatedOrigin.y + opened.rowTop))
        }
        let shown = levels[levels.count - 1], parent = levels.count > 1 ? levels[levels.count - 2] : nil
        let dismiss = self.dismiss, path = $submenus, menuDismissBehavior = menu.dismissBehavior
        let choose: (MenuItem, CGFloat) -> Void = { item, rowTop in
            switch item.kind {
            case .action(let action):
                if (item.dismissBehavior ?? menuDismissBehavior) != .disabled { dismiss() }
                action()
            case .submenu:
                path.wrappedValue.append(OpenedSubmenu(item: item, rowTop: rowTop))
            case .inert:
                break
            }
        }
        let back: () -> Void = { _ = path.wrappedValue.removeLast() }
        let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        // The platters are overlays, so that one taller than the window does not move them.
        return ContextMenuBackdrop(isShown: menu.preview != nil)
            .contentShape(Rectangle())
            .onTapGesture { dismiss() }
            .frame(width: window.width, height: window.height)
            .overlay(alignment: .topLeading) {
                if let parent {
                    MenuPanel(groups: parent.groups, titleRow: parent.titleRow, choose: { _, _ in }, closeSubmenu: {})
                        .allowsHitTesting(false)
                        .overlay(shape.fill(MenuMetrics.parentDimming(for: colorScheme)))
                        .blur(radius: MenuMetrics.parentBlur)
                        // The blur makes the parent a layer, whose own platter sees no screen
                        // behind it: the screen's blur is drawn under the layer instead.
                        .background(Material.menuPlatter, in: shape)
                        .overlay(Color.clear.contentShape(Rectangle()).onTapGesture { back() })
                        .accessibilityHidden(true)
                        .alignmentGuide(.leading) { -parent.origin(CGSize(width: $0.width, height: $0.height)).x }
                        .alignmentGuide(.top) { -parent.origin(CGSize(width: $0.width, height: $0.height)).y }
                }
            }
            .overlay(alignment: .topLeading) {
                MenuPanel(groups: shown.groups, titleRow: shown.titleRow, choose: choose, closeSubmenu: back)
                    .alignmentGuide(.leading) { -shown.origin(CGSize(width: $0.width, height: $0.height)).x }
                    .alignmentGuide(.top) { -shown.origin(CGSize(width: $0.width, height: $0.height)).y }
            }
            // Above the platter, so that the platter's shadow does not fall on the lifted view.
            .overlay(alignment: .topLeading) {
                if let preview = menu.preview, let anchor = menu.anchor {
                    ContextMenuPreview(content: preview, frame: anchor)
                }
            }
    }

    /// A level showing `elements` (under `titleRow` for a submenu): placed by `placement` for
    /// the menu itself, or with its top at `below` (the tapped row's top in the window),
    /// kept between the window's margins, for a submenu.
    private func level(elements: [MenuElement], titleRow: AnyView?, placement: MenuPlacement, below: CGFloat?) -> Level {
        var groups = MenuLine.groups(elements)
        let hairline = 1 / displayScale
        let height = MenuLine.estimatedHeight(of: groups, hasTitleRow: titleRow != nil, hairline: hairline)
        if height > placement.bottom - placement.top {
            warnOnce("Menu: the open menu is \(formatPoints(height)) points tall and the window has room for "
                     + "\(formatPoints(placement.bottom - placement.top)); its top is shown and the rest is cut off at the "
                     + "window's edge (iOS scrolls it). Put fewer items in it, or group them in nested Menus")
        }
        let estimated = CGSize(width: MenuMetrics.width, height: height)
        if let below {
            let origin: (CGSize) -> CGPoint = { size in
                CGPoint(x: placement.origin(for: size, upward: false).x,
                        y: max(min(below, placement.bottom - size.height), placement.top).rounded())
            }
            return Level(groups: groups, titleRow: titleRow, origin: origin, estimatedOrigin: origin(estimated))
        }
        let upward = placement.opensUpward(height: height)
        if upward && menu.order != .fixed { groups = MenuLine.priorityOrder(groups) }
        return Level(groups: groups, titleRow: titleRow, origin: { placement.origin(for: $0, upward: upward) },
                     estimatedOrigin: placement.origin(for: estimated, upward: upward))
    }
}

/// A submenu opened from a row: the row's item and the row's top in its platter, points
/// (as `MenuLine.tops` estimates it).
struct OpenedSubmenu {
    var item: MenuItem
    var rowTop: CGFloat
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
    /// Runs on a tap on a row, with the row's top in the platter (`MenuLine.tops`), points.
    let choose: (MenuItem, CGFloat) -> Void
    let closeSubmenu: () -> Void

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let reservesCheckmark = groups.joined().contains { line in
            if case .item(let item) = line { return item.isChecked != nil }
            return false
        }
        let hairline = 1 / displayScale, scheme = colorScheme
        let tops = MenuLine.tops(of: groups, hasTitleRow: titleRow != nil, hairline: hairline)
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
                    line(groups[index][row], top: tops[index][row], reservesCheckmark: reservesCheckmark)
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
        // UIKit draws the menu's symbols at its own size: a menu opened from a toolbar item
        // does not take the bar's large image scale.
        .imageScale(.medium)
    }

    @ViewBuilder private func line(_ line: MenuLine, top: CGFloat, reservesCheckmark: Bool) -> some View {
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
            let choose = self.choose
            MenuRow(item: item, reservesCheckmark: reservesCheckmark, choose: { choose($0, top) })
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
        .onTapGesture { choose(item) }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(item.isChecked == true ? [.isButton, .isSelected] : .isButton)
        .accessibilityRemoveTraits(.isStaticText)
        // A row that cannot be chosen is a disabled button (dimmed), as UIMenu's are.
        .disabled(!item.isEnabled)
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
        .accessibilityRemoveTraits(.isStaticText)
    }
}
