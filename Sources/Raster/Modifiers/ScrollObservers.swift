// ScrollObservers.swift · Raster/Modifiers · how the modifiers that watch scroll views (onScrollGeometryChange, onScrollPhaseChange, onScrollTargetVisibilityChange) reach the scroll views below them
// Status: Complete.

import Foundation

/// The watchers that modifiers above a scroll view hand to it: the outermost scroll views
/// below take them (`ScrollViewState.observers`) and clear them for their content, so that a
/// modifier watches the scroll view it is applied to and not the scroll views inside it.
struct ScrollObservers {
    /// `onScrollGeometryChange` actions, told the geometry after each placement.
    var geometry: [any ScrollGeometryObserver] = []
    /// `onScrollPhaseChange` actions, told each change of phase.
    var phase: [ScrollPhaseChange] = []
    /// `onScrollTargetVisibilityChange` actions, told each placement of the scroll view.
    var targetVisibility: [any ScrollTargetVisibilityObserver] = []
}

private struct ScrollObserversKey: EnvironmentKey {
    static let defaultValue = ScrollObservers()
}

extension EnvironmentValues {
    /// The watchers for the scroll views below (`ScrollObservers`).
    var scrollObservers: ScrollObservers {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

/// Keeps one watcher on its node across updates, made by `make` at the first update and
/// given the modifier's new closures by `refresh` at each later one, and hands it to the
/// scroll views below by adding it to their `ScrollObservers` (`install`).
struct ScrollObserverModifier<Observer: AnyObject>: ViewModifier, PrimitiveModifier {
    let make: (ViewGraph) -> Observer
    let refresh: (Observer) -> Void
    let install: (inout ScrollObservers, Observer) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let key = "ScrollObserverModifier.observer"
        let observer: Observer
        if let kept = node.storage[key] as? Observer {
            observer = kept
            refresh(observer)
        } else {
            observer = make(graph)
            node.storage[key] = observer
        }
        let install = self.install
        node.outputs.environmentModifier = { install(&$0.scrollObservers, observer) }
        node.becomeTransparent(content: content)
    }
}
