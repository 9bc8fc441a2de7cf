// PreferenceModifiers.swift · Raster/Modifiers · mirrors SwiftUI preference, transformPreference, onPreferenceChange, overlayPreferenceValue, backgroundPreferenceValue, anchorPreference (iOS 17)
// Status: Complete.

import Foundation

/// Sets or transforms a preference value for the modified view.
struct PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    let writer: PreferenceWriter

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.preferenceWriters = [writer]
        node.becomeTransparent(content: content)
    }
}

/// Calls an action when the content's value for a key changes, after layout.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let action = self.action
        let last = node.storage["preference"] as? ValueBox<K.Value?> ?? ValueBox(nil)
        node.storage["preference"] = last
        graph.preferenceObservers[ObjectIdentifier(node)] = PreferenceObserver(node: node, keyName: "\(K.self)",
                                                                               beforeLayout: K.self is any DeclaredPreferenceKey.Type) { node in
            let value = node.preferenceValue(K.self) ?? K.defaultValue
            guard last.value != value else { return false }
            last.value = value
            action(value)
            return true
        }
        node.becomeTransparent(content: content)
    }
}

/// Builds a secondary view from the content's preference value once the content is placed.
struct PreferenceOverlayModifier<K: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    let transform: (K.Value) -> Secondary
    let alignment: Alignment
    let isBackground: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let transform = self.transform, alignment = self.alignment
        let reading = PreferenceOverlayReading(key: ObjectIdentifier(K.self))
        // The reader fills the view's bounds; the content is proposed them and aligned in
        // them, as an overlay's is.
        let reader = GeometryReader { [unowned node] proxy in
            reading.reader = proxy.node
            return transform(node.children[.slot("content")]?.preferenceValue(K.self) ?? K.defaultValue)
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: alignment)
        }
        OverlayModifier(secondary: reader, alignment: alignment, isBackground: isBackground)
            .update(node: node, content: content, in: graph)
        node.storage[PreferenceOverlayReading.storageKey] = reading
    }
}

/// What an `overlayPreferenceValue`/`backgroundPreferenceValue` node reads: the key, and the
/// reader that builds its secondary view from the content's value (once it has built it).
final class PreferenceOverlayReading {
    static let storageKey = "preferenceOverlayReading"
    let key: ObjectIdentifier
    weak var reader: Node?

    init(key: ObjectIdentifier) {
        self.key = key
    }
}

extension Node {
    /// After this node's preference writers for `key` were updated: the secondary views of
    /// the `overlayPreferenceValue`/`backgroundPreferenceValue` above it whose content holds it
    /// are built again, so that a value written by content that updated alone (inside a
    /// `ScrollViewReader` or `GeometryReader`, say: the toolbar items of a page) reaches them.
    /// Writers in a secondary view do not rebuild their own overlay.
    func refreshPreferenceOverlays(reading key: ObjectIdentifier) {
        var child = self
        while let parent = child.parent {
            if let reading = parent.storage[PreferenceOverlayReading.storageKey] as? PreferenceOverlayReading,
               reading.key == key, parent.children[.slot("content")] === child, let reader = reading.reader {
                graph.invalidate(reader)
                // The reader builds its content when placed: it may have been placed in this
                // pass already, before the content wrote its value.
                reader.invalidateLayoutToRoot()
            }
            child = parent
        }
    }
}

/// A registered `onPreferenceChange`: returns whether its action ran.
struct PreferenceObserver {
    weak var node: Node?
    let keyName: String
    /// Whether the key is a `DeclaredPreferenceKey`, checked before layout too.
    let beforeLayout: Bool
    let check: (Node) -> Bool
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier(writer: PreferenceWriter(key: ObjectIdentifier(key)) { _ in value }))
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier(writer: PreferenceWriter(key: ObjectIdentifier(key)) { current in
            var value = current as? K.Value ?? K.defaultValue
            callback(&value)
            return value
        }))
    }

    /// Sets a preference to a value computed from an anchor of the view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value) { anchor, _ in transform(anchor) })
    }

    /// Transforms a preference with a value computed from an anchor of the view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value) { anchor, current in
            var result = current ?? K.defaultValue
            transform(&result, anchor)
            return result
        })
    }

    /// Adds an action to perform when the view's value for `key` changes (and initially).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Layers the view built from the view's value for `key` in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceOverlayModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }

    /// Layers the view built from the view's value for `key` behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceOverlayModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
}
