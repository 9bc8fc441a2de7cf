// GlassEffectTests.swift · RasterTests/Modifiers · Liquid Glass drawn behind views, its variants, tints and schemes, and what is only recorded (Modifiers/GlassEffect.swift)

import Foundation
import Testing
@testable import Raster

/// A flat grey, #666666: the blur and the saturation leave it unchanged, so what glass
/// draws over it is its tint laid over 102.
private let grey = Color(red: 0.4, green: 0.4, blue: 0.4)

/// The glass's capsule in the 100 × 60 window: 60 × 30 points, centred.
private let capsuleFrame = CGRect(x: 20, y: 15, width: 60, height: 30)

/// `content` laid over the grey in a 100 × 60 window at scale 1.
private func render(_ content: some View, colorScheme: ColorScheme = .light) throws -> RasterImage {
    try ViewHost(ZStack { grey; content }, size: CGSize(width: 100, height: 60), colorScheme: colorScheme).renderOrThrow()
}

/// A clear 60 × 30 view with `glass` behind it in the default capsule.
private func glassCapsule(_ glass: Glass) -> some View {
    Color.clear.frame(width: capsuleFrame.width, height: capsuleFrame.height).glassEffect(glass)
}

/// The distance (points) from `point` to the capsule's outline, negative inside.
private func distanceOutsideCapsule(_ point: CGPoint) -> CGFloat {
    let radius = capsuleFrame.height / 2
    let x = min(max(point.x, capsuleFrame.minX + radius), capsuleFrame.maxX - radius)
    return hypot(point.x - x, point.y - capsuleFrame.midY) - radius
}

/// Records the glass layout values of its subviews.
private final class GlassLog: @unchecked Sendable {
    var ids: [GlassEffectTag?] = []
    var transitions: [GlassEffectTransition?] = []
}

/// A layout that logs each subview's recorded glass values when measured.
private struct GlassProbe: Layout {
    let log: GlassLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.ids = subviews.map { $0[GlassEffectIDKey.self] }
        log.transitions = subviews.map { $0[GlassEffectTransitionKey.self] }
        return CGSize(width: 100, height: 60)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@Suite struct GlassEffectTests {
    /// Each spelling of the modifier compiles and draws glass inside its view's frame.
    @Test func everyCallFormDrawsGlassInItsShape() throws {
        let plain = try render(Color.clear.frame(width: 60, height: 30))
        let forms: [AnyView] = [
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect()),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(.regular, in: Capsule())),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(.clear)),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(in: .rect(cornerRadius: 8))),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(.regular.tint(.orange).interactive(), in: .capsule)),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(.regular.interactive(false), in: RoundedRectangle(cornerRadius: 4), isEnabled: true)),
            AnyView(Color.clear.frame(width: 60, height: 30).glassEffect(.clear.tint(nil), in: DefaultGlassEffectShape())),
        ]
        for form in forms {
            let image = try render(form)
            #expect(image[50, 30] != plain[50, 30])
            #expect(image[5, 5] == plain[5, 5])
        }
    }

    @Test func theViewIsLaidOutUnchanged() {
        let plain = Text("Glass").padding()
        let host = ViewHost(plain.glassEffect(.regular, in: Capsule()), size: CGSize(width: 200, height: 100))
        let reference = ViewHost(plain, size: CGSize(width: 200, height: 100))
        #expect(host.frames(of: "Text") == reference.frames(of: "Text"))
    }

    /// `.identity` (tinted or not) and `isEnabled: false` draw exactly the view without glass.
    @Test func identityAndDisabledGlassDrawThePlainView() throws {
        let backdrop = LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing)
        func scene(_ content: some View) throws -> [UInt8] {
            try ViewHost(ZStack { backdrop; content }, size: CGSize(width: 120, height: 60)).renderOrThrow().pixmap.data
        }
        let label = Text("Glass").padding()
        let plain = try scene(label)
        #expect(try scene(label.glassEffect(.identity)) == plain)
        #expect(try scene(label.glassEffect(.identity.tint(.red).interactive(), in: .rect(cornerRadius: 6))) == plain)
        #expect(try scene(label.glassEffect(isEnabled: false)) == plain)
        #expect(try scene(label.glassEffect(.regular.tint(.green), in: Circle(), isEnabled: false)) == plain)
        #expect(try scene(label.glassEffect()) != plain)
    }

    /// Regular glass over grey (102) in light mode: white at 0.24 over it,
    /// 0.24 · 255 + 0.76 · 102 = 138.7, inside the capsule; outside it the grey is untouched.
    @Test func regularGlassTintsInsideItsShapeOnly() throws {
        let plain = try render(Color.clear.frame(width: 60, height: 30))
        let image = try render(glassCapsule(.regular))
        #expect(isClose(image[50, 30], rgba(139, 139, 139)))
        #expect(isClose(image[30, 30], rgba(139, 139, 139)))
        var outsideDiffering = 0
        for y in 0..<60 {
            for x in 0..<100 where distanceOutsideCapsule(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) > 1 {
                if image[x, y] != plain[x, y] { outsideDiffering += 1 }
            }
        }
        #expect(outsideDiffering == 0)
    }

    /// The rim is lit at the top-leading edge: brighter there than the glass's inside, and
    /// brighter than at the top-trailing edge, where the gradient has faded out.
    @Test func theRimIsLitAtTheTopLeading() throws {
        let image = try render(glassCapsule(.regular))
        let inside = image[50, 30].r
        let topLeading = image[40, 15].r
        let topTrailing = image[60, 15].r
        #expect(topLeading > inside)
        #expect(topLeading > topTrailing)
    }

    /// Dark mode: #262626 at 0.19 over 102: 0.19 · 38 + 0.81 · 102 = 89.8, darker than the grey.
    @Test func darkGlassDiffersFromLight() throws {
        let dark = try render(glassCapsule(.regular), colorScheme: .dark)
        #expect(isClose(dark[50, 30], rgba(90, 90, 90)))
        #expect(try render(glassCapsule(.regular))[50, 30] != dark[50, 30])
    }

    /// Clear glass is closer to what is behind: white at 0.08 over 102 is 114.2.
    @Test func clearGlassIsMoreTransparent() throws {
        #expect(isClose(try render(glassCapsule(.clear))[50, 30], rgba(114, 114, 114)))
    }

    /// Red (255, 59, 48) at 0.7 over the light tint over grey: (220.1, 82.9, 75.2).
    @Test func aTintMovesTheInsideTowardsItsColour() throws {
        let tinted = try render(glassCapsule(.regular.tint(.red)))[50, 30]
        #expect(isClose(tinted, rgba(220, 83, 75)))
        let halfRed = try render(glassCapsule(.regular.tint(.red.opacity(0.5))))[50, 30]
        #expect(halfRed.r > 139 && halfRed.r < tinted.r)
        #expect(halfRed.g < 139 && halfRed.g > tinted.g)
    }

    /// Behind the glass the content is blurred: a sharp black/white edge under the capsule
    /// becomes a ramp, while the same edge outside the capsule stays sharp.
    @Test func whatIsBehindIsBlurred() throws {
        let halves = HStack(spacing: 0) { Color.black; Color.white }
        let image = try ViewHost(ZStack { halves; glassCapsule(.regular) }, size: CGSize(width: 100, height: 60)).renderOrThrow()
        #expect(image[49, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[50, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let left = image[48, 30].r, right = image[51, 30].r
        #expect(left > 61 && left < right && right < 255)
    }

    @Test func idsAndTransitionsAreRecordedAndDrawNothing() throws {
        let log = GlassLog()
        let namespace = Namespace.ID(value: 7)
        let probe = GlassProbe(log: log)
        let tagged = probe {
            Color.red.glassEffect().glassEffectID("pencil", in: namespace)
            Color.red.glassEffect().glassEffectTransition(.identity)
            Color.red.glassEffect().glassEffectTransition(.materialize)
            Color.red.glassEffect().glassEffectID(String?.none, in: namespace)
            Color.red.glassEffect()
        }
        let plain = probe {
            Color.red.glassEffect()
            Color.red.glassEffect()
            Color.red.glassEffect()
            Color.red.glassEffect()
            Color.red.glassEffect()
        }
        let size = CGSize(width: 100, height: 60)
        let image = try ViewHost(tagged, size: size).renderOrThrow().pixmap.data
        #expect(log.ids == [GlassEffectTag(id: "pencil", namespace: namespace), nil, nil, GlassEffectTag(id: nil, namespace: namespace), nil])
        #expect(log.transitions == [nil, .identity, .materialize, nil, nil])
        #expect(try ViewHost(plain, size: size).renderOrThrow().pixmap.data == image)
    }

    @Test func aContainerLaysOutAndDrawsItsContentAsWithoutIt() throws {
        let pair = HStack(spacing: 10) {
            Text("A").padding().glassEffect()
            Text("B").padding().glassEffect(.regular.tint(.blue), in: .circle)
        }
        let size = CGSize(width: 160, height: 80)
        let contained = try ViewHost(ZStack { grey; GlassEffectContainer(spacing: 40) { pair } }, size: size).renderOrThrow()
        let bare = try ViewHost(ZStack { grey; pair }, size: size).renderOrThrow()
        #expect(contained.pixmap.data == bare.pixmap.data)
        #expect(try ViewHost(ZStack { grey; GlassEffectContainer { pair } }, size: size).renderOrThrow().pixmap.data == bare.pixmap.data)
    }

    /// Two 30 × 30 glass squares 20 points apart (x 10...40 and 60...90) in a union draw one
    /// capsule over x 10...90: glass in the gap between them, nothing beyond it. Without the
    /// union, or outside a container, each draws its own capsule and the gap stays grey.
    @Test func aUnionInAContainerDrawsOneShapeOverItsMembers() throws {
        let namespace = Namespace.ID(value: 3)
        func pair(_ id: String?) -> some View {
            HStack(spacing: 20) {
                Color.clear.frame(width: 30, height: 30).glassEffect().glassEffectUnion(id: id, namespace: namespace)
                Color.clear.frame(width: 30, height: 30).glassEffect().glassEffectUnion(id: id, namespace: namespace)
            }
        }
        let united = try render(GlassEffectContainer { pair("pair") })
        #expect(isClose(united[50, 30], rgba(139, 139, 139)))
        #expect(isClose(united[25, 30], rgba(139, 139, 139)))
        #expect(united[5, 30] == RGBA8(r: 102, g: 102, b: 102, a: 255))
        #expect(united[50, 10] == RGBA8(r: 102, g: 102, b: 102, a: 255))
        let separate = try render(GlassEffectContainer { pair(nil) })
        #expect(separate[50, 30] == RGBA8(r: 102, g: 102, b: 102, a: 255))
        #expect(isClose(separate[25, 30], rgba(139, 139, 139)))
        #expect(try render(pair("pair")).pixmap.data == separate.pixmap.data)
    }

    /// Members with another glass are another union: each keeps its own shape here.
    @Test func unionMembersWithDifferentGlassStaySeparate() throws {
        let namespace = Namespace.ID(value: 4)
        let mixed = GlassEffectContainer {
            HStack(spacing: 20) {
                Color.clear.frame(width: 30, height: 30).glassEffect().glassEffectUnion(id: 1, namespace: namespace)
                Color.clear.frame(width: 30, height: 30).glassEffect(.clear).glassEffectUnion(id: 1, namespace: namespace)
            }
        }
        let image = try render(mixed)
        #expect(image[50, 30] == RGBA8(r: 102, g: 102, b: 102, a: 255))
        #expect(isClose(image[25, 30], rgba(139, 139, 139)))
        #expect(isClose(image[75, 30], rgba(114, 114, 114)))
    }

    @Test func aContainerSpacingThatIsNoDistanceWarns() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(GlassEffectContainer(spacing: -4) { Color.red }, size: CGSize(width: 10, height: 10)).render()
        }
        #expect(warnings == ["GlassEffectContainer(spacing: -4) is not a finite distance of 0 points or more; it is ignored. Give a finite spacing ≥ 0, or nil for the system's"])
    }
}
