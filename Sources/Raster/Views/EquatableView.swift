// EquatableView.swift · Raster/Views · mirrors SwiftUI EquatableView and View.equatable() (iOS 13)
// Status: Complete.

/// A view that compares itself with its previous value using its content's `==`, and runs
/// the content's body again only when they differ (or when state, environment or observed
/// properties the body read changed).
///
/// Raster compares every view value that is `Equatable` with `==` when deciding whether a
/// body must run again (Graph/ViewComparison.swift), so wrapping such a view changes nothing
/// of what is drawn; the wrapper is there so that code written for SwiftUI compiles and
/// keeps its meaning.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content`, to be compared with `==`.
    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its
    /// old value (`==`).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
