// PresentationLayer.swift · Raster/Views/Presentation · the layer over the window that shows presented sheets, full-screen covers, alerts, dialogs and open menus in their iOS 17 iPhone looks (Raster's own; UIKit's presentation controllers)
// Status: Partial — iPhone looks only (a popover is a sheet, as on iPhone); no presentation
// or dismissal animation (the settled frame; a drag between detents animates); the dialogs'
// and menus' platter materials have UNCERTAIN figures (Material+Platters.swift). Numbers from
// ios17-metrics.md §6; UNCERTAIN ones are marked where they are used.

import Foundation

/// The window root's layer of presentations: each level (the screen's presentation, then one
/// presented from it, ...) covers the whole window, later levels above earlier ones.
struct _PresentationLayer: View, PrimitiveView {
    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        let store = graph.presentations
        store.layer = node
        store.isUpdatingLayer = true
        defer { store.isUpdatingLayer = false }
        let insets = graph.windowSafeAreaInsets ?? EdgeInsets()
        var keys: [ChildKey] = []
        var levels: [Node] = []
        // Building a level updates the presenters inside its content, which register the
        // next level before it is looked for.
        while let entry = store.shownEntry(atDepth: levels.count) {
            let key = ChildKey.id(AnyHashable(entry.order))
            keys.append(key)
            levels.append(graph.reconcile(parent: node, key: key,
                                          view: PresentationLevel(presentation: entry.presentation, depth: levels.count,
                                                                  safeAreaInsets: insets,
                                                                  isPushedBack: store.pushedBackLevels.contains(levels.count))))
        }
        node.retainChildren(keys, in: graph)
        if levels.isEmpty {
            node.role = .list
        } else {
            node.role = .unit(Node.UnitRole(layout: AnyLayout(ZStackLayout(alignment: .topLeading)), subviewSources: levels,
                                            unaryWrapping: false))
        }
    }
}

/// One presentation over the whole window, in the presenter's environment (with the
/// presentation it is in, so that `dismiss` ends it).
struct PresentationLevel: View {
    let presentation: Presentation
    let depth: Int
    /// The window's safe-area insets, points.
    let safeAreaInsets: EdgeInsets
    /// Whether a sheet presented from this level rests at its large detent above it (a sheet
    /// here is then drawn pushed back).
    let isPushedBack: Bool

    var body: some View {
        var environment = presentation.environment
        environment.presentationModeState = PresentationModeState(isPresented: true, onDismiss: presentation.dismiss)
        environment.presentationDepth = depth + 1
        // Sheets, covers and popovers are above the window's main content: the elevated level.
        if presentation.style == .sheet || presentation.style == .fullScreenCover { environment.userInterfaceLevel = .elevated }
        // A stack in presented content is not the tab's: reselecting the tab does not pop it.
        environment.tabRootStack = nil
        // Nor is presented content on the presenter's screen: its links do not push there, and
        // a stack in it is a stack of its own.
        environment.navigationContext = nil
        // Nor are its buttons bar items, though a bar item presented it.
        environment.minimumButtonHitSide = 0
        let presentation = self.presentation, depth = self.depth, insets = safeAreaInsets, isPushedBack = self.isPushedBack
        return GeometryReader { proxy in
            switch presentation.style {
            case .sheet:
                SheetPresentation(presentation: presentation, window: proxy.size, safeAreaInsets: insets,
                                  depth: depth, isPushedBack: isPushedBack)
            case .fullScreenCover:
                presentation.content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .safeAreaPadding(insets)
                    .background(PresentationColors.sheetBackground)
            case .alert:
                // Centred on whole points: at 3x, a card centred at half a point would put its
                // one-pixel hairlines on pixel-rounding ties.
                ZStack(alignment: .topLeading) {
                    PresentationDimming(isActive: false, dismiss: {})
                    presentation.content
                        .alignmentGuide(.leading) { -((proxy.size.width - $0.width) / 2).rounded(.down) }
                        .alignmentGuide(.top) { -((proxy.size.height - $0.height) / 2).rounded(.down) }
                }
            case .confirmationDialog:
                ZStack(alignment: .bottom) {
                    PresentationDimming(isActive: true, dismiss: presentation.dismiss)
                    presentation.content
                        .padding(.horizontal, DialogMetrics.actionSheetMargin)
                        .padding(.bottom, insets.bottom + DialogMetrics.actionSheetMargin)
                }
            case .menu:
                if let menu = presentation.menu {
                    MenuOverlay(menu: menu, window: proxy.size, safeAreaInsets: insets, dismiss: presentation.dismiss)
                }
            }
        }
        .modifier(EnvironmentWritingModifier { $0 = environment })
    }
}

/// The dimming over the window behind an alert or dialog: black at 0.2 (light) or 0.48
/// (dark) [FLT `kCupertinoModalBarrierColor`, "extracted from Apple design resources"]. It
/// takes the taps that miss the presentation; `isActive` ones dismiss it.
struct PresentationDimming: View {
    let isActive: Bool
    let dismiss: () -> Void

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let dismiss = self.dismiss, isActive = self.isActive
        return Rectangle()
            .fill(Color.black.opacity(colorScheme == .dark ? 0.48 : 0.2))
            .onTapGesture { if isActive { dismiss() } }
    }
}

/// Colours of presented content.
enum PresentationColors {
    /// A sheet's background: the system background, drawn in the presented content's
    /// environment, whose elevated level makes it #1C1C1E in dark mode [ios17-metrics.md §6.1, §10.1].
    static var sheetBackground: Color { Color(storage: .system(.systemBackground)) }
}

/// The sheet's numbers, points (ios17-metrics.md §6.1).
enum SheetMetrics {
    /// The large detent's top edge below the safe-area top [CMS: safe-area top + 10; Flutter
    /// iOS 18: 8 % of the screen height, 68 on a 15 Pro].
    static let topGap: CGFloat = 10
    /// The sheet's top corner radius [CMS 10; Flutter iOS 18: 12 — UNCERTAIN for iOS 17].
    static let cornerRadius: CGFloat = 10
    /// The scale of the screen behind a large sheet [CMS 1 − 1/12; Flutter 1 − 0.0835].
    static let screenScale: CGFloat = 1 - 1 / 12
    /// The scaled screen's corner radius [CMS 10 — UNCERTAIN].
    static let screenCornerRadius: CGFloat = 10
    /// The dimming of the scaled screen: black at 0.1 (light), #C8C8C8 at 0.1 (dark) [Flutter
    /// iOS 18 — UNCERTAIN for iOS 17].
    static let screenDimming: Double = 0.1
    /// How far a sheet pushed back by a sheet presented from it moves up, as a fraction of its
    /// height [FLT sheet.dart `_kMidUpTween`, 0.005, eyeballed on iOS 18 — UNCERTAIN for iOS 17].
    static let pushedBackRise: CGFloat = 0.005
    /// The farthest a sheet at its large detent stretches above it under a finger dragging
    /// it up, as a fraction of the window's height: 0.008 [FLT sheet.dart: `_kTopGapRatio`
    /// 0.08 − `_kStretchedTopGapRatio` 0.072, tuned on iOS 18 — UNCERTAIN for iOS 17],
    /// approached along UIScrollView's rubber band (`rubberBand(_:dimension:)`).
    static let stretchRatio: CGFloat = 0.008

    /// The dimming drawn over what a sheet at its large detent covers (the scaled screen, a
    /// pushed-back sheet): black at `screenDimming` (light), #C8C8C8 at it (dark).
    static func dimming(for colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? Color(red: 200 / 255, green: 200 / 255, blue: 200 / 255).opacity(screenDimming)
            : Color.black.opacity(screenDimming)
    }
    /// The grabber: 36 × 5, 5 below the sheet's top, tertiary label colour [UNCERTAIN: no
    /// published metrics; read from iOS 17 screenshots].
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
}

/// A page sheet on iPhone: the content in a sheet with rounded top corners rising from the
/// bottom of the window to its detent's height. At the large detent of a sheet presented
/// from the screen, the screen behind is scaled back (`ScreenCard`) and dimmed; at the large
/// detent of a sheet presented from a sheet, that sheet is pushed back (`SheetPushBack`) and
/// the screen stays as it was; at a smaller detent what is behind is dimmed only. Taps beside
/// the sheet dismiss it unless `interactiveDismissDisabled` is set in the content. A vertical
/// drag on the sheet moves it between its detents or dismisses it (`drag(from:among:)`);
/// dragged up past its large detent it stretches a little (`SheetMetrics.stretchRatio`). A drag
/// on a scroll view in it grows it before scrolling and moves it down once the content is at
/// its top (`resizing(from:among:)`, Rendering/ViewHost+SheetScrolling.swift).
struct SheetPresentation: View {
    let presentation: Presentation
    let window: CGSize
    let safeAreaInsets: EdgeInsets
    /// The sheet's level: 0 for the screen's sheet, which alone scales the screen back; a
    /// deeper sheet pushes back the sheet it was presented from.
    let depth: Int
    /// Whether a sheet presented from this one rests at its large detent above it.
    let isPushedBack: Bool

    @State private var options = PresentationOptions()
    /// The detent the last drag left the sheet at (`presentationDetents`).
    @State private var draggedDetent: PresentationDetent?
    /// How far the finger has moved down since a drag on the sheet began, points (up is
    /// negative); 0 when no drag is in progress.
    @State private var dragOffset: CGFloat = 0
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let large = max(window.height - safeAreaInsets.top - SheetMetrics.topGap, 0)
        let detents = options.restingDetents(maximum: large, in: presentation.environment)
        let resting = options.restingDetent(among: detents, dragged: draggedDetent)
        let dismiss = presentation.dismiss, dismissible = !options.interactiveDismissDisabled
        // The sheet follows the finger from nothing up to its large height and stretches a
        // little past it; one that cannot be dismissed rubber-bands below its smallest detent.
        let following = resting.height - dragOffset, smallest = detents[0].height
        let height: CGFloat
        if !dismissible && following < smallest {
            height = smallest - rubberBand(smallest - following, dimension: large).rounded()
        } else if following > large {
            height = large + rubberBand(following - large, dimension: SheetMetrics.stretchRatio * window.height).rounded()
        } else {
            height = max(following, 0)
        }
        let isLarge = height >= large, coversScreen = depth == 0
        let radius = options.cornerRadius ?? SheetMetrics.cornerRadius
        let card = ScreenCard(scale: SheetMetrics.screenScale, top: safeAreaInsets.top,
                              cornerRadius: SheetMetrics.screenCornerRadius, window: window)
        let backgroundInteracts = options.backgroundInteraction?.isEnabled(sheetHeight: height, maximum: large,
                                                                           in: presentation.environment) ?? false
        return ZStack(alignment: .bottom) {
            // In a stack of its own, so that a backdrop going away in an animation (a sheet
            // dragged from its medium to its large detent) fades under the sheet, not over it.
            ZStack {
                if backgroundInteracts {
                    // Nothing beside the sheet: the screen is neither dimmed nor covered for taps.
                    Color.clear.allowsHitTesting(false)
                } else if isLarge && coversScreen {
                    // Takes the taps beside the sheet (a large sheet is dismissed by a swipe only).
                    Color.clear
                        .contentShape(Rectangle())
                        .overlay(alignment: .top) {
                            RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous)
                                .fill(SheetMetrics.dimming(for: colorScheme))
                                .frame(width: window.width * card.scale, height: window.height * card.scale)
                                .padding(.top, card.top)
                        }
                } else if isLarge {
                    // Takes the taps beside the sheet; the sheet under it dims itself as it is
                    // pushed back, and the screen stays as that sheet left it.
                    Color.clear.contentShape(Rectangle())
                } else {
                    PresentationDimming(isActive: dismissible, dismiss: dismiss)
                }
            }
            // A stack, so that the sheet is there even when its content is empty.
            ZStack(alignment: .top) {
                presentation.content
                    .onPreferenceChange(PresentationOptionsKey.self) { options = $0 }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .safeAreaPadding(.bottom, safeAreaInsets.bottom)
                if options.showsDragIndicator(restingCount: detents.count) {
                    Capsule().fill(Color(storage: .system(.tertiary)))
                        .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                        .padding(.top, SheetMetrics.grabberTop)
                }
            }
            .frame(width: window.width, height: height)
            .backgroundPreferenceValue(PresentationBackgroundKey.self) { background in
                // Not hit, so that a touch on a scroll view's blank content lands on the card's
                // content shape, an ancestor of the scroll view, which then holds the finger
                // (`ViewHost.beginTouch`).
                Group {
                    if let background { background } else { Rectangle().fill(PresentationColors.sheetBackground) }
                }
                .allowsHitTesting(false)
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous))
            .contentShape(Rectangle())
            .modifier(SheetDragModifier(drag: GestureAttachment(drag(from: resting.height, among: detents), priority: .normal, mask: .all),
                                        resizing: resizing(from: resting.height, among: detents)))
            .modifier(SheetPushBack(isPushedBack: isPushedBack, cornerRadius: radius, colorScheme: colorScheme))
        }
        .frame(width: window.width, height: window.height)
        .modifier(CoveredLevelReporter(depth: depth, card: coversScreen ? card : nil, covers: isLarge && !backgroundInteracts))
        .preference(key: PresentationBackgroundInteractsKey.self, value: backgroundInteracts)
    }

    /// The drag that moves the sheet between its detents (see `presentationDetents(_:)`):
    /// in window coordinates, as the sheet moves under the finger. When the finger lifts the
    /// sheet is let go at the height the drag projects (`predictedEndLocation`, `letGo`).
    private func drag(from restingHeight: CGFloat,
                      among detents: [(detent: PresentationDetent, height: CGFloat)]) -> some Gesture {
        let offset = $dragOffset, letGo = self.letGo(among: detents)
        return DragGesture(coordinateSpace: .global)
            .onChanged { offset.wrappedValue = $0.translation.height }
            .onEnded { letGo(restingHeight - $0.predictedEndTranslation.height) }
    }

    /// The sheet as a drag on a scroll view in it moves it (ViewHost+SheetScrolling.swift):
    /// resizing before scrolling unless the content asks `presentationContentInteraction(.scrolls)`.
    private func resizing(from restingHeight: CGFloat,
                          among detents: [(detent: PresentationDetent, height: CGFloat)]) -> SheetResizing {
        let offset = $dragOffset
        return SheetResizing(resizesFirst: options.contentInteraction != .scrolls, restingHeight: restingHeight,
                             largestHeight: detents[detents.count - 1].height,
                             follow: { offset.wrappedValue = $0 }, release: letGo(among: detents))
    }

    /// Lets the sheet go at a projected height (points): it goes to the nearest detent,
    /// animated, or is dismissed when that height is nearer nothing than the smallest detent,
    /// unless interactive dismissal is disabled.
    private func letGo(among detents: [(detent: PresentationDetent, height: CGFloat)]) -> (CGFloat) -> Void {
        let offset = $dragOffset, dragged = $draggedDetent
        let selection = options.selection, dismiss = presentation.dismiss
        let dismissible = !options.interactiveDismissDisabled
        return { projected in
            if dismissible && projected < detents[0].height / 2 {
                offset.wrappedValue = 0
                dismiss()
                return
            }
            let nearest = detents.min { abs($0.height - projected) < abs($1.height - projected) } ?? detents[0]
            withAnimation(.smooth) {
                offset.wrappedValue = 0
                dragged.wrappedValue = nearest.detent
                if let selection, selection.wrappedValue != nearest.detent { selection.wrappedValue = nearest.detent }
            }
        }
    }
}

/// Whether the topmost sheet lets the screen behind it take interaction
/// (`presentationBackgroundInteraction`): the accessibility tree then keeps the screen.
struct PresentationBackgroundInteractsKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = nextValue()
    }
}
