// AttributedTextFormatting.swift · Raster/Views/Controls · mirrors SwiftUI AttributedTextFormattingDefinition, AttributedTextValueConstraint,
// AttributedTextFormatting (AttributeContainerProxy, ValueConstraint), AttributedTextFormattingDefinitionBuilder and
// View.attributedTextFormattingDefinition(_:) (iOS 26)
// Status: Partial — value constraints are applied to what a rich-text TextEditor draws and to the text its typing writes;
// there are no formatting controls to limit (Raster draws no keyboard or menus).

import Foundation

/// A protocol for defining how text can be styled in a certain context, such as a rich-text
/// `TextEditor` (iOS 26).
///
/// Raster: a definition is the value constraints its `body` lists, applied in order to each run
/// of the text (`AttributedTextValueConstraint`). A `TextEditor(text:selection:)` bound to an
/// `AttributedString` under `attributedTextFormattingDefinition(_:)` draws its text constrained,
/// and the text typing writes back is constrained too; the bound value is not rewritten
/// otherwise.
public protocol AttributedTextFormattingDefinition<Scope> {
    /// The attribute scope the definition's constraints read and write.
    associatedtype Scope: AttributeScope
    /// The type of the definition's body.
    associatedtype Body: AttributedTextFormattingDefinition<Scope>

    /// The constraints of this definition, in the order they apply.
    @AttributedTextFormattingDefinitionBuilder<Scope> var body: Body { get }

    /// Applies the definition's constraints to `text`, run by run (Raster; called by the
    /// editor, not by app code).
    func _constrain(_ text: inout AttributedString)
}

extension AttributedTextFormattingDefinition {
    /// Applies the body's constraints.
    public func _constrain(_ text: inout AttributedString) {
        body._constrain(&text)
    }
}

/// A protocol for defining a constraint on the value of a certain attribute (iOS 26).
///
/// Raster: `constrain(_:)` is called once for each run of the text with that run's attributes;
/// what it leaves in `AttributeKey` becomes the run's value of that attribute (nil removes it).
/// Other attributes can be read but not changed.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    /// The attribute constrained by this constraint; it must be part of `Scope`.
    associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable

    /// Enforces the constraint on the attribute in `container`.
    func constrain(_ container: inout Attributes)
}

extension AttributedTextValueConstraint {
    /// A proxy type for a container of partially constrained attributes.
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>

    /// A constraint is its own definition.
    public var body: Self { self }

    /// Calls `constrain(_:)` for each run of `text` and writes back the run's `AttributeKey`.
    public func _constrain(_ text: inout AttributedString) {
        let runs = text.runs.map { ($0.range, $0.attributes) }
        for (range, attributes) in runs {
            var proxy = Attributes(attributes: attributes)
            constrain(&proxy)
            text[range][AttributeKey.self] = proxy[AttributeKey.self]
        }
    }
}

/// A namespace for the types of text formatting definitions (iOS 26).
public enum AttributedTextFormatting {
    /// The attributes of one run as a value constraint sees them: every attribute of `Scope`
    /// can be read, and the constrained one, `AttributeKey`, written.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, AttributeKey: AttributedStringKey> where AttributeKey.Value: Sendable {
        var attributes: AttributeContainer

        /// The value of the attribute to constrain.
        public subscript(key: AttributeKey.Type) -> AttributeKey.Value? {
            get { attributes[AttributeKey.self] }
            set { attributes[AttributeKey.self] = newValue }
        }

        /// The value of the attribute to constrain, by its name in `Scope`.
        public subscript(dynamicMember keyPath: KeyPath<Scope, AttributeKey>) -> AttributeKey.Value? {
            get { attributes[AttributeKey.self] }
            set { attributes[AttributeKey.self] = newValue }
        }

        /// The value of another attribute of `Scope` (read only).
        @_disfavoredOverload
        public subscript<Key: AttributedStringKey>(dynamicMember keyPath: KeyPath<Scope, Key>) -> Key.Value? where Key.Value: Sendable {
            attributes[Key.self]
        }
    }

    /// A text formatting definition that constrains the value of a single attribute to the
    /// members of a set: any other value is replaced by `default`.
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>: AttributedTextValueConstraint
        where AttributeKey.Value: Sendable {
        let allowedValues: Set<AttributeKey.Value?>
        let defaultValue: AttributeKey.Value?

        /// A definition that constrains `attribute`'s value to `allowedValues`, replacing any
        /// other value with `defaultValue`.
        public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>, default defaultValue: AttributeKey.Value?) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        /// The same, naming the attribute by its key path in `Scope`.
        public init(for attribute: KeyPath<Scope, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>, default defaultValue: AttributeKey.Value?) {
            self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
        }

        public func constrain(_ container: inout Attributes) {
            if !allowedValues.contains(container[AttributeKey.self]) { container[AttributeKey.self] = defaultValue }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.allowedValues == rhs.allowedValues && lhs.defaultValue == rhs.defaultValue
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(allowedValues)
            hasher.combine(defaultValue)
        }
    }

    /// The definitions of a builder's block, applied in order (Raster's).
    public struct _Sequence<Scope: AttributeScope>: AttributedTextFormattingDefinition {
        let parts: [(inout AttributedString) -> Void]

        public var body: Self { self }

        public func _constrain(_ text: inout AttributedString) {
            for part in parts { part(&text) }
        }
    }
}

/// A result builder for the body of an `AttributedTextFormattingDefinition` (iOS 26).
@resultBuilder
public enum AttributedTextFormattingDefinitionBuilder<Scope: AttributeScope> {
    public static func buildExpression<Definition: AttributedTextFormattingDefinition>(_ definition: Definition)
        -> AttributedTextFormatting._Sequence<Scope> where Definition.Scope == Scope {
        AttributedTextFormatting._Sequence(parts: [{ definition._constrain(&$0) }])
    }

    public static func buildBlock(_ parts: AttributedTextFormatting._Sequence<Scope>...) -> AttributedTextFormatting._Sequence<Scope> {
        AttributedTextFormatting._Sequence(parts: parts.flatMap(\.parts))
    }

    public static func buildOptional(_ part: AttributedTextFormatting._Sequence<Scope>?) -> AttributedTextFormatting._Sequence<Scope> {
        part ?? AttributedTextFormatting._Sequence(parts: [])
    }

    public static func buildEither(first: AttributedTextFormatting._Sequence<Scope>) -> AttributedTextFormatting._Sequence<Scope> { first }

    public static func buildEither(second: AttributedTextFormatting._Sequence<Scope>) -> AttributedTextFormatting._Sequence<Scope> { second }
}

/// The formatting definition a rich-text editor below applies (`attributedTextFormattingDefinition(_:)`).
struct AttributedTextFormattingKey: EnvironmentKey {
    static let defaultValue: AttributedTextFormattingRule? = nil
}

/// A formatting definition, type-erased for the environment.
struct AttributedTextFormattingRule {
    let constrain: (inout AttributedString) -> Void
}

extension EnvironmentValues {
    var attributedTextFormatting: AttributedTextFormattingRule? {
        get { self[AttributedTextFormattingKey.self] }
        set { self[AttributedTextFormattingKey.self] = newValue }
    }
}

extension View {
    /// Applies `definition` to the rich-text editors in this view (iOS 26).
    ///
    /// Raster: a `TextEditor` bound to an `AttributedString` below draws its text with the
    /// definition's value constraints applied, and constrains the text its typing writes back.
    public func attributedTextFormattingDefinition<Definition: AttributedTextFormattingDefinition>(_ definition: Definition) -> some View {
        environment(\.attributedTextFormatting, AttributedTextFormattingRule { definition._constrain(&$0) })
    }
}
