import Foundation
import Testing
@testable import Raster

@Suite struct ViewHostElementTests {
    @Observable final class Taps {
        var saved = 0
        var deleted = 0
    }

    struct Editor: View {
        let taps: Taps
        var body: some View {
            VStack(spacing: 10) {
                Text("Draft")
                Button("Save") { taps.saved += 1 }
                Button { taps.deleted += 1 } label: { Image(systemName: "trash") }
                    .accessibilityLabel("Delete")
                    .accessibilityIdentifier("delete-button")
            }
        }
    }

    @Test func tapsAButtonByItsLabelOrIdentifier() throws {
        let taps = Taps()
        let host = ViewHost(Editor(taps: taps), size: CGSize(width: 200, height: 200))
        #expect(try host.tap("Save"))
        #expect(taps.saved == 1)
        #expect(try host.tap("Delete"))
        #expect(try host.tap("delete-button"))
        #expect(taps.deleted == 2)
        // A text is an element too; tapping it runs nothing.
        #expect(try !host.tap("Draft"))
        #expect(try host.frame(of: "Draft") == host.frames(of: "Text").first)
    }

    @Test func nothingMatchingListsTheLabelsOnScreen() throws {
        let host = ViewHost(Editor(taps: Taps()), size: CGSize(width: 200, height: 200))
        let error = #expect(throws: ViewHostError.self) { try host.tap("Cancel") }
        let draft = try host.frame(of: "Draft"), save = try host.frame(of: "Save"), delete = try host.frame(of: "Delete")
        func at(_ frame: CGRect) -> String {
            "at (\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), \(formatPoints(frame.width)), \(formatPoints(frame.height)))"
        }
        #expect(error?.description == "no element labelled or identified \"Cancel\" is on screen; the labels on screen are: "
                + "\"Draft\" \(at(draft)), \"Save\" \(at(save)), \"Delete\" id: \"delete-button\" \(at(delete))")
    }

    @Test func severalMatchesAreAnError() {
        let host = ViewHost(VStack { Button("OK") {}; Button("OK") {} }, size: CGSize(width: 100, height: 100))
        let error = #expect(throws: ViewHostError.self) { try host.tap("OK") }
        #expect(error?.description.hasPrefix("2 elements are labelled or identified \"OK\": \"OK\" at (") == true)
        #expect(error?.description.hasSuffix("give one an accessibilityIdentifier and tap that") == true)
    }
}
