import Foundation
import Testing
@testable import Raster

/// A search field above a scroll view of 40 rows, in a `List` or a `ScrollView`, with an
/// optional `scrollDismissesKeyboard` mode; the field starts focused and reports its focus.
private struct FieldOverRows: View {
    let usesList: Bool
    let mode: ScrollDismissesKeyboardMode?
    let focusLog: FocusLog
    @State private var query = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            TextField("Search", text: $query).focused($isFocused).frame(height: 44)
            rows
                .frame(height: 300)
                .transformEnvironment(\.scrollDismissesKeyboardMode) { if let mode { $0 = mode } }
        }
        .onAppear { isFocused = true }
        .onChange(of: isFocused) { _, focused in focusLog.values.append(focused) }
    }

    @ViewBuilder private var rows: some View {
        if usesList {
            List(0..<40, id: \.self) { Text("Row \($0)") }
        } else {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 44) }
                }
            }
        }
    }
}

private final class FocusLog {
    var values: [Bool] = []
}

@Suite struct ScrollDismissesKeyboardTests {
    /// Scrolls the rows by 100 points and returns whether the field still has focus (it takes
    /// typing) and the focus changes seen.
    private func scroll(usesList: Bool, mode: ScrollDismissesKeyboardMode?) -> (typed: Bool, log: [Bool]) {
        let log = FocusLog()
        let host = ViewHost(FieldOverRows(usesList: usesList, mode: mode, focusLog: log), size: CGSize(width: 300, height: 400))
        #expect(host.typeText("a"))
        #expect(host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 150, y: 200)))
        return (host.typeText("b"), log.values)
    }

    @Test func aListDismissesTheKeyboardByDefault() {
        let result = scroll(usesList: true, mode: nil)
        #expect(result.typed == false)
        #expect(result.log == [true, false])
    }

    @Test func aScrollViewKeepsTheKeyboardByDefault() {
        let result = scroll(usesList: false, mode: nil)
        #expect(result.typed)
        #expect(result.log == [true])
    }

    @Test(arguments: [(false, ScrollDismissesKeyboardMode.immediately, false), (true, .immediately, false),
                      (true, .never, true), (true, .interactively, true), (false, .interactively, true)])
    func explicitModes(usesList: Bool, mode: ScrollDismissesKeyboardMode, keepsFocus: Bool) {
        let result = scroll(usesList: usesList, mode: mode)
        #expect(result.typed == keepsFocus)
        #expect(result.log == (keepsFocus ? [true] : [true, false]))
    }

    @Test func theModifierSetsTheEnvironmentValue() {
        let set = ViewHost(ModeLabel().scrollDismissesKeyboard(.interactively), size: CGSize(width: 200, height: 40))
        #expect(set.accessibilityDescription().contains(#""interactively""#))
        let unset = ViewHost(ModeLabel(), size: CGSize(width: 200, height: 40))
        #expect(unset.accessibilityDescription().contains(#""automatic""#))
    }
}

/// Shows the keyboard dismissal mode it sees.
private struct ModeLabel: View {
    @Environment(\.scrollDismissesKeyboardMode) private var mode

    var body: some View {
        Text(verbatim: "\(mode.kind)")
    }
}
