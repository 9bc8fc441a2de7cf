// DisplayList.swift · RasterSnapshotTesting/Strategies · `.displayList` for any View (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value: View, Format == String {
    /// What the view draws at its ideal size, scale 1, one item per line.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.txt`, such as
    /// ```
    /// transform translate(5, 2)
    ///   fill rect (0, 0, 40, 20) #007AFFFF
    /// ```
    public static var displayList: Snapshotting { .displayList() }

    /// The display list of the view on `layout`: fills, strokes, text and images in points
    /// (y down) inside their groups (transforms, clips, opacity, effects), numbers rounded to
    /// 3 decimals, colours as `#RRGGBBAA`. Frames are snapped to `scale`'s pixels, as drawn.
    public static func displayList(layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil,
                                   colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            try layout.displayListDescription(of: view, scale: scale, colorScheme: colorScheme)
        }
    }
}
