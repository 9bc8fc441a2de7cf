import Foundation
@testable import Raster

/// Lays `view` out for `proposal` and returns every unit's frame in root coordinates.
func layoutFrames<V: View>(_ view: V, proposal: ProposedViewSize) -> [(name: String, frame: CGRect)] {
    let graph = ViewGraph(rootView: _RootView(content: view), environment: EnvironmentValues())
    graph.layout(proposal: proposal)
    return graph.unitFrames()
}

func layoutDump<V: View>(_ view: V, proposal: ProposedViewSize) -> String {
    let graph = ViewGraph(rootView: _RootView(content: view), environment: EnvironmentValues())
    graph.layout(proposal: proposal)
    return graph.layoutDescription()
}
