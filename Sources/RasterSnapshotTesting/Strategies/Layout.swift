// Layout.swift · RasterSnapshotTesting/Strategies · `.layout` for any View: the layout dump (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value: View, Format == String {
    /// Every view's type and frame at its ideal size, one per line.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.txt`, such as
    /// ```
    /// VStackLayout (0, 0, 20, 18)
    ///   FrameLayout (0, 0, 20, 10)
    ///     Color (0, 0, 20, 10)
    /// ```
    public static var layout: Snapshotting { .layout() }

    /// Every view's type and frame in points (origin at the canvas's top-left, y down),
    /// indented by depth, laid out on `layout` (as `ViewHost.layoutDescription()` prints it).
    public static func layout(in layout: SnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in try layout.layoutDescription(of: view, colorScheme: colorScheme) }
    }
}
