// UIKitImportingViews.swift · RasterTests/App · a file that imports UIKit and not Raster, as an
// iOS helper file does; UIKitModuleTests checks what it compiles to.

import Foundation
import UIKit

/// A 4 × 4 point fill in a UIColor: red 1, green 0.2, blue 0 (sRGB 255, 51, 0).
struct UIKitImportingSwatch: View {
    var body: some View {
        Color(uiColor: UIColor(red: 1, green: 0.2, blue: 0, alpha: 1))
            .frame(width: 4, height: 4)
    }
}

/// The screen bounds this file reads through `import UIKit` (points).
let uiKitImportingScreenBounds = { UIScreen.main.bounds }

/// Whether `canImport(UIKit)` holds in this file.
#if canImport(UIKit)
let uiKitImportingFileCanImportUIKit = true
#else
let uiKitImportingFileCanImportUIKit = false
#endif
