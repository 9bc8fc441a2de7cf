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

    /// A custom style, as apps write one (`_body(configuration:)`): the field it is handed
    /// draws the line, which the style pads by 10 points on a yellow capsule; a tap on the
    /// padding still focuses the field (the tap lands on the decorated field), and typing
    /// edits the bound text.
    @Test func aCustomStyleDecoratesTheLine() {
        struct Boxed: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration.padding(10).background(Capsule().fill(Color.yellow))
            }
        }
        let line = controlsSize(Text("Field"), .unspecified)
        let field = TextField("Field", text: .constant("")).textFieldStyle(Boxed())
        #expect(controlsSize(field, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: line.height + 20))
        let image = controlsRender(field.frame(width: 300), size: window)
        #expect(image.pixel(atPoint: 150, (100 - line.height - 20) / 2 + 2) == rgba(255, 204, 0))
        let model = ControlsModel()
        let host = ViewHost(TextField("Field", text: Bindable(model).text).textFieldStyle(Boxed()), size: window)
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        #expect(host.typeText("hi"))
        #expect(model.text == "hi")
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

    /// As on iOS, a tap focuses a field without a focus binding (ImplicitFocusTests has more).
    @Test func tappingAFieldWithoutFocusBindingFocusesIt() {
        let model = ControlsModel()
        let host = ViewHost(TextField("Field", text: Bindable(model).text), size: window)
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        #expect(host.typeText("hi"))
        #expect(model.text == "hi")
    }

    /// Tapping a field marked `focused(_:equals:)` focuses it; setting the focus state moves
    /// the caret; a focused field draws a 2-point caret in the tint colour 1 point after its
    /// text (or at the start of an empty field), as tall as the line.
    @Test func focusMovesWithTapsAndTheFocusState() throws {
        let host = ViewHost(FocusForm(), size: CGSize(width: 200, height: 100), scale: 3)
        host.isOpaque = false
        let texts = host.frames(of: "Text")    // "Ann", the placeholder "Email", the button's "Next"
        #expect(texts.count == 3)
        let nameLine = texts[0], emailLine = texts[1], button = texts[2]
        func caretPixel(_ x: CGFloat, _ line: CGRect) -> RGBA8 { host.render().pixel(atPoint: x, line.midY) }
        #expect(host.frames(of: "RoundedRectangle").isEmpty)
        #expect(caretPixel(nameLine.maxX + 2, nameLine).a == 0)
        #expect(host.tap(at: CGPoint(x: 150, y: emailLine.midY)))
        #expect(caretPixel(1, emailLine) == rgba(0, 122, 255))
        #expect(caretPixel(nameLine.maxX + 2, nameLine).a == 0)
        #expect(host.tap(at: CGPoint(x: button.midX, y: button.midY)))     // focus moves to the name
        #expect(caretPixel(nameLine.maxX + 2, nameLine) == rgba(0, 122, 255))
        #expect(caretPixel(nameLine.maxX + 0.5, nameLine).a == 0)
        #expect(caretPixel(nameLine.maxX + 3.5, nameLine).a == 0)
        #expect(caretPixel(1, emailLine).a == 0)
        let caret = try #require(host.frames(of: "RoundedRectangle").first)
        #expect(caret.height == nameLine.height && caret.width == 2)
    }
}

extension TextFieldTests {
    /// A text longer than its field is tail-truncated at rest; focused, it scrolls to keep the
    /// caret in view, as UITextField does while editing: the text keeps its full width, its
    /// end plus the caret's 3 points meet the field's trailing edge, its start is cut off at
    /// the leading edge, and the caret is drawn at the edge.
    @Test func aFocusedLongTextScrollsToShowItsEnd() throws {
        let long = "The quick brown fox jumps over the lazy dog again and again"
        let host = ViewHost(TextField("Note", text: .constant(long)).frame(width: 120), size: window, scale: 2)
        host.isOpaque = false
        let field = CGRect(x: 90, y: 0, width: 120, height: 100)
        let resting = try #require(host.frames(of: "Text").first)
        #expect(resting.minX == field.minX && resting.maxX <= field.maxX)
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        let focused = try #require(host.frames(of: "Text").first)
        #expect(focused.width > 300)
        #expect(abs(focused.maxX + TextCaret.reachPastEnd - field.maxX) < 0.001)
        let image = host.render()
        #expect(image.pixel(atPoint: field.maxX - 1, focused.midY) == rgba(0, 122, 255))
        // Nothing drawn left of the field, where the start of the text is cut off.
        #expect((0..<Int(field.minX * 2)).allSatisfy { image[$0, Int(focused.midY * 2)].a == 0 })
    }

    /// A value field shows the formatted value; its text binding parses back, and a string
    /// that does not parse leaves the value; a nil optional shows the placeholder.
    @Test func valueFieldsShowTheirFormattedValue() {
        var amount = 1234.5
        let value = Binding(get: { amount }, set: { amount = $0 })
        let format = FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "en_US"))
        let text = FormattedValueBinding.text(of: value, format: format)
        #expect(text.wrappedValue == "1,234.5")
        text.wrappedValue = "2,000.25"
        #expect(amount == 2000.25)
        text.wrappedValue = "many"
        #expect(amount == 2000.25)
        let host = ViewHost(TextField("Amount", value: value, format: format), size: CGSize(width: 200, height: 40))
        #expect(host.layoutDescription().contains("Text(\"2,000.25\")"))
        var tip: Int? = nil
        let optional = Binding(get: { tip }, set: { tip = $0 })
        let empty = ViewHost(TextField("Tip", value: optional, format: IntegerFormatStyle<Int>.number), size: CGSize(width: 200, height: 40))
        #expect(empty.layoutDescription().contains("Text(\"Tip\")"))
        FormattedValueBinding.text(of: optional, format: IntegerFormatStyle<Int>.number).wrappedValue = "15"
        #expect(tip == 15)
    }

    /// The `formatter:` fields show the value as the formatter writes it; a number or date
    /// formatter reads a string set back into the value's type, and a string that does not
    /// parse, or does not fit the type, leaves the value as it is.
    @Test func formatterFieldsShowAndReadBackTheirValue() {
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        var amount = 1234.5
        let value = Binding(get: { amount }, set: { amount = $0 })
        let text = FormattedValueBinding.text(of: value, formatter: numbers)
        #expect(text.wrappedValue == "1,234.5")
        text.wrappedValue = "2,000.25"
        #expect(amount == 2000.25)
        text.wrappedValue = "many"
        #expect(amount == 2000.25)
        var count = 3
        let whole = FormattedValueBinding.text(of: Binding(get: { count }, set: { count = $0 }), formatter: numbers)
        whole.wrappedValue = "1.5"
        #expect(count == 3)
        whole.wrappedValue = "1,024"
        #expect(count == 1024)
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        var day = Date(timeIntervalSince1970: 0)
        let dayText = FormattedValueBinding.text(of: Binding(get: { day }, set: { day = $0 }), formatter: dates)
        #expect(dayText.wrappedValue == "1970-01-01")
        dayText.wrappedValue = "1970-01-02"
        #expect(day == Date(timeIntervalSince1970: 86_400))
        let host = ViewHost(TextField("Amount", value: value, formatter: numbers), size: CGSize(width: 200, height: 40))
        #expect(host.layoutDescription().contains("Text(\"2,000.25\")"))
    }
}

/// Two fields bound to one focus state, and a button that moves focus.
private struct FocusForm: View {
    enum Field: Hashable { case name, email }
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 10) {
            TextField("Name", text: .constant("Ann")).focused($focus, equals: .name)
            TextField("Email", text: .constant("")).focused($focus, equals: .email)
            Button("Next") { focus = .name }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxHeight: .infinity, alignment: .top)
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
