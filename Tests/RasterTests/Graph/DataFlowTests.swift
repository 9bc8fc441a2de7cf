import Foundation
import Testing
@testable import Raster

// Seeds 000, 001 and 003: which bodies run when data changes.

@Observable private final class ObservableCounterModel {
    var count = 0
    var randomNumber = 0
}

/// Sample 003-4: the body reads `count` but never `randomNumber`.
private struct ObservationCounterView: View {
    var viewModel: ObservableCounterModel
    var body: some View {
        VStack(spacing: 20) {
            Text("CounterView number is: \(viewModel.count)")
            Button("CounterView Increase") { viewModel.count += 1 }
            Button("Update Random Number") { viewModel.randomNumber += 1 }
        }
    }
}

private final class LegacyCounterModel: ObservableObject {
    @Published var count = 0
    @Published var randomNumber = 0
}

/// Sample 003-3: an ObservableObject re-runs every observer on any published change.
private struct LegacyCounterView: View {
    @ObservedObject var viewModel: LegacyCounterModel
    var body: some View {
        VStack(spacing: 20) {
            Text("CounterView number is: \(viewModel.count)")
            Button("CounterView Increase") { viewModel.count += 1 }
            Button("Update Random Number") { viewModel.randomNumber += 1 }
        }
    }
}

private struct BadgeColorKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    fileprivate var badgeColor: Color {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}

private struct BadgeColorReader: View {
    @Environment(\.badgeColor) private var badgeColor
    var body: some View { Text("badge \(badgeColor)") }
}

private struct EnvironmentHost: View {
    @State private var color = Color.orange
    @State private var font = Font.body
    var body: some View {
        VStack {
            Button("Same colour") { color = .orange }
            Button("New colour") { color = .green }
            Button("Font") { font = .title }
            BadgeColorReader()
        }
        .environment(\.badgeColor, color)
        .font(font)
    }
}

@Observable private final class UserModel {
    var name = "Ada"
}

private struct Nested: View {
    @Environment(UserModel.self) private var userModel: UserModel?
    var body: some View { Text(userModel?.name ?? "default name") }
}

private struct BindableEditor: View {
    @Bindable var model: UserModel
    var body: some View {
        Button("Rename") { $model.name.wrappedValue = "Grace" }
    }
}

private struct BindableHost: View {
    @State private var model = UserModel()
    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            BindableEditor(model: model)
        }
    }
}

private final class RoomCounter: ObservableObject {
    @Published var value = 0
}

private final class Rooms {
    var counters: [String: RoomCounter] = [:]
    func counterModel(for room: String) -> RoomCounter {
        if let m = counters[room] { return m }
        let m = RoomCounter()
        counters[room] = m
        return m
    }
}

private struct RoomCounterView: View {
    @ObservedObject var model: RoomCounter
    @State private var taps = 0
    var body: some View {
        Button("Room \(model.value) taps \(taps)") {
            model.value += 1
            taps += 1
        }
    }
}

/// Sample 000-22, with buttons standing in for the segmented picker.
private struct RoomsView: View {
    let rooms: Rooms
    @State private var selectedRoom = "Hallway"
    var body: some View {
        VStack {
            Button("Go Kitchen") { selectedRoom = "Kitchen" }
            Button("Go Hallway") { selectedRoom = "Hallway" }
            RoomCounterView(model: rooms.counterModel(for: selectedRoom))
        }
    }
}

@Suite struct DataFlowTests {
    let size = CGSize(width: 320, height: 400)

    @Test func observablePropertyTheBodyNeverReadRunsNoBody() {
        let model = ObservableCounterModel()
        let host = ViewHost(ObservationCounterView(viewModel: model), size: size)
        _ = host.layoutDescription()
        let runs = host.bodyRunCount(of: "ObservationCounterView")
        #expect(runs == 1)
        tapButton("Update Random Number", in: host)
        #expect(model.randomNumber == 1)
        #expect(host.bodyRunCount(of: "ObservationCounterView") == runs)
        tapButton("CounterView Increase", in: host)
        #expect(host.bodyRunCount(of: "ObservationCounterView") == runs + 1)
        #expect(texts(in: host).first == "CounterView number is: 1")
    }

    @Test func observableObjectChangeReRunsEveryObserver() {
        let host = ViewHost(LegacyCounterView(viewModel: LegacyCounterModel()), size: size)
        _ = host.layoutDescription()
        tapButton("Update Random Number", in: host)
        #expect(host.bodyRunCount(of: "LegacyCounterView") == 2)
    }

    @Test func environmentKeyPathReadReRunsOnlyWhenThatValueChanges() {
        let host = ViewHost(EnvironmentHost(), size: size)
        _ = host.layoutDescription()
        #expect(host.bodyRunCount(of: "BadgeColorReader") == 1)
        tapButton("Same colour", in: host)
        #expect(host.bodyRunCount(of: "BadgeColorReader") == 1)
        tapButton("Font", in: host)
        #expect(host.bodyRunCount(of: "BadgeColorReader") == 1)
        tapButton("New colour", in: host)
        #expect(host.bodyRunCount(of: "BadgeColorReader") == 2)
        #expect(texts(in: host).last == "badge green")
    }

    @Test func environmentObjectsResolveByType() {
        let present = ViewHost(Nested().environment(UserModel()), size: size)
        #expect(texts(in: present) == ["Ada"])
        let absent = ViewHost(Nested(), size: size)
        #expect(texts(in: absent) == ["default name"])
    }

    @Test func bindableWritesThrough() {
        let host = ViewHost(BindableHost(), size: size)
        tapButton("Rename", in: host)
        #expect(texts(in: host).first == "Name: Grace")
    }

    @Test func roomsKeepTheirNodeWhileObservingAnotherObject() {
        let rooms = Rooms()
        let host = ViewHost(RoomsView(rooms: rooms), size: size)
        tapButton("Room", in: host)
        tapButton("Room", in: host)
        #expect(texts(in: host).last == "Room 2 taps 2")
        tapButton("Go Kitchen", in: host)
        // A new object is observed; the node (and its @State taps) is the same.
        #expect(texts(in: host).last == "Room 0 taps 2")
        tapButton("Room", in: host)
        #expect(texts(in: host).last == "Room 1 taps 3")
        #expect(rooms.counters["Hallway"]?.value == 2)
        tapButton("Go Hallway", in: host)
        #expect(texts(in: host).last == "Room 2 taps 3")
    }
}

@Observable private final class Flag {
    var on = false
}

private struct StyledCircle: View {
    var flag: Flag
    var body: some View {
        Circle().foregroundStyle(flag.on ? Color.red : Color.blue).frame(width: 4, height: 4)
    }
}

@Suite struct EnvironmentDrivenPrimitiveTests {
    @Test func aPrimitiveRedrawsWhenOnlyItsEnvironmentChanges() {
        let flag = Flag()
        let host = ViewHost(StyledCircle(flag: flag), size: CGSize(width: 4, height: 4))
        #expect(host.render()[2, 2] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        flag.on = true
        #expect(host.render()[2, 2] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    }
}
