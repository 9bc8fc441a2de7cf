// Scene.swift · RendershotKit · a named view to render (Raster's own; rendershot's unit of work)
// Status: Complete.

import Foundation
import Raster

/// A tap scripted at a moment of a scene's timeline.
public struct ScriptedTap: Sendable, Equatable {
    /// Seconds from the start of the scene.
    public var time: TimeInterval
    /// Where to tap, in window points.
    public var point: CGPoint

    public init(at time: TimeInterval = 0, _ point: CGPoint) {
        self.time = time
        self.point = point
    }
}

/// A view registered under a name, with the window it is rendered in.
///
/// Raster: `size` is the window in points (default 390×844, an iPhone 15), `scale` pixels
/// per point (default 2). Taps run in time order before the frame is taken.
public struct Scene {
    /// The scene's name: lowercase letters, digits and hyphens; the output file is `<name>.png`.
    public var name: String
    /// One line saying what the scene shows.
    public var summary: String
    public var size: CGSize
    public var scale: CGFloat
    public var colorScheme: ColorScheme
    public var taps: [ScriptedTap]
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

    /// The scene's view, freshly made.
    public func view() -> AnyView { makeView() }

    /// Hosts the scene in its window (or the overrides) and plays its taps.
    public func host(size: CGSize? = nil, scale: CGFloat? = nil, colorScheme: ColorScheme? = nil) -> ViewHost<AnyView> {
        let host = ViewHost(makeView(), size: size ?? self.size, scale: scale ?? self.scale,
                            colorScheme: colorScheme ?? self.colorScheme)
        for tap in taps.sorted(by: { $0.time < $1.time }) {
            if tap.time > host.time { host.advance(by: tap.time - host.time) }
            host.tap(at: tap.point)
        }
        return host
    }
}
