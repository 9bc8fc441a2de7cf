// ContainerRelativeFrameTests.swift · RasterTests/Views · containerRelativeFrame (ScrollModifiers.swift, ContainerRelativeFrameLayout.swift)
// Source: Apple's docs of containerRelativeFrame(_:alignment:) and (_:count:span:spacing:alignment:)
// (the container is the nearest scroll view or the window, less its insets; the count/span
// length formula) and contentMargins (the margins inset a scroll view's content).

import Foundation
import Testing
@testable import Raster

@Suite struct ContainerRelativeFrameTests {
    /// The frames of the lines starting with `prefix`, in order.
    static func frames(_ prefix: String, in description: String) -> [String] {
        description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    @Test func outsideAScrollViewTheContainerIsTheWindow() {
        let host = ViewHost(Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal, alignment: .leading),
                            size: CGSize(width: 100, height: 80))
        let description = host.layoutDescription()
        #expect(Self.frames("containerRelativeFrame(.horizontal) ", in: description) == ["(0, 35, 100, 10)"])
        #expect(Self.frames("frame(width: 10, height: 10) ", in: description) == ["(0, 35, 10, 10)"])
    }

    @Test(arguments: [
        // (span, width): a 320-point scroll view, three columns with 10 between: 100 each.
        (1, "100"), (2, "210"), (3, "320"),
    ] as [(Int, String)])
    func countAndSpanShareTheScrollViewsWidth(span: Int, width: String) {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, span: span, spacing: 10) }
            }
        }, size: CGSize(width: 320, height: 50))
        let frames = Self.frames("containerRelativeFrame(.horizontal) ", in: host.layoutDescription())
        let w = Int(width)!
        #expect(frames == (0..<4).map { "(\($0 * (w + 10)), 0, \(w), 50)" })
    }

    @Test func contentMarginsNarrowTheContainer() {
        // 320 less 2 × 10 margins = 300: (300 − 20) / 3 = 93.333 per column, from x 10.
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<2) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
            }
        }.contentMargins(.horizontal, 10), size: CGSize(width: 320, height: 50))
        #expect(Self.frames("containerRelativeFrame(.horizontal) ", in: host.layoutDescription())
                == ["(10, 0, 93.333, 50)", "(113.333, 0, 93.333, 50)"])
    }

    @Test func theLengthClosureGetsTheContainersLengthAndAxis() {
        var asked: [Axis] = []
        let host = ViewHost(ScrollView {
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                asked.append(axis)
                return axis == .vertical ? length * 0.8 : length / 2
            }
        }, size: CGSize(width: 100, height: 200))
        #expect(Self.frames("containerRelativeFrame([.horizontal, .vertical]) ", in: host.layoutDescription())
                == ["(25, 0, 50, 160)"])
        #expect(Set(asked) == [.horizontal, .vertical])
    }
}
