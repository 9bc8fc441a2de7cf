// GestureChain.swift · Raster/Gestures · the one recognizer a touch sequence plays into: the gestures of the views under the finger, composed innermost first (Raster's own; SwiftUI's gesture resolution)
// Status: Complete — scroll views follow the finger without momentum (the rubber band past a
// scroll view's top is ScrollViewState's).
//
// Walking from the view hit up its layout parents, each gesture met is composed with the
// gestures below it as SwiftUI's modifiers say: `gesture` puts the subviews' gestures
// first (exclusively before it), `highPriorityGesture` puts itself first, and
// `simultaneousGesture` runs with them. A view's tap actions (buttons, `onTapGesture`,
// list rows) and the innermost scroll view's scrolling take part as gestures of their
// views, so a drag that starts on a button scrolls its scroll view once the finger has
// moved too far for a tap, and a child's `DragGesture` keeps a scroll view still.

import Foundation

enum GestureChain {
    /// The recognizer of the gestures from `start` (the view touched, or the scroll view under
    /// the finger at `location`, window points) up to the root, or nil when there are none.
    /// `scroll` scrolls the scroll views under a window point by an offset change. The UIKit
    /// recognizers of a hosted UIKit view the touch reaches go first, as the innermost.
    static func recognizer(from start: Node, at location: CGPoint,
                           scroll: @escaping (CGSize, CGPoint) -> Void) -> GestureRecognizer<Void>? {
        var composed: GestureRecognizer<Void>?
        var hasScroll = false
        var node: Node? = start
        while let unit = node {
            let uiKit = PlatformViewHosting.gestureRecognizers(on: unit, at: location)
            if !uiKit.isEmpty {
                composed = compose(composed, UIKitRecognizerGroup(uiKit), .normal)
            }
            if !unit.outputs.tapHandlers.isEmpty {
                composed = compose(composed, TapHandlersRecognizer(unit.outputs.tapHandlers), .normal)
            }
            if !hasScroll, let state = unit.outputs.scrollState, state.isEnabled {
                hasScroll = true
                composed = compose(composed, WrappingRecognizer(ScrollRecognizer(scroll: scroll)) { _ in () }, .normal)
            }
            if let attachment = unit.outputs.gesture {
                let own = attachment.mask.contains(.gesture) ? attachment.makeRecognizer(GestureContext(node: unit)) : nil
                let subviews = attachment.mask.contains(.subviews) ? composed : nil
                composed = own.map { compose(subviews, $0, attachment.priority) } ?? subviews
            }
            node = unit.layoutParent
        }
        return composed
    }

    /// The nearest unit from `hit` up that has a gesture or tap actions (or hosts a UIKit view
    /// with gesture recognizers): taps of a series count only on the same one.
    static func tapTarget(of hit: Node) -> Node? {
        var node: Node? = hit
        while let unit = node {
            if !unit.outputs.tapHandlers.isEmpty || unit.outputs.gesture != nil
                || PlatformViewHosting.hostsGestureRecognizers(unit) { return unit }
            node = unit.layoutParent
        }
        return nil
    }

    /// `own` composed with the subviews' gestures as `priority` says.
    private static func compose(_ subviews: GestureRecognizer<Void>?, _ own: GestureRecognizer<Void>,
                                _ priority: GestureAttachment.Priority) -> GestureRecognizer<Void> {
        guard let subviews else { return own }
        switch priority {
        case .normal: return ExclusiveRecognizer(subviews, own, first: { _ in () }, second: { _ in () })
        case .high: return ExclusiveRecognizer(own, subviews, first: { _ in () }, second: { _ in () })
        case .simultaneous: return SimultaneousRecognizer(subviews, own) { _, _ in () }
        }
    }
}

/// A unit's tap actions as a gesture: it succeeds on a tap whose count one of the actions
/// takes (or a later tap of a series when only a single-tap action is there), and runs those.
final class TapHandlersRecognizer: GestureRecognizer<Void> {
    let handlers: [TapHandler]
    private var start: CGPoint = .zero
    private var chosen: [TapHandler] = []

    init(_ handlers: [TapHandler]) { self.handlers = handlers }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Void> {
        let location = event.location
        if event.phase == .began { start = location }
        if hypot(location.x - start.x, location.y - start.y) > TapGesture.allowableMovement { return .failed }
        guard event.phase == .ended else { return .possible }
        let count = event.tapCount
        chosen = handlers.filter { handler in
            handler.count == count || (handler.count == 1 && count > 1 && !handlers.contains { $0.count == count })
        }
        return chosen.isEmpty ? .failed : .ended(())
    }

    override func deliver() {
        guard case .ended = state else { return }
        let actions = chosen
        chosen = []
        for handler in actions { handler.action() }
    }
}

/// The innermost scroll view's pan: active once the finger moves, it scrolls the scroll
/// views under the touch-down point by the finger's movement (the content follows the
/// finger: a finger moving up shows content further down).
final class ScrollRecognizer: GestureRecognizer<CGSize> {
    let scroll: (CGSize, CGPoint) -> Void
    private var start: CGPoint = .zero
    private var applied: CGSize = .zero

    init(scroll: @escaping (CGSize, CGPoint) -> Void) { self.scroll = scroll }

    override func recognize(_ event: TouchEvent) -> RecognizerState<CGSize> {
        if event.phase == .began { start = event.location }
        let translation = CGSize(width: event.location.x - start.x, height: event.location.y - start.y)
        if event.phase == .ended { return translation == .zero && applied == .zero ? .failed : .ended(translation) }
        return translation == .zero && applied == .zero ? .possible : .active(translation)
    }

    override func deliver() {
        guard let translation = state.value, translation != applied else { return }
        let delta = CGSize(width: applied.width - translation.width, height: applied.height - translation.height)
        applied = translation
        scroll(delta, start)
    }
}
