import Foundation
import Testing
@testable import Raster

@Suite struct TextFieldTests {
    private let window = CGSize(width: 300, height: 100)

    @Test func plainFieldFillsTheWidthAndIsOneLineTall() {
        let line = controlsSize(Text("Field"), .unspecified)
        let field = TextField("Field", text: .constant(""))
        #expect(controlsSize(field, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: line.height))
        #expect(controlsSize(field, .unspecified) == line)
        // Long text stays on one line.
        let long = TextField("Field", text: .constant(String(repeating: "word ", count: 40)))
        #expect(controlsSize(long, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: line.height))
    }

    /// 7 points around the line: 34.67 tall with this font at @3x (UIKit's field is 34).
    @Test func roundedBorderAddsPadding() {
        let line = controlsSize(Text("Field"), .unspecified)
        let field = TextField("Field", text: .constant("")).textFieldStyle(.roundedBorder)
        #expect(controlsSize(field, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: line.height + 14))
    }

    @Test func placeholderIsTertiaryAndTextIsPrimary() {
        // The paint of the text item the field draws.
        func paint(_ text: String) -> Color.Resolved? {
            let graph = FrameRenderer.makeGraph(TextField("Field", text: .constant(text)), scale: 3, colorScheme: .light)
            graph.updateAndLayout(proposal: ProposedViewSize(width: 200, height: nil))
            let list = DisplayListBuilder.build(root: graph.root!, scale: 3)
            func first(_ items: [DisplayList.Item]) -> Color.Resolved? {
                for item in items {
                    switch item {
                    case .text(_, _, .color(let c)): return c
                    case .group(_, let inner): if let c = first(inner) { return c }
                    default: continue
                    }
                }
                return nil
            }
            return first(list.items)
        }
        #expect(paint("") == SystemColor.tertiary.resolved(.light))
        #expect(paint("Hello") == SystemColor.primary.resolved(.light))
    }

    @Test func roundedBorderColours() {
        // Inside: the system background; the 1-pixel border at the left edge: separator at 29 %.
        let field = TextField("", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 300)
        let light = controlsRender(field, size: window)
        let top = (100 - controlsSize(field, .unspecified).height) / 2
        #expect(light.pixel(atPoint: 150, top + 3) == rgba(255, 255, 255))
        // Colour channels only: the edge pixel's coverage comes out at 254 of 255.
        let border = light.pixel(atPoint: 0, 50), expected = rgba(60, 60, 67, 0.29).over(rgba(255, 255, 255))
        #expect([border.r, border.g, border.b] == [expected.r, expected.g, expected.b])
        let dark = controlsRender(field, size: window, colorScheme: .dark)
        #expect(dark.pixel(atPoint: 150, top + 3) == rgba(0, 0, 0))
    }

    @Test func tappingDoesNothing() {
        let model = ControlsModel()
        let host = ViewHost(TextField("Field", text: Bindable(model).text), size: window)
        #expect(!host.tap(at: CGPoint(x: 150, y: 50)))
        #expect(model.text == "")
    }
}

extension RGBA8 {
    /// This straight-alpha colour composited over an opaque `background`, rounded to bytes.
    func over(_ background: RGBA8) -> RGBA8 {
        let a = Double(self.a) / 255
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * a + Double(b) * (1 - a)).rounded()) }
        return RGBA8(r: mix(r, background.r), g: mix(g, background.g), b: mix(b, background.b), a: 255)
    }
}
