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

    /// Misuses are compile errors at the attribute that name the fix.
    @Test(.timeLimit(.minutes(1)), arguments: [
        ("extension EnvironmentValues { @Entry var count = 3 }",
         "@Entry needs the property's type written out: '@Entry var count: Type = 3'"),
        ("extension EnvironmentValues { @Entry var count: Int }",
         "@Entry needs a default value: write '@Entry var count: Int = …' (only an optional type may leave it out, defaulting to nil)"),
        ("extension FocusedValues { @Entry var count: Int = 0 }",
         "@Entry in FocusedValues needs an optional type, as a focused value is nil until a view publishes it: write '@Entry var count: Int?'"),
        ("struct Settings { @Entry var count: Int = 0 }",
         "@Entry declares a value of EnvironmentValues, Transaction or FocusedValues, in an extension of one of them "
         + "(here it is in no extension), such as 'extension EnvironmentValues { @Entry var count: Int = … }'"),
    ])
    func misusesAreCompileErrorsNamingTheFix(source: String, message: String) throws {
        try MacroProbe().compile("import Raster\n" + source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status != 0)
            #expect(compiled.output.contains("error: " + message), "\(compiled.output)")
        }
    }

    /// Written with `public` and an `Optional<T>` spelling, the expansion compiles in another
    /// module, optimised.
    @Test(.timeLimit(.minutes(1))) func publicEntriesCompileInAUserModule() throws {
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
