// ImageRenderer.swift · Raster/Rendering · mirrors SwiftUI ImageRenderer (iOS 17)
// Status: Partial — renders still frames: `image` (Raster's `RasterImage`), `cgImage`, `uiImage`
// and `pngData()`; no `nsImage`, `render(rasterizationScale:renderer:)` or PDF output.

import Foundation

/// An object that creates images from SwiftUI views.
///
/// Raster: the content is proposed `proposedSize` (points; `.unspecified` asks for its
/// ideal size) and the image is the content's size times `scale`, in pixels, rounded up.
/// A main-actor type (`@preconcurrency`) as in SwiftUI; see `ViewHost` on isolation.
@MainActor @preconcurrency
public final class ImageRenderer<Content: View> {
    /// The root view rendered.
    public var content: Content
    /// The size proposed to the root view, in points (default `.unspecified`). A width or
    /// height that is negative or NaN is not a proposal: it is used as nil (the ideal size),
    /// with one warning naming the proposal.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point (default 1).
    public var scale: CGFloat = 1
    /// Whether the image has no transparent pixels: when true the background is white
    /// (black in dark mode) instead of clear.
    public var isOpaque = false
    /// The colour scheme the content is rendered in (Raster addition; default light).
    public var colorScheme: ColorScheme = .light
    /// The device whose screen the content is rendered on (Raster addition; default nil).
    /// When set, the image is the device's screen at its scale (`proposedSize` and `scale`
    /// are not used): the content is proposed the safe area and centred in it, with the
    /// device's size classes, status bar and corners, as `ViewHost(_:device:)` renders it.
    public var device: Device?

    public init(content view: Content) {
        content = view
    }

    /// The rendered image, or nil when the content is empty or too large (a warning
    /// says why).
    public var image: RasterImage? {
        do {
            return try render()
        } catch {
            warnOnce("ImageRenderer<\(Content.self)> produced no image: \(error)")
            return nil
        }
    }

    #if !canImport(Darwin) // not canImport(CoreGraphics): Raster's CoreGraphics module answers it
    /// The current contents of the view, rasterized as a Core Graphics image, or nil as for
    /// `image` (a warning says why).
    ///
    /// Raster: `width` and `height` are pixels, the content's size in points times `scale`
    /// (on a `device`, its screen at its scale), rounded up; premultiplied RGBA8 in sRGB.
    /// A new image on each read, as SwiftUI renders again.
    public var cgImage: CGImage? {
        image.map { CGImage(pixmap: $0.pixmap) }
    }
    #endif

    #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    /// The current contents of the view, rasterized as a UIKit image, or nil as for `image`.
    ///
    /// Raster: the rendered pixels at the renderer's `scale` (a device's scale on a
    /// `device`), so its `size` is the content's size in points, `pngData()` gives the bytes
    /// `pngData()` here gives, and `Image(uiImage:)` of it draws the same pixels.
    public var uiImage: UIImage? {
        image.map { UIImage(pixmap: $0.pixmap, scale: $0.scale) }
    }
    #endif

    /// The rendered image as PNG bytes, or nil as for `image` or when it cannot be encoded
    /// (a scale too small for the pHYs chunk, say); a warning says why.
    public func pngData() -> Data? {
        guard let image else { return nil }
        do {
            return try image.pngData()
        } catch {
            warnOnce("ImageRenderer<\(Content.self)> could not encode its image as PNG: \(error)")
            return nil
        }
    }

    /// Renders the content.
    /// - Throws: `RenderError.invalidScale` for a scale that is not positive and finite,
    ///   `RenderError.invalidDevice` for a `device` that cannot be rendered (`Device.problem`),
    ///   `RenderError.emptyContent` when the content's size is zero, and
    ///   `PixmapError.invalidSize` when the image would exceed `Pixmap`'s limits.
    public func render() throws -> RasterImage {
        if let device {
            if let problem = device.problem { throw RenderError.invalidDevice(problem) }
            let frame = FrameRenderer(validScale: device.scale, colorScheme: colorScheme, isOpaque: isOpaque, device: device)
            let graph = FrameRenderer.makeGraph(content, scale: device.scale, colorScheme: colorScheme, device: device)
            return try frame.render(graph, proposal: ProposedViewSize(device.size), canvas: device.size)
        }
        let frame = try FrameRenderer(scale: scale, colorScheme: colorScheme, isOpaque: isOpaque)
        return try frame.render(content, proposal: validProposal, canvas: nil)
    }

    /// The layout of the content: every view's type and frame in points, one per line.
    /// On a `device` (one without a `Device.problem`), the layout on its screen.
    public func layoutDescription() -> String {
        let device = self.device.flatMap { $0.problem == nil ? $0 : nil }
        let graph = FrameRenderer.makeGraph(content, scale: device?.scale ?? scale, colorScheme: colorScheme, device: device)
        graph.updateAndLayout(proposal: device.map { ProposedViewSize($0.size) } ?? validProposal, in: device?.size,
                              colorScheme: colorScheme)
        return graph.layoutDescription()
    }

    /// The view's accessibility elements at its proposed size, as
    /// `ViewHost.accessibilityDescription()` prints them (Raster's own).
    public func accessibilityDescription() -> String {
        let graph = FrameRenderer.makeGraph(content, scale: scale, colorScheme: colorScheme)
        graph.updateAndLayout(proposal: validProposal, colorScheme: colorScheme)
        return graph.accessibilityDescription()
    }

    /// `proposedSize` with each dimension that is negative or NaN taken as nil (the ideal
    /// size), with a warning naming the proposal as written and what is used.
    private var validProposal: ProposedViewSize {
        func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0 >= 0 ? $0 : nil } }
        let used = ProposedViewSize(width: valid(proposedSize.width), height: valid(proposedSize.height))
        if used != proposedSize {
            func written(_ value: CGFloat?) -> String { value.map(formatPoints) ?? "nil" }
            warnOnce("ImageRenderer.proposedSize is ProposedViewSize(width: \(written(proposedSize.width)), "
                     + "height: \(written(proposedSize.height))); a proposed width or height is nil or 0 or more points "
                     + "(not negative, not NaN), so ProposedViewSize(width: \(written(used.width)), "
                     + "height: \(written(used.height))) is used (nil: the ideal size)")
        }
        return used
    }
}

/// Why a frame could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case invalidScale(CGFloat)
    case emptyContent(width: CGFloat, height: CGFloat)
    case invalidCanvas(width: CGFloat, height: CGFloat)
    /// The device cannot be rendered; the text names the problem and the fix (`Device.problem`).
    case invalidDevice(String)

    public var description: String {
        switch self {
        case .invalidScale(let s):
            return PixelScale.problem(s, givenTo: "the renderer")
        case .emptyContent(let w, let h):
            return "the content's size is \(formatPoints(w))×\(formatPoints(h)) points, so there is nothing to render; give it a frame or a size"
        case .invalidCanvas(let w, let h):
            return "invalid canvas size \(w)×\(h) points: width and height must be positive and finite"
        case .invalidDevice(let problem):
            return problem
        }
    }
}

/// Renders one frame of a view graph: layout, display list, rasterization.
struct FrameRenderer {
    let scale: CGFloat
    let colorScheme: ColorScheme
    let isOpaque: Bool
    /// The device whose status bar and screen corners are drawn, when it asks for them.
    var device: Device?

    /// - Throws: `RenderError.invalidScale` for a scale that is not positive and finite.
    init(scale: CGFloat, colorScheme: ColorScheme, isOpaque: Bool) throws {
        guard PixelScale.isValid(scale) else { throw RenderError.invalidScale(scale) }
        self.init(validScale: scale, colorScheme: colorScheme, isOpaque: isOpaque)
    }

    /// A renderer for a scale already checked with `PixelScale.isValid`.
    init(validScale scale: CGFloat, colorScheme: ColorScheme, isOpaque: Bool, device: Device? = nil) {
        assert(PixelScale.isValid(scale), "unchecked scale \(scale)")
        self.scale = scale
        self.colorScheme = colorScheme
        self.isOpaque = isOpaque
        self.device = device
    }

    /// The root environment: the scale and scheme, a device's size classes, and an undo
    /// manager of the graph's own.
    static func environment(scale: CGFloat, colorScheme: ColorScheme, device: Device? = nil) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        environment.undoManager = UndoManager()
        if let device {
            environment.horizontalSizeClass = device.horizontalSizeClass
            environment.verticalSizeClass = device.verticalSizeClass
        }
        return environment
    }

    /// A graph of `content` under the root view; on a device, with its safe area.
    static func makeGraph(_ content: some View, scale: CGFloat, colorScheme: ColorScheme, device: Device? = nil) -> ViewGraph {
        let graph = ViewGraph(rootView: _RootView(content: content),
                              environment: environment(scale: scale, colorScheme: colorScheme, device: device))
        graph.windowSafeAreaInsets = device?.safeAreaInsets
        graph.device = device
        return graph
    }

    /// Renders `content` proposed `proposal`; with a `canvas` size the image has that size
    /// and the content is centred in it, otherwise the image has the content's size.
    func render(_ content: some View, proposal: ProposedViewSize, canvas: CGSize?) throws -> RasterImage {
        let graph = Self.makeGraph(content, scale: scale, colorScheme: colorScheme)
        return try render(graph, proposal: proposal, canvas: canvas)
    }

    func render(_ graph: ViewGraph, proposal: ProposedViewSize, canvas: CGSize?) throws -> RasterImage {
        try rasterize(try record(graph, proposal: proposal, canvas: canvas))
    }

    /// A frame's drawing, ready to rasterize on any thread.
    struct Frame {
        let displayList: DisplayList
        let size: CGSize
        let environment: EnvironmentValues
        /// The scheme the status bar is drawn in: the window's, or dark (white text) over the
        /// black around a screen scaled back under a sheet, as iOS draws it.
        let statusBarColorScheme: ColorScheme
        /// Whether the status bar is drawn (when the device draws one): false when the
        /// window's views hide it (`statusBarHidden`).
        let showsStatusBar: Bool
    }

    /// Lays the graph out and records its display list.
    func record(_ graph: ViewGraph, proposal: ProposedViewSize, canvas: CGSize?) throws -> Frame {
        let size = graph.updateAndLayout(proposal: proposal, in: canvas, colorScheme: colorScheme)
        let area = canvas ?? size
        guard area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else {
            throw RenderError.emptyContent(width: area.width, height: area.height)
        }
        let list = graph.root.map { DisplayListBuilder.build(root: $0, scale: scale) } ?? DisplayList()
        let statusBarScheme = graph.presentations.screenCard == nil ? graph.environment.colorScheme : .dark
        return Frame(displayList: list, size: area, environment: graph.environment, statusBarColorScheme: statusBarScheme,
                     showsStatusBar: !graph.hidesStatusBar)
    }

    /// Rasterizes a recorded frame: `size × scale` pixels, rounded up.
    func rasterize(_ frame: Frame) throws -> RasterImage {
        // Pixel counts as Doubles first: sizes beyond any Int (a frame of 1e300 points) are
        // reported by Pixmap's size error like every other oversized canvas.
        @inline(__always) func pixels(_ points: CGFloat) -> Int {
            let p = Double((points * scale - 1e-9).rounded(.up))
            return p < Double(Int32.max) ? max(Int(p), 1) : Int(Int32.max)
        }
        let pixmap = try Pixmap(width: pixels(frame.size.width), height: pixels(frame.size.height))
        if isOpaque {
            // The window's scheme: a view's `preferredColorScheme` may have replaced `colorScheme`.
            pixmap.fill(frame.environment.colorScheme == .dark ? PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
                                             : PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        }
        let context = GraphicsContext(pixmap: pixmap, scale: scale, environment: frame.environment)
        frame.displayList.render(in: context)
        if let device {
            if device.showsStatusBar && frame.showsStatusBar { StatusBar(device: device).draw(in: context, colorScheme: frame.statusBarColorScheme) }
            if device.clipsToScreenCorners { StatusBar.clearScreenCorners(of: device, in: context) }
        }
        return RasterImage(pixmap: pixmap, scale: scale)
    }
}
