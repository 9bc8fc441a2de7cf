// SafeAreaModifiers.swift · Raster/Modifiers · mirrors SwiftUI SafeAreaRegions, ignoresSafeArea(_:edges:), edgesIgnoringSafeArea(_:) (iOS 17)
// Status: Partial — Raster has no safe areas yet (device safe areas are a later issue):
// the modifiers are recorded and change no layout until they exist (COMPATIBILITY.md).

import Foundation

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and containers within the user interface,
    /// including elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard displayed over
    /// the view content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Records the safe areas a view ignores on its node (`outputs.ignoredSafeArea`), for the
/// safe areas of a later issue.
struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.ignoredSafeArea = self
        node.becomeTransparent(content: content)
    }
}

extension View {
    /// Expands the safe area of a view into `regions` on `edges` (both default to all).
    ///
    /// Raster: Raster has no safe areas yet (every host is a window without insets), so the
    /// view is laid out and drawn exactly as without the modifier; the regions and edges
    /// are recorded on the view for the device safe areas of a later issue.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas on
    /// `edges` (deprecated in SwiftUI for `ignoresSafeArea(_:edges:)`).
    ///
    /// Raster: the container region's `edges` are recorded, as `ignoresSafeArea(.container,
    /// edges:)` does; nothing changes until safe areas exist.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }
}
