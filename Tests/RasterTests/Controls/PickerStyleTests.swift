import Foundation
import Testing
@testable import Raster

/// Picker's wheel, inline, palette and navigation-link styles, and labelsHidden().
@Suite struct PickerStyleTests {
    enum Flavor: String, CaseIterable { case vanilla = "Vanilla", chocolate = "Chocolate", strawberry = "Strawberry" }

    private func flavors<S: PickerStyle>(_ selection: Binding<Flavor>, style: S) -> some View {
        Picker("Flavor", selection: selection) {
            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
        }
        .pickerStyle(style)
    }

    /// Wheel sizes: UIPickerView's 216-point height, the proposed width or 320
    /// (markmeretzky.com's logged 320 × 216 frame; Flutter `_kPickerWidth`).
    @Test(arguments: [
        (width: nil as CGFloat?, height: nil as CGFloat?, size: CGSize(width: 320, height: 216)),
        (width: 300, height: nil, size: CGSize(width: 300, height: 216)),
        (width: 300, height: 500, size: CGSize(width: 300, height: 216)),
    ])
    func wheelSizes(width: CGFloat?, height: CGFloat?, size: CGSize) {
        #expect(controlsSize(flavors(.constant(.chocolate), style: .wheel), ProposedViewSize(width: width, height: height)) == size)
        #expect(controlsSize(flavors(.constant(.chocolate), style: WheelPickerStyle()), ProposedViewSize(width: width, height: height)) == size)
    }

    /// Rows sit on a cylinder of radius 1.07 × 108: within a quarter turn, five rows on either
    /// side; a row one step away is 32 / 115.56 radians round.
    @Test func wheelCylinder() {
        #expect(abs(PickerWheelMetrics.radius - 115.56) < 1e-9)
        #expect(PickerWheelMetrics.visibleOffsets == Array(-5...5))
        #expect(abs(PickerWheelMetrics.angle(ofRowsFromCentre: 1) - 32 / 115.56) < 1e-12)
    }

    /// The selected row is drawn at full strength on the band in the middle; its neighbour
    /// above is centred 115.56 × sin(0.277) = 31.6 points up, dimmed to 0.447; the band is the
    /// tertiary system fill, 9 in from the ends, 32 tall.
    @Test func wheelRowsAndBandPixels() {
        let host = ViewHost(flavors(.constant(.chocolate), style: .wheel).frame(width: 300), size: CGSize(width: 300, height: 216), scale: 3)
        host.isOpaque = false
        let image = host.render()
        func strongestAlpha(rows: ClosedRange<CGFloat>) -> UInt8 {
            var strongest: UInt8 = 0
            for y in stride(from: rows.lowerBound, through: rows.upperBound, by: 1 / 3) {
                for x in stride(from: 100, through: 200, by: 1 / 3 as CGFloat) { strongest = max(strongest, image.pixel(atPoint: x, y).a) }
            }
            return strongest
        }
        #expect(strongestAlpha(rows: 100...116) == 255)
        let above = strongestAlpha(rows: (108 - 31.6 - 6)...(108 - 31.6 + 6))
        #expect(above > 90 && above <= 115)
        #expect(strongestAlpha(rows: 0...2) == 0)
        let opaque = ViewHost(flavors(.constant(.chocolate), style: .wheel).frame(width: 300), size: CGSize(width: 300, height: 216),
                              scale: 3).render()
        #expect(isClose(opaque.pixel(atPoint: 12, 108), rgba(118, 118, 128, 0.12).over(rgba(255, 255, 255))))
        #expect(opaque.pixel(atPoint: 5, 108) == rgba(255, 255, 255))
        #expect(opaque.pixel(atPoint: 12, 108 - 17) == rgba(255, 255, 255))
    }

    /// Inline in a Form: a section headed by the label, one row per option, a checkmark on
    /// the selected one; a tap selects. In a stack it is a wheel.
    @Test func inlineInAFormIsASectionOfRows() throws {
        var flavor = Flavor.chocolate
        let binding = Binding(get: { flavor }, set: { flavor = $0 })
        let host = ViewHost(Form { flavors(binding, style: .inline) }, size: CGSize(width: 393, height: 400), scale: 3)
        let description = host.layoutDescription()
        for name in ["Flavor", "Vanilla", "Chocolate", "Strawberry"] { #expect(description.contains("Text(\"\(name)\")")) }
        #expect(host.frames(of: "Image").count == 1)
        let rows = host.frames(of: "Text").filter { $0.minX > 20 && $0.height > 18 }
        let strawberry = try #require(rows.last)
        #expect(host.frames(of: "Image")[0].midY == host.frames(of: "Text")[2].midY)
        #expect(host.tap(at: CGPoint(x: 200, y: strawberry.midY)))
        #expect(flavor == .strawberry)
        #expect(controlsSize(VStack { flavors(.constant(.vanilla), style: InlinePickerStyle()) }, ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: 216))
    }

    /// Palette outside a menu: the segmented control's 32-point height.
    @Test func paletteIsSegmented() {
        #expect(controlsSize(flavors(.constant(.vanilla), style: .palette), ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: 32))
    }

    /// Navigation link: a row with the label and the selected option in the secondary colour;
    /// following it pushes the options, where a tap selects and pops back to the form (it
    /// stayed on the options page), whose row then shows the new option.
    @Test func navigationLinkPushesTheOptions() throws {
        var flavor = Flavor.chocolate
        let binding = Binding(get: { flavor }, set: { flavor = $0 })
        let host = ViewHost(NavigationStack { Form { flavors(binding, style: .navigationLink) } },
                            size: CGSize(width: 393, height: 500), scale: 3)
        let texts = host.frames(of: "Text")
        #expect(host.layoutDescription().contains("Text(\"Chocolate\")"))
        let row = try #require(texts.first)
        #expect(textColors(NavigationStack { Form { flavors(.constant(.chocolate), style: .navigationLink) } }).suffix(2)
                == [SystemColor.primary.resolved(.light), SystemColor.secondary.resolved(.light)])
        #expect(host.tap(at: CGPoint(x: 200, y: row.midY)))
        host.advance(by: 1)
        let pushed = host.layoutDescription()
        #expect(pushed.contains("Text(\"Vanilla\")") && pushed.contains("Text(\"Strawberry\")"))
        let vanilla = try #require(host.frames(of: "Text").first { $0.minX > 20 && $0.minX < 60 })
        #expect(host.tap(at: CGPoint(x: 200, y: vanilla.midY)))
        #expect(flavor == .vanilla)
        host.advance(by: 1)
        let popped = host.layoutDescription()
        #expect(popped.contains("Text(\"Flavor\")") && !popped.contains("Text(\"Strawberry\")"))
    }

    /// With the selection in `@State`, the form's row shows the option chosen on the page.
    @Test func navigationLinkPickerRowShowsTheChoice() throws {
        struct Order: View {
            @State var flavor = Flavor.chocolate
            var body: some View {
                NavigationStack {
                    Form {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
            }
        }
        let host = ViewHost(Order(), size: CGSize(width: 393, height: 500), scale: 3)
        try host.tap("Flavor, Chocolate")
        host.advance(by: 1)
        try host.tap("Strawberry")
        host.advance(by: 1)
        let texts = host.layoutDescription()
        #expect(texts.contains("Text(\"Strawberry\")") && !texts.contains("Text(\"Vanilla\")"))
    }

    /// An empty picker warns once and draws no option.
    @Test func emptyPickerWarns() {
        let (size, warnings) = RasterDiagnostics.capturingWarnings {
            controlsSize(Picker("Nothing", selection: .constant(0)) { EmptyView() }.pickerStyle(.wheel),
                         ProposedViewSize(width: 300, height: nil))
        }
        #expect(size == CGSize(width: 300, height: 216))
        #expect(warnings == ["Picker has no options, so it shows nothing to choose; give it content views marked with tag(_:) (or a ForEach over the values)"])
    }

    /// labelsHidden(): a switch or stepper is its own size; a menu picker in a form row
    /// leaves out its label.
    @Test(arguments: [
        (name: "toggle", size: CGSize(width: 51, height: 31)),
        (name: "stepper", size: CGSize(width: 94, height: 32)),
    ])
    func labelsHiddenLeavesTheControl(name: String, size: CGSize) {
        let proposal = ProposedViewSize(width: 300, height: nil)
        switch name {
        case "toggle": #expect(controlsSize(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), proposal) == size)
        default: #expect(controlsSize(Stepper("Count", value: .constant(1)).labelsHidden(), proposal) == size)
        }
        let menu = Form { flavors(.constant(.vanilla), style: .menu).labelsHidden() }
        #expect(!ViewHost(menu, size: CGSize(width: 393, height: 200)).layoutDescription().contains("Text(\"Flavor\")"))
    }
}
