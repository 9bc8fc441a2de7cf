// CoreGraphicsImportingFile.swift · RasterTests/App · a file that imports CoreGraphics and not
// Raster, as an iOS helper file does (emitron's `import struct CoreGraphics.CGFloat`);
// CoreGraphicsModuleTests checks what it compiles to.

import CoreGraphics
import struct CoreGraphics.CGFloat

/// A 10 × 4 point rectangle path moved by (2, 3), through CoreGraphics' spellings only: its
/// current point after the rectangle closes (the rectangle's moved origin) and whether it is empty.
func coreGraphicsImportingPathState() -> (CGPoint, Bool) {
    let path = CGMutablePath()
    path.addRect(CGRectMake(0, 0, 10, 4), transform: CGAffineTransform(translationX: 2, y: 3))
    let copy: CGPath? = path.copy()
    return (path.currentPoint, copy?.isEmpty ?? true)
}

/// An opaque red CGColor's components.
func coreGraphicsImportingRedComponents() -> [CGFloat] {
    CGColor(red: 1, green: 0, blue: 0, alpha: 1).components ?? []
}
