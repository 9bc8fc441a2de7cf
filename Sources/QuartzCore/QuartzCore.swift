// QuartzCore.swift · QuartzCore · the name of Apple's QuartzCore module, for files that `import QuartzCore`
// Status: Partial — Core Animation's types are the ones Raster holds (COMPATIBILITY.md, "The CoreGraphics module").
//
// Helper files import QuartzCore for `CGFloat` or `CALayer` alone (emitron's dimensions file).
// Linux has none, and one import that does not resolve stops the whole module from compiling.
// This module answers it as Apple's does: CoreGraphics (Raster's module of that name:
// Foundation's geometry and Raster's CG stand-ins) and Raster's Core Animation stand-ins,
// without SwiftUI. Raster guards no stand-in by `canImport(QuartzCore)`.

@_exported import CoreGraphics
@_exported import class Raster.CALayer
@_exported import struct Raster.CACornerMask
@_exported import struct Raster.CALayerCornerCurve
@_exported import struct Raster.CALayerContentsGravity
@_exported import class Raster.CAShapeLayer
@_exported import struct Raster.CAShapeLayerFillRule
@_exported import struct Raster.CAShapeLayerLineCap
@_exported import struct Raster.CAShapeLayerLineJoin
@_exported import class Raster.CAGradientLayer
@_exported import struct Raster.CAGradientLayerType
@_exported import class Raster.CATextLayer
@_exported import struct Raster.CATextLayerAlignmentMode
@_exported import struct Raster.CATextLayerTruncationMode
@_exported import struct Raster.CATransform3D
@_exported import func Raster.CACurrentMediaTime
#if !canImport(Darwin)
@_exported import typealias Raster.CFTimeInterval
#endif
@_exported import let Raster.CATransform3DIdentity
@_exported import func Raster.CATransform3DConcat
@_exported import func Raster.CATransform3DIsIdentity
@_exported import func Raster.CATransform3DIsAffine
@_exported import func Raster.CATransform3DMakeAffineTransform
@_exported import func Raster.CATransform3DGetAffineTransform
@_exported import func Raster.CATransform3DMakeRotation
@_exported import func Raster.CATransform3DMakeScale
@_exported import func Raster.CATransform3DMakeTranslation
@_exported import func Raster.CATransform3DRotate
@_exported import func Raster.CATransform3DScale
@_exported import func Raster.CATransform3DTranslate
