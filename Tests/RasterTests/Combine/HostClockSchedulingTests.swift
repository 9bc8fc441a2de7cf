// Combine's time-based operators and timers on a ViewHost's clock: exact values at exact
// host times (Combine/HostClock.swift). This file imports both Raster and Combine, as a
// SwiftUI file importing SwiftUI and Combine does.

import Foundation
import Testing
import Combine
@testable import Raster

/// Records values with the host time at which they arrived.
private final class TimedRecorder<Value> {
    var events: [(value: Value, time: TimeInterval)] = []
    var cancellable: AnyCancellable?
}

/// A host of nothing, whose clock the tests drive.
private func makeHost() -> ViewHost<EmptyView> {
    let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
    _ = host.layoutDescription()
    return host
}

/// Subscribes `recorder` to `publisher`, stamping each value with `host.time` (milliseconds,
/// rounded: run-loop dates are sums of seconds).
private func record<P: Publisher, Value>(_ publisher: P, into recorder: TimedRecorder<Value>, on host: ViewHost<EmptyView>)
where P.Output == Value, P.Failure == Never {
    recorder.cancellable = publisher.sink { [weak host] value in
        recorder.events.append((value, ((host?.time ?? -1) * 1000).rounded() / 1000))
    }
}

@Suite struct HostClockSchedulingTests {
    @Test func debounceOnTheMainQueuePassesTheLastValueAfterAQuietPeriod() {
        let host = makeHost()
        let query = PassthroughSubject<String, Never>()
        let recorder = TimedRecorder<String>()
        record(query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main), into: recorder, on: host)
        host.graph.hosting { query.send("r") }
        host.advance(by: 0.1)
        host.graph.hosting { query.send("ra") }
        host.advance(by: 0.1)
        host.graph.hosting { query.send("ras") }
        host.advance(by: 1)
        host.graph.hosting { query.send("rast") }
        host.advance(by: 1)
        #expect(recorder.events.map(\.value) == ["ras", "rast"])
        #expect(recorder.events.map(\.time) == [0.5, 1.5])
    }

    @Test func debounceOnTheMainRunLoop() {
        let host = makeHost()
        let query = PassthroughSubject<Int, Never>()
        let recorder = TimedRecorder<Int>()
        record(query.debounce(for: 0.25, scheduler: RunLoop.main), into: recorder, on: host)
        host.graph.hosting { query.send(1) }
        host.advance(by: 0.2)
        host.graph.hosting { query.send(2) }
        host.advance(by: 0.5)
        #expect(recorder.events.map(\.value) == [2])
        #expect(recorder.events.map(\.time) == [0.45])
    }

    @Test func throttleLatestPassesTheFirstValueAtOnceThenTheLatestOfEachInterval() {
        for latest in [true, false] {
            let host = makeHost()
            let taps = PassthroughSubject<Int, Never>()
            let recorder = TimedRecorder<Int>()
            record(taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: latest), into: recorder, on: host)
            host.graph.hosting { taps.send(1) }
            host.advance(by: 0.25)
            host.graph.hosting { taps.send(2) }
            host.advance(by: 0.25)
            host.graph.hosting { taps.send(3) }
            host.advance(by: 1)
            host.graph.hosting { taps.send(4) }
            host.advance(by: 2)
            host.graph.hosting { taps.send(5) }
            host.advance(by: 0.5)
            #expect(recorder.events.map(\.value) == (latest ? [1, 3, 4, 5] : [1, 2, 4, 5]))
            #expect(recorder.events.map(\.time) == [0, 1, 2, 3.5])
        }
    }

    @Test func delayShiftsValuesAndTheCompletion() {
        let host = makeHost()
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = subject.delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink(receiveCompletion: { [weak host] _ in events.append("finished@\(host?.time ?? -1)") },
                  receiveValue: { [weak host] in events.append("\($0)@\(host?.time ?? -1)") })
        host.graph.hosting { subject.send(1) }
        host.advance(by: 0.25)
        host.graph.hosting {
            subject.send(2)
            subject.send(completion: .finished)
        }
        host.advance(by: 2)
        #expect(events == ["1@1.0", "2@1.25", "finished@1.25"])
        _ = cancellable
    }

    @Test func receiveOnTheMainQueueDeliversBeforeTheNextFrameNotAtOnce() {
        let host = makeHost()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
        host.graph.hosting {
            subject.send(1)
            subject.send(2)
        }
        #expect(received == [])
        _ = host.render()
        #expect(received == [1, 2])
        _ = cancellable
    }

    @Test func timerTicksCarryTheHostsDates() {
        let host = makeHost()
        let recorder = TimedRecorder<Date>()
        host.graph.hosting {
            record(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect(), into: recorder, on: host)
        }
        host.advance(by: 1.75)
        #expect(recorder.events.map(\.time) == [0.5, 1.0, 1.5])
        #expect(recorder.events.map(\.value) == [0.5, 1.0, 1.5].map { HostClock.referenceDate.addingTimeInterval($0) })
        #expect(host.date == HostClock.referenceDate.addingTimeInterval(1.75))
        recorder.cancellable = nil
        #expect(host.graph.hostClock.nextDueTime == nil)
    }

    @Test func aConnectedTimerWaitsForConnectAndStopsWhenItsConnectionIsCancelled() {
        let host = makeHost()
        let timer = Timer.publish(every: 1, on: .main, in: .default)
        let recorder = TimedRecorder<Date>()
        record(timer, into: recorder, on: host)
        host.advance(by: 2)
        #expect(recorder.events.isEmpty)
        let connection = host.graph.hosting { timer.connect() }
        host.advance(by: 2.5)
        connection.cancel()
        host.advance(by: 3)
        #expect(recorder.events.map(\.time) == [3, 4])
    }

    @Test func timerIntervalsThatAreNotPositiveBecomeATenthOfAMillisecond() {
        for (interval, shown) in [(0.0, "0.0"), (-2.0, "-2.0"), (Double.nan, "nan")] {
            let host = makeHost()
            let recorder = TimedRecorder<Date>()
            let (_, warnings) = RasterDiagnostics.capturingWarnings {
                host.graph.hosting {
                    record(Timer.publish(every: interval, on: .main, in: .common).autoconnect(), into: recorder, on: host)
                }
                host.advance(by: 0.00105)
            }
            #expect(recorder.events.count == 10)
            #expect(warnings == ["Timer.publish(every: \(shown)): a timer interval must be a positive number of seconds; \(shown) is used as 0.0001 s, as Foundation's Timer does; pass the interval you mean"])
        }
    }

    @Test func tooManyTicksInOneStepAreCoalescedWithAWarning() {
        let host = makeHost()
        var ticks = 0
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            let cancellable = host.graph.hosting {
                Timer.publish(every: 0.0001, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
            }
            host.advance(by: 3.5)
            _ = cancellable
        }
        #expect(ticks == 10_001)
        #expect(warnings == ["ViewHost.advance(by: 3.5): more than 10,000 timer ticks and scheduled actions fell in one step; the rest ran once each at its end, as a late run loop skips a repeating timer's missed firings; advance in smaller steps or schedule less often"])
    }

    @Test func debounceOnTheMainOperationQueueRunsOnTheHostClock() {
        let host = makeHost()
        let query = PassthroughSubject<String, Never>()
        let recorder = TimedRecorder<String>()
        record(query.debounce(for: .milliseconds(250), scheduler: OperationQueue.main), into: recorder, on: host)
        host.graph.hosting { query.send("a") }
        host.advance(by: 0.125)
        host.graph.hosting { query.send("ab") }
        host.advance(by: 1)
        #expect(recorder.events.map(\.value) == ["ab"])
        #expect(recorder.events.map(\.time) == [0.375])
        let start = host.graph.hosting { OperationQueue.main.now }
        #expect(start.date == HostClock.referenceDate.addingTimeInterval(1.125))
        #expect(start.advanced(by: .seconds(2)).date == HostClock.referenceDate.addingTimeInterval(3.125))
    }

    @Test func anOperationQueueRepeatingScheduleTicksOnTheHostClockUntilCancelled() {
        let host = makeHost()
        var ticks: [TimeInterval] = []
        let cancellable = host.graph.hosting {
            OperationQueue.main.schedule(after: OperationQueue.main.now.advanced(by: 0.5), interval: 0.5) { [weak host] in
                ticks.append(host?.time ?? -1)
            }
        }
        host.advance(by: 1.25)
        cancellable.cancel()
        host.advance(by: 1)
        #expect(ticks == [0.5, 1.0])
    }

    @Test func theImmediateSchedulerRunsEverythingAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.receive(on: ImmediateScheduler.shared)
            .delay(for: .seconds(5), scheduler: ImmediateScheduler.shared)
            .sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [1, 2])
        var runs = 0
        let repeating = ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now, interval: 1) { runs += 1 }
        repeating.cancel()
        #expect(runs == 1)
        #expect(ImmediateScheduler.shared.now.distance(to: ImmediateScheduler.shared.now.advanced(by: 3)) == 0)
        _ = cancellable
    }

    /// The interval starts at the subscription and again at each value; when it passes the
    /// publisher finishes (or fails with the custom error) and the upstream is cancelled.
    @Test func timeoutEndsThePublisherAfterAQuietInterval() {
        let host = makeHost()
        let subject = PassthroughSubject<Int, Failed>()
        var events: [String] = []
        var cancelled = 0
        var subscription: AnyCancellable?
        func stamp() -> String { String(format: "%.3f", host.time) }
        host.graph.hosting {
            subscription = subject.handleEvents(receiveCancel: { cancelled += 1 })
                .timeout(.seconds(1), scheduler: DispatchQueue.main, customError: { Failed() })
                .sink(receiveCompletion: { events.append("\($0) at \(stamp())") }, receiveValue: { events.append("\($0) at \(stamp())") })
        }
        host.advance(by: 0.5)
        host.graph.hosting { subject.send(1) }
        host.advance(by: 0.9)
        #expect(events == ["1 at 0.500"])
        host.advance(by: 0.2)
        #expect(events == ["1 at 0.500", "failure(RasterTests.Failed()) at 1.500"])
        #expect(cancelled == 1)
        host.graph.hosting { subject.send(2) }
        host.advance(by: 2)
        #expect(events.count == 2)
        subscription?.cancel()

        let finishing = makeHost()
        var ends: [TimeInterval] = []
        var kept: AnyCancellable?
        finishing.graph.hosting {
            kept = PassthroughSubject<Int, Never>().timeout(.milliseconds(250), scheduler: RunLoop.main)
                .sink(receiveCompletion: { _ in ends.append(finishing.time) }, receiveValue: { _ in })
        }
        finishing.advance(by: 1)
        #expect(ends == [0.25])
        kept?.cancel()
    }

    /// The upstream is subscribed, asked for values and cancelled from actions on the
    /// scheduler: on the host's clock, at its next step.
    @Test func subscribeOnSubscribesFromTheScheduler() {
        let host = makeHost()
        var subscribed: [TimeInterval] = []
        var values: [Int] = []
        var subscription: AnyCancellable?
        host.advance(by: 0.5)
        host.graph.hosting {
            subscription = [1, 2].publisher.handleEvents(receiveSubscription: { _ in subscribed.append(host.time) })
                .subscribe(on: DispatchQueue.main)
                .sink { values.append($0) }
        }
        #expect(subscribed.isEmpty && values.isEmpty)
        host.advance(by: 0.1)
        #expect(subscribed == [0.5])
        #expect(values == [1, 2])
        subscription?.cancel()
    }
}
