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
