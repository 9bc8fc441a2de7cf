import Foundation
import Testing
@testable import Raster

/// A reference type, to see when an `@Entry` default is evaluated.
private final class Palette {
    nonisolated(unsafe) static var made = 0
    let serial: Int
    init() {
        Palette.made += 1
        serial = Palette.made
    }
}

extension EnvironmentValues {
    @Entry fileprivate var entryAccent: String = "orange"
    @Entry fileprivate var entryNote: String?
    @Entry fileprivate var entryPalette: Palette = Palette()
    // Without a type, as SwiftUI's @Entry takes them: the compiler infers it from the value.
    @Entry fileprivate var entryCount = 3
    @Entry fileprivate var entryRatio = 0.5
    @Entry fileprivate var entryLabel = "plain"
    @Entry fileprivate var entryIsOn = true
    @Entry fileprivate var entryInferredPalette = Palette()
}

extension Transaction {
    @Entry fileprivate var entryFromTap: Bool = false
}

extension FocusedValues {
    @Entry fileprivate var entryTitle: String?
}

private struct AccentReader: View {
    @Environment(\.entryAccent) private var accent
    @Environment(\.entryNote) private var note
    var body: some View { Text("\(accent) \(note ?? "no note")") }
}

private struct AccentScreen: View {
    @State private var accent = "green"
    var body: some View {
        VStack {
            AccentReader()
            AccentReader().environment(\.entryAccent, accent).environment(\.entryNote, "noted")
            Button("Recolour") { accent = "purple" }
        }
    }
}

/// What each `transaction` modifier run saw of the custom key, in order.
private final class TransactionLog {
    var seen: [Bool] = []
}

private struct TapScreen: View {
    let log: TransactionLog
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
                .opacity(count.isMultiple(of: 2) ? 1 : 0.5)
                .transaction { log.seen.append($0.entryFromTap) }
            Button("Plain") { count += 1 }
            Button("Flagged") { withTransaction(\.entryFromTap, true) { count += 1 } }
        }
    }
}

private struct TitleStatus: View {
    @FocusedValue(\.entryTitle) private var title
    var body: some View { Text("Title \(title ?? "none")") }
}

@Suite struct EntryMacroTests {
    private let size = CGSize(width: 300, height: 200)

    /// An `@Entry` environment value reads its default where nothing sets it, the set value
    /// below `environment(_:_:)`, and follows a change of the value set; an optional one
    /// defaults to nil.
    @Test func environmentEntryHasItsDefaultAndCarriesSetValues() {
        let host = ViewHost(AccentScreen(), size: size)
        #expect(texts(in: host) == ["orange no note", "green noted", "Recolour"])
        tapButton("Recolour", in: host)
        #expect(texts(in: host) == ["orange no note", "purple noted", "Recolour"])
    }

    /// As in SwiftUI's expansion, the default is computed: each read of an unset value
    /// evaluates it again (a new object each time).
    @Test func theDefaultIsEvaluatedOnEachRead() {
        let values = EnvironmentValues()
        let first = values.entryPalette.serial
        let second = values.entryPalette.serial
        #expect(second == first + 1)
        var set = EnvironmentValues()
        let palette = Palette()
        set.entryPalette = palette
        #expect(set.entryPalette === palette)
        #expect(set.entryPalette === palette)
    }

    /// Written without a type, an entry takes the type of its value, as SwiftUI's @Entry
    /// (Xcode 16.2) lets the compiler infer it: Int, Double, String and Bool literals, and any
    /// other expression; the default is still evaluated on each read, and a set value is kept.
    @Test func untypedEntriesTakeTheTypeOfTheirValue() {
        var values = EnvironmentValues()
        #expect(type(of: values.entryCount) == Int.self && values.entryCount == 3)
        #expect(type(of: values.entryRatio) == Double.self && values.entryRatio == 0.5)
        #expect(type(of: values.entryLabel) == String.self && values.entryLabel == "plain")
        #expect(type(of: values.entryIsOn) == Bool.self && values.entryIsOn)
        let first = values.entryInferredPalette.serial
        #expect(values.entryInferredPalette.serial == first + 1)
        values.entryCount = 7
        values.entryLabel = "set"
        #expect(values.entryCount == 7 && values.entryLabel == "set")
    }

    /// An `@Entry` transaction value is false by default and true in the update a
    /// `withTransaction(\.entryFromTap, true)` change makes, as the `transaction` modifier
    /// above the changed opacity sees it (once or more per update).
    @Test func transactionEntryReachesTransactionModifiers() {
        let log = TransactionLog()
        let host = ViewHost(TapScreen(log: log), size: size)
        _ = host.render()
        log.seen.removeAll()
        tapButton("Plain", in: host)
        _ = host.render()
        #expect(!log.seen.isEmpty && !log.seen.contains(true))
        log.seen.removeAll()
        tapButton("Flagged", in: host)
        _ = host.render()
        #expect(!log.seen.isEmpty && !log.seen.contains(false))
        #expect(texts(in: host).first == "Count 2")
        var transaction = Transaction()
        #expect(transaction.entryFromTap == false)
        transaction.entryFromTap = true
        #expect(transaction.entryFromTap)
    }

    /// An `@Entry` focused value is nil until published, then the published value.
    @Test func focusedEntryIsPublishedAndRead() {
        let unpublished = ViewHost(TitleStatus(), size: size)
        #expect(texts(in: unpublished) == ["Title none"])
        let published = ViewHost(VStack { TitleStatus() }.focusedSceneValue(\.entryTitle, "Groceries"), size: size)
        #expect(texts(in: published) == ["Title Groceries"])
    }

    /// Each misuse is one compile error at the attribute, naming the fix, and nothing else:
    /// the expansion still gives the compiler a valid property (a read-only one returning the
    /// default, or a throwing getter when there is no default), so no follow-on error is
    /// printed. Only a `let` adds the compiler's own warning, which comes before any macro runs.
    @Test(.timeLimit(.minutes(3)), arguments: [
        ("extension EnvironmentValues { @Entry static var x = 1 }",
         ["1:31: error: @Entry declares an instance property, read as '\\.x': remove 'static' and write '@Entry var x = 1'"]),
        ("extension EnvironmentValues { @Entry static var x: Int = 1 }",
         ["1:31: error: @Entry declares an instance property, read as '\\.x': remove 'static' and write '@Entry var x: Int = 1'"]),
        ("extension EnvironmentValues { @Entry var count: Int }",
         ["1:31: error: @Entry needs a default value: write '@Entry var count: Int = …' (only an optional type may leave it out, defaulting to nil)"]),
        ("extension EnvironmentValues { @Entry let count: Int = 3 }",
         ["1:42: warning: cannot expand accessor macro on variable declared with 'let'; this is an error in the Swift 6 language mode",
          "1:31: error: @Entry needs a 'var', as the value can be set: write '@Entry var count: Int = 3'"]),
        ("extension FocusedValues { @Entry var count: Int = 0 }",
         ["1:27: error: @Entry in FocusedValues needs an optional type, as a focused value is nil until a view publishes it: write '@Entry var count: Int?'"]),
        ("struct Settings { @Entry var count: Int = 0 }",
         ["1:19: error: @Entry declares a value of EnvironmentValues, Transaction, FocusedValues or ContainerValues, in an extension of one of them "
          + "(here it is in no extension), such as 'extension EnvironmentValues { @Entry var count: Int = … }'"]),
        ("struct Settings {}\nextension Settings { @Entry var count = 0 }",
         ["2:22: error: @Entry declares a value of EnvironmentValues, Transaction, FocusedValues or ContainerValues, in an extension of one of them "
          + "(here it is in an extension of Settings), such as 'extension EnvironmentValues { @Entry var count: Type = … }'"]),
        // Where the compiler cannot infer a type, its own error is the only one.
        ("extension EnvironmentValues { @Entry var tint = .orange }",
         ["1:50: error: reference to member 'orange' cannot be resolved without a contextual type"]),
    ])
    func misusesAreOneCompileErrorNamingTheFix(source: String, diagnostics: [String]) throws {
        try MacroProbe().compile("import Raster\n" + source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status != 0)
            // "/tmp/…/Probe.swift:2:31: error: … (from macro 'Entry ')": the line counted from
            // the source (after the import), the column, the level and the message.
            let found = compiled.output.split(separator: "\n").compactMap { line -> String? in
                guard let match = line.firstMatch(of: #/^\S*Probe\.swift:(\d+):(\d+): (error|warning): (.*?)( \(from macro 'Entry ?'\))?$/#),
                      let row = Int(match.output.1) else { return nil }
                return "\(row - 1):\(match.output.2): \(match.output.3): \(match.output.4)"
            }
            #expect(found == diagnostics, "\(compiled.output)")
        }
    }

    /// Written with `public` and an `Optional<T>` spelling, the expansion compiles in another
    /// module, optimised.
    @Test(.timeLimit(.minutes(3))) func publicEntriesCompileInAUserModule() throws {
        let source = """
            import Raster
            extension EnvironmentValues {
                @Entry public var tint: Color = .orange
                @Entry public var subtitle: Optional<String>
            }
            extension Transaction {
                @Entry public var fromSwipe: Bool = false
            }
            public func read(_ values: EnvironmentValues) -> String { values.subtitle ?? "none" }
            """
        try MacroProbe().compile(source, options: ["-O", "-wmo", "-c", "-o", "Probe.o"]) { _, compiled in
            #expect(compiled.status == 0, "\(compiled.output)")
        }
    }
}
