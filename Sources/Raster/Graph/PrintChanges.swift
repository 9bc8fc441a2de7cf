// PrintChanges.swift · Raster/Graph · mirrors SwiftUI View._printChanges() (iOS 17)
// Status: Complete (swiftui-behavior.md §7).

import Foundation

extension View {
    /// Prints, from inside `body`, why the body is running: `Counter: _value changed.`,
    /// `Counter: @self, @identity changed.` or `Counter: unchanged.`
    ///
    /// Raster: `@self` means the view value changed, `@identity` that the view is new,
    /// `@dependencies` that an Observable property it read changed; other names are the
    /// stored names of changed dynamic properties (`@State var value` is `_value`), in
    /// declaration order. Called outside a body it prints nothing.
    public static func _printChanges() {
        guard let line = Node.evaluating?.changeDescription(typeName: "\(Self.self)") else { return }
        print(line)
    }
}

extension Node {
    /// The `_printChanges()` line for the body run in progress.
    func changeDescription(typeName: String) -> String {
        guard !changesReported.isEmpty else { return "\(typeName): unchanged." }
        var names: [String] = []
        for marker in ["@self", "@identity"] where changesReported.contains(marker) { names.append(marker) }
        let declared = Mirror(reflecting: view).children.compactMap(\.label)
        names += declared.filter { changesReported.contains($0) }
        names += changesReported.names.subtracting(names).subtracting(declared).sorted()
        return "\(typeName): \(names.joined(separator: ", ")) changed."
    }
}

/// Why a body runs, for `_printChanges()`: the markers `@self`, `@identity` and
/// `@dependencies`, and the stored names of changed dynamic properties.
///
/// The markers are bits, so that recording why a new node's body runs allocates nothing: a
/// set of strings per node was a fifteenth of building a 10,000-view screen.
struct ChangeReasons {
    /// A marker, by its bit.
    enum Marker: UInt8 {
        case view = 0, identity, dependencies
    }

    private static let markers = ["@self", "@identity", "@dependencies"]
    private var markerBits: UInt8 = 0
    private var properties: Set<String> = []

    var isEmpty: Bool { markerBits == 0 && properties.isEmpty }

    /// Records `marker` without looking its name up (the update loop's case, twice per new node).
    mutating func insert(_ marker: Marker) {
        markerBits |= 1 << marker.rawValue
    }

    mutating func insert(_ name: String) {
        if let index = Self.markers.firstIndex(of: name) {
            markerBits |= 1 << index
        } else {
            properties.insert(name)
        }
    }

    func contains(_ name: String) -> Bool {
        if let index = Self.markers.firstIndex(of: name) { return markerBits & (1 << index) != 0 }
        return properties.contains(name)
    }

    mutating func removeAll() {
        markerBits = 0
        properties.removeAll()
    }

    /// Every reason, markers included.
    var names: Set<String> {
        properties.union(Self.markers.filter(contains))
    }
}
