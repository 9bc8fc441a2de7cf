// ShapeStyle+Semantic.swift · Raster/Paint · mirrors SwiftUI FillShapeStyle, SeparatorShapeStyle, LinkShapeStyle, PlaceholderTextShapeStyle, WindowBackgroundShapeStyle and ShapeStyle's secondary…quinary levels (iOS 17)
// Status: Complete for iOS's light and dark colours; increased-contrast variants are not
// applied (as for Raster's other system colours).
//
// The iOS 17 semantic styles are UIKit's semantic colours (values: swiftui-behavior.md §3.2
// for the fills, ios17-metrics.md §10.1–10.2 for the separator, link and placeholder colours;
// Paint/Color.swift `SystemColor`): `.fill` is systemFill and its secondary, tertiary and
// quaternary levels the secondary… quaternary system fills; `.windowBackground` is
// systemBackground on iOS.

import Foundation

/// A shape style that displays one of the overlay fills (SwiftUI's `FillShapeStyle`, iOS 17).
///
/// Raster: UIKit's system fills, translucent greys for shapes over a background: primary
/// rgb(120,120,128) at 20% (36% dark), secondary 16% (32%), tertiary 12% (rgb(118,118,128)
/// 24% dark), quaternary rgb(116,116,128) 8% (18%). The quinary level is the quaternary fill
/// at the hierarchical ratio 0.1 / 0.18 [UNCERTAIN: iOS has no fifth system fill].
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, LeveledShapeStyle, Sendable {
    /// An overlay fill style for filling shapes.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        paint(level: 0, in: environment, bounds: bounds)
    }

    func paint(level: Int, in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        let fills: [SystemColor] = [.primaryFill, .secondaryFill, .tertiaryFill, .quaternaryFill]
        let color = DisplayList.Paint.color(fills[min(level, 3)].resolved(environment.colorScheme))
        guard level > 3 else { return color }
        return color.multiplyingOpacity(HierarchicalShapeStyle.opacities[level] / HierarchicalShapeStyle.opacities[3])
    }
}

/// A style for separators (SwiftUI's `SeparatorShapeStyle`, iOS 17): UIKit's separator
/// colour, rgb(60,60,67) at 29% (rgb(84,84,88) at 60% in dark mode).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// A style appropriate for foreground separator or border lines.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(SystemColor.separator.resolved(environment.colorScheme))
    }
}

/// A style for links (SwiftUI's `LinkShapeStyle`, iOS 17): UIKit's link colour,
/// rgb(0,122,255) (rgb(9,132,255) in dark mode); not the tint.
public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// A style appropriate for links.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(SystemColor.link.resolved(environment.colorScheme))
    }
}

/// A style for placeholder text (SwiftUI's `PlaceholderTextShapeStyle`, iOS 17): UIKit's
/// placeholder text colour, rgb(60,60,67) at 30% (rgb(235,235,245) at 30% in dark mode).
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// A style appropriate for placeholder text.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(SystemColor.placeholderText.resolved(environment.colorScheme))
    }
}

/// The window background (SwiftUI's `WindowBackgroundShapeStyle`, iOS 17): on iOS the system
/// background, white (black in dark mode, #1C1C1E in dark presented content), whatever
/// `backgroundStyle(_:)` says.
public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// A style appropriate for elements that should match the background of their containing
    /// window.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(SystemColor.systemBackground.resolved(in: environment))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes: UIKit's system fills by level
    /// (`.fill.secondary` is secondarySystemFill).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// A style appropriate for elements that should match the background of their
    /// containing window.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// A style with levels of its own (the fills), rather than the opacities of the hierarchy.
protocol LeveledShapeStyle {
    func paint(level: Int, in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint
}

extension ShapeStyle {
    /// Returns the second level of this shape style (iOS 17).
    ///
    /// Raster: a hierarchical style moves one level down (`.primary.secondary` is
    /// `.secondary`), `.foreground` becomes `.secondary`, `.fill` its secondary system fill;
    /// any other style is drawn at 50% of its opacity, the ratio Raster uses for the levels
    /// of a custom foreground style (HierarchicalShapeStyle) [UNCERTAIN for iOS's colours].
    public var secondary: some ShapeStyle { _ShapeStyleLevel(base: AnyShapeStyle(self), level: 1) }

    /// Returns the third level of this shape style (iOS 17); 25% opacity for a colour or
    /// gradient, as `secondary` explains.
    public var tertiary: some ShapeStyle { _ShapeStyleLevel(base: AnyShapeStyle(self), level: 2) }

    /// Returns the fourth level of this shape style (iOS 17); 18% opacity for a colour or
    /// gradient, as `secondary` explains.
    public var quaternary: some ShapeStyle { _ShapeStyleLevel(base: AnyShapeStyle(self), level: 3) }

    /// Returns the fifth level of this shape style (iOS 17); 10% opacity for a colour or
    /// gradient, as `secondary` explains.
    public var quinary: some ShapeStyle { _ShapeStyleLevel(base: AnyShapeStyle(self), level: 4) }
}

/// A level below a style (`ShapeStyle.secondary` … `quinary`); levels add up
/// (`.fill.secondary.secondary` is the tertiary fill) and stop at the fifth.
public struct _ShapeStyleLevel: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let level: Int

    init(base: AnyShapeStyle, level: Int) {
        if let inner = base.base as? _ShapeStyleLevel {
            self.base = inner.base
            self.level = min(inner.level + level, 4)
        } else {
            self.base = base
            self.level = level
        }
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        switch base.base {
        case let leveled as LeveledShapeStyle:
            return leveled.paint(level: level, in: environment, bounds: bounds)
        case let hierarchical as HierarchicalShapeStyle:
            return HierarchicalShapeStyle(level: min(hierarchical.level + level, 4)).paint(in: environment, bounds: bounds)
        case is ForegroundStyle:
            return HierarchicalShapeStyle(level: level).paint(in: environment, bounds: bounds)
        default:
            return base.paint(in: environment, bounds: bounds).multiplyingOpacity(HierarchicalShapeStyle.opacities[level])
        }
    }
}
