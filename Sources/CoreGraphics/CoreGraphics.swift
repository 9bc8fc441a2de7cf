// CoreGraphics.swift · CoreGraphics · the name of Apple's CoreGraphics module, for files that `import CoreGraphics`
// Status: Partial — CoreGraphics' types are the ones Raster holds (COMPATIBILITY.md, "The CoreGraphics module").
//
// View code and its helpers import CoreGraphics for `CGFloat` and the geometry types, often
// in one file only (`import struct CoreGraphics.CGFloat`). Linux has no CoreGraphics, and a
// single import that does not resolve stops the whole module from compiling, as a missing
// UIKit did (Sources/UIKit/UIKit.swift). This module answers the import with what Linux and
// Raster have of CoreGraphics: Foundation's `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
// Raster's stand-ins below, and nothing of SwiftUI, as Apple's module has none.
//
// Because this module sits in the same build folder as Raster, `canImport(CoreGraphics)` is
// true there, so Raster guards its stand-ins by `canImport(Darwin)` (an Apple platform).

@_exported import Foundation
@_exported import struct Raster.CGAffineTransform
@_exported import struct Raster.CGVector
@_exported import class Raster.CGColor
@_exported import class Raster.CGContext
@_exported import class Raster.CGImage
@_exported import class Raster.CGPath
@_exported import class Raster.CGMutablePath
@_exported import enum Raster.CGImageAlphaInfo
@_exported import enum Raster.CGLineCap
@_exported import enum Raster.CGLineJoin
@_exported import enum Raster.CGPathDrawingMode
@_exported import enum Raster.CGPathFillRule
@_exported import func Raster.CGPointMake
@_exported import func Raster.CGSizeMake
@_exported import func Raster.CGRectMake
@_exported import func Raster.CGVectorMake
