// CoreGraphicsModuleTests.swift · RasterTests/App · `import CoreGraphics` answered by Raster
// (Sources/CoreGraphics/CoreGraphics.swift); the code checked is in CoreGraphicsImportingFile.swift.

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
}
