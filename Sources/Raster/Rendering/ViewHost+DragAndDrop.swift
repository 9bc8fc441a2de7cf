// ViewHost+DragAndDrop.swift · Raster/Rendering · playing a drag and drop on a hosted view: the payload lifted, carried over drop destinations and dropped (Raster's own; a finger on iOS)
// Status: Partial — one item per drag, dropped on the destination under the finger; the lifted
// preview's shadow is Raster's guess [UNCERTAIN — iOS's lift shadow not measured].

import Foundation

/// A drag and drop in progress on a host: what is dragged, from where, and the destination
/// under the finger.
final class DragAndDropSession {
    /// The item providers of the drag, made when it started.
    let providers: [NSItemProvider]
    /// The unit of the `draggable` or `onDrag` modifier.
    let source: Node
    /// The preview given, or nil to draw the dragged view.
    let preview: AnyView?
    /// Where the finger touched down and where it is, window points.
    let start: CGPoint
    var location: CGPoint
    /// The accepting destination under the finger, which has been told it is targeted.
    var target: Node?
    /// What the destination under the finger last proposed (`DropDelegate.dropUpdated`);
    /// nil for the default, a copy.
    var proposal: DropProposal?

    init(providers: [NSItemProvider], source: Node, preview: AnyView?, start: CGPoint) {
        self.providers = providers
        self.source = source
        self.preview = preview
        self.start = start
        location = start
    }
}

extension ViewHost {
    /// The drag source (`draggable`, `onDrag`) of the view under `point`, if any: the
    /// nearest one enclosing the view hit there.
    func dragSource(at point: CGPoint) -> Node? {
        var node = graph.root?.hitTest(point)
        while let unit = node {
            if unit.outputs.dragSource != nil { return unit }
            node = unit.layoutParent
        }
        return nil
    }

    /// Lifts the payload of `source` under the finger at `point`: its providers are made now.
    func beginDragAndDrop(from source: Node, at point: CGPoint) {
        guard let dragSource = source.outputs.dragSource else { return }
        let providers = graph.hosting { dragSource.makeProviders() }
        dragAndDrop = DragAndDropSession(providers: providers, source: source, preview: dragSource.preview, start: point)
        updateDropTarget()
    }

    /// Moves the dragged payload to `point` over `duration` seconds in `steps` events, the
    /// clock advancing with each, telling destinations when it enters and leaves them.
    func moveDragAndDrop(to point: CGPoint, duration: TimeInterval, steps: Int) {
        guard let session = dragAndDrop else { return }
        let from = session.location, startTime = time
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            advance(by: max(0, startTime + duration * Double(step) / Double(steps) - time))
            session.location = CGPoint(x: from.x + (point.x - from.x) * fraction, y: from.y + (point.y - from.y) * fraction)
            updateDropTarget()
        }
    }

    /// Drops the payload where the finger is: the destination under it imports the items and
    /// runs its action. Returns what the action returned; false when the destination's last
    /// proposal was `.cancel` or `.forbidden` (nothing is performed), and false with a warning
    /// when no destination there accepts the payload.
    func endDragAndDrop() -> Bool {
        guard let session = dragAndDrop else { return false }
        dragAndDrop = nil
        let proposal = session.proposal
        updateDropTarget(for: session, to: nil)
        guard let target = acceptingTarget(at: session.location, for: session.providers),
              let drop = target.outputs.dropTarget else {
            let types = session.providers.flatMap(\.registeredTypeIdentifiers)
            warnOnce("ViewHost: the drop at (\(formatPoints(session.location.x)), \(formatPoints(session.location.y))) landed on no "
                     + "dropDestination or onDrop that accepts its content types (\(types.joined(separator: ", "))); "
                     + "nothing was dropped. Drop on a view whose destination imports one of them")
            settle()
            return false
        }
        if let operation = proposal?.operation, operation == .cancel || operation == .forbidden {
            settle()
            return false
        }
        let info = dropInfo(for: session, in: target)
        let performed = graph.hosting { drop.perform(info) }
        settle()
        return performed
    }

    /// The drop as `target` sees it: the finger in its local space and the drag's providers.
    private func dropInfo(for session: DragAndDropSession, in target: Node) -> DropInfo {
        DropInfo(location: session.location.applying(target.transformToGlobal.inverted()), providers: session.providers)
    }

    /// The drop destination that accepts `providers` at `point`: the nearest accepting one
    /// enclosing the view hit there.
    private func acceptingTarget(at point: CGPoint, for providers: [NSItemProvider]) -> Node? {
        settle()
        var node = graph.root?.hitTest(point)
        while let unit = node {
            if let target = unit.outputs.dropTarget,
               target.accepts(DropInfo(location: point.applying(unit.transformToGlobal.inverted()), providers: providers)) {
                return unit
            }
            node = unit.layoutParent
        }
        return nil
    }

    /// Tells the destination under the finger it is targeted and the one it left it is not,
    /// then asks the one under the finger for its proposal at the new location.
    private func updateDropTarget() {
        guard let session = dragAndDrop else { return }
        updateDropTarget(for: session, to: acceptingTarget(at: session.location, for: session.providers))
        guard let target = session.target, let drop = target.outputs.dropTarget else { return }
        let info = dropInfo(for: session, in: target)
        session.proposal = graph.hosting { drop.updated(info) }
        settle()
    }

    private func updateDropTarget(for session: DragAndDropSession, to target: Node?) {
        guard session.target !== target else { return }
        let previous = session.target
        session.target = target
        session.proposal = nil
        graph.hosting {
            if let previous { previous.outputs.dropTarget?.setTargeted(false, dropInfo(for: session, in: previous)) }
            if let target { target.outputs.dropTarget?.setTargeted(true, dropInfo(for: session, in: target)) }
        }
        settle()
    }

    /// `frame` with the lifted drag preview drawn at the finger when a drag and drop is in
    /// progress: the preview view (or the dragged view's drawing) moved by the finger's
    /// travel since touch-down, over a soft shadow.
    func addingDragPreview(to frame: FrameRenderer.Frame) -> FrameRenderer.Frame {
        guard let session = dragAndDrop, !session.source.isRemoved else { return frame }
        let travel = CGAffineTransform(translationX: session.location.x - session.start.x,
                                       y: session.location.y - session.start.y)
        let items: [DisplayList.Item]
        if let preview = session.preview {
            // A preview view is laid out at its ideal size and centred under the finger.
            let previewGraph = FrameRenderer.makeGraph(preview, scale: scale, colorScheme: colorScheme)
            let size = previewGraph.updateAndLayout(proposal: .unspecified, in: nil, colorScheme: colorScheme)
            let list = previewGraph.root.map { DisplayListBuilder.build(root: $0, scale: scale) } ?? DisplayList()
            let origin = CGAffineTransform(translationX: session.location.x - size.width / 2,
                                           y: session.location.y - size.height / 2)
            items = [.group(.transform(origin), list.items)]
        } else {
            let parentToGlobal = session.source.layoutParent?.transformToGlobal ?? .identity
            items = [.group(.transform(parentToGlobal.concatenating(travel)),
                            DisplayListBuilder.items(of: session.source, scale: scale))]
        }
        let lifted = DisplayList.Item.group(.shadow(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.25),
                                                    radius: 12, offset: CGSize(width: 0, height: 4)), items)
        return FrameRenderer.Frame(displayList: DisplayList(items: frame.displayList.items + [lifted]), size: frame.size,
                                   environment: frame.environment, statusBarColorScheme: frame.statusBarColorScheme,
                                   showsStatusBar: frame.showsStatusBar)
    }
}
