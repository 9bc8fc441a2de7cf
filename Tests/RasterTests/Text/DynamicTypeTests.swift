// DynamicTypeTests.swift · RasterTests/Text · text styles, Font.custom and @ScaledMetric at Dynamic Type sizes, dynamicTypeSize(_:) ranges (DynamicTypeMetrics.swift, DynamicTypeSize.swift, ScaledMetric.swift)
// Sources of the numbers: Apple's HIG Typography tables (iOS point size of every text style
// at every Dynamic Type size, `higPointSizes` below), and Apple's SwiftUI documentation of
// `dynamicTypeSize(_:)` (ranges clamp; nested ranges intersect; a value set inside a range
// is kept).

import Foundation
import Testing
@testable import Raster

@Suite struct DynamicTypeTests {
    /// The 11 styles in `Font.TextStyle.allCases` order: largeTitle, title, title2, title3,
    /// headline, subheadline, body, callout, footnote, caption, caption2.
    static let styles = Font.TextStyle.allCases

    /// Apple's HIG Typography "Specifications" tables, iOS and iPadOS: the point size of each
    /// style (rows in the HIG's order: Large Title, Title 1, Title 2, Title 3, Headline, Body,
    /// Callout, Subhead, Footnote, Caption 1, Caption 2) at each Dynamic Type size. Transcribed
    /// from the page as it stood on June 21, 2023 (the iOS 17 update), checked against the copy
    /// taken on 2026-01-23 in github.com/MaryM1660/Continuum_test
    /// APPLE_HIG_TYPOGRAPHY_SPECIFICATIONS.md (identical). Leading, the tables' other column,
    /// is not used: `Text` takes its line height from the face.
    static let higPointSizes: [(DynamicTypeSize, [CGFloat])] = [
        (.xSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.xLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.xxLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.xxxLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibility1, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibility2, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibility3, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibility4, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibility5, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]

    /// The HIG's row order as SwiftUI text styles.
    static let higStyles: [Font.TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .body,
        .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// All 12 × 11 sizes, through the public path a view takes (`Text.font(_:)` resolved in
    /// an environment with the size).
    @Test(arguments: higPointSizes)
    func everyTextStyleHasTheHIGPointSizeAtEverySize(size: DynamicTypeSize, expected: [CGFloat]) {
        #expect(Set(Self.higStyles) == Set(Self.styles) && Self.higStyles.count == 11)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        let sizes = Self.higStyles.map { Text("Aa").font(.system($0)).resolvedFont(in: environment).size }
        #expect(sizes == expected)
    }

    @Test func theTableCoversEverySizeOnceInOrder() {
        #expect(Self.higPointSizes.map(\.0) == DynamicTypeSize.allCases)
    }

    @Test func weightsDesignsAndItalicsSurviveScaling() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        let title = Font.title.bold().italic().resolve(in: environment)
        #expect(title.size == 38 && title.weight == .bold && title.italic)
        let headline = Font.headline.resolve(in: environment)
        #expect(headline.size == 28 && headline.weight == .semibold, "headline stays semibold at every size")
        #expect(Font.system(.caption, design: .monospaced).resolve(in: environment).size == 22)
    }

    @Test func theDefaultIsLargeWhereEverySizeIsTodaysSize() {
        #expect(EnvironmentValues().dynamicTypeSize == .large)
        for style in Self.styles {
            let font = Font.system(style)
            #expect(font.resolve(in: EnvironmentValues()).size == font.resolved.size)
        }
    }

    @Test func systemSizesAndFixedCustomSizesDoNotScale() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        #expect(Font.system(size: 20).resolve(in: environment).size == 20)
        #expect(Font.system(size: 20, weight: .bold).resolve(in: environment).size == 20)
        #expect(Font.custom("Inter", fixedSize: 20).resolve(in: environment).size == 20)
    }

    @Test func customSizesScaleRelativeToBodyOrTheirStyle() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        // body: 17 → 53 pt at AX5, so 20 pt → 20 × 53 / 17.
        #expect(Font.custom("Inter", size: 20).resolve(in: environment).size == 20.0 * 53 / 17)
        #expect(Font.custom("Inter", size: 17).resolve(in: environment).size == 53)
        environment.dynamicTypeSize = .accessibility1
        // title: 28 → 38 pt at AX1.
        #expect(Font.custom("Inter", size: 24, relativeTo: .title).resolve(in: environment).size == 24.0 * 38 / 28)
        environment.dynamicTypeSize = .xSmall
        // caption2 does not shrink below 11 pt: xSmall keeps 11.
        #expect(Font.custom("Inter", size: 30, relativeTo: .caption2).resolve(in: environment).size == 30)
        #expect(Font.custom("Inter", size: 30, relativeTo: .largeTitle).resolve(in: environment).size == 30.0 * 31 / 34)
        #expect(Font.custom("Inter", size: 30, relativeTo: .largeTitle).resolve(in: EnvironmentValues()).size == 30)
    }

    /// A view that reports its scaled metrics and the Dynamic Type size it sees.
    final class Probe: @unchecked Sendable {
        var side: Double?
        var caption: CGFloat?
        var size: DynamicTypeSize?
    }

    struct MetricView: View {
        let probe: Probe
        @ScaledMetric var side = 24.0
        @ScaledMetric(relativeTo: .caption2) var caption: CGFloat = 10
        @Environment(\.dynamicTypeSize) var size

        var body: some View {
            probe.side = side
            probe.caption = caption
            probe.size = size
            return Color.red.frame(width: side, height: caption)
        }
    }

    func probe(_ view: (Probe) -> some View) -> Probe {
        let probe = Probe()
        _ = layoutDump(view(probe), proposal: ProposedViewSize(width: 400, height: 400))
        return probe
    }

    @Test func scaledMetricScalesByItsStylesRatio() {
        let large = probe { MetricView(probe: $0) }
        #expect(large.side == 24 && large.caption == 10)
        // body 17 → 40 pt at AX3: 24 × 40 / 17 ≈ 56.47; caption2 11 → 29 pt: 10 × 29 / 11 ≈ 26.36.
        let ax3 = probe { MetricView(probe: $0).dynamicTypeSize(.accessibility3) }
        #expect(ax3.side == 24.0 * 40 / 17)
        #expect(ax3.caption == 10.0 * 29 / 11)
        // body 17 → 14 pt at xSmall; caption2 stays 11.
        let xSmall = probe { MetricView(probe: $0).dynamicTypeSize(.xSmall) }
        #expect(xSmall.side == 24.0 * 14 / 17 && xSmall.caption == 10)
        let dump = layoutDump(MetricView(probe: Probe()).dynamicTypeSize(.accessibility3),
                              proposal: ProposedViewSize(width: 400, height: 400))
        #expect(dump.contains("frame(width: 56.471, height: 26.364) (0, 0, 56.471, 26.364)"), "\(dump)")
    }

    @Test func rangesClampTheInheritedSize() {
        func seen(_ outer: DynamicTypeSize, _ modify: (MetricView) -> AnyView) -> DynamicTypeSize? {
            probe { modify(MetricView(probe: $0)).dynamicTypeSize(outer) }.size
        }
        #expect(seen(.accessibility5) { AnyView($0.dynamicTypeSize(...DynamicTypeSize.large)) } == .large)
        #expect(seen(.xSmall) { AnyView($0.dynamicTypeSize(...DynamicTypeSize.large)) } == .xSmall)
        #expect(seen(.accessibility5) { AnyView($0.dynamicTypeSize(.xSmall ... .xxxLarge)) } == .xxxLarge)
        #expect(seen(.xSmall) { AnyView($0.dynamicTypeSize(.small...)) } == .small)
        #expect(seen(.accessibility2) { AnyView($0.dynamicTypeSize(..<DynamicTypeSize.large)) } == .medium)
        // Nested ranges intersect: .small ... .large.
        #expect(seen(.xSmall) { AnyView($0.dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)) } == .small)
        #expect(seen(.accessibility4) { AnyView($0.dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)) } == .large)
        // A range inside a set value limits it; a value set inside a range is kept (Apple's examples).
        #expect(probe { MetricView(probe: $0).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge) }.size == .large)
        #expect(probe { MetricView(probe: $0).dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large) }.size == .xLarge)
        // The scaled metric follows the clamped size.
        #expect(probe { MetricView(probe: $0).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5) }.side == 24)
    }

    @Test func anEmptyRangeLeavesTheSizeWithAWarning() {
        let (size, warnings) = RasterDiagnostics.capturingWarnings {
            probe { MetricView(probe: $0).dynamicTypeSize(DynamicTypeSize.large ..< .large).dynamicTypeSize(.xLarge) }.size
        }
        #expect(size == .xLarge)
        #expect(warnings.contains { $0.contains("dynamicTypeSize(_:) was given a range with no DynamicTypeSize in it") })
    }

    /// The frames of the two rows' texts in a list of "Wi-Fi" and "Bluetooth" at `size`.
    static func rowTexts(at size: DynamicTypeSize) -> [String] {
        let dump = layoutDump(List { Text("Wi-Fi"); Text("Bluetooth") }.dynamicTypeSize(size),
                              proposal: ProposedViewSize(width: 393, height: 800))
        return ListTests.frames("Text(\"Wi-Fi\")", in: dump) + ListTests.frames("Text(\"Bluetooth\")", in: dump)
    }

    /// A row is its text's height plus 11 above and below, at least 44 (ListMetrics;
    /// ios17-metrics.md §4): body text is one Inter line of 14, 17, 28, 40 and 53 pt, 17, 21,
    /// 34, 49 and 65 pt tall at scale 1, so rows are 44, 44, 56, 71 and 87 pt (the second
    /// row's top minus the first's), the text centred in the 44-pt ones.
    @Test func listRowsKeepTheirMinimumAndGrowWithTheirText() {
        #expect(Self.rowTexts(at: .xSmall) == ["(32, 49, 35, 17)", "(32, 93, 64, 17)"])
        #expect(Self.rowTexts(at: .large) == ["(32, 47, 42, 21)", "(32, 91, 78, 21)"])
        #expect(Self.rowTexts(at: .accessibility1) == ["(32, 46, 63, 34)", "(32, 102, 114, 34)"])
        #expect(Self.rowTexts(at: .accessibility3) == ["(32, 46, 90, 49)", "(32, 117, 163, 49)"])
        #expect(Self.rowTexts(at: .accessibility5) == ["(32, 46, 119, 65)", "(32, 133, 216, 65)"])
    }

    /// A navigation link row's disclosure chevron, 8 × 13 pt at `.large`, scales with body:
    /// 8 × 40 / 17 by 13 × 40 / 17 at accessibility3.
    @Test func theDisclosureChevronScalesWithBody() {
        func chevron(_ size: DynamicTypeSize) -> [String] {
            let dump = layoutDump(NavigationStack { List { NavigationLink("Wi-Fi") { Text("Detail") } } }.dynamicTypeSize(size),
                                  proposal: ProposedViewSize(width: 393, height: 400))
            return ListTests.frames("ControlCanvas", in: dump)
        }
        #expect(chevron(.large) == ["(353, 95, 8, 13)"])
        #expect(chevron(.accessibility3) == ["(342.176, 99.206, 18.824, 30.588)"])
    }

    /// The large title keeps its 34-pt bold size (42 pt tall in Inter) at accessibility3,
    /// while the page's body text grows to 40 pt (49 tall): iOS's bars do not follow Dynamic
    /// Type (ios17-metrics.md §8.1 note).
    @Test func navigationBarsKeepTheirLargeSizes() {
        func frames(_ size: DynamicTypeSize) -> (title: CGRect?, body: CGRect?) {
            let host = ViewHost(NavigationStack { Text("Body").navigationTitle("Inbox") }.dynamicTypeSize(size),
                                size: CGSize(width: 393, height: 400))
            return (host.frame(ofUnit: "Text(\"Inbox\")"), host.frame(ofUnit: "Text(\"Body\")"))
        }
        let large = frames(.large), ax3 = frames(.accessibility3)
        #expect(ax3.title == CGRect(x: 16, y: 46, width: 85, height: 42))
        #expect(large.title == ax3.title)
        #expect(large.body?.height == 21 && ax3.body?.height == 49)
    }

    @Test func sizesAreOrderedAndTheAccessibilitySizesAreTheLastFive() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
                == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }

    /// `\.sizeCategory` is `\.dynamicTypeSize` under its iOS 13 name, case for case: reading
    /// it follows `dynamicTypeSize(_:)`, and setting it scales text as the size does.
    @Test func sizeCategoryIsTheDynamicTypeSize() {
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
                == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.dynamicTypeSize = .accessibility1
        #expect(environment.sizeCategory == .accessibilityMedium)
        environment.sizeCategory = .extraSmall
        #expect(environment.dynamicTypeSize == .xSmall)
        var seen: [ContentSizeCategory] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { seen.append($0.sizeCategory) }.dynamicTypeSize(.xxxLarge)
            EnvironmentProbe { seen.append($0.sizeCategory) }
        }, size: CGSize(width: 10, height: 20)).render()
        #expect(seen == [.extraExtraExtraLarge, .large])
        let size = CGSize(width: 300, height: 100)
        let bySize = ViewHost(Text("Scaled").dynamicTypeSize(.xxLarge), size: size).frames(of: "Text")
        let byCategory = ViewHost(Text("Scaled").environment(\.sizeCategory, .extraExtraLarge), size: size).frames(of: "Text")
        #expect(byCategory == bySize)
        #expect(byCategory != ViewHost(Text("Scaled"), size: size).frames(of: "Text"))
    }
}
