// CoreGraphicsModuleTests.swift · RasterTests/App · `import CoreGraphics` answered by Raster
// (Sources/CoreGraphics/CoreGraphics.swift) and `import QuartzCore` (Sources/QuartzCore); the code
// checked is in CoreGraphicsImportingFile.swift and QuartzCoreImportingFile.swift.

import Foundation
import Testing
@testable import Raster

@Suite struct CoreGraphicsModuleTests {
    @Test func aFileImportingCoreGraphicsAloneGetsRastersCoreGraphicsTypes() {
        let (current, copyIsEmpty) = coreGraphicsImportingPathState()
        #expect(current == CGPoint(x: 2, y: 3))
        #expect(copyIsEmpty == false)
        #expect(coreGraphicsImportingRedComponents() == [1, 0, 0, 1])
    }

    @Test func aFileImportingQuartzCoreAloneGetsCGFloatAndRastersCoreAnimationTypes() {
        #expect(CGFloat.quartzCoreImportingPadding == 15)
        let (scale, identityIsIdentity) = quartzCoreImportingTransform()
        #expect(scale == 2)
        #expect(identityIsIdentity)
        let (radius, corners) = quartzCoreImportingLayerCorners()
        #expect(radius == 6)
        #expect(corners == .layerMinXMinYCorner)
        let geometry = quartzCoreImportingLayerGeometry()
        #expect(geometry.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        // New bounds keep the position, (25, 40), at the centre, as in Core Animation.
        #expect(geometry.frame == CGRect(x: 21, y: 35.5, width: 8, height: 9))
        #expect(geometry.elapsed >= 0)
    }

    /// A view's layer has the view's frame and bounds, and setting them moves the view.
    @Test func aViewsLayerIsFramedAsItsView() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.layer.frame == view.frame && view.layer.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        view.layer.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
