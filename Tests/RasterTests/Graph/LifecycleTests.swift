import Foundation
import Testing
@testable import Raster

private final class EventLog {
    var events: [String] = []
}

@Observable private final class Items {
    var ids = [1, 2, 3]
    var show = true
    var value = 0
}

private struct Row: View {
    let id: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(id) taps \(taps)") { taps += 1 }
    }
}

private struct Rows: View {
    var items: Items
    var body: some View {
        VStack {
            ForEach(items.ids, id: \.self) { id in Row(id: id) }
        }
    }
}

private struct Events: View {
    var items: Items
    let log: EventLog
    var body: some View {
        VStack {
            if items.show {
                Text("Shown")
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }
            Text("Value \(items.value)")
                .onChange(of: items.value) { old, new in log.events.append("change \(old)→\(new)") }
                .onChange(of: items.value, initial: true) { log.events.append("initial-or-change") }
                .task { await MainActorFreeWork.run(log) }
        }
    }
}

/// A view whose task, keyed by the value, waits until it is cancelled.
private struct IDTask: View {
    var items: Items
    let log: EventLog
    var body: some View {
        VStack {
            Text("Ids \(items.ids.count)")
            if items.show {
                Text("Value \(items.value)")
                    .task(id: items.value) { [value = items.value, log] in
                        log.events.append("load \(value) start")
                        await withTaskCancellationHandler {
                            await UntilCancelled.wait()
                        } onCancel: {
                            log.events.append("load \(value) cancelled")
                        }
                    }
            }
        }
    }
}

/// Two `onOpenURL` handlers, the inner one shown while `items.show` is true.
private struct URLHandlers: View {
    var items: Items
    let log: EventLog
    var body: some View {
        VStack {
            if items.show {
                Text("Inner").onOpenURL { log.events.append("inner \($0.host ?? "")") }
            }
        }
        .onOpenURL { log.events.append("outer \($0.absoluteString)") }
    }
}

/// A bar whose width follows `items.value`, reporting its width and frame.
private struct MeasuredWidth: View {
    var items: Items
    let log: EventLog
    var body: some View {
        VStack {
            Text("Ids \(items.ids.count)")
            Color.red.frame(width: items.value == 0 ? 100 : 150, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.events.append("width \(Int($0))") }
                .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { old, new in
                    log.events.append(old == new ? "frame \(Int(new.width)) at x \(Int(new.minX))"
                                      : "frame \(Int(old.width))→\(Int(new.width)) at x \(Int(new.minX))")
                }
        }
    }
}

/// Suspends until the task is cancelled.
private final class UntilCancelled: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var cancelled = false

    static func wait() async {
        let gate = UntilCancelled()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                gate.lock.lock()
                if gate.cancelled { gate.lock.unlock(); continuation.resume(); return }
                gate.continuation = continuation
                gate.lock.unlock()
            }
        } onCancel: {
            gate.lock.lock()
            gate.cancelled = true
            let continuation = gate.continuation
            gate.continuation = nil
            gate.lock.unlock()
            continuation?.resume()
        }
    }
}

/// Nonisolated async work a task awaits: the task leaves the main actor and comes back.
private enum MainActorFreeWork {
    static func run(_ log: EventLog) async {
        log.events.append("task start")
        await step(log)
        log.events.append("task end")
    }

    static func step(_ log: EventLog) async {
        log.events.append("task step")
    }
}

/// A main-actor view model, as apps write them.
@MainActor private final class Loader: ObservableObject {
    @Published var status = "Idle"
    var steps: [String] = []

    func load() async {
        status = "Loading"
        let headline = await Self.fetch()
        steps.append("fetched")
        status = headline
    }

    nonisolated static func fetch() async -> String { "Loaded" }
}

/// A view whose task uses its main-actor model synchronously (it inherits the view's
/// main actor, as SwiftUI's tasks do) and awaits its main-actor and nonisolated work.
private struct LoaderScreen: View {
    @StateObject var loader: Loader
    var body: some View {
        Text(loader.status)
            .task {
                loader.steps.append("task")
                await loader.load()
                loader.steps.append("done \(loader.status)")
            }
    }
}

/// A view whose main-actor task yields: it resumes on the main queue.
private struct YieldingScreen: View {
    @StateObject var loader: Loader
    var body: some View {
        Text(loader.status)
            .task {
                loader.status = "Before yield"
                await Task.yield()
                loader.status = "After yield"
            }
    }
}

@Suite struct LifecycleTests {
    @Test func reorderedForEachKeepsEachRowsStateWithItsID() {
        let items = Items()
        let host = ViewHost(Rows(items: items), size: CGSize(width: 300, height: 300))
        tapButton("Row 2", in: host)
        tapButton("Row 2", in: host)
        tapButton("Row 3", in: host)
        items.ids = [3, 1, 2]
        #expect(texts(in: host) == ["Row 3 taps 1", "Row 1 taps 0", "Row 2 taps 2"])
        items.ids = [3, 1]
        _ = host.render()
        items.ids = [3, 1, 2]
        #expect(texts(in: host) == ["Row 3 taps 1", "Row 1 taps 0", "Row 2 taps 0"])
    }

    /// An appear action that changes no state asks for no second pass; one that changes
    /// state gets the pass its change asks for, and the frame shows the new value.
    @Test func appearActionsAddAPassOnlyWhenTheyChangeState() {
        struct Quiet: View {
            var body: some View { Text("Quiet").onAppear {} }
        }
        struct Loud: View {
            @State private var appeared = false
            var body: some View { Text(appeared ? "Appeared" : "Not yet").onAppear { appeared = true } }
        }
        let quiet = ViewHost(Quiet(), size: CGSize(width: 100, height: 40))
        _ = quiet.render()
        #expect(quiet.graph.lastSettlePasses == 1)
        let loud = ViewHost(Loud(), size: CGSize(width: 100, height: 40))
        _ = loud.render()
        #expect(loud.graph.lastSettlePasses == 2)
        #expect(loud.layoutDescription().contains(#"Text("Appeared")"#))
    }

    @Test func appearDisappearChangeAndTaskRunInOrder() {
        let items = Items()
        let log = EventLog()
        let host = ViewHost(Events(items: items, log: log), size: CGSize(width: 300, height: 300))
        _ = host.render()
        #expect(log.events == ["appear", "initial-or-change", "task start", "task step", "task end"])
        log.events.removeAll()
        items.value = 5
        _ = host.render()
        // Actions run after the update, outermost modifier first.
        #expect(log.events == ["initial-or-change", "change 0→5"])
        log.events.removeAll()
        items.show = false
        _ = host.render()
        #expect(log.events == ["disappear"])
    }

    /// A task inherits the view's main actor: it uses a main-actor model synchronously,
    /// and its main-actor and nonisolated work (with no suspension outside Raster) is done
    /// in the drain of the render that starts it, whose next pass shows the result.
    @MainActor @Test func aTaskInheritsTheMainActorAndFinishesInTheRenderThatStartsIt() throws {
        let loader = Loader()
        let host = ViewHost(LoaderScreen(loader: loader), size: CGSize(width: 200, height: 40))
        _ = host.render()
        #expect(loader.steps == ["task", "fetched", "done Loaded"])
        #expect(try host.frame(of: "Loaded").width > 0)
    }

    /// A main-actor task that suspends (`Task.yield()`) resumes in the host's next drain,
    /// not on the main queue: 50 ms with the main actor free do not run it, the next
    /// render does.
    @MainActor @Test func aMainActorTaskResumesAfterAYieldInTheNextRender() async throws {
        let loader = Loader()
        let host = ViewHost(YieldingScreen(loader: loader), size: CGSize(width: 200, height: 40))
        _ = host.render()
        #expect(loader.status == "Before yield")
        try await Task.sleep(for: .milliseconds(50))
        #expect(loader.status == "Before yield")
        _ = host.render()
        #expect(loader.status == "After yield")
        #expect(try host.frame(of: "After yield").width > 0)
    }

    /// `task(id:)` starts on appear, is cancelled and restarted when the id changes, is
    /// left alone by updates that keep the id, and is cancelled on disappear.
    @Test func taskWithAnIDRestartsWhenTheIDChanges() {
        let items = Items()
        let log = EventLog()
        let host = ViewHost(IDTask(items: items, log: log), size: CGSize(width: 300, height: 300))
        _ = host.render()
        #expect(log.events == ["load 0 start"])
        items.value = 1
        _ = host.render()
        #expect(log.events == ["load 0 start", "load 0 cancelled", "load 1 start"])
        items.ids = [9]
        _ = host.render()
        #expect(log.events.count == 3)
        items.show = false
        _ = host.render()
        #expect(log.events == ["load 0 start", "load 0 cancelled", "load 1 start", "load 1 cancelled"])
    }

    /// A host that goes away cancels the tasks it started, as a view's disappearing does.
    @Test func releasingTheHostCancelsItsTasks() {
        let items = Items()
        let log = EventLog()
        do {
            let host = ViewHost(IDTask(items: items, log: log), size: CGSize(width: 300, height: 300))
            _ = host.render()
            #expect(log.events == ["load 0 start"])
        }
        #expect(log.events == ["load 0 start", "load 0 cancelled"])
    }

    /// `onOpenURL` handlers on screen run with a delivered URL, in declaration order; a
    /// handler whose view went no longer runs, and a URL nobody handles warns.
    @Test func deliveredURLsReachTheHandlersOnScreen() {
        let items = Items()
        let log = EventLog()
        let host = ViewHost(URLHandlers(items: items, log: log), size: CGSize(width: 300, height: 300))
        // Before the first render too: the host builds its views first.
        #expect(host.deliverURL(URL(string: "notes://open/42")!))
        #expect(log.events == ["outer notes://open/42", "inner open"])
        items.show = false
        _ = host.render()
        log.events.removeAll()
        #expect(host.deliverURL(URL(string: "notes://new")!))
        #expect(log.events == ["outer notes://new"])
        let nobody = ViewHost(Text("No handler"), size: CGSize(width: 100, height: 40))
        let warnings = capturingWarnings { #expect(!nobody.deliverURL(URL(string: "notes://lost")!)) }
        #expect(warnings == ["ViewHost.deliverURL(notes://lost): no view on screen has an onOpenURL handler; the URL was not "
                             + "handled. Add onOpenURL(perform:) to a view that is shown"])
    }

    /// `onGeometryChange` reports the view's geometry after the first layout and after each
    /// layout that changes the value, not after one that keeps it.
    @Test func geometryChangesReachTheAction() {
        let items = Items()
        let log = EventLog()
        let host = ViewHost(MeasuredWidth(items: items, log: log), size: CGSize(width: 300, height: 300))
        _ = host.render()
        #expect(log.events == ["width 100", "frame 100 at x 100"])
        items.value = 1
        _ = host.render()
        #expect(log.events == ["width 100", "frame 100 at x 100", "width 150", "frame 100→150 at x 75"])
        items.ids = [4]
        _ = host.render()
        #expect(log.events.count == 4)
    }

    /// Elements with a repeated ID are all drawn, with SwiftUI's warning (they were dropped).
    @Test func repeatedIDsStillDrawEveryElement() {
        var frames: [(name: String, frame: CGRect)] = []
        let warnings = capturingWarnings {
            frames = layoutFrames(VStack(spacing: 0) { ForEach([1, 1, 2, 2, 1], id: \.self) { Color.red.frame(height: CGFloat($0)) } },
                                  proposal: ProposedViewSize(width: 10, height: nil))
        }
        #expect(frames.filter { $0.name == "Color" }.map(\.frame.height) == [1, 1, 2, 2, 1])
        #expect(Set(warnings).count == 2 && warnings.allSatisfy { $0.hasSuffix("occurs multiple times within the collection, this will give undefined results!") })
    }

    /// A change action that changes its own value every pass stops at the pass limit with
    /// SwiftUI's warning (it ran silently).
    @Test func aRunawayChangeActionWarns() {
        let warnings = capturingWarnings { _ = ViewHost(RunawayChange(), size: CGSize(width: 50, height: 20)).render() }
        #expect(warnings.contains("onChange(of: Int) action tried to update multiple times per frame."))
        let settled = capturingWarnings { _ = ViewHost(SettlingChange(), size: CGSize(width: 50, height: 20)).render() }
        #expect(settled.isEmpty)
    }
}

private struct RunawayChange: View {
    @State private var a = 0
    var body: some View {
        Text("a=\(a)").onChange(of: a) { _, new in a = new + 1 }.onAppear { a = 1 }
    }
}

private struct SettlingChange: View {
    @State private var a = 0
    var body: some View {
        Text("a=\(a)").onChange(of: a) { _, new in a = min(new + 1, 3) }.onAppear { a = 1 }
    }
}
