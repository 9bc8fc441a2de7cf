import Foundation
import Testing
@testable import Raster

/// Items used by the printer and SVG writer tests.
enum DisplayListSamples {
    static let red = Color.Resolved(red: 1, green: 0, blue: 0)
    static let halfBlue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5)
    static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    static let triangle = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 1.0 / 3)]); $0.closeSubpath() }
    static let stops = [DisplayList.ResolvedStop(color: red, location: 0), DisplayList.ResolvedStop(color: halfBlue, location: 1)]
}

@Suite struct DisplayListDescriptionTests {
    typealias S = DisplayListSamples

    @Test func fillsAndStrokesPrintShapePaintAndStyle() {
        let list = DisplayList(items: [
            .fill(S.square, .color(S.red), FillStyle()),
            .fill(S.triangle, .color(S.halfBlue), FillStyle(eoFill: true, antialiased: false)),
            .stroke(S.square, .linearGradient(S.stops, start: .zero, end: CGPoint(x: 10, y: 0)),
                    StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [3, 1], dashPhase: 0.5)),
            .fill(S.square, .radialGradient(S.stops, center: CGPoint(x: 5, y: 5), startRadius: 1, endRadius: 5), FillStyle()),
            .fill(S.square, .angularGradient(S.stops, center: CGPoint(x: 5, y: 5), angle: .degrees(90)), FillStyle()),
        ])
        #expect(list.description == """
            fill rect (0, 0, 10, 10) #FF0000FF
            fill path M0 0 L10 0 L5 0.333 Z #0000FF80 eo aliased
            stroke rect (0, 0, 10, 10) linear-gradient (0, 0)→(10, 0) [#FF0000FF 0, #0000FF80 1] width 2 cap round join bevel dash [3, 1] phase 0.5
            fill rect (0, 0, 10, 10) radial-gradient center (5, 5) radius 1…5 [#FF0000FF 0, #0000FF80 1]
            fill rect (0, 0, 10, 10) angular-gradient center (5, 5) angle 90° [#FF0000FF 0, #0000FF80 1]
            """)
    }

    @Test func groupsIndentTheirItemsUnderTheEffect() throws {
        let pixels = try Pixmap(width: 4, height: 2)
        let list = DisplayList(items: [
            .group(.transform(CGAffineTransform(translationX: 2, y: 3)), [
                .group(.opacity(0.25), [.image(pixels, rect: CGRect(x: 0, y: 0, width: 2, height: 1), smooth: true)]),
                .group(.clip(S.triangle, FillStyle(eoFill: true)), [.fill(S.square, .color(S.red), FillStyle())]),
            ]),
            .group(.transform(CGAffineTransform(scaleX: 2, y: 0.5)), []),
            .group(.blendMode(.multiply), []),
            .group(.shadow(S.halfBlue, radius: 4, offset: CGSize(width: 0, height: 2)), []),
            .group(.blur(radius: 1.5), []),
            .group(.compositingGroup, []),
            .group(.mask([.fill(S.triangle, .color(S.red), FillStyle())]), [.image(pixels, rect: .zero, smooth: false)]),
            .group(.filter(.shadow(color: .black, radius: 3, x: 0, y: 2, blendMode: .multiply, options: [.shadowOnly])), [
                .canvas({ _, _ in }, size: CGSize(width: 8, height: 4.5)),
            ]),
            .group(.filter(.blur(radius: 2, options: .opaque)), []),
            .group(.filter(.colorMultiply(.red)), []),
            .group(.filter(.grayscale(0.5)), []),
            .group(.filter(.colorInvert()), []),
            .group(.filter(.brightness(-0.1)), []),
            .group(.filter(.luminanceToAlpha), []),
        ])
        #expect(list.description == """
            transform translate(2, 3)
              opacity 0.25
                image 4×2 px in (0, 0, 2, 1) smooth
              clip path M0 0 L10 0 L5 0.333 Z eo
                fill rect (0, 0, 10, 10) #FF0000FF
            transform matrix(2, 0, 0, 0.5, 0, 0)
            blend multiply
            shadow #0000FF80 radius 4 offset (0, 2)
            blur radius 1.5
            compositing group
            mask
              image 4×2 px in (0, 0, 0, 0)
              masked by:
                fill path M0 0 L10 0 L5 0.333 Z #FF0000FF
            filter shadow #000000FF radius 3 offset (0, 2) blend multiply only
              canvas 8×4.5
            filter blur radius 2 opaque
            filter color-multiply red
            filter grayscale 0.5
            filter color-invert 1
            filter brightness -0.1
            filter luminance-to-alpha
            """)
    }

    @Test func textPrintsItsStringFaceSizeAndPlace() throws {
        let layout = TextLayout("Hi \"there\"\nyou", font: Font.system(size: 12).resolved, maxWidth: nil)
        let line = DisplayList(items: [.text(layout, origin: CGPoint(x: 1, y: 2), .color(S.red))]).description
        let face = try #require(layout.faces.first)
        #expect(line == "text \"Hi \\\"there\\\"\\nyou\" \(face.descriptor.family) \(face.descriptor.style) 12pt at (1, 2) "
                + "size \(SVGWriter.number(layout.size.width))×\(SVGWriter.number(layout.size.height)) #FF0000FF")
    }

    @Test func onlyClosedAxisAlignedFourSidedPathsAreRectangles() {
        #expect(S.square.axisAlignedRectangle == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path(CGRect(x: 5, y: 6, width: -3, height: 2)).axisAlignedRectangle == CGRect(x: 2, y: 6, width: 3, height: 2))
        #expect(S.triangle.axisAlignedRectangle == nil)
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).axisAlignedRectangle == nil)
        #expect(Path { $0.addLines([.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)]) }.axisAlignedRectangle == nil)
        #expect(S.square.applying(CGAffineTransform(rotationAngle: 0.3)).axisAlignedRectangle == nil)
        #expect(Path(CGRect(x: 0, y: 0, width: 0, height: 4)).axisAlignedRectangle == nil)
    }

    @Test func aViewsDrawingIsTheDisplayListItRenders() throws {
        let host = ViewHost(Color.red.frame(width: 10, height: 4), size: CGSize(width: 20, height: 10))
        let drawing = host.drawing()
        #expect(drawing.size == CGSize(width: 20, height: 10))
        #expect(drawing.displayListDescription == "transform translate(5, 3)\n  fill rect (0, 0, 10, 4) #FF3B30FF")
        #expect(drawing.fontsUsed == [])
        let renderer = ImageRenderer(content: Text("A"))
        let fonts = try renderer.drawing().fontsUsed
        #expect(fonts.count == 1)
        #expect(fonts.first?.hasPrefix("Inter Regular") == true)
    }

    /// Text drawn in code, by a `Canvas` or a `TextRenderer`, is drawn with the fonts the same
    /// text drawn as a view uses, and the drawing names them.
    @Test func fontsUsedCountTextDrawnInCode() throws {
        let text = Text("Total").font(.system(size: 20, weight: .bold, design: .serif))
        let direct = try ImageRenderer(content: text).drawing().fontsUsed
        let canvas = Canvas { context, size in context.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2)) }
        let inCanvas = try ImageRenderer(content: canvas.frame(width: 80, height: 30)).drawing().fontsUsed
        let rendered = try ImageRenderer(content: text.textRenderer(LineByLineRenderer())).drawing().fontsUsed
        #expect(direct.count == 1)
        #expect(direct.first?.hasPrefix("Inter Regular") == false)
        #expect(inCanvas == direct)
        #expect(rendered == direct)
    }
}

/// Draws each line of its text as it is.
private struct LineByLineRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
    }
}
