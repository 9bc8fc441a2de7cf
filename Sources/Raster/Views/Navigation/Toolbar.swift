// Toolbar.swift · Raster/Views/Navigation · mirrors SwiftUI ToolbarContent, ToolbarContentBuilder, ToolbarItem, ToolbarItemGroup, ToolbarTitleMenu, ToolbarItemPlacement, ToolbarDefaultItemKind (iOS 17)
// Status: Partial — iPhone placements only; customizable toolbars (`toolbar(id:)`,
// `CustomizableToolbarContent`) are drawn as plain ones; no overflow menu for `.secondaryAction`; `.keyboard`
// items are accepted and not drawn (there is no keyboard).

import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// Raster: a custom type's `body` is read when the toolbar is declared; the built-in items
/// (`ToolbarItem`, `ToolbarItemGroup`, `ToolbarTitleMenu`) are what bars draw.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Conforming types represent items that can be placed in various locations in a
/// customizable toolbar (`toolbar(id:content:)`).
///
/// Raster: toolbars are not customizable; customizable content is drawn as any toolbar
/// content is.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// Toolbar content Raster resolves itself instead of through `body`.
protocol PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { get }
}

extension PrimitiveToolbarContent {
    /// The body of toolbar content resolved by Raster, which is never read.
    func bodyIsNeverCalled() -> Never {
        fatalError("\(type(of: self)) is primitive toolbar content and has no body")
    }
}

extension ToolbarContent {
    /// The items this content places, in order.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.toolbarEntries }
        return bodyEntries
    }

    /// The items of the content's body. Apart from `toolbarEntries`, so that primitive
    /// content never asks the runtime for its `Body` type: asking for the associated type of
    /// a generic item's metadata while another test thread was still making that metadata
    /// crashed the Swift 6.3 runtime once (`swift_getAssociatedTypeWitnessSlow`).
    private var bodyEntries: [ToolbarEntry] { body.toolbarEntries }
}

/// One item of a bar: its view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    var view: AnyView
    /// A `ToolbarTitleMenu`: the title's menu, not an item of its own.
    var isTitleMenu = false
    /// `sharedBackgroundVisibility(_:)` (iOS 26): recorded; Raster's bars draw no glass.
    var sharedBackgroundVisibility = Visibility.automatic
    /// The kind of a default item a container adds (the split view's sidebar toggle), which
    /// `toolbar(removing:)` removes; nil for the app's own items.
    var defaultKind: ToolbarDefaultItemKind?
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    /// No items.
    public static func buildBlock() -> TupleToolbarContent<()> { TupleToolbarContent(value: (), entries: []) }

    /// One content, as it is.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several contents, their items in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.toolbarEntries }
        return TupleToolbarContent(value: (repeat each content), entries: entries)
    }

    /// A content written as a statement.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// The content of an `if` without `else`: its items, or none.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent<Content?> {
        TupleToolbarContent(value: content, entries: content?.toolbarEntries ?? [])
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(entries: first.toolbarEntries)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(entries: second.toolbarEntries)
    }
}

/// Several toolbar contents built by `ToolbarContentBuilder`.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    /// The contents, as a tuple.
    public let value: T
    let toolbarEntries: [ToolbarEntry]

    init(value: T, entries: [ToolbarEntry]) {
        self.value = value
        toolbarEntries = entries
    }

    public var body: Never { bodyIsNeverCalled() }
}

/// Toolbar content that is one of two contents: what `if`/`else` and `switch` build in a
/// `ToolbarContentBuilder` (SwiftUI builds `_ConditionalContent`, which Raster keeps for views).
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let toolbarEntries: [ToolbarEntry]

    init(entries: [ToolbarEntry]) {
        toolbarEntries = entries
    }

    public var body: Never { bodyIsNeverCalled() }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// Raster: the content is drawn in the bar at its placement's position (see
/// `ToolbarItemPlacement`) in the body font, 17 points; buttons draw their labels in the
/// tint colour, as in every borderless button.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item placed at `placement` (`.automatic`, trailing in a navigation bar, by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension TupleToolbarContent: CustomizableToolbarContent {}

extension _ConditionalToolbarContent: CustomizableToolbarContent
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension ToolbarItem where ID == String {
    /// An item with an identifier for customizable toolbars.
    ///
    /// Raster: toolbars are not customizable, so `id` only names the item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar.
///
/// Raster: the views of the group are laid out in a row with 8 points between them
/// (`NavigationBarMetrics.itemSpacing`) at the group's placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items placed together at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A group whose label is shown when the toolbar collapses it (iOS 16).
    ///
    /// Raster: the group never collapses, so the label is not shown.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    public var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content }))]
    }
}

/// The content of a `ToolbarItemGroup` made with a label: its items (the label is for a
/// collapsed group).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// The title menu of a toolbar: actions shown from the navigation title.
///
/// Raster: the inline title, and the large title, is drawn with the down chevron iOS shows
/// beside a title that has a menu, and a tap on it opens the menu under it (see `Menu` and
/// `NavigationTitleLabel`). The default
/// actions of the empty initializer (rename, duplicate… for documents) are not drawn: the
/// menu is empty and a tap warns.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content

    /// A title menu with the given actions.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: .principal, view: AnyView(content), isTitleMenu: true)]
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu with the system's default actions (rename, duplicate…, for documents).
    public init() {
        content = EmptyView()
    }
}

/// A structure that defines the placement of a toolbar item.
///
/// Raster: placements as iOS 17 draws them on an iPhone. In the navigation bar:
/// `.topBarLeading`, `.navigationBarLeading` and `.cancellationAction` after the back
/// button at the leading edge; `.automatic`, `.primaryAction`, `.secondaryAction`,
/// `.topBarTrailing`, `.navigationBarTrailing`, `.confirmationAction` (semibold) and
/// `.destructiveAction` at the trailing edge; `.principal` in the centre, instead of the
/// inline title. `.bottomBar` and `.status` (centred) go in the bottom toolbar. `.keyboard`
/// items are not drawn: there is no keyboard.
public struct ToolbarItemPlacement: Equatable, Sendable {
    /// Where a bar draws an item.
    enum Position: Equatable, Sendable {
        case leading, principal, trailing, bottom, bottomCentre, none
    }

    let position: Position
    /// Whether the item's text is semibold (`.confirmationAction`).
    let isEmphasized: Bool

    private init(_ position: Position, isEmphasized: Bool = false) {
        self.position = position
        self.isEmphasized = isEmphasized
    }

    /// The system places the item automatically: trailing in an iPhone navigation bar.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The item represents a primary action: trailing in a navigation bar.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// The item represents a secondary action: trailing (iOS puts it in an overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// The item is placed in the centre of the navigation bar, instead of the title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The item represents a change in status: centred in the bottom toolbar.
    public static let status = ToolbarItemPlacement(.bottomCentre)
    /// The item represents a confirmation action (Done, Save): trailing, semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, isEmphasized: true)
    /// The item represents a cancellation action: leading.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// The item represents a destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The item is placed in the keyboard section; Raster does not draw it.
    public static let keyboard = ToolbarItemPlacement(.none)
    /// The item is placed in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The item is placed in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The item is placed in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)

    /// The leading edge of the navigation bar (deprecated: use `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (deprecated: use `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
}

/// The placement of a toolbar: which bar `toolbar(_:for:)`, `toolbarBackground` and
/// `toolbarColorScheme` apply to.
///
/// Raster: `.navigationBar`, `.bottomBar` and `.tabBar` (a `TabView`'s bar: its
/// background and colour scheme) are drawn; `.automatic` is the navigation bar on iPhone.
public struct ToolbarPlacement: Equatable, Sendable {
    enum Bar: Equatable, Sendable { case navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The bars the system chooses: the navigation bar on iPhone.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// A kind of toolbar item a view adds by default, which `toolbar(removing:)` removes.
///
/// Mirrors SwiftUI's `ToolbarDefaultItemKind` (iOS 17; `title` iOS 18).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String

    /// The sidebar toggle a `NavigationSplitView` adds to its bars.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title shown in the navigation bar.
    public static let title = ToolbarDefaultItemKind(name: "title")
}
