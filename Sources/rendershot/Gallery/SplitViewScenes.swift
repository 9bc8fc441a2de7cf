// SplitViewScenes.swift · rendershot/Gallery · issue 16: RasterExamples' NotesSplitView on an iPad (10th generation) in landscape, light and dark, and collapsed on an iPhone 15 Pro (not from a seed)

import Raster
import RendershotKit
import RasterExamples

/// The notes split view with "Recipes" selected: on an iPad in landscape the sidebar with
/// its selected row and the folder's page in the detail; on an iPhone the collapsed stack
/// (the sidebar). Next to iPadOS 17 Notes/Files: the columns, titles, separator and detail
/// page match in kind, and the sidebar is a sidebar list, its rows on the grouped background
/// without cards, the selected row a rounded cell in the tint with white content; the cell's
/// 10-point radius is read from screenshots (COMPATIBILITY.md, split view links).
enum SplitViewScenes {
    static let iPad = Device.iPad10.landscape.showingStatusBar()

    static let scenes = [
        RendershotScene("split-view-ipad", summary: "a NavigationSplitView on an iPad in landscape: sidebar selection and detail page",
                        device: iPad) { NotesSplitView(selection: "Recipes") },
        RendershotScene("split-view-ipad-dark", summary: "the split view in dark mode", device: iPad,
                        colorScheme: .dark) { NotesSplitView(selection: "Recipes") },
        RendershotScene("split-view-iphone", summary: "the same split view collapsed to its sidebar on an iPhone 15 Pro",
                        device: .iPhone15Pro.showingStatusBar()) { NotesSplitView(selection: "Recipes") },
    ]
}
