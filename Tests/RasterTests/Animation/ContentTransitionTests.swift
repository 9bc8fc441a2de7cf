import Foundation
import Testing
@testable import Raster

@Observable private final class Counter {
    var value = 12
    var label = "A"
}

private struct Fading: View {
    var model: Counter
    var body: some View {
        Text(model.label).font(.system(size: 40))
            .contentTransition(.opacity)
            .frame(width: 60, height: 60, alignment: .topLeading)
    }
}

private struct Rolling: View {
    var model: Counter
    var body: some View {
        Text("\(model.value)").font(.system(size: 40))
            .contentTransition(.numericText(value: Double(model.value)))
            .frame(width: 60, height: 60, alignment: .topLeading)
    }
}

private let window = CGSize(width: 60, height: 60)

/// The frame of a text at rest.
private func still(_ label: String) -> RasterImage {
    ViewHost(Text(label).font(.system(size: 40)).frame(width: 60, height: 60, alignment: .topLeading), size: window).render()
}

/// The pixels (x, y) where `a` is solid black ink and `b` the white background.
private func inkOnlyIn(_ a: RasterImage, notIn b: RasterImage) -> [(Int, Int)] {
    var pixels: [(Int, Int)] = []
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y].r == 0 && b[x, y].r == 255 { pixels.append((x, y)) }
    }
    return pixels
}

@Suite struct ContentTransitionTests {
    @Test func opacityCrossFadesTheOldAndNewText() {
        let model = Counter()
        let host = ViewHost(Fading(model: model), size: window)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.label = "B" }
        host.advance(by: 0.5)
        let mid = host.render()
        let a = still("A"), b = still("B")
        let onlyB = inkOnlyIn(b, notIn: a), onlyA = inkOnlyIn(a, notIn: b)
        #expect(!onlyB.isEmpty && !onlyA.isEmpty)
        // Half of each: black at half opacity over white is 127 or 128.
        for (x, y) in onlyB + onlyA { #expect((127...128).contains(mid[x, y].r)) }
        host.advance(by: 0.5)
        #expect(host.render().pixmap.data == b.pixmap.data)
        #expect(!host.isAnimating)
    }

    @Test func numericTextRollsOnlyTheChangedDigit() {
        let model = Counter()
        let host = ViewHost(Rolling(model: model), size: window)
        #expect(host.render().pixmap.data == still("12").pixmap.data)
        withAnimation(.linear(duration: 1)) { model.value = 13 }
        host.advance(by: 0.5)
        let mid = host.render()
        let rest = still("13")
        // The "1" column is drawn as at rest; the "3" is half-way in from below, half faded.
        let layout = TextLayout("13", font: Font.system(size: 40).resolved, maxWidth: nil, maxHeight: nil,
                                lineLimit: nil, truncation: .tail, alignment: .leading, lineSpacing: 0)
        let split = Int(layout.glyphs[1].position.x.rounded(.down))
        var sameOne = true, sameThree = true
        for y in 0..<mid.height {
            for x in 0..<max(split - 1, 0) where mid[x, y] != rest[x, y] { sameOne = false }
            for x in (split + 1)..<mid.width where mid[x, y] != rest[x, y] { sameThree = false }
        }
        #expect(sameOne)
        #expect(!sameThree)
        host.advance(by: 0.5)
        #expect(host.render().pixmap.data == rest.pixmap.data)
    }

    @Test func withoutAnimationTheTextChangesAtOnce() {
        let model = Counter()
        let host = ViewHost(Fading(model: model), size: window)
        _ = host.render()
        model.label = "B"
        #expect(host.render().pixmap.data == still("B").pixmap.data)
        #expect(!host.isAnimating)
    }
}
