import Foundation
import Testing
@testable import Raster

/// Hands the whole environment it sees to `record` (shared with other suites' environment
/// checks).
struct EnvironmentProbe: View {
    @Environment(\.self) private var environment
    let record: (EnvironmentValues) -> Void

    var body: some View {
        record(environment)
        return Color.clear.frame(width: 1, height: 1)
    }
}

/// Modifiers whose values matter only on a device, or only after an interaction a still frame
/// never shows: each is recorded for the views below it, and the inner one wins.
@Suite struct RecordedSystemModifierTests {
    @Test func textSelectionIsRecorded() {
        var values: [Bool] = []
        let host = ViewHost(VStack {
            EnvironmentProbe { values.append($0.allowsTextSelection) }
            EnvironmentProbe { values.append($0.allowsTextSelection) }.textSelection(.disabled)
        }.textSelection(.enabled), size: CGSize(width: 10, height: 10))
        _ = host.render()
        var plain: Bool?
        _ = ViewHost(EnvironmentProbe { plain = $0.allowsTextSelection }, size: CGSize(width: 10, height: 10)).render()
        #expect(values == [true, false])
        #expect(plain == false)
    }

    @Test func typesettingLanguageIsRecordedWhenEnabled() {
        var values: [TypesettingLanguage] = []
        let thai = Locale.Language(identifier: "th")
        let host = ViewHost(VStack {
            EnvironmentProbe { values.append($0.typesettingLanguage) }
            EnvironmentProbe { values.append($0.typesettingLanguage) }.typesettingLanguage(.automatic)
            EnvironmentProbe { values.append($0.typesettingLanguage) }.typesettingLanguage(.automatic, isEnabled: false)
        }.typesettingLanguage(thai), size: CGSize(width: 10, height: 30))
        _ = host.render()
        #expect(values == [.explicit(thai), .automatic, .explicit(thai)])
    }

    /// The `Text` forms record the language on the text and keep it a `Text`, so it
    /// concatenates; the text is laid out as it is without one.
    @Test func typesettingLanguageOnTextIsRecordedAndKeepsItText() {
        let thai = Locale.Language(identifier: "th")
        let marked: Text = Text("สวัสดี").typesettingLanguage(thai)
        #expect(marked.typesettingLanguage == .explicit(thai))
        #expect(Text("a").typesettingLanguage(.automatic).typesettingLanguage == .automatic)
        #expect(Text("a").typesettingLanguage(thai, isEnabled: false).typesettingLanguage == nil)
        let joined = Text("Hi ") + marked
        #expect(joined.plainText == "Hi สวัสดี")
        let size = CGSize(width: 200, height: 40)
        let plainFrames = ViewHost(Text("Hi ") + Text("สวัสดี"), size: size).frames(of: "Text")
        #expect(ViewHost(joined, size: size).frames(of: "Text") == plainFrames)
        #expect(plainFrames.count == 1)
    }

    @Test func persistentSystemOverlaysIsRecorded() {
        var values: [Visibility] = []
        let host = ViewHost(VStack {
            EnvironmentProbe { values.append($0.persistentSystemOverlays) }.persistentSystemOverlays(.hidden)
            EnvironmentProbe { values.append($0.persistentSystemOverlays) }
        }, size: CGSize(width: 10, height: 10))
        _ = host.render()
        #expect(values == [.hidden, .automatic])
    }
}
