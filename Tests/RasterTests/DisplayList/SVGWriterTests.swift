import Foundation
import Testing
@testable import Raster

@Suite struct SVGWriterTests {
    typealias S = DisplayListSamples

    @Test func aDocumentIsTheCanvasInPointsWithOneElementPerItem() {
        let list = DisplayList(items: [
            .group(.transform(CGAffineTransform(translationX: 2, y: 3)), [
                .fill(S.square, .color(S.red), FillStyle()),
                .stroke(S.triangle, .color(S.halfBlue), StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 1], dashPhase: 1)),
            ]),
            .group(.opacity(0.5), [.fill(S.triangle, .color(S.red), FillStyle(eoFill: true))]),
        ])
        #expect(SVGWriter.document(for: list, size: CGSize(width: 20, height: 10.5)) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10.5" viewBox="0 0 20 10.5">
              <g transform="matrix(1 0 0 1 2 3)">
                <path d="M0 0 L10 0 L10 10 L0 10 Z" fill="#ff0000"/>
                <path d="M0 0 L10 0 L5 0.333 Z" fill="none" stroke="#0000ff" stroke-opacity="0.502" stroke-width="2" \
            stroke-linecap="round" stroke-miterlimit="10" stroke-dasharray="3 1" stroke-dashoffset="1"/>
              </g>
              <g opacity="0.5">
                <path d="M0 0 L10 0 L5 0.333 Z" fill="#ff0000" fill-rule="evenodd"/>
              </g>
            </svg>

            """)
    }

    /// Values that are not finite never reach the text: what Raster does not draw is left
    /// out (groups through a non-finite transform or at NaN opacity, path elements with a
    /// non-finite coordinate), other values print as 0 with a warning.
    @Test func valuesThatAreNotFiniteNeverReachTheDocument() {
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 4, y: 4))
        broken.move(to: CGPoint(x: 1, y: 1))
        broken.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        broken.addLine(to: CGPoint(x: 5, y: 5))
        let list = DisplayList(items: [
            .group(.transform(CGAffineTransform(translationX: .nan, y: 0)), [.fill(S.square, .color(S.red), FillStyle())]),
            .group(.opacity(.nan), [.fill(S.square, .color(S.red), FillStyle())]),
            .fill(broken, .radialGradient(S.stops, center: .zero, startRadius: .nan, endRadius: .infinity), FillStyle()),
            .stroke(S.triangle, .color(S.red), StrokeStyle(lineWidth: .nan)),
        ])
        var svg = ""
        let warnings = capturingWarnings { svg = SVGWriter.document(for: list, size: CGSize(width: 10, height: 10)) }
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(!svg.contains("<g") && svg.contains("<path d=\"M1 1 L5 5\""))
        #expect(svg.contains("r=\"0\" fr=\"0\"") && svg.contains("stroke-width=\"0\""))
        #expect(warnings.contains { $0.hasPrefix("the SVG has a value that is not a finite number") })
        // A skipped move leaves the subpath before it open, as the flattener does.
        var continued = Path()
        continued.move(to: CGPoint(x: 1, y: 1))
        continued.addLine(to: CGPoint(x: 2, y: 2))
        continued.move(to: CGPoint(x: CGFloat.nan, y: 0))
        continued.addLine(to: CGPoint(x: 3, y: 3))
        #expect(SVGWriter.pathData(continued) == "M1 1 L2 2 L3 3")
    }

    @Test func gradientsClipsMasksAndFiltersGoInDefsWithNumberedIDs() {
        let list = DisplayList(items: [
            .group(.clip(S.triangle, FillStyle()), [
                .fill(S.square, .linearGradient(S.stops, start: .zero, end: CGPoint(x: 10, y: 0)), FillStyle()),
            ]),
            .group(.shadow(S.halfBlue, radius: 2, offset: CGSize(width: 0, height: 1)), [.fill(S.square, .color(S.red), FillStyle())]),
            .group(.blur(radius: 1), [.fill(S.square, .radialGradient(S.stops, center: .zero, startRadius: 0, endRadius: 4), FillStyle())]),
            .group(.mask([.fill(S.triangle, .color(S.red), FillStyle())]), [.fill(S.square, .color(S.red), FillStyle())]),
        ])
        let svg = SVGWriter.document(for: list, size: CGSize(width: 10, height: 10))
        #expect(svg.contains("""
            <defs>
              <clipPath id="clip1"><path d="M0 0 L10 0 L5 0.333 Z"/></clipPath>
              <linearGradient id="gradient2" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="10" y2="0">\
            <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity="0.502"/></linearGradient>
              <filter id="shadow3" filterUnits="userSpaceOnUse" x="-7" y="-7" width="24" height="25" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="0" dy="1" result="offset"/>\
            <feFlood flood-color="#0000ff" flood-opacity="0.502"/><feComposite in2="offset" operator="in" result="shadow"/>\
            <feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
              <filter id="blur4" filterUnits="userSpaceOnUse" x="-4" y="-4" width="18" height="18" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="1"/></filter>
              <radialGradient id="gradient5" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="4" fr="0">\
            <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity="0.502"/></radialGradient>
              <mask id="mask6" maskUnits="userSpaceOnUse" x="-1" y="-1" width="12" height="12" style="mask-type:alpha">\
            <path d="M0 0 L10 0 L5 0.333 Z" fill="#ff0000"/></mask>
            </defs>
            """))
        #expect(svg.contains("<g clip-path=\"url(#clip1)\">\n    <path d=\"M0 0 L10 0 L10 10 L0 10 Z\" fill=\"url(#gradient2)\"/>"))
        #expect(svg.contains("<g filter=\"url(#shadow3)\">"))
        #expect(svg.contains("<g filter=\"url(#blur4)\">"))
        #expect(svg.contains("<g mask=\"url(#mask6)\">"))
        #expect(SVGWriter.document(for: list, size: CGSize(width: 10, height: 10)) == svg)
    }

    @Test func contextFiltersBecomeFilterPrimitives() {
        func filterDef(_ filter: GraphicsContext.Filter) -> String {
            let svg = SVGWriter.document(for: DisplayList(items: [.group(.filter(filter), [.fill(S.square, .color(S.red), FillStyle())])]),
                                         size: CGSize(width: 10, height: 10))
            let start = svg.range(of: "color-interpolation-filters=\"sRGB\">")!.upperBound
            return String(svg[start..<svg.range(of: "</filter>")!.lowerBound])
        }
        #expect(filterDef(.shadow(color: .black, radius: 2, x: 1, y: 3, options: .shadowAbove)) == """
            <feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="1" dy="3" result="offset"/>\
            <feFlood flood-color="#000000" flood-opacity="1"/><feComposite in2="offset" operator="in" result="shadow"/>\
            <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="shadow"/></feMerge>
            """)
        #expect(filterDef(.blur(radius: 1.5, options: .opaque))
                == "<feGaussianBlur stdDeviation=\"1.5\"/><feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>")
        #expect(filterDef(.colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
                == "<feColorMatrix type=\"matrix\" values=\"1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 1 0\"/>")
        #expect(filterDef(.luminanceToAlpha) == "<feColorMatrix type=\"luminanceToAlpha\"/>")
        #expect(filterDef(.grayscale(0.25)) == "<feColorMatrix type=\"saturate\" values=\"0.75\"/>")
        #expect(filterDef(.colorInvert()) == "<feComponentTransfer><feFuncR type=\"table\" tableValues=\"1 0\"/>"
                + "<feFuncG type=\"table\" tableValues=\"1 0\"/><feFuncB type=\"table\" tableValues=\"1 0\"/></feComponentTransfer>")
        #expect(filterDef(.brightness(0.2)).hasPrefix("<feComponentTransfer><feFuncR type=\"linear\" slope=\"1\" intercept=\"0.2\"/>"))
    }

    @Test func aCanvasIsEmbeddedAsPixelsAtTheFrameScale() throws {
        let list = DisplayList(items: [.canvas({ context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, size: CGSize(width: 3, height: 2))])
        let svg = SVGWriter.document(for: list, size: CGSize(width: 3, height: 2), scale: 2)
        let expected = try Pixmap(width: 6, height: 4)
        expected.fill(PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"3\" height=\"2\" preserveAspectRatio=\"none\" "
                             + "href=\"data:image/png;base64,\(try expected.pngData().base64EncodedString())\"/>"))
    }

    @Test func blendModesUseCSSAndThoseWithoutAreDrawnNormally() {
        let multiply = DisplayList(items: [.group(.blendMode(.colorDodge), [.fill(S.square, .color(S.red), FillStyle())])])
        #expect(SVGWriter.document(for: multiply, size: CGSize(width: 1, height: 1)).contains("<g style=\"mix-blend-mode:color-dodge\">"))
        let xor = DisplayList(items: [.group(.blendMode(.xor), [.fill(S.square, .color(S.red), FillStyle())])])
        #expect(SVGWriter.document(for: xor, size: CGSize(width: 1, height: 1)).contains("""
            <svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1">
              <path d="M0 0 L10 0 L10 10 L0 10 Z" fill="#ff0000"/>
            </svg>
            """))
    }

    @Test func textIsItsGlyphOutlinesWithTheStringAsLabel() {
        let layout = TextLayout("<A&B>", font: Font.system(size: 20).resolved, maxWidth: nil)
        let svg = SVGWriter.document(for: DisplayList(items: [.text(layout, origin: CGPoint(x: 3, y: 4), .color(S.red))]),
                                     size: CGSize(width: 80, height: 30))
        let expected = layout.glyphPaths(transform: CGAffineTransform(translationX: 3, y: 4)).description
        #expect(svg.contains("<path aria-label=\"&lt;A&amp;B&gt;\" d=\"\(expected)\" fill=\"#ff0000\"/>"))
        #expect(!expected.isEmpty)
    }

    @Test func imagesAreEmbeddedAsPNG() throws {
        let pixmap = try Pixmap(width: 2, height: 1)
        pixmap.fill(PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        let svg = SVGWriter.document(for: DisplayList(items: [.image(pixmap, rect: CGRect(x: 1, y: 2, width: 4, height: 2), smooth: false)]),
                                     size: CGSize(width: 8, height: 8))
        let data = try pixmap.pngData().base64EncodedString()
        #expect(svg.contains("<image x=\"1\" y=\"2\" width=\"4\" height=\"2\" preserveAspectRatio=\"none\" "
                             + "style=\"image-rendering:pixelated\" href=\"data:image/png;base64,\(data)\"/>"))
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        #expect(SVGWriter.number(1.0 / 3) == "0.333")
        #expect(SVGWriter.number(-0.0001) == "0")
        #expect(SVGWriter.number(2.5) == "2.5")
        #expect(SVGWriter.number(-7) == "-7")
    }
}
