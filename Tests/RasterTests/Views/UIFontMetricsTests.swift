import Foundation
import Testing
@testable import Raster

/// UIFontMetrics, UIFontDescriptor and the preferred fonts, scaled by iOS 17's Dynamic Type
/// tables (ios17-metrics.md §8.1; DynamicTypeMetrics).
@Suite struct UIFontMetricsTests {
    /// What `read` returns when run in a representable's `makeUIView`, in a host whose
    /// Dynamic Type size is `size`.
    private func inMakeUIView<T>(at size: DynamicTypeSize, _ read: @escaping () -> T) -> T? {
        var value: T?
        let host = ViewHost(HostedUIView { value = read(); return UIView() }.environment(\.dynamicTypeSize, size),
                            size: CGSize(width: 50, height: 50))
        _ = host.render()
        return value
    }

    /// Outside a host the content size category is Large: the HIG's default sizes.
    @Test func preferredFontsOutsideAHostHaveTheLargeSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).pointSize == 13)
        #expect(UIFontMetrics.default.scaledValue(for: 24) == 24)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize == 17)
    }

    /// In a host's view code the fonts follow the environment's Dynamic Type size: body is 23
    /// at xxxLarge and 53 at accessibility5; a 17-point font with body metrics is the same.
    @Test func viewCodeScalesToTheEnvironmentsDynamicTypeSize() throws {
        let xxxLarge = try #require(inMakeUIView(at: .xxxLarge) {
            (UIFont.preferredFont(forTextStyle: .body).pointSize, UIFont.preferredFont(forTextStyle: .title1).pointSize,
             UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize,
             UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14),
             UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1).pointSize)
        })
        #expect(xxxLarge.0 == 23 && xxxLarge.1 == 34 && xxxLarge.2 == 23)
        #expect(xxxLarge.3 == 17)  // 14 × 34 / 28
        #expect(xxxLarge.4 == 18)
        let largest = try #require(inMakeUIView(at: .accessibility5) {
            (UIFont.preferredFont(forTextStyle: .body).pointSize,
             UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30).pointSize,
             UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 17)).pointSize)
        })
        #expect(largest.0 == 53 && largest.1 == 30 && largest.2 == 53)
    }

    /// The `compatibleWith:` forms take the trait collection's category; an unspecified one
    /// is the current category.
    @Test func traitCollectionsGiveTheirCategory() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(ax5.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: ax5) == 40)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 28)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == 10)
        #expect(DynamicTypeSize(UIContentSizeCategory.extraExtraLarge) == .xxLarge)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory(.accessibility1) == .accessibilityMedium)
        #expect(UIContentSizeCategory.small < .large)
    }

    /// Descriptors carry the face: traits replace bold and italic, designs apply to the
    /// system font only, and `UIFont(descriptor:size:)` keeps the descriptor's size for 0.
    @Test func descriptorsMakeFonts() throws {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline.symbolicTraits == [])
        let bold = try #require(headline.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits == .traitBold)
        #expect(bold.face.weight == .bold && bold.face.size == 17)
        let boldItalic = try #require(bold.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.symbolicTraits == [.traitBold, .traitItalic])
        #expect(try #require(boldItalic.withSymbolicTraits(.traitItalic)).face.weight == .regular)
        #expect(UIFont(descriptor: bold, size: 0).pointSize == 17)
        #expect(UIFont(descriptor: bold, size: 24).pointSize == 24)
        let rounded = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withDesign(.rounded))
        #expect(rounded.face.design == .rounded)
        #expect(UIFontDescriptor(name: "Inter", size: 12).withDesign(.serif) == nil)
        #expect(UIFont.systemFont(ofSize: 20).fontDescriptor.pointSize == 20)
        #expect(UIFont.systemFont(ofSize: 20).withSize(9).pointSize == 9)
        // Width traits carry SwiftUI's widths and read back; the others are accepted only.
        let condensed = try #require(headline.withSymbolicTraits([.traitCondensed, .traitBold]))
        #expect(condensed.face.width == .condensed && condensed.symbolicTraits == [.traitCondensed, .traitBold])
        let expanded = try #require(condensed.withSymbolicTraits(.traitExpanded))
        #expect(expanded.face.width == .expanded && expanded.symbolicTraits == .traitExpanded)
        let loose = try #require(expanded.withSymbolicTraits([.traitLooseLeading, .traitUIOptimized]))
        #expect(loose.face.width == .standard && loose.symbolicTraits == [])
        #expect(UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue == 64)
    }

    /// A label in a preferred font at xxxLarge draws exactly as one in the 23-point system
    /// font; a bold descriptor's font as the bold system font.
    @Test func labelsDrawTheScaledFonts() throws {
        func label(_ font: @escaping () -> UIFont) -> () -> UILabel {
            { let label = UILabel(); label.text = "Dynamic Type"; label.font = font(); return label }
        }
        func rendered(_ make: @escaping () -> UILabel, at size: DynamicTypeSize) -> RasterImage {
            let content = HostedUIView(make).frame(width: 200, height: 40).environment(\.dynamicTypeSize, size)
            return ViewHost(content, size: CGSize(width: 200, height: 40), scale: 2).render()
        }
        let preferred = rendered(label { .preferredFont(forTextStyle: .body) }, at: .xxxLarge)
        let fixed = rendered(label { .systemFont(ofSize: 23) }, at: .large)
        let large = rendered(label { .preferredFont(forTextStyle: .body) }, at: .large)
        #expect(preferred.pixmap.data == fixed.pixmap.data)
        #expect(preferred.pixmap.data != large.pixmap.data)
        let ink = try #require(inkBounds(preferred, background: .white))
        let inkLarge = try #require(inkBounds(large, background: .white))
        #expect(ink.width > inkLarge.width * 1.2)
        let descriptorBold = rendered(label {
            UIFont(descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        }, at: .large)
        #expect(descriptorBold.pixmap.data == rendered(label { .boldSystemFont(ofSize: 17) }, at: .large).pixmap.data)
    }

    /// Bad input warns and draws something sensible, never crashes.
    @Test func badInputWarns() {
        let (unknown, unknownWarnings) = RasterDiagnostics.capturingWarnings {
            UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "UICTFontTextStyleHuge")).pointSize
        }
        #expect(unknown == 17)
        #expect(unknownWarnings.contains { $0.contains("\"UICTFontTextStyleHuge\" is not a UIFont.TextStyle") })
        let (nan, nanWarnings) = RasterDiagnostics.capturingWarnings { UIFont.systemFont(ofSize: .nan).pointSize }
        #expect(nan == 0 && nanWarnings.count == 1)
        let (negative, _) = RasterDiagnostics.capturingWarnings { UIFont(descriptor: UIFontDescriptor(name: "Inter", size: -4), size: 0).pointSize }
        #expect(negative == 0)
        let scaled = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        let (twice, twiceWarnings) = RasterDiagnostics.capturingWarnings { UIFontMetrics.default.scaledFont(for: scaled).pointSize }
        #expect(scaled.pointSize == 19 && twice == 19)
        #expect(twiceWarnings.contains { $0.contains("already scaled") })
        let (unlimited, maxWarnings) = RasterDiagnostics.capturingWarnings {
            UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: .infinity).pointSize
        }
        #expect(unlimited == 17 && maxWarnings.count == 1)
        let (value, valueWarnings) = RasterDiagnostics.capturingWarnings { UIFontMetrics.default.scaledValue(for: .nan) }
        #expect(value.isNaN && valueWarnings.count == 1)
    }

    /// `UIFont.familyNames` lists the families Raster draws with (Inter, from fonts-inter, is
    /// the system font's), sorted by UTF-8 bytes; `fontNames(forFamilyName:)` gives a family's
    /// PostScript names, ignoring case, and none for a family not installed.
    @Test func familyAndFontNamesAreTheInstalledFonts() {
        let families = UIFont.familyNames
        #expect(families.contains("Inter"))
        #expect(families == families.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let inter = UIFont.fontNames(forFamilyName: "inter")
        #expect(inter.contains("Inter-Regular"))
        #expect(inter.contains("Inter-BoldItalic"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
