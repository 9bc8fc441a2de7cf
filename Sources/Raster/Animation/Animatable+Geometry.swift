// Animatable+Geometry.swift · Raster/Animation · mirrors SwiftUI's Animatable conformances of CGPoint, CGSize, CGRect and Angle (iOS 17)
// Status: Complete.

import Foundation

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Color.Resolved: Animatable {
    /// Red, green, blue and opacity, interpolated in sRGB.
    public var animatableData: AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity)) }
        set {
            red = newValue.first.first; green = newValue.first.second
            blue = newValue.second.first; opacity = newValue.second.second
        }
    }
}
