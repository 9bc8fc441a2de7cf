// Form.swift · Raster/Views/Containers · mirrors SwiftUI Form, FormStyle and formStyle(_:) (iOS 17)
// Status: Partial — every form style draws iPhone's grouped form (`.columns` is a macOS look).

import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// Raster: drawn as an inset-grouped `List` (iPhone's grouped form), whatever the
/// `listStyle` around it; controls in its rows take the full row width.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListContainer(kind: .insetGrouped, content: content)
    }
}

/// The appearance and behavior of a form.
///
/// Raster: only the built-in styles exist; all draw the grouped form of an iPhone.
@MainActor @preconcurrency public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// A form style with grouped rows (iPhone's form).
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values (macOS); Raster draws the grouped form.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A form style of label and value columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style for forms in a view hierarchy (accepted; see `FormStyle`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
