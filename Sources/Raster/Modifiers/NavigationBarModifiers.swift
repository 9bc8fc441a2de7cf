// NavigationBarModifiers.swift · Raster/Modifiers · mirrors SwiftUI navigationTitle, navigationBarTitleDisplayMode, toolbarTitleDisplayMode, navigationBarBackButtonHidden, navigationBarHidden, navigationBarTitle (iOS 17)
// Status: Partial — a `Binding<String>` title is shown, not renamable (no title menu); a
// title given as a view shows its text only (an iOS bar draws text).

import Foundation

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (large at the root).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// A type that defines the behavior of title of a toolbar (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// The system's choice: inherited, large at the root.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// A large title.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// A large title drawn inline in the bar's leading edge.
    ///
    /// Raster: drawn as `.large`, under the bar. [UNCERTAIN — iOS 17 draws it inside the bar]
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// An inline title.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    ///
    /// Raster: the title of the page the view is on: 34-point bold under the bar in the
    /// large display mode, 17-point semibold in the centre of the bar inline. The next page's
    /// back button shows its text, translated for this view's locale as the title is.
    public func navigationTitle(_ title: Text) -> some View {
        navigationBarContent { $0.title = title }
            .modifier(NavigationPageTitle(title: title))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a binding to a string
    /// (a renamable title in iOS 16).
    ///
    /// Raster: the binding's current value is shown; there is no rename action.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Configures the view's title for purposes of navigation, using a custom view.
    ///
    /// SwiftUI declares this form for watchOS 7 only, where the bar draws the view; the iOS
    /// SDK has none, so code written for iOS gives the title as text, or draws a view in the
    /// bar with `toolbar { ToolbarItem(placement: .principal) { … } }`.
    ///
    /// Raster: an iOS navigation bar draws its title as text, so the title is the view's
    /// text, drawn as `navigationTitle(_:)` draws a `Text` (large under the bar or inline,
    /// and in the next page's back button): a `Text` (modifiers that return `Text`, such as
    /// `bold()`, included), or the `Text` title of a `Label`, whose icon is not drawn (with
    /// a warning). Any other view (a stack, an image, a text with view modifiers) gives the
    /// page no title and warns once, naming the view's type and the fix.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        modifier(NavigationTitleView(title: title()))
    }

    /// Configures the title display mode for this view.
    ///
    /// Raster: `.automatic` takes the previous page's mode, and the root's is `.large`, as
    /// a SwiftUI stack on iPhone does; a large title shows only when the title is not empty.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPageInfo { $0.displayMode = displayMode }
    }

    /// Configures the toolbar title display mode for this view (iOS 17).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the navigation bar back button for the view.
    ///
    /// Raster: the page's bar draws no back button, and the leading items start at the
    /// bar's margin; the page cannot be swiped back, as UIKit disables the gesture.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBarContent { $0.backButtonHidden = hidesBackButton }
            .navigationPageInfo { $0.backButtonHidden = hidesBackButton }
    }

    /// Hides the navigation bar for this view (deprecated: use `toolbar(.hidden, for:)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPageInfo { $0.barVisibility = hidden ? .hidden : .visible }
    }

    /// Sets the title in the navigation bar for this view (deprecated: use `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title in the navigation bar for this view (deprecated: use `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title in the navigation bar for this view (deprecated: use `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title, a string used verbatim, and display mode in the navigation bar for
    /// this view (deprecated).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }
}

/// `navigationTitle { … }`: the view's text as the page's title, where an iOS bar can draw
/// it, with a warning for what it cannot draw.
private struct NavigationTitleView<Title: View>: ViewModifier {
    let title: Title

    /// The text the bar draws: the view itself when it is a `Text`, a `Label`'s `Text` title.
    private var text: Text? {
        if let text = title as? Text { return text }
        return (title as? MenuRowLabel).flatMap { $0.menuTitle.view as? Text }
    }

    func body(content: Content) -> some View {
        let _ = warnAboutWhatIsNotDrawn()
        if let text {
            content.navigationTitle(text)
        } else {
            content
        }
    }

    /// Warns once when the bar cannot draw the whole title view: a label's icon, or a view
    /// that is not text at all.
    private func warnAboutWhatIsNotDrawn() {
        guard !(title is Text) else { return }
        let name = ViewNaming.name(of: title), toolbarFix = "toolbar { ToolbarItem(placement: .principal) { … } }"
        if text != nil {
            let string = ViewNaming.text(of: title) ?? ""
            warnOnce("navigationTitle { \(name) }: an iOS navigation bar draws its title as text, so only the label's title "
                     + "is drawn, not its icon; give the title as text (navigationTitle(\(String(reflecting: string)))), "
                     + "or draw the label in the bar with \(toolbarFix)")
        } else {
            warnOnce("navigationTitle { \(name) }: an iOS navigation bar draws its title as text and this view is not a Text, "
                     + "so the page has no title; give the title as text (navigationTitle(\"…\") or navigationTitle(Text(…))), "
                     + "or draw the view in the bar with \(toolbarFix)")
        }
    }
}

/// Gives the page its title as the next page's back button reads it: the title's text in
/// the environment where it is set (its locale, its text case).
private struct NavigationPageTitle: ViewModifier {
    let title: Text
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let string = title.string(in: environment)
        return content.navigationPageInfo { $0.title = string }
    }
}
