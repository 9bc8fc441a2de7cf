// ViewHost.swift · Raster/Rendering · a headless window: hosts a view, keeps time (Raster's own; SwiftUI's UIHostingController role)
// Status: Complete — touches are played in ViewHost+Gestures.swift; time is the host clock the
// animator samples and Combine's main-queue schedulers and timers run on.

import Foundation
import Combine

/// Hosts a view the way a window does, without a screen: lays it out in `size`, renders
/// frames, plays touches (taps, drags, long presses, pinches, rotations) and advances a clock.
///
/// Raster: `size` is in points; the root view is proposed `size` and centred in it, as a
/// window centres its root view. `scale` is pixels per point. Time only moves with
/// `advance(by:)`: frames are pure functions of the state and the host's time.
///
/// Isolation: a main-actor type (`@preconcurrency`), as a window and `UIHostingController`
/// are. Code in the Swift 5 language mode may use it from any one thread at a time; views
/// compiled in the Swift 6 mode check at run time that they run on the main actor, so
/// host them from `@MainActor` code (mark a Swift Testing test or suite `@MainActor`).
@MainActor @preconcurrency
public final class ViewHost<Content: View> {
    /// The window size, points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The window's colour scheme, unless a view prefers another (`preferredColorScheme`).
    public let colorScheme: ColorScheme
    /// The device whose screen the window is, if any (`init(_:device:colorScheme:)`).
    public let device: Device?
    /// Whether frames have the window's background (white, or black in dark mode; the
    /// default) or a transparent one.
    public var isOpaque = true
    /// Seconds advanced since the host was made.
    public private(set) var time: TimeInterval = 0
    /// The host's date now: 18 September 2023, 16:41:00 UTC (the day iOS 17 was released,
    /// 9:41 in Cupertino) plus `time`. `TimelineView` contexts and `Timer.publish` ticks carry
    /// this date, so they render the same on every run (ARCHITECTURE.md, "Combine and the
    /// host clock").
    public var date: Date { graph.currentDate }

    let graph: ViewGraph
    /// Why the size or scale given was replaced, if it was (`renderOrThrow` then throws).
    private let replacedParameter: String?
    /// The last tap that may start a series: when, where and on which unit (`tap(at:)`).
    var lastTap: (time: TimeInterval, point: CGPoint, target: ObjectIdentifier)?
    /// Which tap of its series `lastTap` was (1 for a single tap).
    var lastTapCount = 0
    /// The fingers down now, if any (ViewHost+Gestures.swift).
    var touchSession: TouchSession?
    /// The drag and drop in progress, if any (ViewHost+DragAndDrop.swift).
    var dragAndDrop: DragAndDropSession?
    /// The list row whose swipe actions are open, if any (ViewHost+SwipeActions.swift).
    var openSwipeRow: ListSwipeRow?

    /// Hosts `content` in a window of `size` points at `scale` pixels per point.
    ///
    /// Sizes or scales that are zero, negative or not finite are replaced (by a 1-point
    /// window, scale 1) with a warning naming the problem (PixelScale.swift), and the
    /// throwing render paths (snapshots, rendershot) then refuse to render.
    public convenience init(_ content: Content, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light) {
        self.init(content, size: size, scale: scale, device: nil, colorScheme: colorScheme)
    }

    /// Hosts `content` on `device`'s screen: its size and scale, its safe area (the root
    /// view is proposed and placed in the screen less the safe-area insets), its size
    /// classes and display scale in the environment, and its status bar and screen corners
    /// when the device asks for them (`Device.showsStatusBar`, `clipsToScreenCorners`).
    ///
    /// A device that cannot be rendered (`Device.problem`: a zero, negative or non-finite
    /// size or scale, insets that leave no safe area) warns once naming the problem and
    /// the fix; the window is then 1×1 at scale 1 without a safe area, and the throwing
    /// render paths (snapshots, rendershot) refuse to render.
    public convenience init(_ content: Content, device: Device, colorScheme: ColorScheme = .light) {
        if let problem = device.problem {
            warnOnce("ViewHost: " + problem)
            self.init(content, size: CGSize(width: 1, height: 1), scale: 1, device: nil, colorScheme: colorScheme,
                      problem: problem)
        } else {
            self.init(content, size: device.size, scale: device.scale, device: device, colorScheme: colorScheme)
        }
    }

    private init(_ content: Content, size: CGSize, scale: CGFloat, device: Device?, colorScheme: ColorScheme,
                 problem devicesProblem: String? = nil) {
        var size = size
        var problem = devicesProblem
        if !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
            problem = "ViewHost size \(size.width)×\(size.height) is invalid: width and height must be positive and finite points"
            warnOnce(problem! + "; 1×1 is used")
            size = CGSize(width: 1, height: 1)
        }
        if !PixelScale.isValid(scale) { problem = problem ?? PixelScale.problem(scale, givenTo: "ViewHost") }
        replacedParameter = problem
        self.size = size
        self.scale = PixelScale.validOrOne(scale, givenTo: "ViewHost")
        self.colorScheme = colorScheme
        self.device = device
        graph = FrameRenderer.makeGraph(content, scale: self.scale, colorScheme: colorScheme, device: device)
    }

    /// Brings the tree up to date and lays it out in the window.
    func settle() {
        graph.updateAndLayout(proposal: ProposedViewSize(size), in: size, colorScheme: colorScheme)
    }

    /// Renders the current frame: `size × scale` pixels, rounded up, on the window's
    /// background (see `isOpaque`).
    /// A host whose size or scale was replaced draws at the replacement (see `init`).
    public func render() -> RasterImage {
        do {
            return try renderer.rasterize(recordWithDragPreview())
        } catch {
            warnOnce("ViewHost could not render: \(error)")
            return RasterImage(pixmap: try! Pixmap(width: 1, height: 1), scale: scale)
        }
    }

    /// `render()`, throwing where `render()` warns and returns a 1×1 image, and where the size
    /// or scale given had to be replaced: the path snapshot strategies and rendershot use, so
    /// that they never record or write such an image.
    /// - Throws: `ViewHostError.invalidParameter` when the size or scale given was invalid;
    ///   `PixmapError` when the window is too large a canvas at this scale.
    public func renderOrThrow() throws -> RasterImage {
        if let replacedParameter { throw ViewHostError.invalidParameter(replacedParameter) }
        return try renderer.rasterize(recordWithDragPreview())
    }

    /// The renderer of the host's frames, the one place they are made: the host's scale
    /// (valid: the initializer replaced an invalid one), colour scheme and background.
    var renderer: FrameRenderer {
        FrameRenderer(validScale: scale, colorScheme: colorScheme, isOpaque: isOpaque, device: device)
    }

    /// Advances the host's clock by `seconds`: animations progress, and what was scheduled
    /// on the main queue or main run loop in that time (timer ticks, debounced values,
    /// `TimelineView` updates) runs in time order, each at its own time followed by an
    /// update, as a responsive run loop would run it.
    ///
    /// At most 10,000 such steps run per call; the rest of the step then runs at its end,
    /// each scheduled action once (a warning says so), as a late run loop fires a repeating
    /// timer once for all its missed firings.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            warnOnce("ViewHost.advance(by: \(seconds)) ignored: the time step must be a finite, non-negative number of seconds")
            return
        }
        // Changes made since the last frame happened now, before the clock moves.
        settle()
        let end = time + seconds
        var steps = 0
        while let due = graph.hostClock.nextDueTime, due <= end {
            steps += 1
            guard steps <= 10_000 else {
                warnOnce("ViewHost.advance(by: \(seconds)): more than 10,000 timer ticks and scheduled actions fell in one step; the rest ran once each at its end, as a late run loop skips a repeating timer's missed firings; advance in smaller steps or schedule less often")
                break
            }
            moveClocks(to: due)
            settle()
        }
        moveClocks(to: end)
        settle()
    }

    /// Moves the host's time, the animation clock and the scheduling clock to `newTime` (never
    /// backwards); what is due by then (`withAnimation` completions included) runs in the
    /// next update.
    private func moveClocks(to newTime: TimeInterval) {
        time = max(time, newTime)
        graph.animator.clock.time = time
        graph.hostClock.move(to: time)
    }

    /// Whether any animation is still running at the host's time.
    public var isAnimating: Bool {
        settle()
        return graph.animator.isAnimating
    }

    /// Renders `duration × fps` frames (rounded, at least one): the current frame, then one
    /// after each step of 1/fps seconds. Frames are pure functions of time.
    public func frames(fps: Double, duration: TimeInterval) -> [RasterImage] {
        guard fps.isFinite, fps > 0, duration.isFinite, duration >= 0 else {
            warnOnce("ViewHost.frames(fps: \(fps), duration: \(duration)) needs a positive fps and a non-negative duration; no frames were made")
            return []
        }
        let count = max(1, Int((duration * fps).rounded()))
        var frames: [FrameRenderer.Frame?] = []
        for index in 0..<count {
            if index > 0 { advance(by: 1 / fps) }
            frames.append(record())
        }
        return rasterize(frames)
    }

    /// A frame's drawing taken at the host's current time, to rasterize later on any thread;
    /// a frame with a `Canvas` is rasterized when it is recorded, on the recording thread, as
    /// a canvas's renderer is view code.
    package struct RecordedFrame: @unchecked Sendable {
        let frame: Result<FrameRenderer.Frame, Error>
        let renderer: FrameRenderer
        /// The pixels of a frame that draws a canvas, or nil to rasterize later.
        let rasterized: Result<RasterImage, Error>?

        /// The frame's pixels.
        /// - Throws: the error recording or rasterizing the frame met (`renderOrThrow()`'s).
        package func rasterize() throws -> RasterImage {
            if let rasterized { return try rasterized.get() }
            return try renderer.rasterize(try frame.get())
        }
    }

    /// Records the current frame for `RecordedFrame.rasterize()`: the same pixels as
    /// `renderOrThrow()`, and its errors (an invalid size or scale included).
    package func recordFrame() -> RecordedFrame {
        let frame = Result {
            if let replacedParameter { throw ViewHostError.invalidParameter(replacedParameter) }
            return try recordWithDragPreview()
        }
        let renderer = self.renderer
        let rasterized = (try? frame.get()).flatMap { drawing in
            drawing.displayList.drawsCanvas ? Result { try renderer.rasterize(drawing) } : nil
        }
        return RecordedFrame(frame: frame, renderer: renderer, rasterized: rasterized)
    }

    /// Records the current frame's drawing, with the lifted preview of a drag and drop in
    /// progress (ViewHost+DragAndDrop.swift).
    private func recordWithDragPreview() throws -> FrameRenderer.Frame {
        addingDragPreview(to: try renderer.record(graph, proposal: ProposedViewSize(size), canvas: size))
    }

    /// Records the current frame's drawing (nil if it cannot be drawn; a warning says why).
    private func record() -> FrameRenderer.Frame? {
        do {
            return try recordWithDragPreview()
        } catch {
            warnOnce("ViewHost could not render: \(error)")
            return nil
        }
    }

    /// Rasterizes recorded frames on every core; each frame is independent, so the images
    /// are the same as one by one. Frames with a `Canvas` are rasterized on this thread: a
    /// canvas's renderer is view code, which in the Swift 6 mode checks it runs on the main
    /// actor.
    private func rasterize(_ frames: [FrameRenderer.Frame?]) -> [RasterImage] {
        let fallback = RasterImage(pixmap: try! Pixmap(width: 1, height: 1), scale: scale)
        let images = frames.contains { $0?.displayList.drawsCanvas == true }
            ? frames.map { frame in frame.flatMap { try? renderer.rasterize($0) } }
            : Self.rasterizeInParallel(frames, with: renderer)
        return images.map { $0 ?? fallback }
    }

    /// Rasterizes frames that run no view code on every core.
    private nonisolated static func rasterizeInParallel(_ frames: [FrameRenderer.Frame?], with renderer: FrameRenderer) -> [RasterImage?] {
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<RasterImage?>.allocate(capacity: frames.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: frames.count) { index in
            guard let frame = frames[index] else { return }
            results[index] = try? renderer.rasterize(frame)
        }
        return Array(results)
    }

    /// Renders frames every 1/fps seconds until no animation runs (the frame at rest
    /// included), at most `maximumDuration` seconds of them (a warning says so when an
    /// animation, e.g. `repeatForever`, is still running then).
    public func framesUntilSettled(fps: Double, maximumDuration: TimeInterval = 10) -> [RasterImage] {
        guard fps.isFinite, fps > 0 else {
            warnOnce("ViewHost.framesUntilSettled(fps: \(fps)) needs a positive fps; no frames were made")
            return []
        }
        var frames = [record()]
        let limit = max(1, Int((maximumDuration * fps).rounded()))
        while isAnimating && frames.count <= limit {
            advance(by: 1 / fps)
            frames.append(record())
        }
        if isAnimating {
            warnOnce("an animation was still running after \(maximumDuration) s; frames stop there")
        }
        return rasterize(frames)
    }

    /// Every view's type and frame in window points, one per line, indented by depth (two
    /// spaces a level; lines deeper than 100 levels keep 100 and start with `[depth N]`).
    public func layoutDescription() -> String {
        settle()
        return graph.layoutDescription()
    }

    /// The accessibility elements of the window, in reading order, one per line: traits
    /// (or `element`), label, value, hint, heading, identifier, input labels and actions where
    /// set, `focused` on the element an `AccessibilityFocusState` gives the focus, then the
    /// frame in window points; a `.contain` container's elements are indented
    /// under it. This is what VoiceOver would be given (Accessibility/AccessibilityTree.swift).
    public func accessibilityDescription() -> String {
        settle()
        return graph.accessibilityDescription()
    }

    /// How many bodies have run since the host was made (for tests of update scope).
    public var bodyRunCount: Int { graph.bodyRunCount }

    /// How many times the body of views of the type named `typeName` (without generic
    /// arguments, e.g. "Counter") has run since the host was made.
    public func bodyRunCount(of typeName: String) -> Int { graph.bodyRunCount(of: typeName) }

    /// How many nodes the view graph holds now: one per view value built (modifiers
    /// included), not per row of a lazy container's data. For memory benchmarks; available
    /// as `@_spi(Benchmarks) import Raster`.
    @_spi(Benchmarks)
    public var liveNodeCount: Int {
        var count = 0
        var work = graph.root.map { [$0] } ?? []
        while let node = work.popLast() {
            count += 1
            work += node.children.all
        }
        return count
    }
}

/// Why a `ViewHost` cannot do what was asked: render (`renderOrThrow()`) or find an
/// element (`tap(_:)`, `frame(of:)`).
public enum ViewHostError: Error, CustomStringConvertible {
    /// The size or scale given was zero, negative or not finite; the text names it.
    case invalidParameter(String)
    /// No element on screen has the label or identifier; `onScreen` describes the elements
    /// that have one (label, identifier, frame), in reading order.
    case noElement(label: String, onScreen: [String])
    /// Several elements have the label or identifier; `matches` describes them.
    case ambiguousElement(label: String, matches: [String])
    /// The element labelled `label` has no action named `name` that can be performed;
    /// `performable` lists the names of those it has.
    case noAccessibilityAction(name: String, label: String, performable: [String])

    public var description: String {
        switch self {
        case .invalidParameter(let text): return text
        case let .noElement(label, onScreen):
            let listed = onScreen.isEmpty ? "none" : onScreen.joined(separator: ", ")
            return "no element labelled or identified \"\(label)\" is on screen; the labels on screen are: \(listed)"
        case let .ambiguousElement(label, matches):
            return "\(matches.count) elements are labelled or identified \"\(label)\": \(matches.joined(separator: ", ")); "
                + "give one an accessibilityIdentifier and tap that"
        case let .noAccessibilityAction(name, label, performable):
            let listed = performable.isEmpty ? "none" : performable.joined(separator: ", ")
            return "the element \"\(label)\" has no accessibility action named \"\(name)\" that can be performed; its actions "
                + "are: \(listed) (adjustable and scroll actions take an argument and are listed only)"
        }
    }
}
