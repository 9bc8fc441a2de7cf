// SpendingDashboardScenes.swift · rendershot/Gallery · the Swift Charts spending dashboard of RasterExamples, light and dark (not from a seed)

import RendershotKit
import RasterExamples

/// RasterExamples' spending dashboard on an iPhone 15: stacked bars, a balance line over an
/// area, a rule with an annotation, and a donut with its legend, drawn by Raster's Charts module.
enum SpendingDashboardScenes {
    static let scene = RendershotScene("spending-dashboard", summary: "a Swift Charts dashboard: stacked bars, a line over an area, a donut",
                                       device: .iPhone15) { SpendingDashboard() }

    static let darkScene = RendershotScene("spending-dashboard-dark", summary: "the Swift Charts dashboard in dark mode",
                                           device: .iPhone15, colorScheme: .dark) { SpendingDashboard() }
}
