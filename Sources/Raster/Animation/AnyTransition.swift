// AnyTransition.swift · Raster/Animation · mirrors SwiftUI AnyTransition and View.transition(_:) (iOS 17)
// Status: Complete for the built-in transitions (swiftui-behavior.md §5.7).
//
// A transition is a pair of modifiers per direction: the view is shown with the *active*
// modifier at the start of an insertion (and the end of a removal) and with the *identity*
// modifier at rest. Raster switches between them inside the animated transaction, so every
// animatable value in the modifiers travels between the two.

import Foundation

/// A type-erased transition.
public struct AnyTransition {
    /// Wraps content in the transition's modifiers for one direction.
    struct Phase {
        let apply: (any View, _ active: Bool) -> any View
    }

    let insertion: Phase
    let removal: Phase

    init(insertion: Phase, removal: Phase) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ phase: Phase) {
        self.init(insertion: phase, removal: phase)
    }

    /// A transition from transparent to opaque on insertion, and back on removal (the default).
    public static let opacity = AnyTransition(Phase { content, active in
        AnyView(content).animatableEffect("transition(.opacity)", active ? 0.0 : 1.0) { value, _ in .opacity(value) }
    })

    /// A transition that leaves the view as it is.
    public static let identity = AnyTransition(Phase { content, _ in content })

    /// Scales from nearly zero (1e-5) about the centre.
    public static let scale = AnyTransition.scale(scale: 1e-5, anchor: .center)

    /// Scales from `scale` about `anchor` on insertion and to it on removal.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(Phase { content, active in
            AnyView(content).animatableEffect("transition(.scale)", active ? scale : 1) { value, size in
                .scale(x: value, y: value, anchor: anchor, size: size)
            }
        })
    }

    /// Offsets the view by `offset` points when active.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(Phase { content, active in
            AnyView(content).animatableEffect("transition(.offset)", (active ? offset : .zero).animatableData) { value, _ in
                var size = CGSize.zero
                size.animatableData = value
                return .offset(size)
            }
        })
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves the view in from `edge` and out to it, by the view's own width or height.
    public static func move(edge: Edge) -> AnyTransition {
        move(edge: edge, distance: 1)
    }

    /// `move(edge:)` by `distance` times the view's width or height: the same modifiers
    /// whatever the distance, so that a view whose transition changes is not built again (a
    /// navigation page swiped part of the way back, which slides off the rest of the way).
    static func move(edge: Edge, distance: CGFloat) -> AnyTransition {
        AnyTransition(Phase { content, active in
            AnyView(content).animatableEffect("transition(.move)", active ? 1.0 : 0.0) { phase, size in
                .offset(edgeOffset(edge, size: size, phase: phase * Double(distance)))
            }
        })
    }

    /// Moves in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// Moves in from `edge` fading in, and out towards the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// A transition defined by a modifier at rest (`identity`) and at the start or end (`active`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(Phase { content, isActive in
            AnyView(content).modifier(isActive ? active : identity)
        })
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: Phase { content, active in other.insertion.apply(insertion.apply(content, active), active) },
            removal: Phase { content, active in other.removal.apply(removal.apply(content, active), active) })
    }

    private static func edgeOffset(_ edge: Edge, size: CGSize, phase: Double) -> CGSize {
        let unit = edge.unitOffset, p = CGFloat(phase)
        return CGSize(width: unit.width * size.width * p, height: unit.height * size.height * p)
    }
}

extension Edge {
    /// The offset that moves a view out by its own size towards this edge, in units of its
    /// width and height (y down): (-1, 0) for leading … (0, 1) for bottom.
    var unitOffset: CGSize {
        switch self {
        case .top: return CGSize(width: 0, height: -1)
        case .bottom: return CGSize(width: 0, height: 1)
        case .leading: return CGSize(width: -1, height: 0)
        case .trailing: return CGSize(width: 1, height: 0)
        }
    }

    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// Shows its content through a transition when it is inserted or removed in an animated
/// transaction.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.role = .list
        node.outputs.hasExplicitTransition = true
        if node.isRemovalGhost {
            // Identity in the removal's own modifiers at once, then active, animated.
            graph.withoutAnimation(on: node) {
                graph.reconcile(parent: node, key: .slot("content"), view: transition.removal.apply(content, false))
            }
            graph.reconcile(parent: node, key: .slot("content"), view: transition.removal.apply(content, true))
        } else if node.isTopOfInsertion, graph.animation(for: node) != nil {
            // Active at once, then identity, animated.
            graph.withoutAnimation(on: node) {
                graph.reconcile(parent: node, key: .slot("content"), view: transition.insertion.apply(content, true))
            }
            graph.reconcile(parent: node, key: .slot("content"), view: transition.insertion.apply(content, false))
        } else {
            graph.reconcile(parent: node, key: .slot("content"), view: transition.insertion.apply(content, false))
        }
        node.retainChildren([.slot("content")], in: graph)
    }
}

extension View {
    /// Associates a transition with the view, used when it is inserted or removed inside an
    /// animated transaction (without one it appears and disappears at once).
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}
