// Accessibility.swift · RasterSnapshotTesting/Strategies · `.accessibility` for any View: the accessibility tree (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value: View, Format == String {
    /// The view's accessibility elements in reading order, one per line, at its ideal size.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.txt`, such as
    /// ```
    /// [header, staticText] "Settings" (0, 0, 98, 41)
    /// [button, toggle] "Wi-Fi" value: "1" (0, 49, 361, 31)
    /// ```
    public static var accessibility: Snapshotting { .accessibility() }

    /// The view's accessibility elements laid out on `layout`, as
    /// `ViewHost.accessibilityDescription()` prints them: traits, label, value, hint and the
    /// other properties set, and the frame in points (origin at the canvas's top-left, y down).
    public static func accessibility(in layout: SnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in try layout.accessibilityDescription(of: view, colorScheme: colorScheme) }
    }
}
