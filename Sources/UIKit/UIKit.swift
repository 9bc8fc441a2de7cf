// UIKit.swift · UIKit · the name of Apple's UIKit module, for view files that `import UIKit` beside SwiftUI
// Status: Partial — UIKit's types are the ones Raster holds (COMPATIBILITY.md, "The UIKit module").
//
// SwiftUI apps import UIKit next to SwiftUI for `UIColor`, `UIImage`, `UIApplication.shared`,
// `UIScreen.main`, feedback generators, appearance proxies and representables. Linux has no
// UIKit, and a single `import UIKit` that does not resolve stops the whole module from
// compiling, whatever the other files hold. This module answers that import with Raster,
// whose UIKit stand-ins (Views/UIKit, Paint/UIColor.swift, Rendering/UIApplication.swift …)
// are what it holds, so those files compile with only `import SwiftUI` changed.
//
// A consequence: `#if canImport(UIKit)` is true where Raster is, so code under it compiles
// against Raster's part of UIKit; Raster's own stand-ins are chosen by `os(...)`, never by
// `canImport(UIKit)`, because this module sits in the same build folder as Raster.

@_exported import Raster
