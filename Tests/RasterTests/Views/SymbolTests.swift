import Foundation
import Testing
@testable import Raster

/// `Image(systemName:)` drawn from the Material Icons font (Views/Symbols/). Glyph inks are in
/// the font's design units, 512 per em, read from MaterialIcons-Regular.ttf of Debian's
/// fonts-material-design-icons-iconfont 6.7.0: `star` 426 × 405 from (43, 43) down from the
/// em top, `circle` 426 × 426 from (43, 43), `square` 384 × 384. Sizing and alignment rules:
/// ios17-metrics.md §9.
@Suite struct SymbolTests {
    private let star = (width: CGFloat(426), height: CGFloat(405))

    /// SF's circle.fill diameter at each weight over regular's (ios17-metrics.md §9).
    static let weights: [(Font.Weight, Double)] = [
        (.ultraLight, 94.63 / 99.61), (.regular, 1), (.bold, 103.828 / 99.61), (.black, 106.64 / 99.61),
    ]
    static let scales: [(Image.Scale, Double)] = [(.small, 78.86 / 99.61), (.medium, 1), (.large, 127.2 / 99.61)]
    static let fonts: [(Font, CGFloat)] = [(.caption, 12), (.body, 17), (.largeTitle, 34)]

    // MARK: The name table

    @Test func nameTableCoversTheMostUsedNamesWithGlyphsOfTheFont() throws {
        let face = try #require(SymbolFont.face())
        #expect(face.descriptor.path.hasSuffix("/MaterialIcons-Regular.ttf"))
        #expect(SymbolNameTable.codepoints.count >= 400)
        let withoutGlyph = SymbolNameTable.codepoints.filter { _, codepoint in
            Unicode.Scalar(codepoint).flatMap(face.glyphIndex(for:)) == nil
        }
        #expect(withoutGlyph.keys.sorted() == [])
        for name in ["chevron.left", "chevron.right", "plus", "minus", "xmark", "gear", "person", "house",
                     "magnifyingglass", "heart", "heart.fill", "star.fill", "bell", "trash", "pencil",
                     "square.and.arrow.up", "envelope", "phone", "message", "camera", "photo", "play.fill",
                     "pause.fill", "stop.fill", "forward.fill", "backward.fill", "speaker.wave.2", "wifi",
                     "battery.100", "location", "map", "calendar", "clock", "cloud", "sun.max", "moon", "lock",
                     "key", "cart", "bag", "creditcard", "doc", "folder", "link", "paperclip", "bookmark", "tag",
                     "flag", "checkmark", "exclamationmark.triangle", "info.circle", "questionmark.circle",
                     "arrow.right", "circle.fill", "square", "xmark.circle.fill", "bell.slash"] {
            #expect(SymbolNameTable.codepoints[name] != nil, "\(name) is not mapped")
        }
        // Outline and filled forms are different glyphs where the font has both.
        #expect(SymbolNameTable.codepoints["heart"] == 0xE87E && SymbolNameTable.codepoints["heart.fill"] == 0xE87D)
        #expect(SymbolNameTable.codepoints["star"] == 0xE83A && SymbolNameTable.codepoints["star.fill"] == 0xE838)
    }

    @Test func theFontIsFoundInTheDocumentedOrderWhateverElseIsInstalled() throws {
        #expect(SymbolFont.face(in: FontLibrary(searchDirectories: [], warningHandler: { _ in })) == nil)
        let installed = try #require(SymbolFont.face()).descriptor.path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-symbol-font-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("MaterialIcons-Regular.ttf")
        try FileManager.default.copyItem(atPath: installed, toPath: copy.path)
        // A folder earlier in the search order (RASTER_FONT_PATH's place) wins.
        let library = FontLibrary(searchDirectories: [folder.path, "/usr/share/fonts"], warningHandler: { _ in })
        #expect(SymbolFont.face(in: library)?.descriptor.path == copy.path)
    }

    // MARK: Size and alignment

    @Test func aMediumSymbolIsItsInkAtAboutThePointSize() {
        let circle = layoutFrames(Image(systemName: "circle.fill"), proposal: .unspecified).first?.frame.size
        #expect(isClose(circle, symbolSize(designUnits: 426, 426)))
        // SF Symbols' circle.fill is 99.61 % of the point size across: 16.93 points at 17.
        #expect(abs((circle?.width ?? 0) - 16.93) < 0.03)
        let size = layoutFrames(Image(systemName: "star.fill"), proposal: ProposedViewSize(width: 5, height: 5)).first?.frame.size
        #expect(isClose(size, symbolSize(designUnits: star.width, star.height)))
    }

    @Test(arguments: Self.scales)
    func imageScaleScalesTheSymbol(scale: Image.Scale, factor: Double) {
        let size = layoutFrames(Image(systemName: "star.fill").imageScale(scale), proposal: .unspecified).last?.frame.size
        #expect(isClose(size, symbolSize(designUnits: star.width, star.height, factor: factor)))
    }

    @Test(arguments: Self.fonts)
    func theFontsPointSizeSizesTheSymbol(font: Font, pointSize: CGFloat) {
        let size = layoutFrames(Image(systemName: "star.fill").font(font), proposal: .unspecified).last?.frame.size
        #expect(isClose(size, symbolSize(designUnits: star.width, star.height, pointSize: pointSize)))
    }

    @Test(arguments: Self.weights)
    func theWeightSizesTheSymbolAsSFDoes(weight: Font.Weight, factor: Double) {
        let size = layoutFrames(Image(systemName: "star.fill").font(.system(size: 17, weight: weight)), proposal: .unspecified)
            .last?.frame.size
        #expect(isClose(size, symbolSize(designUnits: star.width, star.height, factor: factor)))
    }

    /// Beside text at three sizes on the first text baseline, a circle's middle is half the
    /// text's cap height above the baseline: symbols are centred on the cap height.
    @Test(arguments: Self.fonts)
    func besideTextTheSymbolIsCentredOnTheCapHeight(font: Font, pointSize: CGFloat) throws {
        let host = ViewHost(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "circle.fill")
            Text("Hg")
        }.font(font), size: CGSize(width: 200, height: 100))
        let image = try #require(host.frames(of: "Image").first)
        let text = try #require(host.frames(of: "Text").first)
        let metrics = TextLayout("Hg", font: font.resolved, maxWidth: nil)
        let baseline = text.minY + metrics.firstBaseline
        #expect(isClose(image.size, symbolSize(designUnits: 426, 426, pointSize: pointSize)))
        #expect(abs(image.midY - (baseline - metrics.metrics.capHeight / 2)) < 1e-9)
        #expect(image.maxX == text.minX)
    }

    @Test func aResizableSymbolStretchesItsInkOverItsFrame() {
        let view = Image(systemName: "square.fill").resizable().frame(width: 30, height: 20).foregroundStyle(pureRed)
        #expect(layoutFrames(Image(systemName: "square.fill").resizable(), proposal: ProposedViewSize(width: 30, height: 20))
            .first?.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        let image = controlsRender(view, size: CGSize(width: 30, height: 20))
        for (x, y) in [(0.5, 0.5), (15, 10), (29.5, 19.5)] as [(CGFloat, CGFloat)] {
            #expect(image.pixel(atPoint: x, y) == RGBA8(r: 255, g: 0, b: 0, a: 255), "(\(x), \(y))")
        }
    }

    @Test func theSymbolTakesTheForegroundStyleAndTint() {
        let red = controlsRender(Image(systemName: "circle.fill").foregroundStyle(Color.red), size: CGSize(width: 30, height: 30))
        #expect(red.pixel(atPoint: 15, 15) == rgba(255, 59, 48))
        #expect(red.pixel(atPoint: 2, 2).a == 0)
        let tinted = controlsRender(Image(systemName: "circle.fill").foregroundStyle(.tint).tint(.green), size: CGSize(width: 30, height: 30))
        #expect(tinted.pixel(atPoint: 15, 15) == rgba(52, 199, 89))
    }

    // MARK: Variants and rendering modes

    @Test func variantsAppendTheirSuffixesInSFSymbolsOrder() {
        #expect(SymbolVariants.fill.applied(to: "bell") == "bell.fill")
        #expect(SymbolVariants.circle.fill.applied(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.fill.circle.applied(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.slash.applied(to: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants.fill.applied(to: "star.fill") == "star.fill")
        #expect(SymbolVariants.square.applied(to: "xmark.circle") == "xmark.circle")
        #expect(SymbolVariants.none.applied(to: "person.crop.circle") == "person.crop.circle")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        // A variant the table lacks falls back to the name as written.
        #expect(SymbolFont.codepoint(for: "gobackward.10", variants: .circle) == SymbolNameTable.codepoints["gobackward.10"])
    }

    @Test func symbolVariantDrawsTheVariedSymbol() throws {
        let varied = try renderView(HStack { Image(systemName: "bell"); Image(systemName: "star") }.symbolVariant(.fill), scale: 2)
        let named = try renderView(HStack { Image(systemName: "bell.fill"); Image(systemName: "star.fill") }, scale: 2)
        let plain = try renderView(HStack { Image(systemName: "bell"); Image(systemName: "star") }, scale: 2)
        #expect(varied.pixmap.data == named.pixmap.data)
        #expect(varied.pixmap.data != plain.pixmap.data)
    }

    @Test func renderingModesAreAcceptedAndDrawMonochrome() throws {
        let plain = try renderView(Image(systemName: "cloud.sun.fill"), scale: 2)
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            #expect(try renderView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(mode), scale: 2).pixmap.data == plain.pixmap.data)
            #expect(try renderView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(mode).symbolRenderingMode(nil), scale: 2)
                .pixmap.data == plain.pixmap.data)
        }
        #expect(Image(systemName: "star").symbolRenderingMode(.palette) != Image(systemName: "star"))
        // A palette's primary style colours the whole symbol.
        let palette = controlsRender(Image(systemName: "circle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.red, Color.blue),
                                     size: CGSize(width: 30, height: 30))
        #expect(palette.pixel(atPoint: 15, 15) == rgba(255, 59, 48))
    }

    // MARK: Labels and fonts recorded

    @Test func labelsDrawTheirSymbolAsAnImage() throws {
        let host = ViewHost(Label("Favourites", systemImage: "heart.fill"), size: CGSize(width: 200, height: 50))
        let icon = try #require(host.frames(of: "Image").first)
        #expect(isClose(icon.size, symbolSize(designUnits: 426, 391)))
        #expect(host.drawing().fontsUsed.contains { $0.hasPrefix("Material Icons Regular (MaterialIcons-Regular.ttf, ") })
    }
}

/// Symbol effects and variable values compile as in SwiftUI and draw the symbol at rest.
@Suite struct SymbolEffectTests {
    @Test func effectsAndVariableValuesDrawTheSymbolAtRest() throws {
        let plain = try renderView(Image(systemName: "wifi"), scale: 2)
        let views: [AnyView] = [
            AnyView(Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)),
            AnyView(Image(systemName: "wifi").symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)),
            AnyView(Image(systemName: "wifi").symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: 3)),
            AnyView(Image(systemName: "wifi").symbolEffect(.scale.up, isActive: false).symbolEffectsRemoved()),
            AnyView(Image(systemName: "wifi", variableValue: 0.4)),
            // iOS 18's effects, indefinite and discrete.
            AnyView(Image(systemName: "wifi").symbolEffect(.wiggle.left.byLayer, options: .repeating)),
            AnyView(Image(systemName: "wifi").symbolEffect(.wiggle.custom(angle: .degrees(45)), value: 1)),
            AnyView(Image(systemName: "wifi").symbolEffect(.breathe.pulse.wholeSymbol, isActive: true)),
            AnyView(Image(systemName: "wifi").symbolEffect(.rotate.counterClockwise.byLayer, value: "spin")),
            // Pulse and variable colour are discrete too: played once when a value changes.
            AnyView(Image(systemName: "wifi").symbolEffect(.pulse, value: true)),
            AnyView(Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeat(100), value: 2)),
        ]
        for view in views {
            #expect(try renderView(view, scale: 2).pixmap.data == plain.pixmap.data)
        }
        #expect(BounceSymbolEffect.bounce.up != .bounce.down)
        #expect(WiggleSymbolEffect.wiggle.up != .wiggle.down)
        #expect(WiggleSymbolEffect.wiggle.clockwise != .wiggle.counterClockwise)
        #expect(BreatheSymbolEffect.breathe.plain != .breathe.pulse)
        #expect(RotateSymbolEffect.rotate.clockwise != .rotate.counterClockwise)
    }
}
