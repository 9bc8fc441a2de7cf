// UIMenu.swift · Raster/Views/UIKit · mirrors UIKit UIMenuElement, UIAction and UIMenu (iOS 17)
// Status: Partial — actions run their handlers when performed (a control's
// `sendActions(for:)`); menus keep their elements for your code and tests, but Raster draws
// no UIKit menu (nothing is tapped in a render). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The code an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu: an action or a submenu (UIKit's `UIMenuElement`).
open class UIMenuElement: NSObject {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Dimmed and cannot be chosen (`UIAction.perform(sender:)` does nothing).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red, for an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The element's title.
    open var title: String
    /// The text under the title (iOS 15).
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu element that runs code when chosen (UIKit's `UIAction`): the item of a menu, or
/// the primary action of a control or bar button item.
///
/// Raster: `perform(sender:)` (and a control's `sendActions(for:)`) runs the handler with
/// `sender` set; a rendered menu or button is never tapped.
open class UIAction: UIMenuElement {
    /// The identifier of an action (UIKit's `UIAction.Identifier`): a control keeps one
    /// action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given, else a new unique one.
    public let identifier: Identifier
    /// The title read by the discoverability overlay. Raster: recorded only.
    open var discoverabilityTitle: String?
    /// How the action is shown and whether it can be chosen.
    open var attributes: Attributes
    /// Whether the action shows a checkmark.
    open var state: State
    /// The image when the action is selected (iOS 17).
    open var selectedImage: UIImage?
    /// The object that performed the action while its handler runs; nil otherwise.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action titled `title` running `handler`. Every argument mirrors UIKit's.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, unless the action is disabled.
    /// Raster's own: UIKit runs it when the element is chosen.
    public func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// A menu: a titled group of actions and submenus (UIKit's `UIMenu`).
///
/// Raster: kept for your code and tests (`children`, `options`); a menu is shown when its
/// button is tapped, which never happens in a render, so none is drawn.
open class UIMenu: UIMenuElement {
    /// The identifier of a menu (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children inline in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children are drawn (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        /// The system's choice (iOS 17).
        case automatic = -1
    }

    /// The menu's identifier: the one given, else a new unique one.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of the children (default `.large`).
    open var preferredElementSize: ElementSize
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`. Every argument mirrors UIKit's.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions of a single-selection menu whose state is `.on` (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
/// A menu element whose items are made when the menu is shown (UIKit's
/// `UIDeferredMenuElement`, iOS 14): the provider hands its elements to a completion.
///
/// Raster: no menu is shown in a render; `elements(_:)` runs the provider for your code and tests.
open class UIDeferredMenuElement: UIMenuElement {
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are made again each time the menu shows (`uncached(_:)`).
    public let isUncached: Bool

    /// An element whose items `elementProvider` makes once, the first time the menu shows.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isUncached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isUncached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose items `elementProvider` makes each time the menu shows (iOS 15).
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Runs the provider and hands its elements to `completion`. Raster's own: UIKit runs it
    /// when the menu shows.
    public func elements(_ completion: @escaping ([UIMenuElement]) -> Void) { provider(completion) }
}
#endif
