import Foundation
import Testing
@testable import Raster

/// ColorPicker: the label row with UIColorWell's 28-point swatch.
@Suite struct ColorPickerTests {
    @Test(arguments: [
        (width: 300 as CGFloat?, hidden: false, size: CGSize(width: 300, height: 28)),
        (width: 300, hidden: true, size: CGSize(width: 28, height: 28)),
    ])
    func sizes(width: CGFloat?, hidden: Bool, size: CGSize) {
        let picker = ColorPicker("Accent", selection: .constant(Color.red))
        let measured = hidden ? controlsSize(picker.labelsHidden(), ProposedViewSize(width: width, height: nil))
                              : controlsSize(picker, ProposedViewSize(width: width, height: nil))
        #expect(measured.width == size.width)
        #expect(measured.height == max(size.height, hidden ? 0 : controlsSize(Text("Accent"), .unspecified).height))
    }

    /// The disc is the selected colour (opaque without `supportsOpacity`); the ring's top is
    /// red, its bottom cyan; between them, the gap is empty.
    @Test func swatchPixels() {
        let colour = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        let translucent = ViewHost(ColorPicker("", selection: .constant(colour)).labelsHidden(), size: CGSize(width: 28, height: 28),
                                   scale: 3).render()
        #expect(isClose(translucent.pixel(atPoint: 14, 14), rgba(51, 102, 153, 0.5).over(rgba(255, 255, 255))))
        let opaque = controlsRender(ColorPicker("", selection: .constant(colour), supportsOpacity: false).labelsHidden(),
                                    size: CGSize(width: 28, height: 28))
        #expect(opaque.pixel(atPoint: 14, 14) == rgba(51, 102, 153))
        let top = opaque.pixel(atPoint: 14, 1.5), bottom = opaque.pixel(atPoint: 14, 26.5)
        #expect(top.r > 240 && top.g < 40 && top.b < 40)
        #expect(bottom.r < 40 && bottom.g > 200 && bottom.b > 200)
        #expect(opaque.pixel(atPoint: 14, 4).a == 0)
    }

    /// Disabled, the swatch is drawn at half opacity.
    @Test func disabledSwatchIsDimmed() {
        let picker = ColorPicker("", selection: .constant(Color(red: 0.2, green: 0.4, blue: 0.6))).labelsHidden()
        #expect(controlsRender(picker, size: CGSize(width: 28, height: 28)).pixel(atPoint: 14, 14).a == 255)
        #expect(controlsRender(picker.disabled(true), size: CGSize(width: 28, height: 28)).pixel(atPoint: 14, 14).a == 128)
    }

    /// A `CGColor` binding: the swatch shows it as `Color(cgColor:)` reads it (sRGB red,
    /// green, blue and alpha; a grey level as all three), as the `Color` form would.
    @Test func coreGraphicsColorSelection() {
        let cgColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(cgColor.numberOfComponents == 4 && cgColor.alpha == 0.5)
        #expect(Color(cgColor: cgColor).resolve(in: EnvironmentValues()) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolve(in: EnvironmentValues()))
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1] && grey.alpha == 1)
        #expect(Color(cgColor: grey).resolve(in: EnvironmentValues()) == Color(white: 0.5).resolve(in: EnvironmentValues()))
        #expect(CGColor(gray: 0.5, alpha: 1) == grey && CGColor(gray: 0.5, alpha: 0.9) != grey)
        let swatch = { (picker: ColorPicker<Text>) in
            controlsRender(picker.labelsHidden(), size: CGSize(width: 28, height: 28)).pixel(atPoint: 14, 14)
        }
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        #expect(swatch(ColorPicker("Ink", selection: .constant(cgColor))) == swatch(ColorPicker("Ink", selection: .constant(color))))
        #expect(swatch(ColorPicker("Ink", selection: .constant(cgColor), supportsOpacity: false)) == rgba(51, 102, 153))
        let title = "Ink"
        #expect(controlsSize(ColorPicker(title, selection: .constant(cgColor)), ProposedViewSize(width: 300, height: nil))
                == controlsSize(ColorPicker("Ink", selection: .constant(color)), ProposedViewSize(width: 300, height: nil)))
        #expect(controlsSize(ColorPicker(selection: .constant(cgColor)) { Text("Ink") }, ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: max(28, controlsSize(Text("Ink"), .unspecified).height)))
    }
}

