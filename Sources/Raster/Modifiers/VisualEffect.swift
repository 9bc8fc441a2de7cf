// VisualEffect.swift · Raster/Modifiers · mirrors SwiftUI VisualEffect, EmptyVisualEffect and the effects a VisualEffect chains (iOS 17)
// Status: Partial — the geometric, opacity, blur and colour effects; the shader effects
// (`colorEffect`, `distortionEffect`, `layerEffect`) need Metal and are accepted, not applied
// (ShaderEffectModifiers.swift).

import Foundation

/// Visual effects change the visual appearance of a view without changing its ancestors or
/// descendants.
///
/// Raster: you do not conform to this protocol; a visual effect is made by chaining the
/// effect functions below on the `EmptyVisualEffect` that `visualEffect(_:)` and
/// `scrollTransition` hand their closure. The first function called is the innermost effect,
/// as with view modifiers. Effects are drawn after layout and change neither layout nor the
/// frames views read in outer coordinate spaces, nor hit testing.
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effects to; it does not change the
/// appearance of the view it is applied to.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
}

/// A chain of visual effects, innermost first: what the functions of `VisualEffect` return.
struct VisualEffectChain: VisualEffect {
    var steps: [VisualEffectStep]
}

/// One effect of a `VisualEffect` chain with its parameters.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(_Rotation3DEffect)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
}

extension VisualEffect {
    /// The effects of this chain, innermost first (none for an `EmptyVisualEffect` or a
    /// type Raster did not make).
    var visualEffectSteps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func appending(_ step: VisualEffectStep) -> VisualEffectChain {
        VisualEffectChain(steps: visualEffectSteps + [step])
    }

    /// Offsets the view by the horizontal and vertical amounts in `offset` (points, x right,
    /// y down), as `View.offset(_:)` draws it.
    public func offset(_ offset: CGSize) -> some VisualEffect { appending(.offset(offset)) }

    /// Offsets the view by `x` points to the right and `y` points down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        appending(.offset(CGSize(width: x, height: y)))
    }

    /// Scales the view by `scale` (width and height factors) about `anchor`, a unit point of
    /// the view's frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(scale, anchor: anchor))
    }

    /// Scales the view uniformly by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view by `angle` (clockwise on screen) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.rotation(angle, anchor: anchor))
    }

    /// Rotates the view by `angle` about `axis` in three dimensions, drawn with perspective
    /// as `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` draws it.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        appending(.rotation3D(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                                perspective: perspective)))
    }

    /// Applies `transform` (the view's local space, points, y down, into itself) to the view.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        appending(.transform(transform))
    }

    /// Sets the view's opacity (0 transparent ... 1 unchanged).
    public func opacity(_ opacity: Double) -> some VisualEffect { appending(.opacity(opacity)) }

    /// Blurs the view with a Gaussian whose standard deviation is `radius` points, as
    /// `View.blur(radius:opaque:)` draws it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        appending(.blur(radius: GraphicsContext.Filter.checkedRadius(radius, of: "blur"), opaque: opaque))
    }

    /// Brightens the view by `amount` (−1 ... 1; 0 unchanged), as `View.brightness(_:)`.
    public func brightness(_ amount: Double) -> some VisualEffect { appending(.brightness(amount)) }

    /// Sets the view's contrast (1 unchanged), as `View.contrast(_:)`.
    public func contrast(_ amount: Double) -> some VisualEffect { appending(.contrast(amount)) }

    /// Sets the view's colour saturation (0 grey, 1 unchanged), as `View.saturation(_:)`.
    public func saturation(_ amount: Double) -> some VisualEffect { appending(.saturation(amount)) }

    /// Removes colour from the view by `amount` (0 unchanged ... 1 grey), as `View.grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some VisualEffect { appending(.grayscale(amount)) }

    /// Rotates the hue of the view's colours by `angle`, as `View.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { appending(.hueRotation(angle)) }

    /// Multiplies the view's colours by `color`, as `View.colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { appending(.colorMultiply(color)) }
}

extension VisualEffectStep {
    /// The display-list effects drawing this step on a view of `size` points, outermost first.
    func displayEffects(size: CGSize, environment: EnvironmentValues) -> [DisplayList.Effect] {
        let bounds = CGRect(origin: .zero, size: size)
        switch self {
        case .offset(let offset):
            return [.offset(offset)]
        case .scale(let scale, let anchor):
            return [.scale(x: scale.width, y: scale.height, anchor: anchor, size: size)]
        case .rotation(let angle, let anchor):
            return [.transform(GeometryEffectTransform.about(anchor, in: bounds, CGAffineTransform(rotationAngle: angle.radians)))]
        case .rotation3D(let effect):
            return effect.isDrawable ? [.projecting(effect.effectValue(size: size))] : []
        case .transform(let transform):
            return [.transform(transform)]
        case .opacity(let opacity):
            return [.opacity(opacity)]
        case .blur(let radius, let opaque):
            return opaque ? [.clip(Path(bounds), FillStyle()), .filter(.blur(radius: radius, options: .opaque))]
                          : [.blur(radius: radius)]
        case .brightness(let amount):
            return [.filter(.brightness(amount))]
        case .contrast(let amount):
            return [.filter(.contrast(amount))]
        case .saturation(let amount):
            return [.filter(.saturation(amount))]
        case .grayscale(let amount):
            return [.filter(.grayscale(amount))]
        case .hueRotation(let angle):
            return [.filter(.hueRotation(angle))]
        case .colorMultiply(let color):
            return [.filter(.colorMultiply(Color(color.resolve(in: environment))))]
        }
    }

    /// This step `amount` of the way (0 ... 1) from `self` to `other`, each parameter
    /// interpolated linearly as SwiftUI interpolates an effect's `animatableData`; colours
    /// are resolved in `environment` and mixed component by component. Nil when the two are
    /// different effects, or anchors, axes or blur kinds differ.
    func interpolated(to other: VisualEffectStep, amount: Double, in environment: EnvironmentValues) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        switch (self, other) {
        case (.offset(let a), .offset(let b)):
            return .offset(mix(a, b))
        case (.scale(let a, let anchor), .scale(let b, let otherAnchor)) where anchor == otherAnchor:
            return .scale(mix(a, b), anchor: anchor)
        case (.rotation(let a, let anchor), .rotation(let b, let otherAnchor)) where anchor == otherAnchor:
            return .rotation(.radians(mix(a.radians, b.radians)), anchor: anchor)
        case (.rotation3D(let a), .rotation3D(let b))
            where a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective:
            var mixed = a
            mixed.angle = .radians(mix(a.angle.radians, b.angle.radians))
            return .rotation3D(mixed)
        case (.transform(let a), .transform(let b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.opacity(let a), .opacity(let b)):
            return .opacity(mix(a, b))
        case (.blur(let a, let opaque), .blur(let b, let otherOpaque)) where opaque == otherOpaque:
            return .blur(radius: mix(a, b), opaque: opaque)
        case (.brightness(let a), .brightness(let b)):
            return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)):
            return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)):
            return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)):
            return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)):
            return .hueRotation(.radians(mix(a.radians, b.radians)))
        case (.colorMultiply(let a), .colorMultiply(let b)):
            let x = a.resolve(in: environment), y = b.resolve(in: environment)
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * Float(amount) }
            var mixed = x
            mixed.red = mix(x.red, y.red)
            mixed.green = mix(x.green, y.green)
            mixed.blue = mix(x.blue, y.blue)
            mixed.opacity = mix(x.opacity, y.opacity)
            return .colorMultiply(Color(mixed))
        default:
            return nil
        }
    }
}

extension Array where Element == VisualEffectStep {
    /// The display-list effects drawing these steps (innermost first) on a view of `size`
    /// points, outermost first, as `NodeDrawing` lists them.
    func displayEffects(size: CGSize, environment: EnvironmentValues) -> [DisplayList.Effect] {
        reversed().flatMap { $0.displayEffects(size: size, environment: environment) }
    }

    /// These steps `amount` of the way to `other`'s, step by step; when the chains differ
    /// in length or in any step's kind, the nearer chain (`self` below one half).
    func interpolated(to other: [VisualEffectStep], amount: Double, in environment: EnvironmentValues) -> [VisualEffectStep] {
        guard count == other.count else { return amount < 0.5 ? self : other }
        var mixed: [VisualEffectStep] = []
        mixed.reserveCapacity(count)
        for (a, b) in zip(self, other) {
            guard let step = a.interpolated(to: b, amount: amount, in: environment) else { return amount < 0.5 ? self : other }
            mixed.append(step)
        }
        return mixed
    }
}
