import Foundation
import Testing
@testable import Raster

/// The strings of every Text in the host's tree, in tree order.
func texts<V: View>(in host: ViewHost<V>) -> [String] {
    _ = host.layoutDescription()
    var result: [String] = []
    func visit(_ node: Node) {
        if let text = node.view as? Text { result.append(text.string(in: node.environment)) }
        for child in node.orderedChildren { visit(child) }
    }
    if let root = host.graph.root { visit(root) }
    return result
}

func tapButton<V: View>(_ title: String, in host: ViewHost<V>) {
    _ = host.layoutDescription()
    var target: CGRect?
    func visit(_ node: Node, origin: CGPoint) {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let text = node.view as? Text, text.string(in: node.environment).hasPrefix(title) { target = frame }
        for child in node.subviewNodes { visit(child, origin: frame.origin) }
    }
    visit(host.graph.root!, origin: .zero)
    guard let target else { Issue.record("no button titled \(title)"); return }
    host.tap(at: CGPoint(x: target.midX, y: target.midY))
}


/// The global frame of the first Text whose string starts with `prefix`.
func frameOfText<V: View>(_ prefix: String, in host: ViewHost<V>) -> CGRect? {
    _ = host.layoutDescription()
    var found: CGRect?
    func visit(_ node: Node) {
        if found == nil, let text = node.view as? Text, text.string(in: node.environment).hasPrefix(prefix) {
            found = CGRect(origin: .zero, size: node.frame.size).applying(node.transformToGlobal)
        }
        for child in node.subviewNodes { visit(child) }
    }
    visit(host.graph.root!)
    return found
}
