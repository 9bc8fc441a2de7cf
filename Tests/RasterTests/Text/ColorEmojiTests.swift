import Foundation
import Testing
@testable import Raster

/// Colour emoji from Noto Color Emoji (Debian's fonts-noto-color-emoji 2.042, one CBDT strike
/// of 109 pixels per em; units per em 2048, every emoji advance 2550 units, `hhea` ascender
/// 1900 and descender −500; glyph bitmaps 136 × 128 strike pixels, 101 above the baseline).
@Suite struct ColorEmojiTests {
    static let emojiFolder = "/usr/share/fonts/truetype/noto"
    static let warnings = WarningLog()
    /// Inter, Nanum Gothic, DejaVu and Noto Color Emoji only.
    static let library = FontLibrary(searchDirectories: [TextFixtures.interFolder, TextFixtures.nanumFolder,
                                                          TextFixtures.dejaVuFolder, emojiFolder],
                                     warningHandler: { warnings.append($0) })
    /// One emoji's advance at 17 pt: 2550 × 17 / 2048.
    static let advance17: CGFloat = 21.1669921875

    func layout(_ s: String, size: CGFloat = 17, maxWidth: CGFloat? = nil) -> TextLayout {
        var font = TextFixtures.body
        font.size = size
        return TextLayout(s, font: font, maxWidth: maxWidth, library: Self.library)
    }

    /// The families of the faces `layout` draws each glyph with.
    func families(_ layout: TextLayout) -> [String] {
        layout.glyphs.map { layout.faces[$0.face].descriptor.family }
    }

    /// `layout` drawn at 1 pixel per point with `shading` into a transparent pixmap, its
    /// top-left corner at `origin`.
    func render(_ layout: TextLayout, width: Int, height: Int, origin: CGPoint = .zero, opacity: Double = 1,
                shading: GraphicsContext.Shading = .color(.black)) throws -> Pixmap {
        let pixmap = try Pixmap(width: width, height: height)
        var context = GraphicsContext(pixmap: pixmap)
        context.opacity = opacity
        context.draw(layout, at: origin, with: shading)
        return pixmap
    }

    @Test func theEmojiFaceIsACatalogedColourFaceWithHeadUnitsPerEm() throws {
        let descriptor = try #require(Self.library.faces(inFamily: "Noto Color Emoji").first)
        let face = try #require(Self.library.face(for: descriptor))
        #expect(face.hasColorBitmaps)
        #expect(face.unitsPerEm == 2048)
        #expect(face.ligatures != nil)
        let metrics = face.metrics(size: 17)
        #expect(metrics.ascent == CGFloat(1900) * 17 / 2048)
        #expect(metrics.descent == CGFloat(500) * 17 / 2048)
    }

    @Test func aGrinningFaceIsOneColourGlyphOneEmojiWide() throws {
        let grin = layout("😀")
        #expect(families(grin) == ["Noto Color Emoji"])
        #expect(grin.size.width == Self.advance17)
        #expect(grin.lines.map(\.text) == ["😀"])
    }

    @Test func sequencesDrawAsTheOneGlyphTheFontHas() throws {
        let grin = layout("😀")
        for sequence in ["👨‍👩‍👧", "🇺🇸", "🇰🇷", "👍🏽", "1️⃣", "#️⃣", "❤️", "🏴‍☠️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"] {
            let shaped = layout(sequence)
            #expect(shaped.glyphs.count == 1, "\(sequence) drew \(shaped.glyphs.count) glyphs")
            #expect(families(shaped) == ["Noto Color Emoji"], "\(sequence)")
            #expect(shaped.size.width == grin.size.width, "\(sequence)")
        }
        // The skin tone and the family are glyphs of their own, not their first scalar's.
        #expect(layout("👍🏽").glyphs[0].id != layout("👍").glyphs[0].id)
        #expect(layout("👨‍👩‍👧").glyphs[0].id != layout("👨").glyphs[0].id)
        #expect(layout("🇺🇸").glyphs[0].id != layout("🇰🇷").glyphs[0].id)
    }

    @Test func textPresentationKeepsTheTextFonts() {
        // U+2764 has text presentation by default and U+FE0E asks for it (Inter has a text
        // heart); digits stay digits.
        #expect(families(layout("❤")) == ["Inter"])
        #expect(families(layout("❤︎")) == ["Inter"])
        #expect(families(layout("❤️")) == ["Noto Color Emoji"])
        #expect(families(layout("Hi 1")) == ["Inter", "Inter", "Inter", "Inter"])
    }

    @Test func strayPiecesOfSequencesDrawSensibly() {
        // A lone regional indicator and a lone skin-tone modifier draw the font's glyph for
        // them (a letter, a swatch), one emoji wide; a lone joiner draws nothing.
        for piece in ["🇺", "🏽"] {
            let shaped = layout(piece)
            #expect(shaped.glyphs.count == 1 && families(shaped) == ["Noto Color Emoji"], "\(piece)")
            #expect(shaped.size.width == Self.advance17, "\(piece)")
        }
        let joiner = layout("\u{200D}")
        #expect(joiner.glyphs.isEmpty && joiner.size.width == 0)
        // A modifier after a letter joins its cluster: the letter, then the swatch.
        #expect(families(layout("a🏽")) == ["Inter", "Noto Color Emoji"])
        // Three regional indicators: a flag, then a lone letter.
        #expect(layout("🇺🇸🇫").glyphs.count == 2)
        // A ZWJ sequence the font lacks draws its parts side by side, joiners taking no room.
        let unknown = layout("😀‍🚀")
        #expect(unknown.glyphs.count == 3 && unknown.size.width == 2 * Self.advance17)
    }

    @Test func tenThousandEmojiLayOutAndDraw() throws {
        let many = String(repeating: "😀👨‍👩‍👧🇺🇸", count: 3_334)
        let start = Date()
        let wrapped = layout(many, maxWidth: 393)
        // 18 emoji fit in 393 pt (18 × 21.167 = 381.0).
        #expect(wrapped.glyphs.count == 10_002)
        #expect(wrapped.lines.count == 556)
        #expect(wrapped.lines.allSatisfy { $0.glyphs.count <= 18 })
        let pixmap = try render(wrapped, width: 393, height: 200)
        #expect(pixmap[10, 10].a == 255)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func anEmojiLineGrowsToTheEmojiFaceDescent() throws {
        let plain = layout("Hello"), mixed = layout("Hello 😀")
        let inter = try #require(plain.faces.first).metrics(size: 17)
        // Noto's ascent (15.77 pt) is below Inter's; its descent (4.150 pt) is below Inter's
        // by −0.0483 pt: the line grows by the difference, the baseline stays.
        let notoDescent: CGFloat = 500 * 17 / 2048
        #expect(inter.ascent > 1900 * 17 / 2048)
        #expect(mixed.firstBaseline == plain.firstBaseline)
        #expect(mixed.size.height == plain.size.height + (notoDescent - inter.descent))
        #expect(notoDescent - inter.descent > 0)
        // Two lines: the second line moves down by the first's growth.
        let twoPlain = layout("A\nB"), twoMixed = layout("😀\nB")
        #expect(twoMixed.lines[1].baseline == twoPlain.lines[1].baseline + (notoDescent - inter.descent))
    }

    @Test func aGrinningFaceIsYellowInTheMiddleAndIgnoresTheForegroundColour() throws {
        // At 34 pt (34 px per em) the bitmap is scaled by 34/109; its pen is at x = 0 and the
        // baseline at Inter's ascent. The face's middle is the strike's (253, 224, 48).
        let grin = layout("😀", size: 34)
        let pixmap = try render(grin, width: 50, height: 50, shading: .color(.red))
        let baseline = Int(grin.lines[0].baseline.rounded())
        let middleX = Int((68 * 34 / 109.0).rounded(.down)), middleY = baseline - Int((37 * 34 / 109.0).rounded())
        #expect(pixmap[middleX, middleY] == PremultipliedRGBA8(r: 253, g: 224, b: 48, a: 255))
        let faded = try render(grin, width: 50, height: 50, opacity: 0.5)
        let pixel = faded[middleX, middleY]
        #expect(pixel.a == 128 && pixel.r > pixel.b)
    }

    @Test func inkBoundsAt17PointsStayWithinTheScaledBitmap() throws {
        // The bitmap box at 17 px per em: x 0…21.21, y −15.75…+4.21 around the pen; the
        // filter reaches one more pixel. Measured: the ink of U+1F600 with its pen at (4, 20)
        // (the layout's baseline 4 + 16.47 rounds to 20) spans x 4..<25 and y 4..<24.
        let pixmap = try render(layout("😀"), width: 40, height: 40, origin: CGPoint(x: 4, y: 20 - 16.0))
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<40 { for x in 0..<40 where pixmap[x, y].a > 0 {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x + 1); maxY = max(maxY, y + 1)
        } }
        #expect(minX >= 4 - 1 && maxX <= 4 + 22 + 1)
        #expect(minY >= 20 - 16 - 1 && maxY <= 20 + 5 + 1)
        #expect([minX, minY, maxX, maxY] as [Int] == [4, 4, 25, 24])
    }

    @Test func rotatedTextDrawsItsEmojiFromTheStrike() throws {
        // Under a rotation the glyph is drawn from the strike through the image sampler: the
        // face's middle (strike pixel 68, 64; 37 px above the baseline) keeps its yellow.
        let grin = layout("😀", size: 34)
        let pixmap = try Pixmap(width: 60, height: 60)
        var context = GraphicsContext(pixmap: pixmap)
        context.translateBy(x: 30, y: 30)
        context.rotate(by: .degrees(90))
        context.draw(grin, at: .zero, with: .color(.black))
        // Layout point (x, y) lands on device (30 − y, 30 + x).
        let middle = CGPoint(x: 68 * 34 / 109.0, y: grin.lines[0].baseline - 37 * 34 / 109.0)
        let pixel = pixmap[Int(30 - middle.y), Int(30 + middle.x)]
        #expect(pixel == PremultipliedRGBA8(r: 253, g: 224, b: 48, a: 255))
    }

    @Test func withoutAnEmojiFontEmojiFallBackAndWarnOnce() {
        let log = WarningLog()
        let textOnly = FontLibrary(searchDirectories: [TextFixtures.interFolder], warningHandler: { log.append($0) })
        var font = TextFixtures.body
        font.size = 17
        let sheep = TextLayout("🐑 🐑", font: font, maxWidth: nil, library: textOnly)
        #expect(sheep.glyphs.count == 3 && sheep.faces.map(\.descriptor.family) == ["Inter"])
        #expect(log.all.count == 1)
        #expect(log.all.first?.contains("Emoji and symbols (first seen: U+1F411)") == true)
        #expect(log.all.first?.contains("Install fonts-noto-color-emoji (Debian)") == true)
    }

    @Test func renderingIsDeterministic() throws {
        let text = layout("Hi 👋🏽 🇫🇷 1️⃣", size: 23)
        let a = try render(text, width: 160, height: 40), b = try render(text, width: 160, height: 40)
        #expect(a.data == b.data)
    }

    @Test func fontsUsedRecordTheEmojiFace() {
        let mixed = layout("Go 🚀")
        #expect(Self.library.fingerprint(for: mixed).map(\.family) == ["Inter", "Noto Color Emoji"])
        #expect(Self.library.fingerprintOfFontsUsed().map(\.family).contains("Noto Color Emoji"))
    }
}

/// Hand-built GSUB tables (OpenType spec, GSUB lookup type 4) with known answers.
@Suite struct OpenTypeLigaturesTests {
    /// One `liga` feature over one ligature lookup: glyphs 1 2 3 → 9 (listed first), 1 2 → 8.
    static let gsub: [UInt8] = {
        // Header at 0, ScriptList at 10 (empty), FeatureList at 12, LookupList at 26, the
        // subtable at 38: coverage at +8, ligature set at +14, ligatures at set +6 and +14.
        var bytes = words([1, 0, 10, 12, 26])
        bytes += words([0])
        bytes += words([1]) + Array("liga".utf8) + words([8])
        bytes += words([0, 1, 0])
        bytes += words([1, 4])
        bytes += words([4, 0, 1, 8])
        bytes += words([1, 8, 1, 14])            // LigatureSubst format 1, one set
        bytes += words([1, 1, 1])                // Coverage format 1: glyph 1
        bytes += words([2, 6, 14])               // LigatureSet: two ligatures
        bytes += words([9, 3, 2, 3])             // 1 2 3 → 9
        bytes += words([8, 2, 2])                // 1 2 → 8
        return bytes
    }()

    func applied(_ glyphs: [UInt32]) throws -> [UInt32] {
        let ligatures = try #require(OpenTypeLigatures(gsub: Self.gsub))
        var glyphs = glyphs
        ligatures.apply(to: &glyphs)
        return glyphs
    }

    @Test func theFirstMatchingLigatureOfASetApplies() throws {
        #expect(try applied([1, 2, 3, 4]) == [9, 4])
        #expect(try applied([1, 2, 5]) == [8, 5])
        #expect(try applied([4, 1, 2, 1, 2, 3]) == [4, 8, 9])
        #expect(try applied([1]) == [1])
        #expect(try applied([2, 3]) == [2, 3])
        #expect(try applied([]) == [])
    }

    @Test func damagedOrForeignTablesGiveNoLigatures() {
        #expect(OpenTypeLigatures(gsub: []) == nil)
        #expect(OpenTypeLigatures(gsub: Array(Self.gsub.prefix(40))) == nil)
        var kern = Self.gsub
        kern.replaceSubrange(14..<18, with: Array("kern".utf8))
        #expect(OpenTypeLigatures(gsub: kern) == nil)
    }
}
