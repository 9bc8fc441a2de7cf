// ChildKey.swift · Raster/Graph · Raster's identity of a child within its parent
// Status: Complete.

/// Where a child sits in its parent: the structural part of a node's identity.
///
/// A child node is kept across updates only when its key and its view type stay the
/// same; otherwise the old node (and its state) is destroyed and a new one is made.
enum ChildKey: Hashable, CustomStringConvertible {
    /// Position in a `TupleView`, or the single child of a wrapper.
    case index(Int)
    /// The branch of an `if`/`else` (true) or an optional (true when present).
    case branch(Bool)
    /// The body of a composite view.
    case body
    /// An explicit identity: a `ForEach` element's id or `.id(_:)`.
    case id(AnyHashable)
    /// A named slot of a modifier (the content, a background, an overlay...).
    case slot(String)

    var description: String {
        switch self {
        case .index(let i): return "\(i)"
        case .branch(let b): return b ? "then" : "else"
        case .body: return "body"
        case .id(let id): return "id(\(id))"
        case .slot(let name): return name
        }
    }
}
