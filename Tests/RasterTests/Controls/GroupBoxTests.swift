import Foundation
import Testing
@testable import Raster

/// Draws the box's content with a pink border around the next style out (Apple's example
/// for `GroupBox(_:)`).
private struct PinkBorderGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(4)
    }
}

/// Frames at an iPhone 15's 393-point width. Sources: SwiftUI's iPhone group box body as
/// DanceUI's reading of iOS 14.3 records it (`PhoneIdiomGroupBoxStyle`: a VStack of the
/// label, leading-aligned over the proposed width and in `.headline`, over the content;
/// `padding()`, 16 points on iOS; a continuous `RoundedRectangle(cornerRadius: 8)` of the
/// background style) and OpenSwiftUI's `_AlignmentLayout` (the label takes the proposed
/// width). Colours: ios17-metrics.md §10.1.
@Suite struct GroupBoxTests {
    private let window = CGSize(width: 393, height: 200)

    @Test func labelledBoxFillsTheWidthAndCentresNarrowContent() {
        let box = GroupBox("Shipping") { Text("Ships tomorrow") }
        let label = controlsSize(Text("Shipping").font(.headline), .unspecified, scale: 1)
        let content = controlsSize(Text("Ships tomorrow"), .unspecified, scale: 1)
        let stack = controlsSize(VStack { Text("Shipping").font(.headline).frame(maxWidth: .infinity); Text("Ships tomorrow") },
                                 ProposedViewSize(width: 361, height: nil), scale: 1)
        let height = 16 + stack.height + 16
        let top = (200 - height) / 2
        let host = ViewHost(box, size: window)
        #expect(host.frames(of: "RoundedRectangle") == [CGRect(x: 0, y: top, width: 393, height: height)])
        #expect(host.frames(of: "Text") == [
            CGRect(x: 16, y: top + 16, width: label.width, height: label.height),
            CGRect(x: 16 + (361 - content.width) / 2, y: top + 16 + stack.height - content.height,
                   width: content.width, height: content.height),
        ])
    }

    @Test func labeledContentSpansTheBoxInsidePadding() {
        // A labelled box offers its content the window less 2 × 16: the row runs from x 16
        // to 377, its value flush with the trailing padding.
        let box = GroupBox("Account") { LabeledContent("Name", value: "Ada Lovelace") }
        let name = controlsSize(Text("Name"), .unspecified, scale: 1)
        let value = controlsSize(Text("Ada Lovelace"), .unspecified, scale: 1)
        let frames = ViewHost(box, size: window).frames(of: "Text")
        #expect(frames.count == 3)
        #expect(frames[1].origin.x == 16 && frames[1].size == name)
        #expect(frames[2].origin.x == 377 - value.width && frames[2].size == value)
        #expect(frames[1].minY == frames[2].minY)
    }

    @Test func unlabelledBoxHugsItsContent() {
        let content = controlsSize(Text("No label"), .unspecified, scale: 1)
        let host = ViewHost(GroupBox { Text("No label") }, size: window)
        let size = CGSize(width: content.width + 32, height: content.height + 32)
        #expect(host.frames(of: "RoundedRectangle") == [
            CGRect(x: (393 - size.width) / 2, y: (200 - size.height) / 2, width: size.width, height: size.height),
        ])
    }

    @Test func backgroundLevelsLightAndDark() {
        // Inside the box, 4 points below its top edge: secondarySystemBackground; in
        // the corner pixel itself the 8-point rounding leaves the window clear.
        let box = GroupBox { Color.clear.frame(width: 100, height: 60) }
        let top = (200 - 92) / 2.0, left = (393 - 132) / 2.0
        let light = controlsRender(box, size: window)
        #expect(light.pixel(atPoint: left + 20, top + 4) == rgba(242, 242, 247))
        #expect(light.pixel(atPoint: left, top).a == 0)
        let dark = controlsRender(box, size: window, colorScheme: .dark)
        #expect(dark.pixel(atPoint: left + 20, top + 4) == rgba(28, 28, 30))
        // A box in a box: tertiarySystemBackground, white in light mode, (44, 44, 46) in dark.
        let nested = GroupBox { GroupBox { Color.clear.frame(width: 100, height: 60) } }
        #expect(controlsRender(nested, size: window).pixel(atPoint: 196.5, 100) == rgba(255, 255, 255))
        #expect(controlsRender(nested, size: window, colorScheme: .dark).pixel(atPoint: 196.5, 100) == rgba(44, 44, 46))
    }

    @Test func labelIsHeadlineEvenUnderAnotherFont() {
        let headline = controlsSize(Text("Shipping").font(.headline), .unspecified, scale: 1)
        let host = ViewHost(GroupBox("Shipping") { Text("x") }.font(.caption), size: window)
        #expect(host.frames(of: "Text").first?.size == headline)
    }

    @Test func initializersShareOneLook() {
        let title = ViewHost(GroupBox("Shipping") { Text("x") }, size: window).frames(of: "Text")
        let builder = ViewHost(GroupBox { Text("x") } label: { Text("Shipping") }, size: window).frames(of: "Text")
        let legacy = ViewHost(GroupBox(label: Text("Shipping")) { Text("x") }, size: window).frames(of: "Text")
        let string = ViewHost(GroupBox(String("Shipping")) { Text("x") }, size: window).frames(of: "Text")
        #expect(title == builder && builder == legacy && legacy == string)
        let automatic = ViewHost(GroupBox("Shipping") { Text("x") }.groupBoxStyle(.automatic), size: window).frames(of: "Text")
        #expect(automatic == title)
    }

    @Test func customStyleDrawsTheNextStyleOut() {
        let plain = ViewHost(GroupBox { Text("No label") }, size: window).frames(of: "RoundedRectangle")
        let host = ViewHost(GroupBox { Text("No label") }.groupBoxStyle(PinkBorderGroupBoxStyle()), size: window)
        #expect(host.frames(of: "RoundedRectangle") == plain)
    }
}
