import Foundation
import Testing
@testable import Raster

// Seed 002 (advanced layout): geometry and preferences flowing up.

/// Records the frames a GeometryReader reports (sample 002-16).
private final class FrameLog {
    var global: CGRect?
    var local: CGRect?
    var stack: CGRect?
}

private struct CoordinateSpaces: View {
    let log: FrameLog
    var body: some View {
        VStack {
            Text("Hello")
            Text("Second")
                .overlay { GeometryReader { proxy in
                    let _ = log.global = proxy.frame(in: .global)
                    let _ = log.local = proxy.frame(in: .local)
                    let _ = log.stack = proxy.frame(in: .named("Stack"))
                    Color.clear
                }}
        }
        .coordinateSpace(name: "Stack")
    }
}

/// Sample 002-5 with the iOS 17 `onChange(of:initial:)` form of sample 002-7.
private struct OverflowDetector: View {
    var text: String
    @State private var overflows: Bool = false

    var body: some View {
        Text(text)
            .fixedSize()
            .overlay {
                GeometryReader { proxy in
                    let tooWide = proxy.size.width > 100
                    Color.clear
                        .onChange(of: tooWide, initial: true) {
                            overflows = tooWide
                        }
                }
            }
            .frame(width: 100)
            .border(overflows ? Color.red : Color.clear)
    }
}

struct SizeKey: PreferenceKey {
    static var defaultValue: [CGSize] = []
    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    func measureSize() -> some View {
        overlay(GeometryReader { proxy in
            Color.clear.preference(key: SizeKey.self, value: [proxy.size])
        })
    }
}

private struct MeasuredStack: View {
    @State var sizes: [CGSize] = []
    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 10).measureSize()
            Color.blue.frame(width: 20, height: 30).measureSize()
            Text("\(sizes.count) sizes")
        }
        .onPreferenceChange(SizeKey.self) { sizes = $0 }
    }
}

private struct Looping: View {
    @State var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .preference(key: SizeKey.self, value: [CGSize(width: count, height: 0)])
            .onPreferenceChange(SizeKey.self) { _ in count += 1 }
    }
}

@Suite struct GeometryAndPreferenceTests {
    @Test func namedCoordinateSpaceGivesTheSeedsOrigins() throws {
        let log = FrameLog()
        let host = ViewHost(CoordinateSpaces(log: log), size: CGSize(width: 400, height: 300))
        _ = host.layoutDescription()
        let hello = try #require(frameOfText("Hello", in: host))
        let second = try #require(frameOfText("Second", in: host))
        #expect(log.local?.origin == .zero)
        #expect(log.local?.size == second.size)
        // Text above text: the lower text's leading (Inter's line gap is 0), so "Second"
        // starts where "Hello" ends, as the seed's (0, 20) does for SF Pro.
        #expect(log.stack?.origin == CGPoint(x: (max(hello.width, second.width) - second.width) / 2, y: hello.height))
        #expect(log.global == second)
    }

    @Test func overflowDetectorMarksTextWiderThanItsFrame() throws {
        let wide = ImageRenderer(content: OverflowDetector(text: "This text is far too wide"))
        let narrow = ImageRenderer(content: OverflowDetector(text: "Short"))
        let wideImage = try wide.render(), narrowImage = try narrow.render()
        #expect(wideImage[0, wideImage.height / 2] == RGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(narrowImage[0, narrowImage.height / 2].a == 0)
    }

    @Test func preferenceValuesReduceInTreeOrderAndSettleInTwoPasses() {
        let host = ViewHost(MeasuredStack(), size: CGSize(width: 200, height: 200))
        #expect(texts(in: host) == ["2 sizes"])
        #expect(host.graph.lastSettlePasses == 2)
        var collected: [CGSize] = []
        host.graph.root.map { collected = $0.preferenceValue(SizeKey.self) ?? [] }
        #expect(collected == [CGSize(width: 40, height: 10), CGSize(width: 20, height: 30)])
    }

    @Test func aPreferenceLoopStopsWithSwiftUIsWarning() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Looping(), size: CGSize(width: 50, height: 50)).render()
        }
        #expect(warnings.contains("Bound preference SizeKey tried to update multiple times per frame."))
    }

    /// State read only inside a GeometryReader's content or an alignment guide is a
    /// dependency: a change redraws them, as in SwiftUI (they kept their first values).
    @Test func stateReadInLayoutClosuresUpdatesThem() {
        let reader = ViewHost(StateInReader(), size: CGSize(width: 100, height: 100))
        #expect(redWidth(reader.render()) == 20)
        reader.tap(at: CGPoint(x: 5, y: 50))
        #expect(redWidth(reader.render()) == 80)
        let model = ReaderModel()
        let observed = ViewHost(ModelInReader(model: model), size: CGSize(width: 100, height: 100))
        #expect(redWidth(observed.render()) == 20)
        model.wide = true
        #expect(redWidth(observed.render()) == 80)
        let guide = ViewHost(StateInGuide(), size: CGSize(width: 200, height: 40))
        #expect(guide.tap(at: CGPoint(x: 100, y: 25)))
        // The red's leading guide at −60 puts it 60 right of the blue: the stack is 120 wide.
        #expect(guide.layoutDescription().hasPrefix("VStack(alignment: .leading, spacing: 0) (40, 10, 120, 20)\n"
                                                    + "  alignmentGuide(.leading) (100, 10, 60, 10)"))
    }

    /// overlayPreferenceValue and backgroundPreferenceValue align their content as overlay
    /// and background do (it sat at the top-leading corner).
    @Test func preferenceOverlaysFollowTheirAlignment() throws {
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255)
        func marker(_ alignment: Alignment, background: Bool) throws -> RasterImage {
            let base = Color.blue.frame(width: 100, height: 100).preference(key: SizeKey.self, value: [.zero])
            let mark = { (_: [CGSize]) in Color.red.frame(width: 10, height: 10) }
            return try renderView(background
                ? AnyView(base.opacity(0.5).backgroundPreferenceValue(SizeKey.self, alignment: alignment, mark))
                : AnyView(base.overlayPreferenceValue(SizeKey.self, alignment: alignment, mark)))
        }
        let corner = try marker(.bottomTrailing, background: false)
        #expect(corner[95, 95] == red && corner[5, 5] != red)
        let centre = try marker(.center, background: false)
        #expect(centre[50, 50] == red && centre[95, 95] != red)
        let behind = try marker(.topTrailing, background: true)
        #expect(behind[95, 5] != behind[5, 5])
    }

    private func redWidth(_ image: RasterImage) -> Int {
        (0..<image.pixmap.width).filter { image.pixmap[$0, image.pixmap.height / 2] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255) }.count
    }
}

private struct StateInReader: View {
    @State private var wide = false
    var body: some View {
        GeometryReader { _ in
            Color.red.frame(width: wide ? 80 : 20).onTapGesture { wide.toggle() }
        }
    }
}

@Observable private final class ReaderModel {
    var wide = false
}

private struct ModelInReader: View {
    let model: ReaderModel
    var body: some View {
        GeometryReader { _ in Color.red.frame(width: model.wide ? 80 : 20) }
    }
}

private struct StateInGuide: View {
    @State private var shifted = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 60, height: 10).alignmentGuide(.leading) { _ in shifted ? -60 : 0 }
            Color.blue.frame(width: 60, height: 10).onTapGesture { shifted.toggle() }
        }
    }
}

// Compatibility survey 6 (emitron): a key with an optional value declares only `reduce`,
// taking SwiftUI's nil `defaultValue`.
private struct OptionalSizeKey: PreferenceKey {
    static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
        value = value ?? nextValue()
    }
}

private final class OptionalSizeLog { var reported: [CGSize?] = [] }

private struct FirstMeasured: View {
    let log: OptionalSizeLog
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
                .overlay(GeometryReader { Color.clear.preference(key: OptionalSizeKey.self, value: $0.size) })
            Color.blue.frame(width: 20, height: 30)
                .overlay(GeometryReader { Color.clear.preference(key: OptionalSizeKey.self, value: $0.size) })
        }
        .onPreferenceChange(OptionalSizeKey.self) { log.reported.append($0) }
    }
}

@Suite struct OptionalPreferenceKeyTests {
    @Test func anOptionalKeyDefaultsToNilAndKeepsTheFirstValue() {
        #expect(OptionalSizeKey.defaultValue == nil)
        let log = OptionalSizeLog()
        _ = ViewHost(FirstMeasured(log: log), size: CGSize(width: 100, height: 100)).render()
        #expect(log.reported.last == CGSize(width: 40, height: 10))
    }
}

private struct TagKey: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

/// Writers of one key appear, change and go in two branches beside a branch that writes
/// none, under an overlay that shows the key's value.
private struct TaggedBranches: View {
    @State private var showsSecond = false
    @State private var firstTag = "a"
    var body: some View {
        VStack {
            Button("Second") { showsSecond.toggle() }
            Button("Rename") { firstTag = "b" }
            HStack { Text("first").preference(key: TagKey.self, value: [firstTag]) }
            if showsSecond { Text("second").preference(key: TagKey.self, value: ["c"]) }
            HStack { Text("untagged") }
        }
        .overlayPreferenceValue(TagKey.self) { tags in Text("tags: " + tags.joined(separator: ",")) }
    }
}

/// Reads skip the subtrees in which no view writes the key (`Node.preferenceKeysBelow`);
/// each change of a writer or of the children must reach the value read above it.
@Suite struct PreferenceSubtreeTests {
    @Test func writersAddedChangedAndRemovedReachTheReader() {
        let host = ViewHost(TaggedBranches(), size: CGSize(width: 300, height: 300))
        func shown() -> String? { texts(in: host).first { $0.hasPrefix("tags: ") } }
        #expect(shown() == "tags: a")
        tapButton("Second", in: host)
        #expect(shown() == "tags: a,c")
        tapButton("Rename", in: host)
        #expect(shown() == "tags: b,c")
        tapButton("Second", in: host)
        #expect(shown() == "tags: b")
    }

    @Test func aKeyNoViewWritesReadsAsNilWithoutAWalk() {
        let host = ViewHost(TaggedBranches(), size: CGSize(width: 300, height: 300))
        _ = host.render()
        #expect(host.graph.root?.preferenceValue(OptionalSizeKey.self) == nil)
        #expect(host.graph.preferenceKeyBits[ObjectIdentifier(OptionalSizeKey.self)] == nil)
        #expect(host.graph.root?.preferenceValue(TagKey.self) == ["a"])
    }
}
