// View.swift · Raster/Views · mirrors SwiftUI View (iOS 17)
// Status: Complete for the protocol; how views become nodes is in Graph/.

import Foundation

/// A type that represents part of your app's user interface.
///
/// Raster: write views exactly as in SwiftUI. A view is a value describing what to show;
/// the `ViewGraph` turns it into persistent nodes that hold state, lay out and draw.
///
/// Isolation, as in the iOS 18 SDK: a type that declares `View` in its own declaration is
/// isolated to the main actor (`@preconcurrency`: Swift 5 mode code sees no diagnostics), so
/// a body and the closures written in it (button actions, `ForEach` rows) may call
/// `@MainActor` code. Views compiled in the Swift 6 language mode carry runtime checks
/// that they run on the main actor: render them from `@MainActor` code (a `@MainActor`
/// test), as `ViewHost` and `ImageRenderer` are main-actor types. Declare the conformance
/// in an extension, or the type `nonisolated`, to opt out.
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view. Raster evaluates it when the view is first
    /// shown and again whenever something it read (state, environment, observed
    /// properties) changes or the view's value changes.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that Raster implements itself instead of through `body`. Each describes, on
/// every update, what its node is (a transparent list of children or one laid-out
/// unit) and which child views it has.
protocol PrimitiveView {
    /// Configures `node` for this view value and reconciles its children.
    func update(node: Node, in graph: ViewGraph)
    /// Updates `node` for `view`, a value of the view type this primitive stands for (the
    /// primitive's own type but for UIKit representables: PlatformViewHosting.swift).
    static func update(_ view: any View, node: Node, in graph: ViewGraph)
}

extension PrimitiveView {
    /// Primitive views have no body; asking for it is a programming error.
    func bodyIsNeverCalled() -> Never {
        fatalError("\(type(of: self)) is a primitive view and has no body")
    }
}

/// Primitive views that call user closures while updating (a `ForEach`'s content): what
/// those closures read of Observable objects becomes the node's dependency.
protocol RunsUserClosures {}
