import Foundation
import Testing
@testable import Raster

@Suite struct TextRenderingTests {
    let library = TextFixtures.library
    let black = Color.Resolved(red: 0, green: 0, blue: 0)

    func layout(_ s: String, font: Font.Resolved = TextFixtures.body) -> TextLayout {
        TextLayout(s, font: font, maxWidth: nil, library: library)
    }

    /// `layout` drawn in black through a context whose transform maps layout points to
    /// pixels, optionally clipped to `clip` (device pixels).
    func render(_ layout: TextLayout, width: Int, height: Int, transform: CGAffineTransform,
                clip: CGRect? = nil, color: Color.Resolved? = nil) throws -> Pixmap {
        let pixmap = try Pixmap(width: width, height: height)
        var context = GraphicsContext(pixmap: pixmap)
        if let clip { context.clip(to: Path(clip)) }
        context.transform = transform
        context.draw(layout, at: .zero, with: .color(Color(color ?? black)))
        return pixmap
    }

    /// The smallest pixel rectangle holding every pixel with non-zero alpha.
    func inkBox(_ p: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].a > 0 {
            box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x + 1), max(box?.maxY ?? y, y + 1))
        } }
        return box
    }

    @Test func helloAtScale2HasInkExactlyInsideTheOutlineBox() throws {
        let hello = layout("Hello")
        let pixmap = try render(hello, width: 140, height: 60, transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 4))
        // Expected: each glyph's outline box at 34 px per em, its pen at the nearest quarter
        // pixel in x and the nearest whole pixel in y, rounded outwards to whole pixels.
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for glyph in hello.glyphs {
            let face = hello.faces[glyph.face]
            let box = face.outlinePath(of: glyph.id).boundingRect
            let s = 34 / CGFloat(face.unitsPerEm)
            let penX = ((2 * glyph.position.x + 4) * 4).rounded() / 4, penY = (2 * glyph.position.y + 4).rounded()
            minX = min(minX, penX + box.minX * s); maxX = max(maxX, penX + box.maxX * s)
            minY = min(minY, penY + box.minY * s); maxY = max(maxY, penY + box.maxY * s)
        }
        // A pixel the outline enters by less than 0.05 px may round to zero coverage.
        let ink = try #require(inkBox(pixmap))
        func floor(_ v: CGFloat) -> Int { Int(v.rounded(.down)) }
        func ceil(_ v: CGFloat) -> Int { Int(v.rounded(.up)) }
        #expect(ink.minX >= floor(minX) && ink.minX <= floor(minX + 0.05))
        #expect(ink.maxX <= ceil(maxX) && ink.maxX >= ceil(maxX - 0.05))
        #expect(ink.minY >= floor(minY) && ink.minY <= floor(minY + 0.05))
        #expect(ink.maxY <= ceil(maxY) && ink.maxY >= ceil(maxY - 0.05))
        // Inside the stem of "H" coverage is full.
        #expect(pixmap.data.contains(255))
    }

    @Test func renderingIsTheSameBytesEveryTimeAndOnEveryThread() throws {
        let text = TextLayout("Raster draws text the same way every time. 한국어도 마찬가지입니다.", font: TextFixtures.body,
                              maxWidth: 200, library: library)
        let transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 1.3, ty: 2.6)
        let first = try render(text, width: 640, height: 220, transform: transform).data
        let second = try render(text, width: 640, height: 220, transform: transform).data
        #expect(first == second)
        let results = WarningLog()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let data = (try? render(text, width: 640, height: 220, transform: transform).data) ?? []
            results.append(data == first ? "same" : "different")
        }
        #expect(results.all == ["same", "same", "same", "same"])
    }

    @Test func penXIsQuantisedToQuarterPixels() throws {
        let l = layout("l")
        func draw(_ tx: CGFloat) throws -> [UInt8] {
            try render(l, width: 20, height: 24, transform: CGAffineTransform(translationX: tx, y: 0)).data
        }
        let base = try draw(4)
        #expect(try draw(4.1) == base)                   // nearest quarter is 4.0
        #expect(try draw(4.25) != base)
        let shifted = try draw(5)
        for y in 0..<24 {                                 // a whole pixel moves the image one pixel
            let row = y * 20 * 4
            #expect(Array(shifted[row + 4..<row + 80]) == Array(base[row..<row + 76]))
        }
    }

    @Test func clipLimitsTheGlyphs() throws {
        let text = layout("Hello")
        let transform = CGAffineTransform(translationX: 2, y: 2)
        let full = try render(text, width: 50, height: 24, transform: transform)
        let clipped = try render(text, width: 50, height: 24, transform: transform,
                                 clip: CGRect(x: 0, y: 0, width: 20, height: 24))
        for y in 0..<24 { for x in 0..<50 {
            #expect(clipped[x, y] == (x < 20 ? full[x, y] : .transparent))
        } }
    }

    @Test func glyphMasksCompositeSourceOverWithExactRounding() throws {
        let pixmap = try Pixmap(width: 3, height: 1)
        pixmap.fill(PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        let context = GraphicsContext(pixmap: pixmap)
        let mask = CoverageMask(originX: 0, originY: 0, width: 3, height: 1, coverage: [0, 128, 255])
        context.fill(mask: mask, with: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
        #expect(pixmap[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // m = 128: S = (64, 0, 0, 64); D·(255 − 64)/255 = 191.
        #expect(pixmap[1, 0] == PremultipliedRGBA8(r: 255, g: 191, b: 191, a: 255))
        // m = 255: S = (128, 0, 0, 128); D·127/255 = 127.
        #expect(pixmap[2, 0] == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
        // Masks hanging off the pixmap are clipped to it.
        context.fill(mask: CoverageMask(originX: -2, originY: 0, width: 3, height: 1, coverage: [0, 128, 255]),
                     with: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
        #expect(pixmap[0, 0] == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
    }

    @Test func glyphPathsPlaceOutlinesInLayoutPoints() throws {
        let h = layout("H")
        let face = h.faces[0]
        let s = face.scale(forSize: 17)
        let box = h.path().boundingRect
        #expect(box.minY == s * -CGFloat(face.capHeight) + h.firstBaseline)
        #expect(box.maxY == h.firstBaseline)
        let moved = h.glyphPaths(transform: CGAffineTransform(translationX: 10, y: 20)).boundingRect
        #expect(abs(moved.minX - box.minX - 10) < 1e-9 && abs(moved.minY - box.minY - 20) < 1e-9)
        #expect(layout(" ").path().isEmpty)
    }

    @Test func rotatedTextIsDrawnThroughTheFullTransform() throws {
        let hello = layout("Hello")
        let upright = try #require(inkBox(try render(hello, width: 60, height: 60, transform: CGAffineTransform(translationX: 5, y: 5))))
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 40, y: 5))
        let turned = try #require(inkBox(try render(hello, width: 60, height: 60, transform: quarterTurn)))
        // A quarter turn swaps the ink box's sides (±1 px: the upright pen is quantised).
        #expect(abs((turned.maxX - turned.minX) - (upright.maxY - upright.minY)) <= 1)
        #expect(abs((turned.maxY - turned.minY) - (upright.maxX - upright.minX)) <= 1)
    }

    @Test func transparentColourAndUnplaceableTextDrawNothing() throws {
        let text = layout("Hi")
        let (pixmaps, warnings) = try RasterDiagnostics.capturingWarnings {
            [try render(text, width: 10, height: 10, transform: .identity,
                        color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)),
             try render(text, width: 10, height: 10, transform: CGAffineTransform(translationX: .nan, y: 0)),
             try render(text, width: 10, height: 10, transform: CGAffineTransform(translationX: 1e300, y: 0))]
        }
        #expect(pixmaps.allSatisfy { $0.data.allSatisfy { $0 == 0 } })
        #expect(warnings == [])
    }

    /// Text above the glyph cache's 4,096 pixels per em (the body size at scale 1,000) is its
    /// outlines filled: the same bytes as filling them, the stem of an "I" solid ink.
    @Test func hugeTextIsFilledFromItsOutlines() throws {
        let letter = layout("I")
        let scale: CGFloat = 1000
        #expect(letter.fontSize * scale > TextLayout.largestCachedPixelSize)
        let bounds = letter.glyphPaths(transform: .identity).boundingRect
        // The 10 × 10-pixel canvas shows the middle 0.01 points of the letter.
        let transform = CGAffineTransform(translationX: 5 - bounds.midX * scale, y: 5 - bounds.midY * scale)
            .scaledBy(x: scale, y: scale)
        let (drawn, warnings) = try RasterDiagnostics.capturingWarnings {
            try render(letter, width: 10, height: 10, transform: transform)
        }
        let filled = try Pixmap(width: 10, height: 10)
        var context = GraphicsContext(pixmap: filled)
        context.transform = transform
        context.fill(letter.glyphPaths(transform: .identity), with: .color(Color(black)))
        #expect(warnings == [])
        #expect(drawn.data == filled.data)
        #expect(drawn.data.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }
}
