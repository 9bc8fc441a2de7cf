// NavigationBar.swift · Raster/Views/Navigation · iOS 17's navigation bar, back button and bottom toolbar, drawn for a navigation page (UIKit's UINavigationBar and UIToolbar, which SwiftUI uses)
// Status: Partial — the titles and the background follow scrolled content
// (NavigationScrollEdge.swift); the material's figures are UNCERTAIN; see COMPATIBILITY.md.

import Foundation

/// One page's navigation bar: back button and leading items, the inline title or
/// `.principal` item, trailing items, the large title under them, and the search drawer
/// (`searchable`) under all of them. Figures are
/// `NavigationBarMetrics`'; the layout is `NavigationBarLayout`.
///
/// Background: transparent, without the hairline, as iOS 17 draws a bar while the content
/// is at its top (the scroll-edge appearance, ios17-metrics.md §2); the bar material (or
/// the style given to `toolbarBackground`) and a one-pixel hairline once content scrolls
/// under the collapsed bar (`NavigationBarCollapse`) or with `toolbarBackground(.visible)`.
/// As content scrolls, the drawer and then the large title move up with it, clipped to
/// what is left of their areas.
struct NavigationBar: View {
    let content: NavigationBarContent
    let collapse: NavigationBarCollapse
    /// The previous page's title, shown by the back button; nil when there is no back
    /// button (the root, or `navigationBarBackButtonHidden`).
    let backTitle: String?
    let pop: () -> Void
    /// Whether the bar warns when it is crowded (`NavigationBarLayout.warnsWhenCrowded`).
    var warnsWhenCrowded = true

    /// The large title's width and the width it may take, for the cap on its growth.
    @State private var largeTitleFit = LargeTitleFit()

    var body: some View {
        let proxies = BarProxies.navigationBar
        let appearance = content.navigationBar.scrolledUnder(collapse.showsBackground).applying(proxies)
        let titles = appearance.proxyTitlesApply ? appearance.proxyLook : nil
        let itemRow = row(titleColor: titles?.titleColor, largeTitleColor: titles?.largeTitleColor,
                          titleFont: appearance.proxyLook?.titleFont, largeTitleFont: appearance.proxyLook?.largeTitleFont)
        Group {
            if let search = content.search {
                VStack(spacing: 0) {
                    // While the search is presented iOS moves the field up over the title row.
                    if case .presented(let scopeBar, let titleRow) = search.drawerState {
                        if titleRow { itemRow }
                        SearchBar(declaration: search)
                        if scopeBar, let scopes = search.scopes { SearchScopeBar(scopes: scopes) }
                    } else {
                        itemRow
                        if collapse.drawerHeight > 0 {
                            SearchBar(declaration: search)
                                .collapsed(to: collapse.drawerHeight, of: SearchBarMetrics.drawerHeight)
                        }
                    }
                }
            } else {
                itemRow
            }
        }
        .background(NavigationBarBackground(appearance: appearance, edge: .bottom))
        .navigationBarColorScheme(appearance)
        .proxyTint(proxies?.tint)
        // iOS bars keep their Large sizes at every Dynamic Type size (ios17-metrics.md §8.1 note).
        .dynamicTypeSize(.large)
        // VoiceOver reads the bar (back button, title, items) before the page's content.
        .accessibilitySortPriority(1)
    }

    /// The bar's row of items and title, and the large title under it; the titles in the
    /// colours and fonts given (a UIKit appearance proxy's), else in the primary colour and
    /// the headline and bold large-title fonts.
    @ViewBuilder private func row(titleColor: Color?, largeTitleColor: Color?,
                                  titleFont: Font?, largeTitleFont: Font?) -> some View {
        let leading = content.items(at: .leading)
        let trailing = content.items(at: .trailing)
        let principal = content.items(at: .principal)
        let hasBackButton = backTitle != nil
        let collapse = self.collapse
        let fit = largeTitleFit
        NavigationBarLayout(leadingStart: hasBackButton ? NavigationBarMetrics.backButtonLeading : nil,
                            largeTitleArea: collapse.largeTitleHeight, largeTitleFit: fit,
                            warnsWhenCrowded: warnsWhenCrowded) {
            if hasBackButton || !leading.isEmpty {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    if let backTitle {
                        NavigationBackButton(previousTitle: backTitle, action: pop)
                    }
                    if !leading.isEmpty {
                        ToolbarEntriesRow(entries: leading)
                    }
                }
                .layoutValue(key: NavigationBarRoleKey.self, value: .leading)
            }
            if !principal.isEmpty {
                ToolbarEntriesRow(entries: principal)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .principal)
            } else if collapse.showsInlineTitle, let title = content.shownTitle {
                NavigationTitleLabel(title: title, menu: content.titleMenu, font: titleFont ?? .headline)
                    .proxyForeground(titleColor)
                    .fading(to: collapse.inlineTitleOpacity)
                    .accessibilityAddTraits(.isHeader)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .principal)
            }
            if !trailing.isEmpty {
                ToolbarEntriesRow(entries: trailing)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .trailing)
            }
            if collapse.showsLargeTitle, let title = content.shownTitle {
                NavigationTitleLabel(title: title, menu: content.titleMenu, font: largeTitleFont ?? .largeTitle.bold(),
                                     isLarge: true)
                    .proxyForeground(largeTitleColor)
                    .largeTitleGrown(by: collapse.largeTitleScale, fit: fit)
                    .largeTitleClipped(to: collapse.largeTitleHeight)
                    .fading(to: collapse.largeTitleOpacity)
                    .accessibilityAddTraits(.isHeader)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .largeTitle)
            }
        }
    }
}

/// The bottom toolbar of a page: `.bottomBar` items from the leading margin, `.status`
/// items centred, in a 44-point bar. [UNCERTAIN — how iOS spreads several bottom items
/// without spacers; here they are packed at the leading edge]
///
/// Background: transparent while the page's content ends above the bar (its scroll view is
/// at its bottom edge, or it has none: UIToolbar's scroll-edge appearance since iOS 15); the
/// bar material and a hairline along its top while content is under it, reaching down under
/// the home indicator.
struct NavigationBottomBar: View {
    let content: NavigationBarContent
    /// Whether the page's content is left under the bar (`bottomBarScrollEdge`).
    let contentUnder: Bool

    var body: some View {
        let items = content.items(at: .bottom)
        let status = content.items(at: .bottomCentre)
        let appearance = content.bottomBar.scrolledUnder(contentUnder)
        NavigationBarLayout(isBottomToolbar: true) {
            if !items.isEmpty {
                ToolbarEntriesRow(entries: items)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .leading)
            }
            if !status.isEmpty {
                ToolbarEntriesRow(entries: status)
                    .layoutValue(key: NavigationBarRoleKey.self, value: .principal)
            }
        }
        .frame(height: NavigationBarMetrics.bottomBarHeight)
        .background(NavigationBarBackground(appearance: appearance, edge: .top))
        .navigationBarColorScheme(appearance)
        .dynamicTypeSize(.large)
    }
}

/// Toolbar items in a row, 8 points apart, in the body font (semibold for
/// `.confirmationAction`); labels show only their icon, as iOS draws a `Label` (or a button
/// made with `systemImage:`) in a bar, and keep their title as accessibility label. Symbols
/// take the large image scale (127.2 / 99.61 of the medium size: `info.circle` is 21.6
/// points across beside the 17-point body font), the `imageScale(.large)` SwiftUI puts in
/// toolbar content's environment (seen by apps whose sheets, presented from a toolbar
/// button, inherit it: github.com/kasianov-mikhail/scout pull request 760). Buttons
/// and menus are hit over at least 44 × 44 points about their label
/// (`NavigationBarMetrics.minimumHitSide`), as UIKit's bar button items are.
struct ToolbarEntriesRow: View {
    let entries: [ToolbarEntry]

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(entries.indices, id: \.self) { index in
                entries[index].view
                    .font(entries[index].placement.isEmphasized ? Font.body.weight(.semibold) : .body)
                    .labelStyle(.iconOnly)
            }
        }
        // SwiftUI gives toolbar content the large symbol scale, as UIKit's bar buttons draw
        // their symbols (an app's own `imageScale` inside an item wins).
        .imageScale(.large)
        .environment(\.minimumButtonHitSide, NavigationBarMetrics.minimumHitSide)
    }
}

/// A title in the bar: the inline title, 17-point semibold (the headline font), or the large
/// title under the bar, 34-point bold, on one line; with a title menu (`ToolbarTitleMenu`),
/// followed by a small down chevron in the secondary colour, and a tap on the title opens
/// the menu under it (see `Menu`), from the large title as from the inline one. An empty
/// title (`navigationTitle("")`) is no accessibility element, as UIKit's bar has no title
/// label then.
///
/// The chevron: a 10-point box 4 points after the inline title; after the large title, the
/// same in proportion to the font (20 points, 8 after). [UNCERTAIN — Apple documents that
/// "tapping the navigation title" presents the menu (SwiftUI `ToolbarTitleMenu`) without
/// naming a display mode, and publishes no figures for the chevron; sizes read from
/// screenshots of iOS 16 and 17 title menus]
struct NavigationTitleLabel: View {
    let title: Text
    /// The `ToolbarTitleMenu`'s content: a tap on the title opens it as a menu.
    let menu: AnyView?
    /// The headline font (inline) or the bold large-title font, or a UIKit appearance
    /// proxy's title font.
    var font = Font.headline
    /// Whether this is the large title, whose chevron is twice the inline one.
    var isLarge = false

    @Environment(\.self) private var environment

    @ViewBuilder var body: some View {
        if let menu {
            face.modifier(MenuOnTap(source: "ToolbarTitleMenu", isEnabled: true, elements: { MenuContent.elements(in: menu, environment: environment) }))
        } else {
            face
        }
    }

    /// The title, and the chevron when there is a menu.
    private var face: some View {
        let hasMenu = menu != nil
        let scale: CGFloat = isLarge ? 2 : 1
        return HStack(spacing: 4 * scale) {
            title.font(font).lineLimit(1)
            if hasMenu {
                ControlCanvas(size: CGSize(width: 10 * scale, height: 10 * scale)) { size, environment in
                    let paint = ForegroundStyle().paint(in: environment, bounds: CGRect(origin: .zero, size: size))
                    return SymbolGlyph.chevronDown.items(in: CGRect(origin: .zero, size: size), paint: paint, weight: 1.6 * scale)
                }
                .foregroundStyle(.secondary)
            }
        }
        .accessibilityHidden(!hasMenu && title.string(in: environment).isEmpty)
    }
}

/// The back button: the chevron and the previous page's title in the tint colour, 17
/// points; "Back" when that title is empty or does not fit before the bar's title, and the
/// chevron alone when "Back" does not fit either (UIKit's rule), or when the previous page
/// asks for a minimal back button (a UIKit navigation item's `backButtonDisplayMode`).
struct NavigationBackButton: View {
    let previousTitle: String
    let action: () -> Void

    @Environment(\.navigationBackButtonMinimal) private var minimal

    var body: some View {
        Button(action: action) {
            ViewThatFits(in: .horizontal) {
                if !minimal {
                    if !previousTitle.isEmpty {
                        labelled(previousTitle)
                    }
                    labelled("Back")
                }
                // VoiceOver and UI tests read a chevron alone as "Back", as UIKit labels it.
                NavigationBackChevron().accessibilityElement(children: .ignore).accessibilityLabel("Back")
            }
            .font(.body)
        }
    }

    private func labelled(_ title: String) -> some View {
        HStack(spacing: NavigationBarMetrics.backChevronGap) {
            NavigationBackChevron()
            Text(title).lineLimit(1)
        }
    }
}

private struct NavigationBackButtonMinimalKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a page's back button is the chevron alone, as the page below it asks.
    var navigationBackButtonMinimal: Bool {
        get { self[NavigationBackButtonMinimalKey.self] }
        set { self[NavigationBackButtonMinimalKey.self] = newValue }
    }
}

/// The back chevron, 13 × 21 points, drawn in the foreground style (the tint inside the
/// back button) with a 2.5-point round-capped stroke; it points right in a right-to-left layout.
struct NavigationBackChevron: View {
    var body: some View {
        ControlCanvas(size: NavigationBarMetrics.backChevronSize) { size, environment in
            let rect = CGRect(origin: .zero, size: size)
            let paint = ForegroundStyle().paint(in: environment, bounds: rect)
            var path = Path()
            path.addLines([CGPoint(x: size.width - 2.5, y: 2),
                           CGPoint(x: 2.5, y: size.height / 2),
                           CGPoint(x: size.width - 2.5, y: size.height - 2)])
            if environment.layoutDirection == .rightToLeft { path = path.applying(.horizontalMirror(width: size.width)) }
            return [.stroke(path, paint, StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))]
        }
    }
}

/// A bar's background: nothing unless `toolbarBackground(.visible)`; then the style given
/// to `toolbarBackground(_:for:)` or the bar material, and a one-pixel hairline at `edge`
/// (black at 30 %, FLT `_kDefaultNavBarBorderColor`). A UIKit appearance proxy's background
/// and shadow colour replace the material and the hairline's colour (`BarFill`).
///
/// The bar material is `Material.bar`: what is drawn behind the bar (the page's content
/// scrolled under it) blurred, saturated and covered with #F8F8F8 at 80 % in light mode or
/// #212121 at 72 % in dark mode (FLT `_kDefaultBarLightBackgroundColor`,
/// `_kDefaultBarDarkBackgroundColor`; blur σ 10, FLT `nav_bar.dart`). [UNCERTAIN — UIKit
/// uses a system chrome material whose figures are not published]
struct NavigationBarBackground: View {
    let appearance: BarAppearance
    let edge: Edge

    @Environment(\.displayScale) private var displayScale

    var body: some View {
        if appearance.showsBackground {
            let hairline = 1 / max(displayScale, 1)
            ZStack(alignment: edge == .top ? .top : .bottom) {
                BarFill(appearance: appearance)
                if let color = appearance.hairline(barDefault: Color.black.opacity(0.3)) {
                    Rectangle().fill(color).frame(height: hairline)
                }
            }
            // One surface from the screen's edge: a navigation bar's reaches up behind the
            // status bar, a bottom toolbar's down under the home indicator (UIKit extends a
            // bar's background into the safe area it touches, UIBarPositionTopAttached).
            .ignoresSafeArea(edges: edge == .bottom ? .top : .bottom)
        }
    }
}

/// How far a pulled-down large title may grow: until it is as wide as the bar leaves it, the
/// width between the margins (FLT `nav_bar.dart` `_RenderLargeTitle._computeTitleScale`:
/// the scale's maximum is the available width over the title's, clamped to 1...1.1), so a
/// title that already fills that width (one truncated to it) does not grow. The bar's
/// layout writes the widths when it places the title; the title's drawing reads them.
final class LargeTitleFit {
    /// The width the large title may take and its width there, points (0 until placed).
    var available: CGFloat = 0
    var width: CGFloat = 0

    /// `scale` at most the available width over the title's (and never below 1).
    func capped(_ scale: CGFloat) -> CGFloat {
        guard width > 0, available > 0 else { return scale }
        return min(scale, max(1, available / width))
    }
}

/// What is left of a large title in its collapsing area: everything below the area's top,
/// `area` points above the title's bottom and the 8 points under it.
struct LargeTitleAreaClip: Shape {
    var area: CGFloat

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY + NavigationBarMetrics.largeTitleBottomPadding - area
        // Glyphs may reach past the title's frame sideways and below: only the top is cut.
        return Path(CGRect(x: rect.minX - rect.height, y: top, width: rect.width + 2 * rect.height,
                           height: max(0, rect.maxY + rect.height - top)))
    }
}

extension View {
    /// The view at `opacity` (0...1); the view itself when it is 1.
    @ViewBuilder func fading(to opacity: Double) -> some View {
        if opacity < 1 {
            self.opacity(opacity)
        } else {
            self
        }
    }

    /// The large title scaled by `scale` about its bottom-leading corner, as iOS grows it
    /// while content is pulled down, no wider than the bar leaves it (`LargeTitleFit`); the
    /// view itself at 1.
    @ViewBuilder func largeTitleGrown(by scale: CGFloat, fit: LargeTitleFit) -> some View {
        if scale != 1 {
            drawingEffect { size, _ in
                .transform(GeometryEffectTransform.about(.bottomLeading, in: CGRect(origin: .zero, size: size),
                                                         CGAffineTransform(scaleX: fit.capped(scale), y: fit.capped(scale))))
            }
        } else {
            self
        }
    }

    /// The view cut to the part of its large-title area left (`area` of 52 points); the
    /// view itself while the area is whole.
    @ViewBuilder func largeTitleClipped(to area: CGFloat) -> some View {
        if area < NavigationBarMetrics.largeTitleHeight {
            clipShape(LargeTitleAreaClip(area: area))
        } else {
            self
        }
    }

    /// The view in the bottom `height` points of its `full` height, the rest clipped, as
    /// a bar's area collapses under content scrolled up; the view itself while whole.
    @ViewBuilder func collapsed(to height: CGFloat, of full: CGFloat) -> some View {
        if height < full {
            frame(height: height, alignment: .bottom).clipped()
        } else {
            self
        }
    }

    /// The bar drawn in the scheme of `toolbarColorScheme`, which iOS applies only while
    /// the bar's background is visible.
    func navigationBarColorScheme(_ appearance: BarAppearance) -> some View {
        transformEnvironment(\.colorScheme) { (scheme: inout ColorScheme) in
            if appearance.showsBackground, let preferred = appearance.colorScheme { scheme = preferred }
        }
    }
}
