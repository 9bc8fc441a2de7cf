import Foundation
import Testing
@testable import Raster

// AppStorage and SceneStorage: SwiftUI's initialisers, round trips through UserDefaults,
// and which bodies run again when a stored key changes.

/// A fresh, empty UserDefaults suite; `remove` deletes it from disk.
private struct FreshDefaults {
    let suite: String
    let store: UserDefaults

    init(_ name: String) {
        suite = "raster.tests.\(name).\(ProcessInfo.processInfo.processIdentifier)"
        store = UserDefaults(suiteName: suite)!
        store.removePersistentDomain(forName: suite)
    }

    func remove() { store.removePersistentDomain(forName: suite) }
}

/// `value(forKey:)` and `setValue(_:forKey:)` read and write the defaults as Apple's key-value
/// coding of `UserDefaults` does.
@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func valueForKeyReadsAndSetValueWrites() {
        let defaults = FreshDefaults("keyValueCoding")
        defer { defaults.remove() }
        let store = defaults.store
        #expect(store.value(forKey: "tag") == nil)
        store.setValue(1009, forKey: "tag")
        #expect(store.value(forKey: "tag") as? Int == 1009 && store.integer(forKey: "tag") == 1009)
        store.setValue("Ada", forKey: "name")
        #expect(store.value(forKey: "name") as? String == "Ada")
        store.setValue(nil, forKey: "tag")
        #expect(store.value(forKey: "tag") == nil && store.object(forKey: "tag") == nil)
    }
}

private enum Theme: String { case light, dark }
private enum Speed: Int { case slow = 1, fast = 2 }

/// One property per initialiser form, shown as text.
private struct EveryKind: View {
    @AppStorage("flag") private var flag = false
    @AppStorage("count") private var count = 7
    @AppStorage("ratio") private var ratio = 0.5
    @AppStorage("name") private var name = "Ada"
    @AppStorage("link") private var link = URL(string: "https://example.com/a")!
    @AppStorage("blob") private var blob = Data([1, 2])
    @AppStorage("speed") private var speed = Speed.slow
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("limit") private var limit: Int?
    @AppStorage("accent") private var accent: Theme?

    var body: some View {
        VStack {
            Text("\(flag) \(count) \(ratio) \(name) \(link.absoluteString) \(Array(blob)) \(speed) \(theme) \(limit.map(String.init) ?? "nil") \(accent?.rawValue ?? "nil")")
            Button("Write") {
                flag = true
                count = 42
                ratio = 2.25
                name = "Grace"
                link = URL(string: "https://example.com/b?q=1")!
                blob = Data([9])
                speed = .fast
                theme = .dark
                limit = 3
                accent = .dark
            }
            Button("Clear") {
                limit = nil
                accent = nil
            }
        }
    }
}

/// Reads `count` and can increment it through its own property.
private struct CountReader: View {
    let label: String
    @AppStorage("count") private var count = 0
    var body: some View {
        VStack {
            Text("\(label) \(count)")
            Button("\(label) +1") { count += 1 }
        }
    }
}

/// Increments through a binding passed down.
private struct BindingStepper: View {
    @Binding var value: Int
    var body: some View { Button("Bound +10") { value += 10 } }
}

private struct BindingOwner: View {
    @AppStorage("count") private var count = 0
    var body: some View {
        VStack {
            Text("owner \(count)")
            BindingStepper(value: $count)
        }
    }
}

private struct Bystander: View {
    var body: some View { Text("bystander") }
}

@Suite struct AppStorageTests {
    @Test func defaultsThenRoundTripsThroughUserDefaults() {
        let defaults = FreshDefaults("roundTrip")
        defer { defaults.remove() }
        let host = ViewHost(EveryKind().defaultAppStorage(defaults.store), size: CGSize(width: 900, height: 200))
        // The Double is interpolated as SwiftUI's `%lf`: six decimals.
        #expect(texts(in: host).first == "false 7 0.500000 Ada https://example.com/a [1, 2] slow light nil nil")

        tapButton("Write", in: host)
        #expect(texts(in: host).first == "true 42 2.250000 Grace https://example.com/b?q=1 [9] fast dark 3 dark")
        let store = defaults.store
        #expect(store.object(forKey: "flag") as? Bool == true)
        #expect(store.object(forKey: "count") as? Int == 42)
        #expect(store.object(forKey: "ratio") as? Double == 2.25)
        #expect(store.object(forKey: "name") as? String == "Grace")
        #expect(store.object(forKey: "link") as? String == "https://example.com/b?q=1")
        #expect(store.object(forKey: "blob") as? Data == Data([9]))
        #expect(store.object(forKey: "speed") as? Int == 2)
        #expect(store.object(forKey: "theme") as? String == "dark")
        #expect(store.object(forKey: "limit") as? Int == 3)
        #expect(store.object(forKey: "accent") as? String == "dark")

        tapButton("Clear", in: host)
        #expect(store.object(forKey: "limit") == nil)
        #expect(store.object(forKey: "accent") == nil)
        #expect(texts(in: host).first == "true 42 2.250000 Grace https://example.com/b?q=1 [9] fast dark nil nil")
    }

    @Test func valuesAlreadyStoredAreRead() {
        let defaults = FreshDefaults("restore")
        defer { defaults.remove() }
        let store = defaults.store
        store.set(true, forKey: "flag")
        store.set(3, forKey: "ratio")            // an integer reads as a double
        store.set("x", forKey: "count")          // another type reads as the default
        store.set("https://swift.org/x", forKey: "link")
        store.set(1, forKey: "speed")
        store.set("violet", forKey: "theme")     // no such case: the default
        store.set(5, forKey: "limit")
        let host = ViewHost(EveryKind().defaultAppStorage(store), size: CGSize(width: 900, height: 200))
        #expect(texts(in: host).first == "true 7 3.000000 Ada https://swift.org/x [1, 2] slow light 5 nil")
    }

    @Test func anExplicitStoreWinsOverTheDefaultAppStorage() {
        let environmentStore = FreshDefaults("environmentStore"), explicitStore = FreshDefaults("explicitStore")
        defer { environmentStore.remove(); explicitStore.remove() }
        environmentStore.store.set(1, forKey: "count")
        explicitStore.store.set(2, forKey: "count")
        struct Explicit: View {
            @AppStorage("count", store: UserDefaults(suiteName: "raster.tests.explicitStore.\(ProcessInfo.processInfo.processIdentifier)")) var count = 0
            @AppStorage("count") var fromEnvironment = 0
            var body: some View { Text("\(count) \(fromEnvironment)") }
        }
        let host = ViewHost(Explicit().defaultAppStorage(environmentStore.store), size: CGSize(width: 100, height: 50))
        #expect(texts(in: host) == ["2 1"])
    }

    /// Two views with their own `@AppStorage("count")`: writing through one redraws both,
    /// and a view that reads nothing stored does not run again.
    @Test func writingOneViewsPropertyRunsEveryReaderOfTheKey() {
        let defaults = FreshDefaults("twoViews")
        defer { defaults.remove() }
        let host = ViewHost(VStack { CountReader(label: "A"); CountReader(label: "B"); Bystander() }.defaultAppStorage(defaults.store),
                            size: CGSize(width: 200, height: 300))
        #expect(texts(in: host) == ["A 0", "A +1", "B 0", "B +1", "bystander"])
        let bystanderRuns = host.bodyRunCount(of: "Bystander")
        let readerRuns = host.bodyRunCount(of: "CountReader")
        #expect(bystanderRuns == 1 && readerRuns == 2)

        tapButton("A +1", in: host)
        #expect(texts(in: host) == ["A 1", "A +1", "B 1", "B +1", "bystander"])
        #expect(defaults.store.object(forKey: "count") as? Int == 1)
        #expect(host.bodyRunCount(of: "CountReader") == readerRuns + 2)
        #expect(host.bodyRunCount(of: "Bystander") == bystanderRuns)
    }

    @Test func aChangeMadeWithUserDefaultsDirectlyRedrawsTheReaders() {
        let defaults = FreshDefaults("direct")
        defer { defaults.remove() }
        let host = ViewHost(VStack { CountReader(label: "A"); CountReader(label: "B") }.defaultAppStorage(defaults.store),
                            size: CGSize(width: 200, height: 300))
        #expect(texts(in: host) == ["A 0", "A +1", "B 0", "B +1"])
        defaults.store.set(12, forKey: "count")
        #expect(texts(in: host) == ["A 12", "A +1", "B 12", "B +1"])
        defaults.store.removeObject(forKey: "count")
        #expect(texts(in: host) == ["A 0", "A +1", "B 0", "B +1"])
    }

    /// Another host (another window of the app) writing the key: this host's readers
    /// show it in its next frame.
    @Test func aWriteInAnotherHostReachesThisHostsReaders() {
        let defaults = FreshDefaults("twoHosts")
        defer { defaults.remove() }
        let first = ViewHost(CountReader(label: "A").defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 100))
        let second = ViewHost(CountReader(label: "B").defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 100))
        #expect(texts(in: second) == ["B 0", "B +1"])
        tapButton("A +1", in: first)
        tapButton("A +1", in: first)
        #expect(texts(in: second) == ["B 2", "B +1"])
    }

    @Test func aWriteThroughTheProjectedBindingRedrawsTheOwner() {
        let defaults = FreshDefaults("binding")
        defer { defaults.remove() }
        let host = ViewHost(BindingOwner().defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 100))
        #expect(texts(in: host) == ["owner 0", "Bound +10"])
        tapButton("Bound +10", in: host)
        #expect(texts(in: host) == ["owner 10", "Bound +10"])
        #expect(defaults.store.object(forKey: "count") as? Int == 10)
    }

    @Test func aWriteInOnAppearShowsInTheFirstFrame() {
        let defaults = FreshDefaults("onAppear")
        defer { defaults.remove() }
        struct Appearing: View {
            @AppStorage("launches") var launches = 0
            var body: some View { Text("launches \(launches)").onAppear { launches += 1 } }
        }
        let host = ViewHost(Appearing().defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 100))
        #expect(texts(in: host) == ["launches 1"])
    }

    @Test func printChangesNamesTheStoredProperty() {
        let defaults = FreshDefaults("printChanges")
        defer { defaults.remove() }
        let host = ViewHost(CountReader(label: "A").defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 100))
        tapButton("A +1", in: host)
        var reader: Node?
        func visit(_ node: Node) {
            if reader == nil, strippingGenerics(node.typeName) == "CountReader" { reader = node }
            node.orderedChildren.forEach(visit)
        }
        visit(host.graph.root!)
        #expect(reader?.changeDescription(typeName: "CountReader") == "CountReader: _count changed.")
    }

    /// Outside a view (a model object, a test) the property reads and writes its store.
    @Test func anUninstalledPropertyUsesItsStore() {
        let defaults = FreshDefaults("uninstalled")
        defer { defaults.remove() }
        let storage = AppStorage(wrappedValue: 5, "volume", store: defaults.store)
        #expect(storage.wrappedValue == 5)
        storage.wrappedValue = 8
        #expect(defaults.store.object(forKey: "volume") as? Int == 8)
        #expect(storage.projectedValue.wrappedValue == 8)
        storage.projectedValue.wrappedValue = 9
        #expect(storage.wrappedValue == 9)
    }

    @Test func changingTheDefaultAppStorageReadsTheNewStore() {
        let one = FreshDefaults("storeOne"), two = FreshDefaults("storeTwo")
        defer { one.remove(); two.remove() }
        one.store.set(1, forKey: "count")
        two.store.set(2, forKey: "count")
        struct Switcher: View {
            let stores: [UserDefaults]
            @State private var index = 0
            var body: some View {
                VStack {
                    CountReader(label: "count")
                    Button("Switch") { index = 1 }
                }
                .defaultAppStorage(stores[index])
            }
        }
        let host = ViewHost(Switcher(stores: [one.store, two.store]), size: CGSize(width: 200, height: 200))
        #expect(texts(in: host).first == "count 1")
        tapButton("Switch", in: host)
        #expect(texts(in: host).first == "count 2")
    }
}

/// Reads and writes the scene's `tab`.
private struct TabReader: View {
    let label: String
    @SceneStorage("tab") private var tab = "home"
    @SceneStorage("zoom") private var zoom: Double?
    var body: some View {
        VStack {
            Text("\(label) \(tab) \(String(describing: zoom))")
            Button("\(label) settings") { tab = "settings"; zoom = 1.5 }
        }
    }
}

@Suite struct SceneStorageTests {
    @Test func viewsOfOneSceneShareAKeyAndOtherScenesDoNot() {
        let scene = ViewHost(VStack { TabReader(label: "A"); TabReader(label: "B") }, size: CGSize(width: 200, height: 200))
        let other = ViewHost(TabReader(label: "C"), size: CGSize(width: 200, height: 100))
        #expect(texts(in: scene) == ["A home nil", "A settings", "B home nil", "B settings"])
        tapButton("A settings", in: scene)
        #expect(texts(in: scene) == ["A settings Optional(1.5)", "A settings", "B settings Optional(1.5)", "B settings"])
        #expect(texts(in: other) == ["C home nil", "C settings"])
        #expect(scene.graph.sceneStorage.object(forKey: "tab") as? String == "settings")
    }

    @Test func aValueOutlivesTheViewsThatShowedIt() {
        struct Toggling: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { TabReader(label: "A") }
                    Button("Toggle") { shown.toggle() }
                }
            }
        }
        let host = ViewHost(Toggling(), size: CGSize(width: 200, height: 200))
        tapButton("A settings", in: host)
        tapButton("Toggle", in: host)
        #expect(texts(in: host) == ["Toggle"])
        tapButton("Toggle", in: host)
        #expect(texts(in: host) == ["A settings Optional(1.5)", "A settings", "Toggle"])
    }

    @Test func readingOutsideAViewWarnsAndGivesTheDefault() {
        let warnings = capturingWarnings {
            let storage = SceneStorage(wrappedValue: 4, "orphan")
            #expect(storage.wrappedValue == 4)
            storage.wrappedValue = 9
            #expect(storage.wrappedValue == 4)
        }
        #expect(warnings == ["Accessing SceneStorage(\"orphan\")'s value outside of being installed on a View: it reads the default value and writes are dropped. Read it in a body, or in an action of a view that is shown."])
    }
}
