// ViewTypeTraits.swift · Raster/Graph · what the update loop asks of a view type, looked up once per type
// Status: Complete.

import Foundation

/// What the update loop needs to know about a view type: whether it is primitive (and its
/// update then), whether its update runs user closures, and its name for body counts.
///
/// Found once per type and shared by every node of it. Casting an `any View` to a protocol
/// searches the runtime's conformance tables; done three times per node and update, it was
/// a tenth of building a 10,000-view screen (`initial_build_10k_nodes`).
final class ViewTypeTraits: @unchecked Sendable {
    /// The type as a `PrimitiveView` (a UIKit representable: the primitive hosting it); nil
    /// for a view with a body.
    let primitiveType: (any PrimitiveView.Type)?
    /// The type is a primitive that runs user closures while updating (`RunsUserClosures`).
    let runsUserClosures: Bool
    /// The type's name without generic arguments, as `ViewHost.bodyRunCount(of:)` is asked.
    let bodyCountName: String

    private init(_ viewType: any View.Type) {
        bodyCountName = strippingGenerics(String(describing: viewType))
        #if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
        let primitive = viewType as? any PrimitiveView.Type
        #else
        let primitive = viewType as? any PrimitiveView.Type ?? PlatformViewHosting.primitiveType(for: viewType)
        #endif
        primitiveType = primitive
        runsUserClosures = primitive.map { $0 is any RunsUserClosures.Type } ?? false
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: ViewTypeTraits] = [:]

    /// The traits of `viewType`.
    static func of(_ viewType: any View.Type) -> ViewTypeTraits {
        let key = ObjectIdentifier(viewType)
        lock.lock()
        defer { lock.unlock() }
        if let traits = known[key] { return traits }
        let traits = ViewTypeTraits(viewType)
        known[key] = traits
        return traits
    }
}

extension PrimitiveView {
    /// Updates `node` for `view`, which is a `Self`: the update of a primitive found through
    /// `ViewTypeTraits.primitiveType`, without a cast to the protocol. The value is read in
    /// place as a `Self` once its opened type is checked to be `Self` (a comparison of type
    /// metadata): `view as! Self` went through the runtime's dynamic cast on every update.
    static func update(_ view: any View, node: Node, in graph: ViewGraph) {
        func update<V: View>(_ view: V) {
            precondition(V.self == Self.self, "\(V.self) updated as the primitive \(Self.self)")
            withUnsafePointer(to: view) { value in
                value.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.update(node: node, in: graph) }
            }
        }
        update(view)
    }
}
