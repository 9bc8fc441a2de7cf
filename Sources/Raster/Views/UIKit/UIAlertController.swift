// UIAlertController.swift · Raster/Views/UIKit · mirrors UIKit UIAlertController and UIAlertAction (iOS 17)
// Status: Partial — presented, an alert is drawn as SwiftUI's alert and an action sheet as its
// confirmation dialog (the same UIKit controller on iOS), with their actions' titles and
// styles and the text fields' placeholders and text; handlers run only from your code
// (`UIAlertAction.perform()`), as nothing is tapped in a render. Only where there is no UIKit
// (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An action of an alert (UIKit's `UIAlertAction`).
open class UIAlertAction {
    /// How an action is drawn (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        case `default` = 0
        /// Bold, and placed last (an alert) or apart (an action sheet).
        case cancel = 1
        /// Red, for an action that destroys data.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the action is drawn.
    public let style: Style
    /// Whether the action can be chosen; `perform()` does nothing while false. Raster: drawn
    /// enabled, as Raster's alerts draw every button alike [UNCERTAIN: iOS dims it].
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title`, running `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Runs the handler, as choosing the action does. Raster's own: nothing is tapped in a render.
    public func perform() { if isEnabled { handler?(self) } }

    /// The SwiftUI button this action is drawn as.
    var button: some View {
        let role: ButtonRole? = switch style {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
        return Button(role: role) {} label: { Text(verbatim: title ?? "") }
    }
}

/// A controller that shows an alert or an action sheet (UIKit's `UIAlertController`).
///
/// Raster: presented with `present(_:animated:)`, an `.alert` is drawn as SwiftUI's `alert`
/// and an `.actionSheet` as its `confirmationDialog` (with the title shown), the actions in
/// the order added, each in its style, the message under the title, and an alert's text
/// fields as SwiftUI's alert text fields with their text or placeholder.
open class UIAlertController: UIViewController {
    /// The kinds of alert (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// The kind of alert.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String?
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order added.
    open private(set) var textFields: [UITextField]?
    /// The action drawn as the preferred one (bold). Raster: recorded only.
    open var preferredAction: UIAlertAction?

    /// An alert of `preferredStyle` with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert, configured by `configurationHandler`; an action sheet
    /// takes none (UIKit raises), so it warns and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            RasterDiagnostics.warn("UIAlertController.addTextField was called on an action sheet, which has no text fields; "
                                   + "use the .alert style")
            return
        }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The presenter's screen with the alert over it.
    @ViewBuilder func drawn(over content: some View) -> some View {
        let title = Text(verbatim: self.title ?? "")
        let fields = textFields ?? []
        let actions = self.actions
        let buttons = ForEach(actions.indices, id: \.self) { actions[$0].button }
        let message = message.map { Text(verbatim: $0) }
        if preferredStyle == .alert {
            content.alert(title, isPresented: .constant(true)) {
                    ForEach(fields.indices, id: \.self) { index in
                        TextField(fields[index].placeholder ?? "", text: .constant(fields[index].text ?? ""))
                    }
                    buttons
                } message: {
                    message
                }
            } else {
                content.confirmationDialog(title, isPresented: .constant(true), titleVisibility: self.title == nil ? .automatic : .visible) {
                    buttons
                } message: {
                    message
                }
            }
    }
}
#endif
