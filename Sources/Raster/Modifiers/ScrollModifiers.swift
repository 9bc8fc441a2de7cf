// ScrollModifiers.swift · Raster/Modifiers · mirrors SwiftUI scrollIndicators(_:axes:), scrollDisabled(_:), scrollClipDisabled(_:), defaultScrollAnchor(_:) and (_:for:) with ScrollAnchorRole (iOS 18), scrollDismissesKeyboard(_:), ScrollDismissesKeyboardMode, scrollTargetLayout(isEnabled:), scrollTargetBehavior(_:), contentMargins, containerRelativeFrame, ScrollIndicatorVisibility, ContentMarginPlacement and the scroll environment values (iOS 17)
// Status: Partial — indicators are never drawn (iOS shows them only while a finger scrolls);
// the target behaviours are in ScrollTargetBehavior.swift and its neighbours. See COMPATIBILITY.md "Scrolling".

import Foundation

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Value: Hashable, Sendable { case automatic, visible, hidden, never }
    let value: Value

    /// The platform's default: on iOS, shown while scrolling.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: .automatic) }
    /// Shown while scrolling (iOS).
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: .visible) }
    /// Hidden unless the platform overrides it (iOS: hidden).
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: .never) }

    public var description: String { "\(value)" }
}

/// How a render shows scroll views (Raster's own, for images of whole screens).
public enum ScrollContentRendering: Hashable, Sendable {
    /// The visible region only, as a screen shows it (the default).
    case viewport
    /// The whole content: each scroll view is as long as its content along its scrolled
    /// axes, so the image shows every row.
    case full
}

/// Where `contentMargins` apply in a scrollable view.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Value: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let value: Value

    /// The content and the indicators (a scroll view's default).
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(value: .automatic) }
    /// The content only.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(value: .scrollContent) }
    /// The indicators only (Raster draws none, so these change nothing).
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(value: .scrollIndicators) }
}

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: ContainerSize? = nil }
private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollContentRenderingKey: EnvironmentKey { static let defaultValue = ScrollContentRendering.viewport }
private struct FullScrollContentAxesKey: EnvironmentKey { static let defaultValue: Axis.Set = [.horizontal, .vertical] }
private struct EnclosingScrollAxesKey: EnvironmentKey { static let defaultValue: Axis.Set = [] }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
/// The anchor of each `ScrollAnchorRole` (`defaultScrollAnchor`); nil for a role is its
/// default, top-leading.
struct DefaultScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

/// What a scroll view's default anchor is used for (`defaultScrollAnchor(_:for:)`).
///
/// Mirrors SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable { case initialOffset, sizeChanges, alignment }
    let kind: Kind

    /// Where the scroll view starts.
    public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
    /// Where the scroll view stays when its content or its own size changes while it rests
    /// at the anchor's position.
    public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(kind: .alignment)
}

private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue = DefaultScrollAnchors() }
private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue: (any ScrollTargetBehavior)? = nil }
private struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

/// The ways that scrollable content can interact with the software keyboard.
///
/// Mirrors SwiftUI's `ScrollDismissesKeyboardMode` (iOS 16). Raster draws no software
/// keyboard; dismissing it means the focused text field gives up focus (its `FocusState`
/// binding is cleared), which a test can see.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    /// Determine the mode from the context: a `List` dismisses the keyboard as soon as it
    /// scrolls (apps linked against iOS 16 or later), other scroll views never do, a
    /// `TextEditor` is interactive.
    public static var automatic: ScrollDismissesKeyboardMode { .init(kind: .automatic) }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { .init(kind: .immediately) }
    /// Let people dismiss the keyboard by dragging it down with the scroll.
    ///
    /// Raster: a host's scroll never reaches a keyboard it does not draw, so the keyboard
    /// stays, as it does on iOS for a scroll that stays above the keyboard.
    public static var interactively: ScrollDismissesKeyboardMode { .init(kind: .interactively) }
    /// Never dismiss the keyboard as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { .init(kind: .never) }
}

extension EnvironmentValues {
    /// Whether scrollable views can scroll (`scrollDisabled(_:)` sets it false; default true).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility of horizontal scroll indicators (default `.automatic`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators (default `.automatic`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views draw their content beyond their bounds (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The way that scrollable content interacts with the software keyboard
    /// (`scrollDismissesKeyboard(_:)`; default `.automatic`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Where scroll views start, keep their place as sizes change and place content smaller
    /// than them (`defaultScrollAnchor`).
    var defaultScrollAnchors: DefaultScrollAnchors {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// The axes scroll views enclosing this view scroll along (lazy stacks build rows lazily
    /// along them; default none).
    var enclosingScrollAxes: Axis.Set {
        get { self[EnclosingScrollAxesKey.self] }
        set { self[EnclosingScrollAxesKey.self] = newValue }
    }

    /// The container `containerRelativeFrame` sizes by: the nearest scroll view's, nil for
    /// the window.
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// The margins around the content of the scroll views within (`contentMargins`; default none).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// How scroll views render (`renderingScrollContent(_:)`; default `.viewport`).
    var scrollContentRendering: ScrollContentRendering {
        get { self[ScrollContentRenderingKey.self] }
        set { self[ScrollContentRenderingKey.self] = newValue }
    }

    /// The axes along which `.full` rendering grows scroll views (`renderingScrollContent(_:axes:)`).
    var fullScrollContentAxes: Axis.Set {
        get { self[FullScrollContentAxesKey.self] }
        set { self[FullScrollContentAxesKey.self] = newValue }
    }

    /// The behaviour set with `scrollTargetBehavior(_:)`, which each scroll view below reads
    /// (nil: scrolls end where they end).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    ///
    /// Raster: recorded in the environment (`horizontalScrollIndicatorVisibility`,
    /// `verticalScrollIndicatorVisibility`) for the given axes (default both). Indicators are
    /// never drawn: iOS shows them only while a finger scrolls, so a still frame has none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWritingModifier { values in
            if axes.contains(.horizontal) { values.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { values.verticalScrollIndicatorVisibility = visibility }
        })
    }

    /// Disables or enables scrolling in scrollable views within this view.
    ///
    /// Raster: a disabled scroll view ignores `ViewHost.scroll(by:at:)` (the scroll goes to
    /// an enclosing one, as a drag would); `ScrollViewProxy.scrollTo` still scrolls it, as
    /// in SwiftUI.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Configures how scrollable content within this view interacts with the software
    /// keyboard (iOS 16).
    ///
    /// Raster: when a host scrolls (`ViewHost.scroll(by:at:)` or a drag) a scroll view whose
    /// mode is `.immediately`, or a `List` under `.automatic`, the focused text field loses
    /// focus: its `FocusState` binding is cleared, as the keyboard's dismissal does on iOS.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Sets whether scroll views within this view clip their content to their bounds
    /// (default: they clip).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }

    /// Where scroll views within this view start and where they place content smaller than
    /// them (iOS 17).
    ///
    /// Raster: `anchor` is a unit point of both the content and the viewport: the first
    /// placement scrolls so that they coincide (`.bottom` starts at the end), and content
    /// that fits sits at that point (`.center` centres it). nil is the default, top-leading.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.defaultScrollAnchors) { $0 = DefaultScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) }
    }

    /// Where scroll views within this view are anchored for one `role` (iOS 18): where they
    /// start (`.initialOffset`), where they stay as their content or size changes
    /// (`.sizeChanges`), or where content smaller than them sits (`.alignment`); the other
    /// roles keep what was set above. nil for a role is its default (top-leading).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.defaultScrollAnchors) { anchors in
            switch role.kind {
            case .initialOffset: anchors.initialOffset = anchor
            case .sizeChanges: anchors.sizeChanges = anchor
            case .alignment: anchors.alignment = anchor
            }
        }
    }

    /// Configures the content margin for a provided placement (iOS 17).
    ///
    /// Raster: points on `edges` (default all; the others keep earlier margins) of the scroll
    /// views within this view: their content is proposed the viewport less the margins across
    /// the scrolled axis, and the margins scroll with it (the content's extent is content
    /// plus margins). nil is 16 points, the default padding. `.scrollIndicators` margins
    /// change nothing, indicators not being drawn. Raster has no safe area to add them to.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(EnvironmentWritingModifier { values in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { values.scrollContentMargins.top = insets.top }
            if edges.contains(.leading) { values.scrollContentMargins.leading = insets.leading }
            if edges.contains(.bottom) { values.scrollContentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { values.scrollContentMargins.trailing = insets.trailing }
        })
    }

    /// Configures the content margin on `edges` (see `contentMargins(_:_:for:)` with insets).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Configures the content margin on every edge (see `contentMargins(_:_:for:)` with insets).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Renders the scroll views within this view at their content's full length (Raster's
    /// own; SwiftUI has no such modifier).
    ///
    /// Raster: with `.full`, a scroll view reports its content's size along its scrolled
    /// axes that are among `axes` whatever it is proposed, and shows its content from the
    /// start; propose the root nil along those axes (`ImageRenderer`'s default, or
    /// `ImageRenderer.proposedSize` with a nil height) so the image grows to fit. Along a
    /// scrolled axis not in `axes` (a carousel in a screen whose width is fixed: `axes:
    /// .vertical`) it keeps the length it is proposed and shows its content from the start.
    /// Fixed frames around a scroll view still size the layout around it. Snapshot tests
    /// reach it through `.image(layout:scrollContent:)`, which grows only the height of a
    /// `.fixed` or `.device` window.
    public func renderingScrollContent(_ rendering: ScrollContentRendering,
                                       axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        environment(\.scrollContentRendering, rendering).environment(\.fullScrollContentAxes, axes)
    }

    /// Marks this layout's views as the targets of a `.viewAligned` scroll target behaviour.
    ///
    /// Raster: accepted and not needed: `.viewAligned` aligns the identified rows of the
    /// scroll view's content (its first `ForEach` or lazy stack), as `scrollPosition` does.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Sets the scroll behaviour of scrollable views within this view.
    ///
    /// Raster: when a host's `scroll(by:at:)` or drag on a scroll view below ends, the
    /// behaviour's `updateTarget(_:context:)` moves the natural target (where the scroll
    /// ended, projected by the finger's velocity at the lift) and the scroll view rests there,
    /// clamped to the content (see `ScrollTargetBehavior`): `.paging` on a multiple of the
    /// scroll view's size (points, along its axis), `.viewAligned` with a row's leading edge
    /// at the scroll view's, inside its safe area.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container (iOS 17).
    ///
    /// Raster: the container is the nearest enclosing scroll view's visible region less its
    /// content margins, else the window (the size the root is laid out in; an ideal-size
    /// `ImageRenderer` render has none, and the frame then passes its proposal through).
    /// Along `axes` the frame is the container's length; along the others the view's own.
    /// The view is placed in the frame by `alignment` (default `.center`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A container-relative frame `span` of `count` equal parts long along `axes`, with
    /// `spacing` points between parts (iOS 17): `(container − spacing × (count − 1)) / count
    /// × span + spacing × (span − 1)`. Counts and spans below 1 count as 1.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            ContainerRelativeFrameLayout.gridLength(container: length, count: count, span: span, spacing: spacing)
        }
    }

    /// A container-relative frame whose length along each of `axes` is `length(container's
    /// length, axis)` (iOS 17); a negative result is 0 and a non-finite one leaves that axis
    /// to the view.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// Sizes the modified view by its container (`containerRelativeFrame`).
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let container = node.environment.containerSize ?? graph.windowContainer
        container.isRead = true
        node.becomeUnary(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length, container: container),
                         content: content)
    }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String

    /// The automatic behavior: bounce along the vertical axis always (iOS).
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// The scrollable view always bounces along the specified axis.
    public static let always = ScrollBounceBehavior(name: "always")
    /// The scrollable view bounces only when its content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axes.
    ///
    /// Raster: accepted; a bounce only shows while a finger drags past the end, and a frame
    /// at rest, which is what Raster draws, looks the same whatever the behaviour.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

