import Foundation
import Testing
@testable import Raster

/// UIImage.SymbolConfiguration, rendering modes and tint colours, drawn by UIImageView as
/// Image(systemName:) draws with the same settings.
@Suite struct UIImageSymbolConfigurationTests {
    /// `make`'s image view in a 60 × 60 frame at scale 2, light or dark.
    private func drawn(_ make: @escaping () -> UIImageView, scheme: ColorScheme = .light) -> RasterImage {
        renderHosted(make, size: CGSize(width: 60, height: 60), scale: 2, colorScheme: scheme).image
    }

    /// A centred image view showing `image`, tinted `tint` when given.
    private func view(_ image: UIImage?, tint: UIColor? = nil) -> () -> UIImageView {
        {
            let view = UIImageView(image: image)
            view.contentMode = .center
            if let tint { view.tintColor = tint }
            return view
        }
    }

    /// The SwiftUI image the configured symbol should match, centred in the same frame.
    private func swiftUI(_ image: some View, scheme: ColorScheme = .light) -> RasterImage {
        ViewHost(image.frame(width: 60, height: 60).frame(width: 60, height: 60, alignment: .topLeading),
                 size: CGSize(width: 60, height: 60), scale: 2, colorScheme: scheme).render()
    }

    /// Point size, weight and scale draw as the SwiftUI font and image scale; the size is the
    /// configured symbol's.
    @Test func pointSizeWeightAndScaleDrawAsSwiftUI() throws {
        let config = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large)
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: config))
        #expect(star.isSymbolImage && star.symbolConfiguration == config)
        let plain = try #require(UIImage(systemName: "star.fill"))
        #expect(star.size.width > plain.size.width * 1.5)
        var environment = EnvironmentValues()
        environment.font = .system(size: 28, weight: .bold)
        environment.imageScale = .large
        #expect(star.size == Image(systemName: "star.fill").naturalSize(in: environment))
        // Drawn, the ink is as large as SwiftUI's image with that font and scale, in the tint.
        let uiKit = try #require(inkBounds(drawn(view(star, tint: .red)), background: .white))
        let reference = try #require(inkBounds(swiftUI(Image(systemName: "star.fill").font(.system(size: 28, weight: .bold))
                                                        .imageScale(.large).foregroundStyle(Color(uiColor: .red))), background: .white))
        #expect(abs(uiKit.width - reference.width) <= 1 && abs(uiKit.height - reference.height) <= 1)
        #expect(drawn(view(star, tint: .red)).pixmap[60, 60] == .red)
        // `withConfiguration` replaces, `applyingSymbolConfiguration` merges.
        let small = plain.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.size.width < plain.size.width)
        let merged = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(merged.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .small))
    }

    /// A text style configuration follows the view's Dynamic Type size, as `.font(.title)` does.
    @Test func textStyleFollowsDynamicType() throws {
        let symbol = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        let content = HostedUIView(view(symbol)).frame(width: 60, height: 60).environment(\.dynamicTypeSize, .xxxLarge)
        let uiKit = try #require(inkBounds(ViewHost(content, size: CGSize(width: 60, height: 60), scale: 2).render(), background: .white))
        let reference = try #require(inkBounds(swiftUI(Image(systemName: "heart.fill").font(.title)
                                                        .environment(\.dynamicTypeSize, .xxxLarge)), background: .white))
        let large = try #require(inkBounds(drawn(view(symbol)), background: .white))
        #expect(abs(uiKit.width - reference.width) <= 1 && abs(uiKit.height - reference.height) <= 1)
        #expect(uiKit.width > large.width)
    }

    /// Colours: a hierarchical or palette configuration's over the view's tint; a tint colour
    /// over both; `.alwaysOriginal` black; light and dark.
    @Test func coloursFollowUIKitsPrecedence() throws {
        let circle = try #require(UIImage(systemName: "circle.fill"))
        let centre = (60, 60)
        func colour(_ image: UIImage, tint: UIColor? = nil, scheme: ColorScheme = .light) -> PremultipliedRGBA8 {
            drawn(view(image, tint: tint), scheme: scheme).pixmap[centre.0, centre.1]
        }
        #expect(colour(circle) == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(colour(circle, scheme: .dark) == PremultipliedRGBA8(r: 10, g: 132, b: 255, a: 255))
        #expect(colour(circle, tint: .green) == .green)
        let hierarchical = circle.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .red))
        #expect(colour(hierarchical, tint: .green) == .red)
        let palette = circle.withConfiguration(UIImage.SymbolConfiguration(paletteColors: [.blue, .red]))
        #expect(colour(palette, tint: .green) == .blue)
        #expect(colour(circle.withTintColor(.red), tint: .green) == .red)
        #expect(colour(circle.withTintColor(.red, renderingMode: .alwaysTemplate), tint: .green) == .red)
        #expect(colour(circle.withRenderingMode(.alwaysOriginal), tint: .green) == .black)
        #expect(circle.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate && circle.renderingMode == .automatic)
    }

    /// A bitmap is drawn as it is unless it is a template (in the view's tint) or tinted (a
    /// silhouette in the tint colour).
    @Test func bitmapsAsTemplatesAndTinted() throws {
        let image = try UIImageViewTests.redBlue()
        func pixels(_ image: UIImage) -> (PremultipliedRGBA8, PremultipliedRGBA8) {
            let drawn = renderHosted({ let view = UIImageView(image: image); view.tintColor = .green; return view },
                                     size: CGSize(width: 20, height: 10)).image
            return (drawn.pixmap[5, 5], drawn.pixmap[15, 5])
        }
        #expect(pixels(image) == (.red, .blue))
        #expect(pixels(image.withRenderingMode(.alwaysTemplate)) == (.green, .green))
        #expect(pixels(image.withTintColor(.black)) == (.black, .black))
        #expect(pixels(image.withTintColor(.black, renderingMode: .alwaysTemplate)) == (.green, .green))
        let swiftUI = ViewHost(Image(uiImage: image.withRenderingMode(.alwaysTemplate)).foregroundStyle(Color(uiColor: .green)),
                               size: CGSize(width: 20, height: 10)).render()
        #expect(swiftUI.pixmap[5, 5] == .green)
    }

    /// Bad input warns: a NaN point size is 0, an empty palette leaves the tint, an unknown
    /// symbol is nil, an unknown text style is body.
    @Test func badInputWarns() throws {
        let (config, warnings) = RasterDiagnostics.capturingWarnings { UIImage.SymbolConfiguration(pointSize: .nan) }
        #expect(config.pointSize == 0 && warnings == [
            "UIImage.SymbolConfiguration(pointSize:): the size nan is not a finite number of points ≥ 0, so the symbol "
                + "has size 0 and draws nothing; give a size such as 17",
        ])
        let (palette, paletteWarnings) = RasterDiagnostics.capturingWarnings { UIImage.SymbolConfiguration(paletteColors: []) }
        #expect(palette.symbolColor == nil && paletteWarnings.count == 1)
        #expect(UIImage(systemName: "no.such.symbol.anywhere", withConfiguration: config) == nil)
        let (_, styleWarnings) = RasterDiagnostics.capturingWarnings {
            UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(rawValue: "bogus"))
        }
        #expect(styleWarnings.count == 1)
        let circle = try #require(UIImage(systemName: "circle.fill", withConfiguration: config))
        let (image, drawWarnings) = RasterDiagnostics.capturingWarnings { drawn(view(circle)) }
        #expect(image.pixmap.width == 120 && drawWarnings.isEmpty)
    }
}
