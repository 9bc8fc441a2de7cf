// LayoutDescription.swift · Raster/LayoutEngine · every unit's name and frame, for layout dumps, tests and tools (Raster's own)
// Status: Complete.

import Foundation

extension ViewGraph {
    /// Each unit's type and frame in root coordinates, one per line, indented by depth.
    func layoutDescription() -> String {
        guard let root else { return "" }
        var lines: [String] = []
        // One `DeepRecursion` step per unit, for trees thousands of levels deep.
        func visit(_ node: Node, origin: CGPoint, depth: Int) {
            DeepRecursion.step { visitStep(node, origin: origin, depth: depth) }
        }
        func visitStep(_ node: Node, origin: CGPoint, depth: Int) {
            let frame = CGRect(origin: CGPoint(x: node.frame.origin.x + origin.x, y: node.frame.origin.y + origin.y),
                               size: node.frame.size)
            if !node.isWindowStructure {
                lines.append(indentation(depth: depth) + "\(node.unitName) "
                             + "(\(formatPoints(frame.origin.x)), \(formatPoints(frame.origin.y)), "
                             + "\(formatPoints(frame.size.width)), \(formatPoints(frame.size.height)))")
            }
            for child in node.shownSubviewNodes {
                visit(child, origin: frame.origin, depth: node.isWindowStructure ? depth : depth + 1)
            }
        }
        visit(root, origin: .zero, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Global frames (root coordinates) of every unit, in depth-first order, named as in the
    /// layout dump (`unitName`), or by type (`unitTypeName`) when `byType` is true.
    func unitFrames(byType: Bool = false) -> [(name: String, frame: CGRect)] {
        guard let root else { return [] }
        var result: [(String, CGRect)] = []
        func visit(_ node: Node, origin: CGPoint) {
            DeepRecursion.step { visitStep(node, origin: origin) }
        }
        func visitStep(_ node: Node, origin: CGPoint) {
            let frame = CGRect(origin: CGPoint(x: node.frame.origin.x + origin.x, y: node.frame.origin.y + origin.y),
                               size: node.frame.size)
            if !node.isWindowStructure { result.append((byType ? node.unitTypeName : node.unitName, frame)) }
            for child in node.shownSubviewNodes { visit(child, origin: frame.origin) }
        }
        visit(root, origin: .zero)
        return result
    }
}

extension Node {
    /// The subviews that are drawn (all but the children a `ViewThatFits` did not choose),
    /// in layout order.
    var shownSubviewNodes: [Node] {
        let subviews = subviewNodes
        guard let order = outputs.drawing.subviewDrawOrder, order.count < subviews.count else { return subviews }
        return order.sorted().map { subviews[$0] }
    }

    /// A short name for layout dumps and warnings: the modifier or container as written in
    /// code for Raster's layouts (`frame(width: 50)`, `VStack(alignment: .leading)`), a user
    /// layout's type, and for leaves the view (`Text("Hello")`, `Circle`, `Color`).
    var unitName: String {
        guard case .unit(let unit) = role else { return strippingGenerics(typeName) }
        if unit.layout.base(as: LeafLayout.self) != nil {
            if let shapeView = view as? any ShapeViewDescribing { return shapeView.shapeName }
            if let text = view as? Text {
                let string = text.plainText.replacingOccurrences(of: "\n", with: "\\n")
                let shown = string.count > 24 ? string.prefix(23) + "…" : Substring(string)
                return "Text(\"\(shown)\")"
            }
            return strippingGenerics(typeName)
        }
        let name = unit.layout.dumpName
        if !name.isEmpty { return name }
        if let modified = view as? any ModifiedContentNaming { return modified.modifierDumpName }
        return strippingGenerics(typeName)
    }

    /// The unit's type, for finding units in tests and tools: the view's type for leaves
    /// (a shape view by its shape: `Circle`), the layout's type otherwise (`FlexFrameLayout`).
    var unitTypeName: String {
        guard case .unit(let unit) = role else { return strippingGenerics(typeName) }
        if unit.layout.base(as: LeafLayout.self) != nil {
            if let shapeView = view as? any ShapeViewDescribing { return shapeView.shapeName }
            return strippingGenerics(typeName)
        }
        return strippingGenerics(unit.layout.layoutTypeName)
    }
}

/// Modifiers without a layout of their own are named in dumps by their own `dumpName`, or
/// after the modifier's type.
protocol ModifiedContentNaming {
    var modifierDumpName: String { get }
}

/// A modifier's name in layout dumps, as it is written in code (`scaleEffect`).
protocol ModifierDumpNaming {
    var dumpName: String { get }
}

extension ModifiedContent: ModifiedContentNaming {
    var modifierDumpName: String {
        (modifier as? ModifierDumpNaming)?.dumpName ?? strippingGenerics(String(describing: Modifier.self))
    }
}

/// Shape views name themselves after their shape in layout dumps.
protocol ShapeViewDescribing {
    var shapeName: String { get }
}

extension _ShapeView: ShapeViewDescribing {
    /// The shape's type, a stroked shape named after the shape it strokes.
    var shapeName: String {
        var name = Substring(String(describing: Content.self))
        while name.hasPrefix("_StrokedShape<") { name = name.dropFirst("_StrokedShape<".count).dropLast() }
        return strippingGenerics(String(name))
    }
}
