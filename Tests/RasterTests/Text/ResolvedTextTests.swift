import Foundation
import Testing
@testable import Raster

@Suite struct ResolvedTextTests {
    @Test func canvasDrawsTextCentredOnAPoint() throws {
        let view = Canvas { context, size in
            context.draw(Text("Hi").font(.system(size: 20)).foregroundColor(.black), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 60, height: 40)
        let image = try ImageRenderer(content: view).render()
        var inked: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 128 { inked.append((x, y)) } }
        let xs = inked.map(\.0), ys = inked.map(\.1)
        let measured = TextLayout("Hi", font: Font.system(size: 20).resolved, maxWidth: nil).size
        // The ink sits inside the text's box centred at (30, 20).
        #expect(!inked.isEmpty)
        #expect(CGFloat(xs.min()!) >= 30 - measured.width / 2 - 1 && CGFloat(xs.max()!) <= 30 + measured.width / 2 + 1)
        #expect(CGFloat(ys.min()!) >= 20 - measured.height / 2 - 1 && CGFloat(ys.max()!) <= 20 + measured.height / 2 + 1)
    }

    @Test func measureMatchesTheTextLayout() {
        let pixmap = try! Pixmap(width: 1, height: 1)
        let context = GraphicsContext(pixmap: pixmap)
        let resolved = context.resolve(Text("Hello world").font(.body))
        let expected = TextLayout("Hello world", font: Font.body.resolved, maxWidth: 40).size
        #expect(resolved.measure(in: CGSize(width: 40, height: 1000)) == expected)
    }

    @Test func fontSizesThatAreNotNumbersWarn() throws {
        let warnings = capturingWarnings {
            _ = Font.system(size: .nan)
            _ = Font.custom("Inter", size: -.infinity)
            _ = Font.system(size: 0)
        }
        #expect(warnings == [
            "a font size of nan points is not a finite number ≥ 0; text in that font is not drawn. Give a size in points",
            "a font size of -inf points is not a finite number ≥ 0; text in that font is not drawn. Give a size in points",
        ])
    }
}
