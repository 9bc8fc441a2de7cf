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
    }
}
