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

/// The Backyard Birds favourite button's pattern: a label and a symbol that change together
/// under a Replace symbol transition.
private struct Favourite: View {
    var model: Counter
    var transition: ContentTransition
    var body: some View {
        // Fixed frames, so that no position changes (a layout change would animate).
        VStack(spacing: 0) {
            Text(model.label).font(.system(size: 20)).frame(width: 60, height: 30, alignment: .leading)
            Image(systemName: model.label == "A" ? "star" : "star.fill").font(.system(size: 20))
                .frame(width: 60, height: 30, alignment: .leading)
        }
        .contentTransition(transition)
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

    /// SwiftUI: the symbol effect transitions apply to symbol images only; "other views are
    /// unaffected", so the text changes at once. Raster draws no Replace animation either, so
    /// the whole frame is the new state at once.
    @Test(arguments: [ContentTransition.symbolEffect, .symbolEffect(.replace), .symbolEffect(.replace.downUp, options: .speed(2))])
    func symbolEffectLeavesTextAloneAndShowsTheNewSymbol(_ transition: ContentTransition) {
        let model = Counter()
        let host = ViewHost(Favourite(model: model, transition: transition), size: window)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.label = "B" }
        let rest = Counter()
        rest.label = "B"
        let expected = ViewHost(Favourite(model: rest, transition: .identity), size: window).render()
        // Every frame of the animated update is the new state (with `.opacity` the 0.25 and
        // 0.5 frames show both letters).
        for _ in 0..<3 {
            host.advance(by: 0.25)
            #expect(host.render().pixmap.data == expected.pixmap.data)
        }
    }

    @Test func symbolEffectTransitionsAreEqualWhenTheirEffectAndOptionsAre() {
        #expect(ContentTransition.symbolEffect(.replace) == .symbolEffect(.replace))
        #expect(ContentTransition.symbolEffect(.replace.upUp) == .symbolEffect(.replace.upUp, options: .default))
        #expect(ContentTransition.symbolEffect(.replace.upUp) != .symbolEffect(.replace.downUp))
        #expect(ContentTransition.symbolEffect(.replace) != .symbolEffect(.replace, options: .speed(2)))
        #expect(ContentTransition.symbolEffect(.replace) != .symbolEffect)
        #expect(ContentTransition.symbolEffect != .opacity)
    }
}
