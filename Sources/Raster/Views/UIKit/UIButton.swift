// UIButton.swift · Raster/Views/UIKit · mirrors UIKit UIButton (iOS 17): the button types with per-state titles, colours and images, and iOS 15's configurations
// Status: Partial — drawn still, in its state (normal, highlighted, disabled, selected); a
// configuration is drawn as the SwiftUI button of the same style; no pointer or menu
// interactions, title or image edge insets (recorded), or `configurationUpdateHandler` runs
// beyond `updateConfiguration()`. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control that runs your code in response to a tap (UIKit's `UIButton`).
///
/// Raster draws a button as iOS draws it, still, in its current state:
/// - Without a `configuration` (the classic API): its image then its title side by side,
///   placed in the bounds less `contentEdgeInsets` by `contentHorizontalAlignment` and
///   `contentVerticalAlignment` (centred by default), the title in `titleLabel`'s font (the
///   15-point system font by default) and the state's title colour. A `.system` button
///   draws its title in its tint colour (system blue), and its images as templates in the
///   tint; a `.custom` button draws a white title and its images as they are. Titles,
///   colours and images set for a state are used in that state, else the normal state's.
/// - With a `configuration` (iOS 15): as the SwiftUI `Button` of the same look, so that a
///   UIKit `.filled()` button and a SwiftUI `.borderedProminent` one draw the same pixels:
///   `.plain()`/`.borderless()` as `.borderless` padded by the content insets, `.gray()`/
///   `.bordered()` as `.bordered`, `.tinted()`/`.borderedTinted()` as `.bordered` tinted,
///   `.filled()`/`.borderedProminent()` as `.borderedProminent`; `buttonSize` is the control
///   size, `cornerStyle` the border shape, the base colours the tint and label colour.
///
/// Intrinsic size: with a configuration, the SwiftUI button's ideal size; without one, the
/// image's and title's widths side by side and the taller of the image and the title's
/// line height + 12 points (a 15-point "Button" is 30 points tall, as Interface Builder's
/// default button) [UNCERTAIN: the 12 points were read off that default], plus the content
/// edge insets.
open class UIButton: UIControl {
    /// The kinds of button (UIKit's `UIButton.ButtonType`, with its raw values).
    public enum ButtonType: Int, Sendable {
        /// No system look: a white title, images as they are.
        case custom = 0
        /// The tinted look of iOS's buttons.
        case system = 1
        /// The info symbol, as `.infoLight` (iOS 13 draws the three alike).
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        /// A plus in a circle.
        case contactAdd = 5
        /// A tvOS type; drawn as `.system`.
        case plain = 6
        /// An x-mark in a grey circle (iOS 13).
        case close = 7
    }

    /// The button's kind (`.custom` for `init(frame:)`, `.system` with a configuration).
    public let buttonType: ButtonType
    /// The button's look (iOS 15); nil for the classic API. Setting it redraws the button.
    open var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Code that updates `configuration` for the button's state (iOS 15): run by
    /// `updateConfiguration()` and `setNeedsUpdateConfiguration()` (Raster has no run loop to
    /// defer it to, so it runs at once).
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    /// Whether a configuration button follows the button's state automatically. Raster:
    /// recorded only.
    open var automaticallyUpdatesConfiguration = true
    /// The menu shown when the button is tapped or pressed (iOS 14). Raster: recorded (nothing
    /// is tapped in a render).
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending the primary action (iOS 14). Raster:
    /// recorded only.
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap toggles `isSelected` (iOS 15). Raster: recorded only.
    open var changesSelectionAsPrimaryAction = false
    /// How the content is placed across the bounds (default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the content is placed down the bounds (default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The room kept around the content, points (deprecated in iOS 15; a configuration's
    /// `contentInsets` replace it). Default zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Insets of the title. Raster: recorded only [UNCERTAIN: UIKit's offset rules were not
    /// reproduced].
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets of the image. Raster: recorded only.
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the title and image are drawn lighter while highlighted (default true).
    /// Raster: recorded only (a rendered button is not highlighted unless `isHighlighted`).
    open var adjustsImageWhenHighlighted = true

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var label: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        return label
    }()
    private lazy var imageViewStorage = UIImageView()

    /// A button of `buttonType`, zero-sized (UIKit's `init(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A `.system` button with `configuration`, running `primaryAction` when tapped (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button of `buttonType` whose title and image are `primaryAction`'s (iOS 14).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A `.custom` button in `frame` (points).
    public required override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { nil }

    /// A `.system` button showing `image`, sending `action` to `target` (recorded) when
    /// tapped (iOS 13).
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = self.init(frame: .zero)
        button.systemLook = true
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Whether `systemButton(with:target:action:)` made this `.custom`-typed button with the
    /// system look.
    private var systemLook = false

    /// Whether the button has the system look: a tinted title and template images.
    private var isSystemLooking: Bool { systemLook || buttonType != .custom }

    // MARK: Per-state content

    /// Sets the title for `state` (nil: the normal state's is used).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    /// The title set for `state`, else the normal state's.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the styled title for `state`, drawn instead of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    /// The styled title set for `state`, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil: the normal state's, else the type's default).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    /// The title colour for `state`: the one set for it, else the normal state's, else the
    /// type's (the tint for `.system`, lighter while highlighted and grey while disabled
    /// [UNCERTAIN: the grey is system grey], white for `.custom`).
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if !isSystemLooking { return titleColors[State.normal.rawValue] ?? .white }
        if state.contains(.disabled) { return .systemGray }
        let normal = titleColors[State.normal.rawValue] ?? inheritedTintColor
        return state.contains(.highlighted) ? normal.withAlphaComponent(0.2) : normal
    }

    /// Sets the image for `state` (nil: the normal state's is used).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    /// The image set for `state`, else the normal state's.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Sets the image stretched over the bounds behind the content for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }

    /// The background image set for `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title drawn in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The styled title drawn in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour of the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
    /// The image drawn in the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image drawn in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label the title is drawn with: set its `font`, `numberOfLines` or `lineBreakMode`.
    /// Raster: its text and colour are the current state's when drawn.
    open var titleLabel: UILabel? { label }
    /// The image view the image is drawn with: set its `contentMode` or `tintColor`.
    open var imageView: UIImageView? { imageViewStorage }

    // MARK: Configuration updates

    /// Runs `configurationUpdateHandler` now.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs `configurationUpdateHandler`, which may change `configuration` for the state.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    // MARK: Size and drawing

    open override var intrinsicContentSize: CGSize {
        if let configuration { return EmbeddedSwiftUI.size(of: configuration.drawn(for: self), proposing: CGSize(width: CGFloat.infinity, height: .infinity)) }
        let content = classicContentSize
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return EmbeddedSwiftUI.size(of: configuration.drawn(for: self), proposing: size) }
        return intrinsicContentSize
    }

    /// The classic content's size: the image and the title side by side.
    private var classicContentSize: CGSize {
        let image = shownImage?.size ?? .zero
        let title = preparedLabel()?.intrinsicContentSize
        let titleHeight = title.map { $0.height + 12 } ?? 0
        return CGSize(width: image.width + (title?.width ?? 0), height: max(image.height, titleHeight))
    }

    /// The title label holding the current state's title and colour; nil without a title.
    private func preparedLabel() -> UILabel? {
        if let attributed = currentAttributedTitle, attributed.length > 0 {
            label.attributedText = attributed
        } else if let title = currentTitle, !title.isEmpty {
            label.text = title
            label.textColor = currentTitleColor
        } else {
            return nil
        }
        return label
    }

    /// A button's title, image and background are subviews on iOS, over its layer's sublayers.
    override var contentIsSubviews: Bool { true }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        var environment = environment
        environment.tint = AnyShapeStyle(inheritedTintColor.color)
        if let configuration {
            return EmbeddedSwiftUI.items(configuration.drawn(for: self, idealHeight: intrinsicContentSize.height), in: bounds,
                                         environment: environment)
        }
        var items: [DisplayList.Item] = []
        if let background = currentBackgroundImage {
            let view = UIImageView(image: background)
            items += view.contentItems(in: bounds, environment: environment)
        }
        let content = bounds.inset(by: contentEdgeInsets)
        let label = preparedLabel()
        let shownImage = self.shownImage
        let imageSize = shownImage?.size ?? .zero
        let titleSize = label.map { CGSize(width: min($0.intrinsicContentSize.width, max(content.width - imageSize.width, 0)),
                                           height: $0.intrinsicContentSize.height) } ?? .zero
        let width = imageSize.width + titleSize.width
        let x = contentHorizontalAlignment.toLeftEdge(in: environment.layoutDirection)
            .map { $0 ? content.minX : content.maxX - width } ?? content.midX - width / 2
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: content.minY
            case .bottom: content.maxY - height
            case .center, .fill: content.midY - height / 2
            }
        }
        if let image = shownImage {
            let view = imageViewStorage
            view.image = isSystemLooking && image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            let tint = buttonType == .close ? UIColor.systemGray : view.tintColor ?? inheritedTintColor
            view.tintColor = isEnabled ? tint : .systemGray
            view.contentMode = .scaleToFill
            items += view.contentItems(in: CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height),
                                       environment: environment)
        }
        if let label {
            items += label.contentItems(in: CGRect(x: x + imageSize.width, y: y(titleSize.height), width: titleSize.width,
                                                   height: titleSize.height), environment: environment)
        }
        return items
    }

    /// The image drawn: the current state's, else the symbol of a system-drawn type.
    private var shownImage: UIImage? {
        currentImage ?? buttonType.symbol.flatMap { UIImage(systemName: $0) }
    }
}

extension UIButton {
    /// Where a configuration's label sits in the bounds: `contentHorizontalAlignment` and
    /// `contentVerticalAlignment` as a SwiftUI alignment (`.fill` centres).
    var contentAlignment: Alignment {
        let horizontal: HorizontalAlignment = switch contentHorizontalAlignment {
        case .center, .fill: .center
        case .leading: .leading
        case .trailing: .trailing
        // `.left` and `.right` are absolute; SwiftUI's leading is the left in left-to-right.
        case .left: .leading
        case .right: .trailing
        }
        let vertical: VerticalAlignment = switch contentVerticalAlignment {
        case .center, .fill: .center
        case .top: .top
        case .bottom: .bottom
        }
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}

extension UIButton.ButtonType {
    /// The symbol a system-drawn type shows, by SF Symbols name, as its image (the close
    /// button's in system grey) [UNCERTAIN: matched by eye].
    var symbol: String? {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system, .plain: nil
        }
    }
}

extension UIControl {
    /// How a control's content is placed across its bounds (UIKit's
    /// `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How a control's content is placed down its bounds (UIKit's
    /// `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}

extension UIControl.ContentHorizontalAlignment {
    /// The edge the content goes to in `direction`: true for the left, false for the right,
    /// nil for the centre (`.leading` and `.trailing` flip in right-to-left layouts; `.left`
    /// and `.right` never do; `.fill` centres content that does not stretch).
    func toLeftEdge(in direction: LayoutDirection) -> Bool? {
        switch self {
        case .left: true
        case .right: false
        case .leading: direction == .leftToRight
        case .trailing: direction == .rightToLeft
        case .center, .fill: nil
        }
    }
}

extension UIView {
    /// The tint colour the view draws in: its own, else the nearest superview's, else system blue.
    var inheritedTintColor: UIColor {
        sequence(first: self, next: \.superview).lazy.compactMap(\.tintColor).first ?? .systemBlue
    }
}
#endif
