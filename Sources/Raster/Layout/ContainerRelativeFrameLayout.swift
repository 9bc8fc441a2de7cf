// ContainerRelativeFrameLayout.swift · Raster/Layout · the layout of SwiftUI containerRelativeFrame (iOS 17) and the container size it reads
// Status: Complete for scroll views and the window (Raster has no split views, stacks or tabs yet).

import Foundation

/// The size of a container that `containerRelativeFrame` sizes views by: a scroll view's
/// visible region less its content margins, or the window. Set when the container is
/// placed; nil before the first placement.
final class ContainerSize {
    /// Points; nil until known.
    var size: CGSize?
    /// Whether a `containerRelativeFrame` sizes by this container (so that a change of size
    /// must lay its content out again); default false.
    var isRead = false
}

/// A frame whose width and height along `axes` are `length(container's length, axis)`.
///
/// Proposes to child: along `axes`, the computed length; along the others, the frame's own
/// proposal. Reports size: the computed lengths along `axes`, the child's size along the
/// others. Places child: by `alignment` in the frame (as `frame(width:height:alignment:)`).
/// Before the container's size is known (the first layout pass), the frame passes the
/// proposal through; the container then asks for another pass.
struct ContainerRelativeFrameLayout: Layout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let container: ContainerSize

    /// The fixed frame this is once the container's size is known.
    private var frame: FrameLayout {
        func resolved(_ axis: Axis, _ set: Axis.Set) -> CGFloat? {
            guard axes.contains(set), let size = container.size else { return nil }
            let value = length(size[axis], axis)
            return value.isFinite ? max(0, value) : nil
        }
        return FrameLayout(width: resolved(.horizontal, .horizontal), height: resolved(.vertical, .vertical), alignment: alignment)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        frame.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        frame.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The length of `count` equal columns (or rows) spanning `span` of them, with `spacing`
    /// between columns: `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    static func gridLength(container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        return (container - spacing * (count - 1)) / count * span + spacing * (span - 1)
    }
}

extension ContainerRelativeFrameLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        let axes: String
        switch self.axes {
        case .horizontal: axes = ".horizontal"
        case .vertical: axes = ".vertical"
        default: axes = "[.horizontal, .vertical]"
        }
        return "containerRelativeFrame(\(axes))"
    }
}
