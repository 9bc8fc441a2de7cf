// MainActorViewTests.swift · Tests/Swift6ModeTests · view code in the Swift 6 language mode
// calling @MainActor code, as iOS 18 SDK view code does: this target compiles in the Swift 6
// mode (Package.swift), so its closures carry the runtime main-actor checks a Swift 6 app's do.

import Foundation
import Testing
import Raster

/// A view model isolated to the main actor, as apps write them.
@MainActor final class TallyModel: ObservableObject {
    @Published private(set) var count = 0
    private(set) var loads = 0

    func increment() { count += 1 }
    func load() async { loads += 1 }
    var title: String { "Count: \(count)" }
}

/// Main-actor functions a body, a row and a style call synchronously.
@MainActor func rowTitle(_ index: Int) -> String { "Row \(index)" }
@MainActor func tallyBackground() -> Color { .blue }

/// A shape animating its own data: shapes are not main-actor views, so `animatableData`
/// satisfies the nonisolated `Animatable` requirement in the Swift 6 mode.
struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// A geometry effect with animatable data (a nonisolated protocol, as in the iOS 18 SDK).
struct Nudge: GeometryEffect {
    var x: Double
    var animatableData: Double {
        get { x }
        set { x = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// A button style whose body calls main-actor code.
struct TallyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(tallyBackground())
    }
}

struct TallyScreen: View {
    @ObservedObject var model: TallyModel

    var body: some View {
        VStack(spacing: 0) {
            Text(model.title)
            Button("Add") { model.increment() }
                .buttonStyle(TallyButtonStyle())
            ForEach(0..<2, id: \.self) { index in
                Text(rowTitle(index))
            }
            Wedge(fraction: 0.5)
                .fill(Color.red)
                .frame(width: 40, height: 10)
                .modifier(Nudge(x: 20))
        }
        .task { await model.load() }
    }
}

/// A main-actor colour a canvas's renderer reads.
@MainActor func canvasColor() -> Color { .green }

/// A view whose canvas's renderer, written in its body, calls main-actor code.
struct GreenCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(canvasColor()))
        }
    }
}

struct TallyScreen_Previews: PreviewProvider {
    static var previews: some View {
        TallyScreen(model: TallyModel())
    }
}

#Preview("Tally at three") {
    let model = TallyModel()
    model.increment()
    model.increment()
    model.increment()
    return TallyScreen(model: model)
}

/// An observable main-actor model a view keeps in `@State`.
@Observable @MainActor final class Feed {
    var loads = 0
    var status = "Idle"
    func load() async { loads += 1 }
}

/// Work off the main actor that a task awaits.
nonisolated func fetchHeadline() async -> String { "Headline" }

/// A view whose task uses its main-actor model synchronously, as SwiftUI's inherit the
/// view's actor (without it this does not compile in the Swift 6 mode).
struct HeadlineScreen: View {
    @State var feed: Feed

    var body: some View {
        Text(feed.status)
            .task {
                feed.status = "Loading"
                let headline = await fetchHeadline()
                feed.status = headline + " after " + String(feed.loads)
            }
    }
}

/// A list whose refresh action uses its main-actor model synchronously, as SwiftUI's
/// `refreshable` inherits the view's actor (compatibility survey 7: Hackers' comments and
/// support screens; without it this does not compile in the Swift 6 mode).
struct RefreshingFeedScreen: View {
    @State var feed: Feed

    var body: some View {
        List {
            Text(feed.status)
        }
        .refreshable {
            feed.status = "Refreshing"
            await feed.load()
            feed.status = "Refreshed " + String(feed.loads)
        }
    }
}

/// A table whose column's cells call main-actor code, in the Swift 6 mode.
struct TallyTable: View {
    struct Tally: Identifiable {
        let id: Int
    }

    var body: some View {
        Table([Tally(id: 0), Tally(id: 1)]) {
            TableColumn("Title") { tally in Text(rowTitle(tally.id)) }
        }
    }
}

/// A view whose task starts main-actor work of its own (an unstructured task, which runs
/// on the main queue, not in the host's drain) that reads the view's state.
struct FeedScreen: View {
    @State var feed: Feed

    var body: some View {
        Text("Loads \(feed.loads)")
            .task {
                Task { @MainActor in await feed.load() }
            }
    }
}

@MainActor struct MainActorViewTests {
    @Test func aSwift6ViewCallsMainActorCodeFromItsBodyRowsButtonStyleAndAction() throws {
        let model = TallyModel()
        let host = ViewHost(TallyScreen(model: model), size: CGSize(width: 200, height: 200))
        #expect(try host.frame(of: "Count: 0").height > 0)
        #expect(try host.frame(of: "Row 1").height > 0)
        let button = try host.frame(of: "Add")
        #expect(host.render()[Int(button.minX) + 2, Int(button.minY) + 2] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        try host.tap("Add")
        #expect(model.count == 1)
        #expect(try host.frame(of: "Count: 1").height > 0)
        #expect(model.loads == 1)
    }

    @Test func aSwift6TableColumnCallsMainActorCodeForEachRow() {
        let host = ViewHost(TallyTable(), size: CGSize(width: 200, height: 200))
        #expect(host.layoutDescription().contains("Text(\"Row 1\")"))
    }

    @Test func aSwift6ShapeAndGeometryEffectDrawWhereTheirDataSays() throws {
        let host = ViewHost(Wedge(fraction: 0.5).fill(Color.red).frame(width: 40, height: 10).modifier(Nudge(x: 20)),
                            size: CGSize(width: 100, height: 10))
        let image = host.render()
        // The wedge is the left half (20 pt) of a 40-pt frame centred in 100 pt (x 30-70),
        // nudged 20 pt right: red from x 50 to 70 on the window's white.
        #expect(image[49, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image[50, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image[69, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image[70, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aSwift6CanvasDrawsInEveryFrameOfAFilmstrip() {
        let host = ViewHost(GreenCanvas(), size: CGSize(width: 4, height: 4))
        let frames = host.frames(fps: 10, duration: 0.3)
        #expect(frames.count == 3)
        #expect(frames.map { $0[2, 2] } == Array(repeating: RGBA8(r: 52, g: 199, b: 89, a: 255), count: 3))
    }

    @Test func aSwift6CanvasRecordedForExportIsRasterizedWhereItIsRecorded() throws {
        let host = ViewHost(GreenCanvas(), size: CGSize(width: 4, height: 4))
        let recorded = host.recordFrame()
        // rendershot animate rasterizes recorded frames on worker threads (FramePipeline).
        final class Box: @unchecked Sendable { var pixel: RGBA8? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread {
            box.pixel = try? recorded.rasterize()[2, 2]
            done.signal()
        }.start()
        done.wait()
        #expect(box.pixel == RGBA8(r: 52, g: 199, b: 89, a: 255))
    }

    /// A task inheriting the view's main actor runs in the host's drain: its synchronous
    /// writes and the nonisolated work it awaits are done before the render returns.
    @Test func aTaskUsesItsMainActorModelSynchronouslyAndFinishesInTheFirstRender() throws {
        let feed = Feed()
        let host = ViewHost(HeadlineScreen(feed: feed), size: CGSize(width: 200, height: 40))
        _ = host.render()
        #expect(feed.status == "Headline after 0")
        #expect(try host.frame(of: "Headline after 0").width > 0)
    }

    /// A pull past the trigger runs the refresh action on the main actor in the host's
    /// task drain: its synchronous writes and its awaited work are done once the host has
    /// advanced past the lift.
    @Test func aRefreshActionUsesItsMainActorModelSynchronously() throws {
        let feed = Feed()
        let host = ViewHost(RefreshingFeedScreen(feed: feed), size: CGSize(width: 300, height: 600))
        _ = host.render()
        host.beginDrag(at: CGPoint(x: 150, y: 100))
        host.moveDrag(to: CGPoint(x: 150, y: 400))
        host.endDrag()
        host.advance(by: 1)
        #expect(feed.loads == 1)
        #expect(feed.status == "Refreshed 1")
        #expect(try host.frame(of: "Refreshed 1").width > 0)
    }

    /// The task's own task reads `feed` (main-actor state) on the main queue once this test
    /// yields the main actor, after its host is gone: it reads the state's last value.
    @Test func aTaskThatOutlivesItsHostReadsItsStateSafely() async throws {
        let feed = Feed()
        do {
            let host = ViewHost(FeedScreen(feed: feed), size: CGSize(width: 100, height: 40))
            _ = host.render()
            #expect(feed.loads == 0)
        }
        for _ in 0..<200 where feed.loads == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(feed.loads == 1)
    }

    @Test func previewsBuildTheirMainActorModels() throws {
        let host = ViewHost(TallyScreen_Previews.previews, size: CGSize(width: 200, height: 200))
        #expect(try host.frame(of: "Count: 0").width > 0)
        let previews = PreviewDiscovery.previews(inModule: "Swift6ModeTests")
        #expect(previews.map(\.name) == ["Tally at three", "TallyScreen_Previews"])
        let macro = try #require(previews.first).host()
        #expect(try macro.frame(of: "Count: 3").width > 0)
    }
}

/// Views nested `depth` levels deep, each body evaluated below the last, the innermost
/// with a content closure calling main-actor code.
struct Nest: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            AnyView(VStack { Text(rowTitle(7)) })
        } else {
            AnyView(Nest(depth: depth - 1).padding(0))
        }
    }
}

@MainActor struct DeepTreeTests {
    @Test func aHundredLevelSwift6TreeRendersOnTheMainActorsThread() throws {
        let host = ViewHost(Nest(depth: 100), size: CGSize(width: 100, height: 100))
        #expect(try host.frame(of: "Row 7").width > 0)
    }
}

/// A nonisolated Swift 6 test: it renders on the main actor and reads the image elsewhere,
/// which needs `RasterImage` to be `Sendable`.
struct SendableImageTests {
    @Test func anImageRenderedOnTheMainActorIsReadOnAnotherTask() async throws {
        let image = await MainActor.run {
            ViewHost(Color.red.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4)).render()
        }
        let pixel = await Task.detached { image[1, 1] }.value
        #expect(pixel == RGBA8(r: 255, g: 59, b: 48, a: 255))
        let png = try await Task.detached { try image.pngData() }.value
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// A UIKit view wrapped as an iOS 18 app writes it in the Swift 6 mode: the conformance makes
/// the requirements main-actor, as the SDK's `@MainActor` representable protocols do.
struct BadgeLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.textColor = .systemBlue
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }
}

/// A view controller wrapped the same way.
struct BlueController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBlue
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

@MainActor struct RepresentableSwift6Tests {
    @Test func swift6RepresentablesCompileAndDraw() {
        let view = VStack(spacing: 0) {
            BadgeLabel(text: "New").frame(width: 60, height: 20)
            BlueController().frame(width: 60, height: 20)
        }
        let image = ViewHost(view, size: CGSize(width: 60, height: 40)).render()
        #expect(image[30, 30] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect((0..<60).contains { image[$0, 10] != RGBA8(r: 255, g: 255, b: 255, a: 255) })
    }
}
