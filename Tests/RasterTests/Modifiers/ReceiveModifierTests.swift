// onReceive(_:perform:) (Modifiers/ReceiveModifier.swift): timers and debounced models on the
// host's clock, the subscription's lifetime, and publishers that emit on subscription.

import Foundation
import Testing
@testable import Raster

/// The example of `Timer.publish` in SwiftUI's documentation of `onReceive`: a tick counter.
private struct TickCounter: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let dates: DateLog
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks)")
            .onReceive(timer) { date in
                ticks += 1
                dates.dates.append(date)
            }
    }
}

private final class DateLog {
    var dates: [Date] = []
}

/// A search model that debounces its query, written as for Apple's Combine.
private final class SearchModel: ObservableObject {
    static let words = ["raster", "rasp", "render", "scan"]

    @Published var query = ""
    @Published private(set) var results: [String] = []

    init() {
        $query
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .map { query in query.isEmpty ? [] : Self.words.filter { $0.hasPrefix(query) } }
            .assign(to: &$results)
    }
}

private struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            Button("One letter") { model.query = "r" }
            Button("Three letters") { model.query = "ras" }
            Button("Four letters") { model.query = "rast" }
            Text("results: " + model.results.joined(separator: ","))
        }
    }
}

private final class Sent {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
}

private struct Listener: View {
    let sent: Sent
    @State private var shown = true

    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown {
                Text("listening").onReceive(sent.subject) { sent.received.append($0) }
            }
        }
    }
}

private struct JustReceiver: View {
    @State private var value = 0

    var body: some View {
        Text("value \(value)").onReceive(Just(42)) { value = $0 }
    }
}

@Suite struct ReceiveModifierTests {
    @Test func aTimerCountsTicksOnTheHostsClock() {
        let log = DateLog()
        let host = ViewHost(TickCounter(dates: log), size: CGSize(width: 100, height: 40))
        #expect(texts(in: host) == ["0"])
        host.advance(by: 3.5)
        #expect(texts(in: host) == ["3"])
        #expect(log.dates == [1, 2, 3].map { host.date.addingTimeInterval(Double($0) - 3.5) })
        host.advance(by: 0.5)
        #expect(texts(in: host) == ["4"])
    }

    /// Steps are powers of two, so the host's sums of seconds are exact.
    @Test func aDebouncedModelShowsResultsAQuietPeriodAfterTheLastChange() {
        let host = ViewHost(SearchScreen(), size: CGSize(width: 300, height: 200))
        tapButton("One letter", in: host)
        host.advance(by: 0.125)
        tapButton("Three letters", in: host)
        host.advance(by: 0.125)
        #expect(texts(in: host).last == "results: ")
        host.advance(by: 0.125)
        #expect(texts(in: host).last == "results: raster,rasp")
        tapButton("Four letters", in: host)
        host.advance(by: 0.125)
        #expect(texts(in: host).last == "results: raster,rasp")
        host.advance(by: 0.125)
        #expect(texts(in: host).last == "results: raster")
    }

    @Test func theSubscriptionEndsWhenTheViewDisappears() {
        let sent = Sent()
        let host = ViewHost(Listener(sent: sent), size: CGSize(width: 200, height: 100))
        _ = host.render()
        host.graph.hosting { sent.subject.send(1) }
        tapButton("Hide", in: host)
        sent.subject.send(2)
        #expect(sent.received == [1])
    }

    @Test func aPublisherThatEmitsOnSubscriptionRunsTheActionAfterTheUpdateOnce() {
        let host = ViewHost(JustReceiver(), size: CGSize(width: 200, height: 100))
        let (_, warnings) = RasterDiagnostics.capturingWarnings { _ = host.render() }
        #expect(texts(in: host) == ["value 42"])
        #expect(warnings.isEmpty)
        host.advance(by: 1)
        #expect(host.bodyRunCount(of: "JustReceiver") == 2)
    }
}
