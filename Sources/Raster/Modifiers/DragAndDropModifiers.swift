// DragAndDropModifiers.swift · Raster/Modifiers · mirrors SwiftUI draggable(_:), draggable(_:preview:), dropDestination(for:action:isTargeted:), onDrag(_:), onDrag(_:preview:), onDrop(of:isTargeted:perform:), onDrop(of:delegate:), DropDelegate, DropInfo, DropProposal, DropOperation (iOS 17)
// Status: Partial — played by a ViewHost (ViewHost+DragAndDrop.swift); no spring-loading, one
// item per drag, and a drop proposal's operation draws no badge on the lifted preview.

import Foundation
import UniformTypeIdentifiers

/// What a view with `draggable` or `onDrag` hands to a drag: its item providers, made when
/// the drag starts, and the preview drawn under the finger (nil: the view itself).
struct DragSource {
    var makeProviders: () -> [NSItemProvider]
    var preview: AnyView?
}

/// What a view with `dropDestination` or `onDrop` accepts, and what it does. Each is given the
/// drag's providers and the finger's location in the destination's local space (points).
struct DropTarget {
    /// Whether the drop of these providers is accepted here.
    var accepts: (DropInfo) -> Bool
    /// Told when a drag it accepts enters (true) or leaves (false) the view.
    var setTargeted: (Bool, DropInfo) -> Void
    /// Told each time an accepted drag moves over the view; returns the operation the drop
    /// would perform (nil: the default, a copy).
    var updated: (DropInfo) -> DropProposal? = { _ in nil }
    /// Runs the drop; returns whether it succeeded.
    var perform: (DropInfo) -> Bool
}

/// The current state of a drop: where it is and what it carries.
///
/// Raster: made by a `ViewHost` drag (`drag(from:to:)`) for the destination under the finger.
public struct DropInfo {
    /// The location of the drag in the coordinate space of the drop view (points, origin at
    /// its top-leading corner, y down).
    public let location: CGPoint
    /// The item providers of the drag.
    let providers: [NSItemProvider]

    /// Indicates whether at least one item conforms to at least one of the specified uniform
    /// type identifiers.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        providers.contains { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    /// Indicates whether at least one item conforms to at least one of the type identifiers
    /// given as strings (deprecated: use the `UTType` form).
    public func hasItemsConforming(to types: [String]) -> Bool {
        providers.contains { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Finds item providers that conform to at least one of the specified uniform type
    /// identifiers, in the drag's order.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }
}

/// Operation types that determine how a drag and drop session resolves when the user drops a
/// drag item.
public enum DropOperation: Hashable, Sendable {
    /// Cancel the drag operation and transfer no data.
    case cancel
    /// The drop activity is not allowed at this time or location.
    case forbidden
    /// Copy the data to the modified view.
    case copy
    /// Move the data represented by the drag items instead of copying it.
    case move
}

/// The behavior of a drop.
public struct DropProposal: Sendable {
    /// The drop operation that the drop proposes to perform.
    public let operation: DropOperation

    /// Creates a drop proposal with the operation you give.
    public init(operation: DropOperation) { self.operation = operation }
}

/// An interface that you implement to interact with a drop operation in a view modified to
/// accept drops (`onDrop(of:delegate:)`).
///
/// Raster: called while a `ViewHost` drag plays over the view: `validateDrop` when a drag
/// carrying one of the modifier's types comes over it (false: the view is no destination
/// for it), `dropEntered` when it enters, `dropUpdated` at each move, `dropExited` when it
/// leaves or is dropped, then `performDrop` unless the last proposal was `.cancel` or
/// `.forbidden` [UNCERTAIN: iOS's order of `dropExited` and `performDrop` on a drop is not
/// documented].
@MainActor @preconcurrency public protocol DropDelegate {
    /// Tells the delegate that a drop containing items conforming to one of the expected
    /// types entered a view that accepts drops; returns whether to accept it (default true).
    func validateDrop(info: DropInfo) -> Bool
    /// Tells the delegate it can request the item provider data from the `DropInfo`
    /// incorporating it into the application's data model; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// Tells the delegate a validated drop has entered the modified view (default: nothing).
    func dropEntered(info: DropInfo)
    /// Tells the delegate that a validated drop moved inside the modified view; returns the
    /// proposal (default nil: a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Tells the delegate a validated drop operation has exited the modified view (default:
    /// nothing).
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
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
            accepts: { $0.hasItemsConforming(to: types) },
            setTargeted: { targeted, _ in isTargeted(targeted) },
            perform: { info in
                var items: [T] = []
                for provider in info.providers {
                    switch provider.loadTransferable(T.self) {
                    case .success(let item): items.append(item)
                    case .failure(let error):
                        warnOnce("dropDestination(for: \(T.self)): the dropped item could not be exported by its source or imported here: \(error)")
                    }
                }
                return items.isEmpty ? false : action(items, info.location)
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
            accepts: { $0.hasItemsConforming(to: supportedContentTypes) },
            setTargeted: { targeted, _ in isTargeted?.wrappedValue = targeted },
            perform: { info in action(info.itemProviders(for: supportedContentTypes), info.location) })))
    }

    /// Defines the destination of a drag and drop operation using behavior controlled by the
    /// delegate that you provide.
    ///
    /// Raster: a `ViewHost` drag carrying an item of one of `supportedContentTypes` is offered
    /// to `delegate` (see `DropDelegate` for the calls it gets and their order).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(DragAndDropModifier(target: DropTarget(
            accepts: { $0.hasItemsConforming(to: supportedContentTypes) && delegate.validateDrop(info: $0) },
            setTargeted: { targeted, info in
                if targeted { delegate.dropEntered(info: info) } else { delegate.dropExited(info: info) }
            },
            updated: { delegate.dropUpdated(info: $0) },
            perform: { delegate.performDrop(info: $0) })))
    }

    private static func provider<T: Transferable>(of payload: @escaping () -> T) -> NSItemProvider {
        let provider = NSItemProvider()
        let value = payload()
        provider.register { value }
        provider.suggestedName = value.suggestedFilename
        return provider
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
