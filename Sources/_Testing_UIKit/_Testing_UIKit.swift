// _Testing_UIKit.swift · _Testing_UIKit · the module Swift Testing's cross-import overlay names for files importing both Testing and UIKit
// Status: Complete — empty on purpose.
//
// The toolchain's Testing module declares, in Testing.swiftcrossimport/UIKit.swiftoverlay, that
// a file importing both Testing and UIKit also imports `_Testing_UIKit` (on Apple platforms it
// adds UIImage attachments). Linux has no such module, so with Raster's UIKit module (which
// answers `import UIKit`) such a test file stopped with "no such module '_Testing_UIKit'". This
// empty module answers the implicit import; it declares nothing, so attachments of UIKit
// images are not available (COMPATIBILITY.md, "The UIKit module").
