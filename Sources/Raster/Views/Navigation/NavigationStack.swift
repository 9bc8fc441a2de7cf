// NavigationStack.swift · Raster/Views/Navigation · mirrors SwiftUI NavigationStack, NavigationView, NavigationViewStyle and its styles (iOS 17)
// Status: Partial — pushes and pops are immediate unless made inside `withAnimation` (iOS
// animates every push); a pushed view is the destination as it was when pushed. See
// COMPATIBILITY.md.

import Foundation

/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// Raster: the stack fills the space it is offered. Each screen (the root, one per path
/// value, one per view pushed by a destination link) is a page: its navigation bar at the
/// top (44 points, 96 with a large title; `NavigationBarMetrics`), its content centred in
/// the space below, and a 44-point bottom toolbar when it has bottom items. Only the top
/// page is seen and hit: a pushed page has the system background, which hides the pages
/// under it (`NavigationPagesLayout`); they keep their state. A push inside `withAnimation`
/// slides the new page in from the trailing edge while the page under it moves a third of
/// its width to the leading side and dims under the new page's edge shadow, as on iOS
/// (`NavigationPushShade`).
///
/// `ViewHost.tap` on a `NavigationLink` pushes; on the back button pops; `dismiss()` from
/// `@Environment(\.dismiss)` pops the page it is read in; changing a bound path pushes or
/// pops to match it. A `ViewHost` drag from the stack's leading edge swipes the top page back
/// (`NavigationBackSwipe`); touches on the stack while its pages slide are ignored.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let boundPath: Binding<NavigationPath>?
    let pathAccepts: (AnyHashable) -> Bool
    let pathElementType: Any.Type?

    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [NavigationContext.PushedView] = []
    @State private var pageInfos: [Int: NavigationPageInfo] = [:]
    @State private var context = NavigationContext()
    /// How far the top page is swiped back toward the trailing edge, a fraction of the
    /// stack's width (`NavigationBackSwipe`); 0 at rest.
    @State private var backSwipeFraction: CGFloat = 0
    /// The edit mode the stack provides to its pages when none is set above it, as SwiftUI's
    /// navigation containers do (so an `EditButton` in a toolbar edits the page's list).
    @State private var editMode = EditMode.inactive
    /// The path a stack nested in this one's root page drives it with (a user's stack in a
    /// split view's column; NestedNavigationStack.swift); nil when none does.
    @State private var adoptedPath: NestedStackPath?
    /// A `searchable` applied around the stack: its field is the root page's.
    @Environment(\.containerSearchField) var containerSearch
    /// The stack this one is inside, if any: then this one is not a stack of its own
    /// (NestedNavigationStack.swift).
    @Environment(\.navigationContext) var enclosingContext
    /// What this stack is to the stack it is inside (NestedNavigationStack.swift).
    @Environment(\.nestedStackRole) var nestedRole
    /// The next column when the stack is a split view's leading column (regular width).
    @Environment(\.splitViewNextColumn) private var nextColumn
    /// The bar of the tab view the stack is a tab of, which a page can carry.
    @Environment(\.tabBarCarrier) private var tabBarCarrier
    /// The record of the tab the stack is the outermost stack of, which pops it to its root
    /// when the tab's item is tapped again.
    @Environment(\.tabRootStack) private var tabRootStack

    /// The stack; inside another stack's page, the root alone, in the other stack
    /// (`nested(in:)`).
    @ViewBuilder public var body: some View {
        if let enclosingContext {
            nested(in: enclosingContext)
        } else {
            stack
        }
    }

    private var stack: some View {
        let context = self.context
        tabRootStack?.context = context
        context.path = adoptedPath?.path ?? boundPath ?? $ownPath
        context.pushedViews = $pushedViews
        context.pathAccepts = adoptedPath?.accepts ?? pathAccepts
        context.pathElementType = adoptedPath.map { $0.elementType } ?? pathElementType
        context.adopt = boundPath != nil ? nil : { [adopted = $adoptedPath] in adopted.wrappedValue = $0 }
        context.nextColumn = nextColumn
        let pages = context.pages
        let infos = pages.map { pageInfos[$0.id] ?? NavigationPageInfo() }
        var showsLargeTitle: [Bool] = []
        var mode = NavigationBarItem.TitleDisplayMode.large
        for info in infos {
            if let own = info.displayMode, own != .automatic { mode = own }
            showsLargeTitle.append(mode == .large && !(info.title ?? "").isEmpty && !info.titleRemoved)
        }
        let top = pages.count - 1
        let swiped = backSwipeFraction
        context.backSwipe.update(isEnabled: top > 0 && infos[top].backButtonHidden != true, fraction: $backSwipeFraction,
                                 popTop: { context.pop(keeping: top) })
        // A page's `toolbar(.hidden, for: .tabBar)` hides a tab view's bar while the page is in
        // the stack, under pages pushed over it too, and until it has disappeared when popped
        // (its info is dropped then), as UIKit's `hidesBottomBarWhenPushed` does. The pages
        // under the lowest such page were laid out over the bar's room and keep that frame;
        // the highest of them still in the stack carries the bar, so that the bar slides out
        // with it in a push and back in with it in a pop.
        let lowestHiding = pageInfos.filter { $0.value.tabBarVisibility == .hidden }.keys.min()
        let tabBarHidden = lowestHiding != nil
        let roomed = tabBarCarrier == nil ? 0 : lowestHiding ?? 0
        let carrier = roomed > 0 ? min(roomed - 1, top) : nil
        let tabBarRoom = tabBarCarrier?.barHeight ?? 0
        weak let graph = Node.evaluating?.graph
        return NavigationPagesLayout() {
            ForEach(pages, id: \.identity) { page in
                let index = page.id
                let covered = index < top - 1 ? 1 : index == top - 1 ? Double(1 - swiped) : 0
                NavigationPage(content: Self.content(of: page, root: root, search: containerSearch), info: infos[index],
                               showsLargeTitle: showsLargeTitle[index],
                               backTitle: index == 0 ? nil : infos[index - 1].backButtonTitle ?? infos[index - 1].title ?? "",
                               isPushed: index > 0, isTop: index == top, covered: covered,
                               uncovering: index == top - 1 ? swiped : 0,
                               tabBarRoom: index < roomed ? tabBarRoom : 0, carriesTabBar: index == carrier,
                               pop: { context.pop(keeping: index) })
                    .environment(\.navigationBackButtonMinimal, index > 0 && infos[index - 1].backButtonMinimal)
                    .onPreferenceChange(NavigationPageInfoKey.self) { pageInfos[index] = $0 }
                    .onDisappear {
                        // A popped page's info goes when it has gone: after the pop's
                        // animation, while which it still draws (its removal starts now),
                        // unless a page pushed since has its place.
                        let release = { if context.pages.count <= index { pageInfos[index] = nil } }
                        guard let graph, let duration = graph.currentTransaction.effectiveAnimation?.duration else {
                            return release()
                        }
                        graph.hostClock.schedule(at: graph.hostClock.time + duration, release)
                    }
                    .allowsHitTesting(index == top)
                    // A covered page is out of the window's hierarchy on iOS once the push
                    // ends: VoiceOver and UI tests do not find its elements.
                    .accessibilityHidden(index < top)
                    .pageShift(covered: covered, swiped: index == top ? swiped : 0)
                    .layoutValue(key: NavigationPageTabBarRoomKey.self, value: index < roomed ? tabBarRoom : 0)
                    .transformEnvironment(\.presentationModeState) { presentation in
                        // The root keeps the presentation the stack is in (a sheet's, later).
                        if index > 0 {
                            presentation = PresentationModeState(isPresented: true, onDismiss: { context.pop(keeping: index) })
                        }
                    }
                    .transition(Self.transition(ofPageAt: index, top: top, swiped: swiped))
                    .markingToolbarSiteBase()
            }
        }
        .transformPreference(TabBarVisibilityKey.self) { if tabBarHidden { $0 = .hidden } }
        .environment(\.navigationContext, context)
        .environment(\.nestedStackRole, .nested)
        .environment(\.tabRootStack, nil)
        .environment(\.containerSearchField, nil)
        .environment(\.splitViewNextColumn, nil)
        .transformEnvironment(\.editMode) { [ownEditMode = $editMode] mode in
            if mode == nil { mode = ownEditMode }
        }
        .clearingNavigationBarContent()
        .preference(key: NavigationContainerKey.self, value: true)
    }

    /// How the page at `index` comes and goes when `top` is the top page's index: a pushed
    /// page slides in from and out to the trailing edge (a top page swiped `swiped` of the way
    /// back, the rest of the way), the root stays. A page under the top one is hidden as soon
    /// as it is popped with it, so that a pop of several pages slides the top page alone off
    /// the page it reveals, as UIKit's `popToViewController` and `popToRootViewController` do.
    /// (A push of several pages slides the top page alone in as `setViewControllers(_:animated:)`
    /// does without a rule of its own: the pages under it are covered from the start, and a
    /// covered page at rest is not drawn, `pageShift`; a page still sliding in from an earlier
    /// push goes on sliding under the new one.) Every pushed page rests in the same modifiers
    /// (the insertion's identity), so that a page pushed over or uncovered is not built again.
    private static func transition(ofPageAt index: Int, top: Int, swiped: CGFloat) -> AnyTransition {
        if index == 0 { return .identity }
        guard index < top else {
            return .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .trailing, distance: 1 - swiped))
        }
        return .asymmetric(insertion: .move(edge: .trailing),
                           removal: .modifier(active: HiddenModifier(isHidden: true), identity: HiddenModifier(isHidden: false)))
    }

    static func content(of page: NavigationContext.Page, root: Root, search: SearchFieldDeclaration?) -> AnyView {
        switch page.content {
        case .root:
            guard let search else { return AnyView(root) }
            return AnyView(root.declaringSearchField(search))
        case .value(let value): return AnyView(NavigationValuePage(value: value))
        case .view(let view, _): return view
        }
    }
}

extension NavigationContext {
    /// The animation of a push or pop the system makes rather than the app: a tap on the
    /// selected tab's item popping its stack, the end of a swipe back. SwiftUI's default
    /// animation (a critically damped spring, 0.55-second response), the one a back-button
    /// pop made inside `withAnimation { }` has. [UNCERTAIN: UIKit's curve is not published;
    /// a pop was timed at about 0.5 s, 31 frames at 60 Hz, in WRNavigationBar issue #10]
    static let transitionAnimation = Animation.default
}

extension NavigationStack where Data == NavigationPath {
    /// A navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = nil
        pathAccepts = { _ in true }
        pathElementType = nil
    }

    /// A navigation stack that manages its navigation state with a type-erased path: one
    /// screen per value, built by the `navigationDestination(for:destination:)` for its type.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = path
        pathAccepts = { _ in true }
        pathElementType = nil
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A navigation stack that manages its navigation state with a collection of values of
    /// one type: one screen per value.
    ///
    /// Raster: a value link of another type cannot push onto this path; it warns once.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { NavigationPath(path.wrappedValue) },
                            set: { path.wrappedValue = Data($0.elements.compactMap { $0.base as? Data.Element }) })
        pathAccepts = { $0.base is Data.Element }
        pathElementType = Data.Element.self
    }
}

extension View {
    /// Draws the page shifted sideways. `covered` (0 to 1) of a third of its width to the
    /// leading side while a page over it is pushed, popped or swiped back, where iOS moves
    /// the page under a push (Flutter's `_kMiddleLeftTween`, −1/3, in route.dart), and not at
    /// all once it is covered at rest (1): UIKit takes a covered controller's view out of the
    /// window when the push ends, so nothing of it shows through a page with a clear
    /// background, and a deep stack paints one page. `swiped` (0 to 1) of its width to the
    /// trailing side while it is swiped back, following the finger. The shift is drawn, as
    /// UIKit moves the controller's view as a whole: what the page inserts while it moves (a
    /// tab bar it starts carrying) moves with it. [Raster: not mirrored in a right-to-left
    /// layout, like `move(edge:)`]
    fileprivate func pageShift(covered: Double, swiped: CGFloat) -> some View {
        animatableEffect("pageShift", AnimatablePair(covered, Double(swiped))) { shift, size in
            shift.first >= 1 ? .opacity(0)
                : .offset(CGSize(width: -size.width / 3 * CGFloat(shift.first) + size.width * CGFloat(shift.second), height: 0))
        }
    }
}

/// One screen of a navigation stack: its bar, its content centred below, its bottom
/// toolbar. The bar reads the content's declarations (`NavigationBarContentKey`); the
/// heights come from `NavigationPageInfo`, which the stack gathered.
struct NavigationPage: View {
    let content: AnyView
    let info: NavigationPageInfo
    let showsLargeTitle: Bool
    let backTitle: String?
    /// Whether the page was pushed: it then has the system background, which hides the
    /// pages under it.
    let isPushed: Bool
    /// Whether the page is the stack's top (visible) page: only the top page's content tells
    /// a bottom bar above the stack (a tab bar) whether content is left under it.
    let isTop: Bool
    /// How far a page over this one covers it (0 for the top page, 1 once the page over it
    /// has slid in, and between while it slides): its dimming and the edge shadow of the
    /// sliding page (`NavigationPushShade`).
    let covered: Double
    /// How far the top page is swiped back, a fraction of the stack's width, when this page is
    /// the one under it (0 otherwise, and at rest): a tab bar above the stack blends toward
    /// the bar this page gives it (`TabBarUncovering`).
    let uncovering: CGFloat
    /// The room of the tab view's bar, points, when the page lies under a page that hides the
    /// bar (else 0): it keeps the frame it had over the bar's room, and its content and
    /// background go on under the room (the room is their safe area), as a UIKit
    /// controller's view reaches under its tab bar.
    let tabBarRoom: CGFloat
    /// Whether the page draws the tab view's hidden bar under its bottom edge, for a page
    /// pushed over it that hides the bar (`TabBarCarrier`).
    let carriesTabBar: Bool
    let pop: () -> Void

    /// The page's first vertical scroll view's offset, which the bar follows
    /// (`NavigationScrollEdge`, `ScrollFollowingNavigationBar`).
    @State private var scrollEdge = NavigationScrollEdge()
    /// Whether content is left under the bottom toolbar, which then draws its background.
    @State private var contentUnderBottomBar = false
    @State private var bottomEdge = NavigationScrollEdge()
    /// A bottom bar above the stack that follows the top page's content (a tab view's tab
    /// bar), or nil.
    @Environment(\.bottomBarScrollEdge) private var barAbove
    /// The tab view's bar, drawn here when the page carries it.
    @Environment(\.tabBarCarrier) private var tabBarCarrier
    @Environment(\.navigationContext) private var context

    var body: some View {
        if !isPushed { context?.rootScrollEdge = scrollEdge }
        let showsBar = info.barVisibility != .hidden
        let barHeight = showsBar ? NavigationBarMetrics.height(largeTitle: showsLargeTitle, search: info.search) : 0
        let showsBottomBar = info.showsBottomBar, hasContainerBackground = info.hasContainerBackground
        let backTitle = self.backTitle, pop = self.pop, scrollEdge = self.scrollEdge
        let collapse = NavigationBarCollapse(largeTitle: showsLargeTitle && info.search?.isPresented != true,
                                             searchDrawer: info.search == .resting)
        scrollEdge.pullRoomInset = showsBar && collapse.largeTitle ? collapse.restingBarHeight - NavigationBarMetrics.barHeight : 0
        let underBottomBar = $contentUnderBottomBar
        let isTop = self.isTop, barAbove = self.barAbove
        // The page's own edge follows its first scroll view; with no bottom toolbar of its
        // own, the top page passes the figure on to the bar above the stack, so that a bar
        // follows the visible page's content, not the root's (a covered page's figure is
        // kept and passed on again when it is uncovered, below).
        bottomEdge.report = { hiddenBelow in
            if showsBottomBar {
                let shows = bottomBarShowsBackground(hiddenBelow: hiddenBelow)
                if underBottomBar.wrappedValue != shows { underBottomBar.wrappedValue = shows }
            } else if isTop {
                barAbove?.forward(hiddenBelow)
            }
        }
        let bottomBarUnder = contentUnderBottomBar
        let bottomEdge = self.bottomEdge
        // The ZStack keeps an empty content (an EmptyView destination) a page. The bars'
        // room is safe area, so a scroll view reaches under the bars and insets its content,
        // which then scrolls under them as on iOS.
        let carriedBar = carriesTabBar ? tabBarCarrier : nil
        let room = tabBarRoom
        return ZStack { content }
            .environment(\.tabBarCarrier, nil)
            .environment(\.navigationScrollEdge, scrollEdge)
            .environment(\.bottomBarScrollEdge, showsBottomBar || barAbove != nil ? bottomEdge : nil)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaPadding(.top, barHeight)
            .safeAreaPadding(.bottom, showsBottomBar ? NavigationBarMetrics.bottomBarHeight : 0)
            .backgroundPreferenceValue(ScrollEdgeBackgroundKey.self) { edge in
                // A list's background shows behind the transparent bar and the status bar, as
                // its scroll view reaches under them on iOS; else a pushed page is opaque.
                Rectangle()
                    .fill(edge ?? (isPushed && !hasContainerBackground ? Color(storage: .system(.systemBackground)) : Color.clear))
                    .ignoresSafeArea()
            }
            // The page's own background (`containerBackground(for: .navigation)`), under a
            // list's.
            .backgroundPreferenceValue(NavigationContainerBackgroundKey.self) { background in
                background?.ignoresSafeArea()
            }
            .safeAreaPadding(.bottom, room)
            .padding(.bottom, -room)
            .navigationPushShade(covered: covered)
            .overlayPreferenceValue(NavigationBarContentKey.self, alignment: .top) { bar in
                let _ = bar.warnIfSearchContentHasNoField()
                VStack(spacing: 0) {
                    if showsBar {
                        // Until the page's title has reached the stack (its first layout, before
                        // `NavigationPageInfo` arrives), the title's mode is not known: the bar
                        // is laid out as a guess and does not warn that it is crowded.
                        ScrollFollowingNavigationBar(edge: scrollEdge, content: bar, resting: collapse,
                                                     warnsWhenCrowded: info.title != nil || bar.title == nil,
                                                     backTitle: bar.backButtonHidden == true ? nil : backTitle, pop: pop)
                    }
                    if showsBar, let search = bar.search, let suggestions = search.visibleSuggestions {
                        SearchSuggestionList(suggestions: suggestions, text: search.text)
                    } else {
                        Spacer(minLength: 0)
                    }
                    if showsBottomBar {
                        NavigationBottomBar(content: bar, contentUnder: bottomBarUnder)
                    }
                }
            }
            .overlayPreferenceValue(TabBarAppearanceKey.self, alignment: .bottom) { declared in
                // The bar's top on the page's bottom edge (where the bar's room began), with
                // the page's own bar declarations and content under it. It comes and goes with
                // the page's carrying, not with a fade of its own.
                if let carriedBar {
                    carriedBar.bar(appearance: declared.appearance.scrolledUnder(bottomBarShowsBackground(hiddenBelow: bottomEdge.reported)))
                        .alignmentGuide(VerticalAlignment.bottom) { $0[.top] }
                        .transition(.identity)
                }
            }
            .transformPreference(TabBarAppearanceKey.self) { [uncovering] declared in
                // The bar this page gives the tab bar once the page over it is popped: its
                // declarations (those of the pages under it join them, `TabBarDeclarations`)
                // and its own content's figure, as it hands the bar when it becomes the top.
                guard uncovering > 0 else { return }
                declared.uncovering = TabBarUncovering(
                    appearance: declared.appearance,
                    isContentUnder: !showsBottomBar && bottomBarShowsBackground(hiddenBelow: bottomEdge.reported),
                    fraction: uncovering)
            }
            .onChange(of: isTop, initial: true) {
                // A page pushed, or uncovered by a pop, hands the bar above its own figure
                // (none left under the bar above while its own bottom toolbar ends the content).
                guard isTop, let barAbove else { return }
                barAbove.forward(showsBottomBar ? 0 : bottomEdge.reported)
            }
    }
}

/// The screen of a path value: the destination declared for its type, or nothing (with a
/// warning) when there is none.
struct NavigationValuePage: View {
    let value: AnyHashable

    @Environment(\.navigationContext) private var context

    var body: some View {
        if let destination = context?.destination(for: value) {
            return destination
        }
        let typeName = String(describing: type(of: value.base))
        warnOnce("A NavigationStack's path holds a value of type \(typeName) but there is no matching "
                 + "navigationDestination declaration in the stack, so its screen is empty. Declare "
                 + "navigationDestination(for: \(typeName).self) inside the NavigationStack.")
        return AnyView(EmptyView())
    }
}

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated: use `NavigationStack` or `NavigationSplitView`).
///
/// Raster: drawn as a `NavigationStack` of the content, which is how iOS shows it on an
/// iPhone (the stack style); `navigationViewStyle(_:)` changes nothing.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of the content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// A specification for the appearance and interaction of a `NavigationView`.
///
/// Raster: every style draws the stack look (as an iPhone in portrait does); SwiftUI keeps
/// the style's requirements private, so there are no custom styles.
public protocol NavigationViewStyle {}

/// The default navigation view style: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view
/// at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail
/// view (deprecated; a stack on iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style with two columns (deprecated; a stack on iPhone).
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack: one view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns (a stack on iPhone).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view.
    ///
    /// Raster: accepted; navigation views always draw the stack look.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
