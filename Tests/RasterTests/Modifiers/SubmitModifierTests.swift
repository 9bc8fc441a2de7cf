import Foundation
import Testing
@testable import Raster

/// Reads what the submit modifiers recorded above it.
private struct SubmitProbe: View {
    @Environment(\.submitLabel) private var label
    @Environment(\.submitActions) private var actions
    let record: (SubmitLabel, [SubmitTriggers]) -> Void

    var body: some View {
        record(label, actions.map(\.triggers))
        return Color.clear.frame(width: 1, height: 1)
    }
}

@Suite struct SubmitModifierTests {
    @Test func labelAndActionsAreRecordedForTheViewsBelow() {
        var seen: (SubmitLabel, [SubmitTriggers])?
        let view = SubmitProbe { seen = ($0, $1) }
            .submitLabel(.send)
            .onSubmit {}
            .onSubmit(of: .search) {}
        _ = ViewHost(view, size: CGSize(width: 10, height: 10)).render()
        #expect(seen?.0 == .send)
        #expect(seen?.1 == [.search, .text])
        var plain: (SubmitLabel, [SubmitTriggers])?
        _ = ViewHost(SubmitProbe { plain = ($0, $1) }, size: CGSize(width: 10, height: 10)).render()
        #expect(plain?.0 == .return && plain?.1 == [])
    }
}
