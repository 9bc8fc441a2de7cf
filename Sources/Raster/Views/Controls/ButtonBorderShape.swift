// ButtonBorderShape.swift · Raster/Views/Controls · mirrors SwiftUI ButtonBorderShape, buttonBorderShape(_:), ControlSize, controlSize(_:) (iOS 17)
// Status: Complete — shapes and radii as OpenSwiftUI reads SwiftUI (iOS 18-era; assumed
// the same in iOS 17).

import Foundation

/// A shape used to draw a button's border (the platter of bordered styles).
///
/// Raster: as a `Shape`, the path fills the rectangle it is given (points), as iOS
/// resolves it: `.automatic` is a continuous rounded rectangle of radius
/// ceil(0.175 × height) at the `.regular` and `.large` control sizes and a capsule at the
/// others; `.roundedRectangle` without a radius uses the same radius; `.circle` is the
/// circle inscribed in the rectangle. (Facts from OpenSwiftUI's reading of SwiftUI's
/// `ResolvedBorderShape`, iOS 18-era; assumed unchanged from iOS 17.)
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    /// A shape that defers to the system to determine an appropriate shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle shape (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle shape with a corner radius of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape at the `.regular` control size.
    public func path(in rect: CGRect) -> Path {
        resolved(for: .regular).path(in: rect)
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    /// The concrete shape for buttons of `controlSize`.
    func resolved(for controlSize: ControlSize) -> ResolvedButtonBorder {
        let shape: ResolvedButtonBorder.Kind
        switch kind {
        case .automatic:
            shape = controlSize == .regular || controlSize == .large ? .automaticRoundedRectangle : .capsule
        case .capsule: shape = .capsule
        case .circle: shape = .circle
        case .roundedRectangle(radius: nil): shape = .automaticRoundedRectangle
        case .roundedRectangle(radius: let r?): shape = .roundedRectangle(r)
        }
        return ResolvedButtonBorder(kind: shape, inset: insetAmount)
    }

    /// Whether the border is a circle (the button is then made square).
    var isCircle: Bool { kind == .circle }
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape of the environment (resolved here at the regular size).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// A button border resolved for a control size: one concrete path.
struct ResolvedButtonBorder: Shape {
    enum Kind {
        case capsule, circle, automaticRoundedRectangle
        case roundedRectangle(CGFloat)
    }

    let kind: Kind
    let inset: CGFloat

    /// The automatic shape's corner radius for a button `height` points tall.
    static func automaticRadius(height: CGFloat) -> CGFloat { (height * 0.175).rounded(.up) }

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        switch kind {
        case .capsule: return Capsule().path(in: r)
        case .circle: return Circle().path(in: r)
        case .automaticRoundedRectangle:
            return RoundedRectangle(cornerRadius: Self.automaticRadius(height: r.height)).path(in: r)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: max(0, radius - inset)).path(in: r)
        }
    }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini
    case small
    case regular
    case large
    /// iOS 17; drawn as `.large` on iOS.
    case extraLarge
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The border shape of bordered buttons (`buttonBorderShape(_:)`, default `.automatic`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// The size to apply to controls within a view (default `.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view (the platter of bordered styles).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
