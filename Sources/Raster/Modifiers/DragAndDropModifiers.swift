// DragAndDropModifiers.swift · Raster/Modifiers · mirrors SwiftUI draggable(_:), draggable(_:preview:), dropDestination(for:action:isTargeted:), onDrag(_:), onDrag(_:preview:), onDrop(of:isTargeted:perform:) (iOS 17)
// Status: Partial — played by a ViewHost (ViewHost+DragAndDrop.swift); no DropDelegate, no
// spring-loading, one item per drag.

import Foundation
import UniformTypeIdentifiers

/// What a view with `draggable` or `onDrag` hands to a drag: its item providers, made when
/// the drag starts, and the preview drawn under the finger (nil: the view itself).
struct DragSource {
    var makeProviders: () -> [NSItemProvider]
    var preview: AnyView?
}

/// What a view with `dropDestination` or `onDrop` accepts, and what it does.
struct DropTarget {
    /// Whether the drop of these providers is accepted.
    var accepts: ([NSItemProvider]) -> Bool
    /// Told when a drag it accepts enters (true) or leaves (false) the view.
    var setTargeted: (Bool) -> Void
    /// Runs the drop, with the location in the view's local space (points); returns whether
    /// it succeeded.
    var perform: ([NSItemProvider], CGPoint) -> Bool
}

extension View {
    /// Activates this view as the source of a drag and drop operation.
    ///
    /// Raster: a `ViewHost` drag (`drag(from:to:)`, `beginDrag(at:)`) that starts on the view
    /// drags `payload()`, exported through its `transferRepresentation` when it is dropped;
    /// the view itself is drawn lifted under the finger in frames made while it moves.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DragAndDropModifier(source: DragSource(makeProviders: { [Self.provider(of: payload)] }, preview: nil)))
    }

    /// Activates this view as the source of a drag and drop operation, drawing `preview`
    /// under the finger instead of the view (Raster: see `draggable(_:)`).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(DragAndDropModifier(source: DragSource(makeProviders: { [Self.provider(of: payload)] },
                                                       preview: AnyView(preview()))))
    }

    /// Provides the item providers to use in drag and drop operations.
    ///
    /// Raster: `data` is called when a `ViewHost` drag starts on the view (see `draggable(_:)`).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(DragAndDropModifier(source: DragSource(makeProviders: { [data()] }, preview: nil)))
    }

    /// Provides the item providers to use in drag and drop operations, drawing `preview`
    /// under the finger.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(DragAndDropModifier(source: DragSource(makeProviders: { [data()] }, preview: AnyView(preview()))))
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content
    /// with a closure that you specify.
    ///
    /// Raster: a `ViewHost` drag whose payload `T` can import (one of
    /// `T.importedContentTypes()` is among what the payload exports) targets the view while
    /// the finger is over it (`isTargeted(true)`, then `false` when it leaves or drops); lifted
    /// there, the payload is imported and `action` runs with the items and the location in
    /// this view's space (points). Returns what `action` returned.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        let types = T.importedContentTypes()
        return modifier(DragAndDropModifier(target: DropTarget(
            accepts: { providers in providers.contains { Self.provider($0, hasAnyOf: types) } },
            setTargeted: isTargeted,
            perform: { providers, location in
                var items: [T] = []
                for provider in providers {
                    switch provider.loadTransferable(T.self) {
                    case .success(let item): items.append(item)
                    case .failure(let error):
                        warnOnce("dropDestination(for: \(T.self)): the dropped item could not be exported by its source or imported here: \(error)")
                    }
                }
                return items.isEmpty ? false : action(items, location)
            })))
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content
    /// with a closure that you specify.
    ///
    /// Raster: as `dropDestination(for:action:isTargeted:)`, for providers with a
    /// representation conforming to one of `supportedContentTypes`; `isTargeted` is set
    /// while a drag is over the view.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Defines the destination of a drag and drop operation, with the drop location in the
    /// view's space (points).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(DragAndDropModifier(target: DropTarget(
            accepts: { providers in providers.contains { Self.provider($0, hasAnyOf: supportedContentTypes) } },
            setTargeted: { isTargeted?.wrappedValue = $0 },
            perform: { providers, location in
                action(providers.filter { Self.provider($0, hasAnyOf: supportedContentTypes) }, location)
            })))
    }

    private static func provider<T: Transferable>(of payload: @escaping () -> T) -> NSItemProvider {
        let provider = NSItemProvider()
        let value = payload()
        provider.register { value }
        provider.suggestedName = value.suggestedFilename
        return provider
    }

    private static func provider(_ provider: NSItemProvider, hasAnyOf types: [UTType]) -> Bool {
        types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
}

/// Makes the modified view a drag source or a drop destination.
struct DragAndDropModifier: ViewModifier, PrimitiveModifier {
    var source: DragSource?
    var target: DropTarget?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.dragSource = source
        node.outputs.dropTarget = target
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
