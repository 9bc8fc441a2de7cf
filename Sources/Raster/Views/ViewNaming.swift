// ViewNaming.swift · Raster/Views · how warnings name a view the developer wrote: its type and its text (Raster's own)
// Status: Complete — text is found through modifiers, type erasure and a label's title; a
// view that holds several views (a stack) is named by its type alone.

import Foundation

/// Views that stand for the view inside them when a warning names them: a modifier's
/// content, a type-erased view, a label's title.
protocol NamedByInnerView {
    var innerViewForNaming: any View { get }
}

extension ModifiedContent: NamedByInnerView where Content: View, Modifier: ViewModifier {
    var innerViewForNaming: any View { content }
}

extension AnyView: NamedByInnerView {
    var innerViewForNaming: any View { view }
}

extension MenuStyleConfiguration.Label: NamedByInnerView {
    var innerViewForNaming: any View { content }
}

enum ViewNaming {
    /// The text `view` shows, in the default environment: a `Text`'s, found through
    /// modifiers, type erasure and a `Label`'s title; nil for other views.
    static func text(of view: any View) -> String? {
        textValue(of: view)?.string(in: EnvironmentValues())
    }

    /// The `Text` `view` shows, found as `text(of:)` finds it, to be read in an environment.
    static func textValue(of view: any View) -> Text? {
        if let text = view as? Text { return text }
        if let label = view as? MenuRowLabel { return textValue(of: label.menuTitle) }
        if let inner = view as? NamedByInnerView { return textValue(of: inner.innerViewForNaming) }
        return nil
    }

    /// The type of the view under `view`'s modifiers and type erasure, without generic
    /// arguments: `Image` for `Image(…).resizable().frame(…)`.
    static func typeName(of view: any View) -> String {
        if let inner = view as? NamedByInnerView { return typeName(of: inner.innerViewForNaming) }
        return strippingGenerics(String(describing: type(of: view)))
    }

    /// `view` as a warning names it so that it can be found in a screen's code: its type, then
    /// its text when it shows one, such as `Text "Inbox"`, `Label "Inbox"` or `Color`.
    static func name(of view: any View) -> String {
        let type = typeName(of: view)
        guard let text = text(of: view) else { return type }
        return "\(type) \"\(text)\""
    }
}
