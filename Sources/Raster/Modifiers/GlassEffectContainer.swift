// GlassEffectContainer.swift · Raster/Modifiers · mirrors SwiftUI GlassEffectContainer, glassEffectUnion(id:namespace:) (iOS 26)
// Status: Partial — a union's views draw one glass shape over their bounds; glass shapes
// nearer than the container's spacing are not blended into one another, and nothing morphs.
//
// A `glassEffect` under a union inside a container draws no glass itself: it reports its
// bounds, glass and shape through `GlassUnionKey`, and the container draws, behind its
// content, one shape per union over the smallest rectangle holding its members' bounds.

import Foundation

/// A view that combines multiple Liquid Glass shapes into a single shape that can morph
/// individual shapes into one another.
///
/// Raster: the content is laid out and drawn as without the container (put a stack inside
/// to arrange several views). The glass effects in it that share a `glassEffectUnion` id
/// (in the same namespace) and the same glass are drawn as one shape — the first member's —
/// filling the smallest rectangle (points, the container's space) that holds all their
/// bounds; each other glass effect draws its own shape. On iOS shapes nearer than `spacing`
/// (points; nil, the default, for the system's) also blend into one another; Raster does not
/// blend them. A `spacing` that is negative or not finite is ignored with a warning.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// Creates a glass effect container with the provided spacing (points; nil for the
    /// system's), extracting glass shapes from the provided content.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        if let spacing, !(spacing.isFinite && spacing >= 0) {
            warnOnce("GlassEffectContainer(spacing: \(formatPoints(spacing))) is not a finite distance of 0 points or more; it is ignored. Give a finite spacing ≥ 0, or nil for the system's")
        }
        self.content = content()
    }

    /// The content, with its unions' glass drawn behind it.
    public var body: some View {
        content
            .environment(\.isInGlassEffectContainer, true)
            .backgroundPreferenceValue(GlassUnionKey.self) { members in
                GeometryReader { proxy in
                    GlassUnions(unions: GlassUnion.merging(members, in: proxy))
                }
            }
    }
}

extension View {
    /// Associates the Liquid Glass effects defined within this view with a union of
    /// identifier `id`: effects of the same shape and variant in one union draw as one shape.
    ///
    /// Raster: inside a `GlassEffectContainer`, the glass effects under this modifier with
    /// the same `id` in `namespace` and the same glass draw as one shape over their bounds
    /// (see the container); outside a container, or with a nil `id`, each draws its own.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassEffectUnion, id.map { GlassEffectTag(id: AnyHashable($0), namespace: namespace) })
    }
}

private struct GlassEffectUnionEnvironmentKey: EnvironmentKey {
    static let defaultValue: GlassEffectTag? = nil
}

private struct InGlassEffectContainerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The union `glassEffectUnion(id:namespace:)` puts the glass effects here in (nil, the
    /// default, for none).
    var glassEffectUnion: GlassEffectTag? {
        get { self[GlassEffectUnionEnvironmentKey.self] }
        set { self[GlassEffectUnionEnvironmentKey.self] = newValue }
    }

    /// Whether a `GlassEffectContainer` holds this view (default false): it draws unions.
    var isInGlassEffectContainer: Bool {
        get { self[InGlassEffectContainerKey.self] }
        set { self[InGlassEffectContainerKey.self] = newValue }
    }
}

/// A glass effect handed to its container to draw as part of a union.
struct GlassUnionMember {
    var union: GlassEffectTag
    var glass: Glass
    var shape: AnyShape
    var bounds: Anchor<CGRect>
}

/// The members of the unions in a container's content, in the content's order.
struct GlassUnionKey: PreferenceKey {
    static let defaultValue: [GlassUnionMember] = []

    static func reduce(value: inout [GlassUnionMember], nextValue: () -> [GlassUnionMember]) {
        value += nextValue()
    }
}

/// One glass shape drawn for a union: the first member's glass and shape over `frame`
/// (points, the container's space).
struct GlassUnion {
    var glass: Glass
    var shape: AnyShape
    var frame: CGRect

    /// The unions of `members`, in the order of their first members: those with the same
    /// union and glass join, their frame the smallest rectangle holding their bounds.
    static func merging(_ members: [GlassUnionMember], in proxy: GeometryProxy) -> [GlassUnion] {
        var unions: [GlassUnion] = []
        var keys: [(GlassEffectTag, Glass)] = []
        for member in members {
            let bounds = proxy[member.bounds]
            if let index = keys.firstIndex(where: { $0.0 == member.union && $0.1 == member.glass }) {
                unions[index].frame = unions[index].frame.union(bounds)
            } else {
                keys.append((member.union, member.glass))
                unions.append(GlassUnion(glass: member.glass, shape: member.shape, frame: bounds))
            }
        }
        return unions
    }
}

/// The container's union shapes, each placed at its frame.
private struct GlassUnions: View {
    let unions: [GlassUnion]

    var body: some View {
        ZStack {
            ForEach(unions.indices, id: \.self) { index in
                let union = unions[index]
                GlassBackground(glass: union.glass, shape: union.shape)
                    .frame(width: union.frame.width, height: union.frame.height)
                    .position(x: union.frame.midX, y: union.frame.midY)
            }
        }
    }
}
