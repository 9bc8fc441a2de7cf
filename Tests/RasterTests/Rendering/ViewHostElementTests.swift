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

    /// Elements outside the window (here placed beside it, as a page pushed out of sight is) are
    /// not on screen: they neither match nor make a label ambiguous; a partly visible element
    /// is tapped at the centre of its visible part.
    @Test func elementsOutsideTheWindowAreNotOnScreen() throws {
        let host = ViewHost(ZStack {
            Button("OK") {}.position(x: -150, y: 10)
            Text("Gone").position(x: 400, y: 10)
            Button("OK") {}
            Text("Edge").position(x: -5, y: 80)
        }, size: CGSize(width: 100, height: 100))
        #expect(try host.tap("OK"))
        #expect(throws: ViewHostError.self) { try host.tap("Gone") }
        // "Edge" is 41 × 21 points centred at (-5, 80): its visible part is the last 15.5 points.
        #expect(try host.frame(of: "Edge") == CGRect(x: 0, y: 69.5, width: 15.5, height: 21))
    }

    /// A view placed at NaN (drawn nowhere, with a warning) is on no screen: finding another
    /// element does not trip over its frame (it crashed in the window test before).
    @Test func anElementWithANonFiniteFrameIsNotOnScreen() throws {
        let host = ViewHost(VStack {
            Button("Lost") {}.offset(x: .nan)
            Button("OK") {}
        }, size: CGSize(width: 100, height: 100))
        #expect(try host.tap("OK"))
        #expect(throws: ViewHostError.self) { try host.frame(of: "Lost") }
    }

    /// An element's frame is where it is drawn, as an iOS view's accessibility frame is: an
    /// offset moves it, a scale effect scales it about its anchor (here the centre), a
    /// rotation gives the bounding box of the turned rectangle; taps land on the drawing.
    @Test func framesFollowGeometryEffects() throws {
        let taps = Taps()
        let host = ViewHost(ZStack(alignment: .topLeading) {
            Button { taps.saved += 1 } label: { Color.red.frame(width: 40, height: 20) }
                .accessibilityLabel("Moved")
                .offset(x: 100, y: 50)
            Button { taps.deleted += 1 } label: { Color.blue.frame(width: 40, height: 20) }
                .accessibilityLabel("Scaled")
                .scaleEffect(2)
                .offset(x: 40, y: 100)
            Color.green.frame(width: 40, height: 20)
                .accessibilityElement()
                .accessibilityLabel("Turned")
                .rotationEffect(.degrees(90))
                .offset(x: 150, y: 150)
        }.frame(width: 200, height: 200, alignment: .topLeading), size: CGSize(width: 200, height: 200))
        #expect(try host.frame(of: "Moved") == CGRect(x: 100, y: 50, width: 40, height: 20))
        #expect(try host.frame(of: "Scaled") == CGRect(x: 20, y: 90, width: 80, height: 40))
        let turned = try host.frame(of: "Turned")
        #expect([turned.minX, turned.minY, turned.width, turned.height].map { ($0 * 1000).rounded() / 1000 } == [160, 140, 20, 40])
        #expect(host.accessibilityDescription() == """
            [button] "Moved" (100, 50, 40, 20)
            [button] "Scaled" (20, 90, 80, 40)
            element "Turned" (160, 140, 20, 40)
            """)
        // Nothing is drawn where the views are laid out; taps by label land on the drawing.
        #expect(!host.tap(at: CGPoint(x: 20, y: 10)))
        #expect(try host.tap("Moved"))
        #expect(try host.tap("Scaled"))
        #expect(taps.saved == 1 && taps.deleted == 1)
    }
}
