import Foundation
import Testing
@testable import Raster

@Suite struct LineLimitRangeTests {
    private func height<V: View>(_ view: V) -> CGFloat {
        FrameRenderer.makeGraph(view, scale: 3, colorScheme: .light)
            .updateAndLayout(proposal: ProposedViewSize(width: 300, height: nil)).height
    }

    /// A reserved line count keeps the height of that many lines; the upper bound still cuts
    /// longer text; the plain form reserves nothing.
    @Test func reservedLinesKeepTheirHeight() {
        let one = height(Text("a")), three = height(Text("a\nb\nc")), four = height(Text("a\nb\nc\nd"))
        #expect(one < three && three < four)
        #expect(height(Text("a").lineLimit(3, reservesSpace: true)) == three)
        #expect(height(Text("a").lineLimit(3, reservesSpace: false)) == one)
        #expect(height(Text("a").lineLimit(3...4)) == three)
        #expect(height(Text("a\nb\nc\nd\ne").lineLimit(3...4)) == four)
        #expect(height(Text("a").lineLimit(3...)) == three)
        #expect(height(Text("a\nb\nc\nd\ne").lineLimit(...4)) == four)
        #expect(height(Text("a").lineLimit(3...4).lineLimit(nil)) == three)    // the inner modifier wins
        #expect(height(VStack { Text("a") }.lineLimit(3...4).lineLimit(nil)) == three)
        #expect(height(VStack { Text("a").lineLimit(nil) }.lineLimit(3...4)) == one)
    }
}
