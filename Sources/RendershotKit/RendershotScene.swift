// RendershotScene.swift · RendershotKit · a named view to render (Raster's own; rendershot's unit of work)
// Status: Complete.
//
// Declare scenes and hand them to `Rendershot.main(scenes:)` to get the rendershot command
// line over them (README, "Your own scenes"). A scene's view is made afresh for every
// render, on the thread rendering it: with `--jobs`, views must not share mutable state.

import Foundation
import Raster

/// A tap scripted at a moment of a scene's timeline.
public struct ScriptedTap: Sendable, Equatable {
    /// Seconds from the start of the scene.
    public var time: TimeInterval
    /// Where to tap, in window points (origin top-left, y down).
    public var point: CGPoint

    public init(at time: TimeInterval = 0, _ point: CGPoint) {
        self.time = time
        self.point = point
    }
}

/// A view registered under a name, with the window it is rendered in.
///
/// ```swift
/// let greeting = RendershotScene("greeting", summary: "a hello in the title font", size: CGSize(width: 300, height: 200)) {
///     Text("Hello").font(.title)
/// }
/// ```
///
/// Raster: `size` is the window in points (default 390×844, an iPhone 14), `scale` pixels
/// per point (default 2). The view is proposed the window and centred in it. A still frame
/// is taken after every tap has run (in time order, the clock advanced to each tap's time);
/// `rendershot animate` plays the taps at their times while it records.
public struct RendershotScene {
    /// The scene's name: lowercase letters, digits and hyphens; the output file is `<name>.png`.
    public var name: String
    /// One line saying what the scene shows (printed by `rendershot list`). Default empty.
    public var summary: String
    /// The window, points. Default 390×844.
    public var size: CGSize
    /// Pixels per point. Default 2.
    public var scale: CGFloat
    /// Default `.light`.
    public var colorScheme: ColorScheme
    /// Taps played before a still frame is taken. Default none.
    public var taps: [ScriptedTap]
    /// The device whose screen the scene is rendered on (its safe area, size classes, and
    /// status bar and corners when it asks for them), or nil for a plain window of `size`.
    /// `--size` renders such a scene in a plain window instead; `--device` on another device.
    public var device: Device?
    let makeView: () -> AnyView

    public init<V: View>(_ name: String, summary: String = "", size: CGSize = CGSize(width: 390, height: 844),
                         scale: CGFloat = 2, colorScheme: ColorScheme = .light, taps: [ScriptedTap] = [],
                         @ViewBuilder view: @escaping () -> V) {
        self.name = name
        self.summary = summary
        self.size = size
        self.scale = scale
        self.colorScheme = colorScheme
        self.taps = taps
        self.makeView = { AnyView(view()) }
    }

    /// A scene on `device`'s screen: its size and scale are the device's.
    public init<V: View>(_ name: String, summary: String = "", device: Device, colorScheme: ColorScheme = .light,
                         taps: [ScriptedTap] = [], @ViewBuilder view: @escaping () -> V) {
        self.init(name, summary: summary, size: device.size, scale: device.scale, colorScheme: colorScheme, taps: taps,
                  view: view)
        self.device = device
    }

    /// Throws `RendershotError.canvasTooLarge` when the window (or the overrides) times the
    /// scale is more pixels than a `Pixmap` can hold, so that nothing is rendered or written.
    func checkCanvas(size: CGSize?, scale: CGFloat?) throws {
        let window = size ?? self.size, factor = scale ?? self.scale
        // In floating point first: a window of 1e300 points has no Int pixel count.
        let width = (Double(window.width) * Double(factor)).rounded(.up)
        let height = (Double(window.height) * Double(factor)).rounded(.up)
        guard width <= Double(Pixmap.maximumDimension), height <= Double(Pixmap.maximumDimension),
              width * height <= Double(Pixmap.maximumPixelCount)
        else { throw RendershotError.canvasTooLarge(scene: name, width: width, height: height) }
    }

    /// The scene's view, freshly made.
    public func view() -> AnyView { makeView() }

    /// Hosts the scene in its window (or the overrides) and plays all its taps. With a
    /// `device` the window is its screen, with its safe area and size classes (`size` and
    /// `scale` are then not used: the device's are). A `dynamicTypeSize` is set on the
    /// scene's view (sizes the scene sets inside it still win).
    /// With a `locale`, the view's environment has that `\.locale` (`rendershot --locale`).
    public func host(size: CGSize? = nil, scale: CGFloat? = nil, colorScheme: ColorScheme? = nil,
                     layoutDirection: LayoutDirection? = nil, device: Device? = nil,
                     dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil) -> ViewHost<AnyView> {
        let host = emptyHost(size: size, scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection, device: device,
                             dynamicTypeSize: dynamicTypeSize, locale: locale)
        var script = TapScript(taps)
        script.play(on: host, until: script.lastTime)
        return host
    }

    /// Hosts the scene in its window (or the overrides) without playing its taps.
    func emptyHost(size: CGSize? = nil, scale: CGFloat? = nil, colorScheme: ColorScheme? = nil,
                   layoutDirection: LayoutDirection? = nil, device: Device? = nil,
                   dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil) -> ViewHost<AnyView> {
        let colorScheme = colorScheme ?? self.colorScheme
        func makeView() -> AnyView {
            var view = self.makeView()
            if let layoutDirection { view = AnyView(view.environment(\.layoutDirection, layoutDirection)) }
            if let locale { view = AnyView(view.environment(\.locale, locale)) }
            return dynamicTypeSize.map { AnyView(view.dynamicTypeSize($0)) } ?? view
        }
        if let device { return ViewHost(makeView(), device: device, colorScheme: colorScheme) }
        if size == nil, var own = self.device {
            own.scale = scale ?? own.scale
            return ViewHost(makeView(), device: own, colorScheme: colorScheme)
        }
        return ViewHost(makeView(), size: size ?? self.size, scale: scale ?? self.scale, colorScheme: colorScheme)
    }

    /// Names must be lowercase letters, digits and hyphens, not starting with a hyphen (the
    /// command line would read them as options), and unique; windows must have a positive,
    /// finite width and height, and scales be positive and finite.
    /// - Throws: `RendershotError.invalidSceneList` naming the first bad scene.
    static func validate(_ scenes: [RendershotScene]) throws {
        var seen = Set<String>()
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for scene in scenes {
            guard !scene.name.isEmpty, scene.name.allSatisfy(allowed.contains), !scene.name.hasPrefix("-") else {
                throw RendershotError.invalidSceneList("the scene name '\(scene.name)' must be lowercase letters, digits and "
                                                       + "hyphens, and not start with a hyphen")
            }
            // File names are at most 255 bytes, and a file is first written under a longer
            // temporary name.
            guard scene.name.count <= 200 else {
                throw RendershotError.invalidSceneList("the scene name '\(scene.name.prefix(20))…' is \(scene.name.count) "
                                                       + "characters long; give a name of at most 200")
            }
            guard seen.insert(scene.name).inserted else {
                throw RendershotError.invalidSceneList("two scenes are named '\(scene.name)'; give each scene its own name")
            }
            let w = scene.size.width, h = scene.size.height
            guard w.isFinite, h.isFinite, w > 0, h > 0 else {
                throw RendershotError.invalidSceneList("the scene '\(scene.name)' has a window of \(w)×\(h) points; "
                                                       + "give it a positive, finite width and height")
            }
            guard scene.scale.isFinite, scene.scale >= Invocation.minimumScale else {
                throw RendershotError.invalidSceneList("the scene '\(scene.name)' has scale \(scene.scale); "
                                                       + "give it a finite number of pixels per point from 0.01")
            }
            if let problem = scene.device?.problem {
                throw RendershotError.invalidSceneList("the scene '\(scene.name)': \(problem)")
            }
            for tap in scene.taps where !(tap.time.isFinite && tap.time >= 0 && tap.point.x.isFinite && tap.point.y.isFinite) {
                throw RendershotError.invalidSceneList("the scene '\(scene.name)' has a tap at \(tap.time) s at "
                                                       + "(\(tap.point.x), \(tap.point.y)); give taps a time of 0 s or later "
                                                       + "and a finite point")
            }
        }
    }
}

/// A scene's taps, played in time order as its host's clock advances.
struct TapScript {
    private let taps: [ScriptedTap]
    private var next = 0

    init(_ taps: [ScriptedTap]) {
        self.taps = taps.enumerated().sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The time of the last tap (0 without taps).
    var lastTime: TimeInterval { taps.last.map { max(0, $0.time) } ?? 0 }
    /// Whether every tap has been played.
    var isFinished: Bool { next == taps.count }

    /// Plays every tap due by `time` (advancing the clock to each), then advances to `time`.
    mutating func play<Content>(on host: ViewHost<Content>, until time: TimeInterval) {
        while next < taps.count, taps[next].time <= time {
            if taps[next].time > host.time { host.advance(by: taps[next].time - host.time) }
            host.tap(at: taps[next].point)
            next += 1
        }
        if time > host.time { host.advance(by: time - host.time) }
    }
}
