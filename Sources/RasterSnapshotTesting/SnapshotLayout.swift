// SnapshotLayout.swift · RasterSnapshotTesting · the canvas a view is snapshotted on (Raster's own;
// swift-snapshot-testing's SwiftUISnapshotLayout plays this part for SwiftUI)
// Status: Complete.
//
// `.sizeThatFits` renders through ImageRenderer: the view is proposed nil × nil (its ideal
// size) and the image is its size, on a transparent background. `.fixed` and `.device` host
// the view in a ViewHost window of that size: the view is proposed the window and centred
// in it on the window's background, as on a screen; a device's window has its safe area
// (the view is proposed and centred in the screen less the insets), size classes, and its
// status bar and corners when the device asks for them, as `ViewHost(_:device:)` does.

import Foundation
import Raster

/// A device's screen: Raster's `Device` (size, scale, safe-area insets, size classes, status
/// bar and corners), under the name this module used before devices had safe areas.
public typealias SnapshotDevice = Device

extension Device {
    /// The iPad Pro 12.9-inch, by the name this module gave it before.
    @available(*, deprecated, renamed: "iPadPro12_9")
    public static var iPadPro13: Device { .iPadPro12_9 }
}

/// Where a view is laid out for a snapshot.
public enum SnapshotLayout: Hashable, Sendable {
    /// A window of `width` × `height` points; scale 1 unless given.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size (proposed nil × nil); scale 1 unless given.
    case sizeThatFits
    /// The device's screen, at the device's scale unless given, with its safe area and size
    /// classes (like swift-snapshot-testing's `.device(config:)`): `.device(.iPhone15Pro)`,
    /// `.device(.iPhone15Pro.landscape)`, `.device(.iPhone15Pro.showingStatusBar())`.
    case device(Device)

    /// The window size in points; nil for `.sizeThatFits`.
    /// - Throws: `SnapshotError.invalidLayout` for a size that is not positive and finite.
    func windowSize() throws -> CGSize? {
        let size: CGSize
        switch self {
        case .sizeThatFits: return nil
        case .fixed(let width, let height): size = CGSize(width: width, height: height)
        case .device(let device):
            if let problem = device.problem { throw SnapshotError.invalidLayout(problem) }
            size = device.size
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw SnapshotError.invalidLayout("a snapshot window of \(size.width)×\(size.height) points is not positive and finite")
        }
        return size
    }

    /// `scale` when given, else the device's, else 1.
    /// - Throws: `SnapshotError.invalidLayout` for a scale that is not positive and finite.
    func resolvedScale(_ scale: CGFloat?) throws -> CGFloat {
        var resolved: CGFloat = 1
        if case .device(let device) = self { resolved = device.scale }
        resolved = scale ?? resolved
        guard resolved.isFinite, resolved > 0 else {
            throw SnapshotError.invalidLayout("a snapshot scale of \(resolved) is not a positive, finite number of pixels per point")
        }
        return resolved
    }

    /// The image of `view` on this canvas, with the fonts its text was drawn with. With
    /// `scrollContent: .full` scroll views show their whole content and a window's height
    /// grows to fit it: the view is proposed the window's width and a nil height; a device's
    /// screen grows to that height plus its top and bottom safe-area insets (never shorter than
    /// the screen), keeping its safe area, size classes, status bar and corners.
    func image<V: View>(of view: V, scale: CGFloat?, colorScheme: ColorScheme,
                        scrollContent: ScrollContentRendering = .viewport) throws -> SnapshotImage {
        let scale = try resolvedScale(scale)
        if scrollContent == .full {
            let window = try windowSize()
            // A window's width is fixed: only the height grows, carousels show their start.
            let full = view.renderingScrollContent(.full, axes: window == nil ? [.horizontal, .vertical] : .vertical)
            let renderer = ImageRenderer(content: full)
            renderer.scale = scale
            renderer.colorScheme = colorScheme
            if let size = window {
                renderer.proposedSize = ProposedViewSize(width: size.width, height: nil)
                renderer.isOpaque = true
                if case .device(var device) = self {
                    let insets = device.safeAreaInsets
                    let height = max(device.size.height, try renderer.drawing().size.height + insets.top + insets.bottom)
                    if device.orientation.isLandscape { device.landscapeMetrics.size.height = height } else {
                        device.portraitMetrics.size.height = height
                    }
                    device.scale = scale
                    let host = ViewHost(full, device: device, colorScheme: colorScheme)
                    return SnapshotImage(try host.renderOrThrow(), fonts: host.drawing().fontsUsed)
                }
            }
            return SnapshotImage(try renderer.render(), fonts: try renderer.drawing().fontsUsed)
        }
        guard let size = try windowSize() else {
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.colorScheme = colorScheme
            return SnapshotImage(try renderer.render(), fonts: try renderer.drawing().fontsUsed)
        }
        let host = window(view, size: size, scale: scale, colorScheme: colorScheme)
        return SnapshotImage(try host.renderOrThrow(), fonts: host.drawing().fontsUsed)
    }

    /// A window hosting `view`: this layout's size, or for `.sizeThatFits` the view's ideal size.
    func host<V: View>(_ view: V, scale: CGFloat?, colorScheme: ColorScheme) throws -> ViewHost<V> {
        let scale = try resolvedScale(scale)
        if let size = try windowSize() { return window(view, size: size, scale: scale, colorScheme: colorScheme) }
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        renderer.colorScheme = colorScheme
        return ViewHost(view, size: try renderer.drawing().size, scale: scale, colorScheme: colorScheme)
    }

    /// A window of `size` points at `scale` hosting `view`: the device's screen (its safe
    /// area, size classes, status bar and corners) for `.device`, else a plain window.
    private func window<V: View>(_ view: V, size: CGSize, scale: CGFloat, colorScheme: ColorScheme) -> ViewHost<V> {
        guard case .device(var device) = self else { return ViewHost(view, size: size, scale: scale, colorScheme: colorScheme) }
        device.scale = scale
        return ViewHost(view, device: device, colorScheme: colorScheme)
    }

    /// Every view's type and frame in points on this canvas, one per line.
    func layoutDescription<V: View>(of view: V, colorScheme: ColorScheme) throws -> String {
        try describe(view, colorScheme: colorScheme, fitting: { $0.layoutDescription() }, inWindow: { $0.layoutDescription() })
    }

    /// The accessibility elements of `view` on this canvas, one per line.
    func accessibilityDescription<V: View>(of view: V, colorScheme: ColorScheme) throws -> String {
        try describe(view, colorScheme: colorScheme, fitting: { $0.accessibilityDescription() },
                     inWindow: { $0.accessibilityDescription() })
    }

    /// A text description of `view` laid out on this canvas: by an `ImageRenderer` at its
    /// ideal size for `.sizeThatFits`, else by a `ViewHost` of the canvas's window.
    private func describe<V: View>(_ view: V, colorScheme: ColorScheme, fitting: (ImageRenderer<V>) -> String,
                                   inWindow: (ViewHost<V>) -> String) throws -> String {
        guard let size = try windowSize() else {
            let renderer = ImageRenderer(content: view)
            renderer.colorScheme = colorScheme
            return fitting(renderer)
        }
        return inWindow(window(view, size: size, scale: try resolvedScale(nil), colorScheme: colorScheme))
    }

    /// The display list of `view` on this canvas, as text.
    func displayListDescription<V: View>(of view: V, scale: CGFloat?, colorScheme: ColorScheme) throws -> String {
        let scale = try resolvedScale(scale)
        guard let size = try windowSize() else {
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.colorScheme = colorScheme
            return try renderer.drawing().displayListDescription
        }
        return window(view, size: size, scale: scale, colorScheme: colorScheme).drawing().displayListDescription
    }
}

/// Why a snapshot could not be taken.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The layout or strategy parameters cannot make a snapshot; the text says why.
    case invalidLayout(String)
    /// A reference or artifact could not be written to `path`; `reason` is the system's
    /// ("not a directory", "permission denied").
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidLayout(let reason): return reason
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
