// ContextMenuPreview.swift · Raster/Views/Presentation · what an open context menu draws under its platter: the screen blurred and dimmed, the lifted view (Raster's own; UIKit's UIContextMenuInteraction)
// Status: Partial — the settled frame (no lift or bounce animation); the lifted view keeps its
// frame and size (iOS may move it to make room for the menu); figures UNCERTAIN
// (Material+Platters.swift `contextMenuBackdrop`, `ContextMenuMetrics`).

import Foundation

/// A context menu's figures. FLT-CM: Flutter's cupertino/context_menu.dart, which its
/// authors eyeballed from a device running iOS 13.1.2.
enum ContextMenuMetrics {
    /// The press that opens a context menu, seconds: UIKit's long press, 0.5 (FLT-CM opens
    /// it after `kLongPressTimeout`, 500 ms) [UNCERTAIN — UIKit publishes no figure].
    static let pressDuration: Double = 0.5
    /// The lifted view's corner radius: the menu platter's, 13 [UNCERTAIN — read from iOS 17
    /// screenshots of list rows lifted by a context menu].
    static let previewCornerRadius: CGFloat = MenuMetrics.cornerRadius
}

/// The layer under an open menu that takes taps beside it: clear for a menu opened from a
/// control, the screen blurred and dimmed (`Material.contextMenuBackdrop`) for a context menu.
struct ContextMenuBackdrop: View {
    let isShown: Bool

    var body: some View {
        if isShown {
            Rectangle().fill(Material.contextMenuBackdrop)
        } else {
            Color.clear
        }
    }
}

/// The view a context menu lifted, drawn again over the blurred screen at the frame it has
/// there (window points), on the system background with rounded corners, as iOS lifts a
/// view. It is drawn only: a tap on it closes the menu as a tap beside the menu does, and
/// VoiceOver reads the menu alone. Being drawn again, the view starts from its initial state
/// (`@State` it changed is not carried over).
struct ContextMenuPreview: View {
    let content: AnyView
    let frame: CGRect

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: ContextMenuMetrics.previewCornerRadius, style: .continuous)
        let frame = self.frame
        content
            .environment(\.isLiftedPreview, true)
            .frame(width: frame.width, height: frame.height)
            .background(Color(storage: .system(.systemBackground)))
            .clipShape(shape)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            .alignmentGuide(.leading) { _ in -frame.minX }
            .alignmentGuide(.top) { _ in -frame.minY }
    }
}
