// QuartzCoreImportingFile.swift · RasterTests/App · a file that imports QuartzCore and not Raster,
// as emitron's dimensions file does; CoreGraphicsModuleTests checks what it compiles to.

import QuartzCore

extension CGFloat {
    /// A padding constant declared through QuartzCore's `CGFloat`, as emitron declares its own.
    static let quartzCoreImportingPadding: CGFloat = 15
}

/// A scale-by-2 transform's x scale and whether the identity is the identity.
func quartzCoreImportingTransform() -> (CGFloat, Bool) {
    (CATransform3DMakeScale(2, 3, 1).m11, CATransform3DIsIdentity(CATransform3DIdentity))
}

/// A layer's corner radius and masked corners set through QuartzCore's names.
func quartzCoreImportingLayerCorners() -> (CGFloat, CACornerMask) {
    let layer = CALayer()
    layer.cornerRadius = 6
    layer.maskedCorners = [.layerMinXMinYCorner]
    return (layer.cornerRadius, layer.maskedCorners)
}

/// A layer made on its own, framed and then given other bounds, and the time two readings of
/// the media clock apart (never negative).
func quartzCoreImportingLayerGeometry() -> (frame: CGRect, bounds: CGRect, elapsed: CFTimeInterval) {
    let start = CACurrentMediaTime()
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    let framed = layer.bounds
    layer.bounds = CGRect(x: 5, y: 5, width: 8, height: 9)
    return (layer.frame, framed, CACurrentMediaTime() - start)
}
