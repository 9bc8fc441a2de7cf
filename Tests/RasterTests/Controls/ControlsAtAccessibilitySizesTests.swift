// ControlsAtAccessibilitySizesTests.swift · RasterTests/Controls · the frames of controls and list rows at accessibility1 and accessibility5
// Sources: body is 28 pt at accessibility1 and 53 pt at accessibility5 (ios17-metrics.md §8.1;
// Inter lines 34 and 65 pt tall at scale 1); a row is its content plus 11 above and below, at
// least 44 (ios17-metrics.md §4), and grows with its text (UIKit's self-sizing cells, on by
// default since iOS 11: PSPDFKit, "Self-Sizing Table View Cells in Practice", 2018); the
// switch (51 × 31) and stepper (94 × 32) keep their sizes while their labels grow and wrap
// beside them (swiftui-behavior.md §6); a button's title grows with body; the segmented
// control keeps its 32-pt height and 13-pt titles [UNCERTAIN — not measured at accessibility
// sizes]; tab bars and navigation bars keep their sizes and show the large content viewer
// instead (Kevin Hirsch, "Dynamic Type: Large Content Viewer": tab, status, tool and navigation
// bars "always stay small no matter the selected Dynamic Type Size"; ios17-metrics.md §8.1).

import Foundation
import Testing
@testable import Raster

@Suite struct ControlsAtAccessibilitySizesTests {
    /// The layout dump of a settings form at `size` on a 393-pt-wide screen.
    static func form(at size: DynamicTypeSize) -> String {
        layoutDump(Form {
            Toggle("Airplane Mode", isOn: .constant(true))
            Stepper("Copies: 2", value: .constant(2))
            Button("Sign Out") {}
            Slider(value: .constant(0.5))
            Picker("Mode", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
            LabeledContent("Version", value: "17.0")
            TextField("Name", text: .constant(""))
            Label("Wi-Fi", systemImage: "wifi")
        }.dynamicTypeSize(size), proposal: ProposedViewSize(width: 393, height: 1400))
    }

    static func frames(_ prefix: String, at size: DynamicTypeSize) -> [String] {
        ListTests.frames(prefix, in: form(at: size))
    }

    /// Rows: 34 + 22 = 56 pt at accessibility1, 65 + 22 = 87 at accessibility5; "Airplane
    /// Mode" (about 330 pt at 53 pt) wraps to two lines in the 270 pt left of the switch, and
    /// its row is 129 + 22 = 151 pt. Row tops follow: 46, 102, 158, … with 22 pt between rows.
    @Test func rowsGrowWithTheirTextAndLongLabelsWrap() {
        #expect(Self.frames("Text(\"Airplane Mode\")", at: .accessibility1) == ["(32, 46, 174, 34)"])
        #expect(Self.frames("Text(\"Airplane Mode\")", at: .accessibility5) == ["(32, 46, 185, 129)"])
        #expect(Self.frames("Text(\"Copies: 2\")", at: .accessibility1) == ["(32, 102, 113, 34)"])
        #expect(Self.frames("Text(\"Copies: 2\")", at: .accessibility5) == ["(32, 197, 214, 65)"])
        #expect(Self.frames("Text(\"Version\")", at: .accessibility5) == ["(32, 481, 169, 65)"])
        #expect(Self.frames("Text(\"17.0\")", at: .accessibility5) == ["(281, 481, 80, 65)"])
        #expect(Self.frames("Text(\"Name\")", at: .accessibility5) == ["(32, 568, 135, 65)"])
    }

    /// `LabeledContent` in a form keeps label and value side by side at accessibility sizes,
    /// the value ending at the cell's trailing margin (393 − 32 = 361): an iOS 17 app gets
    /// SwiftUI's `LeadingTrailingLabeledContentStyle` in grouped forms and lists, which has
    /// no vertical form (OpenSwiftUI's `AutomaticLabeledContentStyle`; the adaptive
    /// `LeadingTrailingLabeledContentStyle_Phone` is for apps linked on or after iOS 18).
    /// A value too long for its share of the row wraps beside the label (three 65-pt lines of
    /// 53-pt body at accessibility5), the label centred on it.
    @Test func labeledContentKeepsLabelAndValueSideBySide() {
        func frames(_ size: DynamicTypeSize) -> [String] {
            let dump = layoutDump(Form {
                LabeledContent("Version", value: "17.0")
                LabeledContent("Owner", value: "Johnny Appleseed")
            }.dynamicTypeSize(size), proposal: ProposedViewSize(width: 393, height: 1400))
            return ["Text(\"Version\")", "Text(\"17.0\")", "Text(\"Owner\")", "Text(\"Johnny Appleseed\")"]
                .flatMap { ListTests.frames($0, in: dump) }
        }
        #expect(frames(.accessibility1) == ["(32, 46, 89, 34)", "(318, 46, 43, 34)", "(32, 102, 79, 34)", "(137, 102, 224, 34)"])
        #expect(frames(.accessibility5) == ["(32, 46, 169, 65)", "(281, 46, 80, 65)", "(32, 197, 150, 65)", "(193, 133, 168, 193)"])
    }

    /// The switch and the stepper keep their sizes and are centred on their rows.
    @Test func switchesAndSteppersKeepTheirSizes() {
        let ax1 = Self.form(at: .accessibility1), ax5 = Self.form(at: .accessibility5)
        #expect(ListTests.frames("ControlCanvas", in: ax1).prefix(2) == ["(310, 47.5, 51, 31)", "(267, 103, 94, 32)"])
        #expect(ListTests.frames("ControlCanvas", in: ax5).prefix(2) == ["(310, 95, 51, 31)", "(267, 213.5, 94, 32)"])
    }

    /// A button's title grows with body; the slider (34 pt) and the segmented control (32 pt,
    /// 13-pt titles 16 pt tall) do not grow.
    @Test func buttonsGrowAndSlidersAndSegmentsDoNot() {
        #expect(Self.frames("Text(\"Sign Out\")", at: .accessibility1) == ["(32, 158, 105, 34)"])
        #expect(Self.frames("Text(\"Sign Out\")", at: .accessibility5) == ["(32, 284, 198, 65)"])
        #expect(Self.frames("SegmentsLayout", at: .accessibility1) == ["(32, 270, 329, 32)"])
        #expect(Self.frames("SegmentsLayout", at: .accessibility5) == ["(32, 427, 329, 32)"])
        #expect(Self.frames("Text(\"One\")", at: .accessibility5) == ["(101.25, 435, 26, 16)"])
        #expect(Self.frames("gesture", at: .accessibility5) == ["(32, 371, 329, 34)"])
    }

    /// A label's symbol scales with body (22 pt tall at 17 pt: 21.703 at 28 pt, 41.08 at 53).
    @Test func labelIconsScaleWithTheirText() {
        #expect(Self.frames("Image", at: .accessibility1) == ["(32, 442.149, 30.723, 21.703)"])
        #expect(Self.frames("Image", at: .accessibility5) == ["(32, 666.96, 58.155, 41.08)"])
        #expect(Self.frames("Text(\"Wi-Fi\")", at: .accessibility5) == ["(106.155, 655, 119, 65)"])
    }

    /// The tab bar (49 pt, 10-pt titles) and the inline navigation bar (44 pt, 17-pt title)
    /// are the same at accessibility5 as at large, while the page's text grows.
    @Test func tabAndNavigationBarsKeepTheirSizes() {
        for size in [DynamicTypeSize.large, .accessibility1, .accessibility5] {
            let tabs = layoutDump(TabView { Text("A").tabItem { Label("Home", systemImage: "house") } }.dynamicTypeSize(size),
                                  proposal: ProposedViewSize(width: 393, height: 852))
            #expect(ListTests.frames("Text(\"Home\")", in: tabs) == ["(182, 835.5, 29, 13)"], "\(size)")
            let nav = layoutDump(NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
                .dynamicTypeSize(size), proposal: ProposedViewSize(width: 393, height: 852))
            #expect(ListTests.frames("Text(\"Inbox\")", in: nav) == ["(173.5, 11.5, 46, 21)"], "\(size)")
        }
    }
}
