// UIKitModuleTests.swift · RasterTests/App · `import UIKit` answered by Raster (Sources/UIKit/UIKit.swift)
// The views checked are in UIKitImportingViews.swift, which imports UIKit alone; this file
// imports Testing and UIKit together, which needs the empty `_Testing_UIKit` module.

import Foundation
import Testing
import UIKit
@testable import Raster

@Suite struct UIKitModuleTests {
    @Test func aFileImportingUIKitDrawsWithRastersUIKitTypes() throws {
        let image = try renderView(UIKitImportingSwatch())
        #expect(image.width == 4 && image.height == 4)
        #expect(image[0, 0] == RGBA8(r: 255, g: 51, b: 0, a: 255))
        #expect(image[3, 3] == RGBA8(r: 255, g: 51, b: 0, a: 255))
        #expect(uiKitImportingScreenBounds() == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    /// With the UIKit module in the build folder `canImport(UIKit)` is true (Raster's own
    /// stand-ins are guarded by `os(...)`, so they are still declared: the swatch above drew).
    @Test func canImportUIKitIsTrueInAFileImportingIt() {
        #expect(uiKitImportingFileCanImportUIKit)
    }
}
