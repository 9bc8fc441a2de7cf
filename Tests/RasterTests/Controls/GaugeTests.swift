import Foundation
import Testing
@testable import Raster

/// Draws the fraction its gauge hands a style, for reading it.
private struct FractionStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(String(format: "%.4f", configuration.value))
    }
}

@Suite struct GaugeTests {
    /// The value becomes a fraction of the range, clamped to it as SwiftUI clamps it; an
    /// empty range gives 0.
    @Test func valuesBecomeClampedFractions() {
        let cases: [(Double, ClosedRange<Double>, Double)] = [
            (0.4, 0...1, 0.4),
            (67, 0...170, 67.0 / 170),
            (150, 0...100, 1),
            (-5, 0...10, 0),
            (15, 10...20, 0.5),
            (5, 5...5, 0),
        ]
        for (value, bounds, fraction) in cases {
            #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: value, in: bounds) == fraction)
        }
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: Float(0.25), in: 0...0.5) == 0.5)
        let host = ViewHost(Gauge(value: 3, in: 0...4) { Text("Level") }.gaugeStyle(FractionStyle()), size: CGSize(width: 100, height: 40))
        #expect(host.accessibilityDescription().contains("0.7500"))
    }

    @Test func nanWarnsAndIsTheLowerBound() {
        var fraction = -1.0
        let warnings = capturingWarnings {
            fraction = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: Double.nan, in: 0...10)
        }
        #expect(fraction == 0)
        #expect(warnings == ["Gauge: the value is NaN; the gauge is drawn at its lower bound. Give Gauge(value:in:) a number"])
    }

    /// GaugeMetrics: the default (linear capacity) look is the label, 4, the row of bound
    /// labels around an 8-tall bar, 4, the current-value label; the accessory linear styles
    /// have a 6-tall bar; the circular styles are 72 × 72 whatever the proposal.
    @Test func sizes() {
        let body = controlsSize(Text("Battery"), .unspecified).height
        let caption = controlsSize(Text("40%").font(.caption), .unspecified).height
        let proposal = ProposedViewSize(width: 300, height: nil)
        func full(_ style: some GaugeStyle) -> CGSize {
            controlsSize(Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") }
                         minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }.gaugeStyle(style), proposal)
        }
        let bare = Gauge(value: 0.4) { EmptyView() }
        let cases: [(String, CGSize, CGSize)] = [
            ("default", full(.automatic), CGSize(width: 300, height: body + 4 + max(8, caption) + 4 + caption)),
            ("linearCapacity", full(.linearCapacity), CGSize(width: 300, height: body + 4 + max(8, caption) + 4 + caption)),
            ("accessoryLinearCapacity", full(.accessoryLinearCapacity), CGSize(width: 300, height: body + 4 + max(6, caption) + 4 + caption)),
            ("accessoryLinear", full(.accessoryLinear), CGSize(width: 300, height: body + 4 + max(6, caption) + 4 + caption)),
            ("bare bar", controlsSize(bare, proposal), CGSize(width: 300, height: 8)),
            ("bare accessory bar", controlsSize(bare.gaugeStyle(.accessoryLinear), proposal), CGSize(width: 300, height: 6)),
            ("accessoryCircular", full(.accessoryCircular), CGSize(width: 72, height: 72)),
            ("accessoryCircularCapacity", full(.accessoryCircularCapacity), CGSize(width: 72, height: 72)),
            ("circular, unspecified", controlsSize(bare.gaugeStyle(.accessoryCircular), .unspecified), CGSize(width: 72, height: 72)),
        ]
        for (name, size, expected) in cases {
            #expect(size == expected, "\(name)")
        }
    }

    /// The capacity bar: the tint up to the value, the system fill beyond it (120, 120, 128
    /// at 20 % over white: 228, 228, 230).
    @Test func capacityBarPixels() {
        func bar(_ value: Double, tint: Color? = nil, _ scheme: ColorScheme = .light) -> RasterImage {
            let host = ViewHost(Gauge(value: value) { EmptyView() }.tint(tint), size: CGSize(width: 100, height: 8),
                                scale: 3, colorScheme: scheme)
            return host.render()
        }
        #expect(bar(0.4).pixel(atPoint: 30, 4) == rgba(0, 122, 255))
        #expect(bar(0.4).pixel(atPoint: 60, 4) == rgba(228, 228, 230))
        #expect(bar(0.4, tint: .green).pixel(atPoint: 30, 4) == rgba(52, 199, 89))
        #expect(bar(0.4, .dark).pixel(atPoint: 30, 4) == rgba(10, 132, 255))
        #expect(bar(2).pixel(atPoint: 95, 4) == rgba(0, 122, 255))
        #expect(bar(-1).pixel(atPoint: 5, 4) == rgba(228, 228, 230))
    }

    /// A gradient tint runs along the whole bar, whatever the value: system red (255, 59, 48)
    /// at the leading end, system blue (0, 122, 255) at the trailing end.
    @Test func gradientTintRunsAlongTheBar() {
        let gauge = Gauge(value: 1) { EmptyView() }.tint(Gradient(colors: [.red, .blue]))
        let image = ViewHost(gauge, size: CGSize(width: 100, height: 8), scale: 3).render()
        let start = image.pixel(atPoint: 4, 4), end = image.pixel(atPoint: 96, 4)
        #expect(start.r > 240 && start.b < 70)
        #expect(end.b > 240 && end.r < 20)
    }

    /// The open ring: tinted at the top, open at the bottom, the marker a primary dot.
    @Test func accessoryCircularPixels() {
        let gauge = Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular)
        let image = ViewHost(gauge, size: CGSize(width: 72, height: 72), scale: 3).render()
        // The marker at 50 % is at the top (270°): centre (36, 3) is the primary dot.
        #expect(image.pixel(atPoint: 36, 3) == rgba(0, 0, 0))
        // The ring left of the top is tinted; the bottom is open.
        #expect(image.pixel(atPoint: 3, 36) == rgba(0, 122, 255))
        #expect(image.pixel(atPoint: 36, 69) == rgba(255, 255, 255))
    }

    /// The capacity ring: the tint clockwise from 12 o'clock to the value, the tint at 30 %
    /// beyond it.
    @Test func accessoryCircularCapacityPixels() {
        let gauge = Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity)
        let image = ViewHost(gauge, size: CGSize(width: 72, height: 72), scale: 3).render()
        let right = 36 + 33 * cos(CGFloat.pi / 8 - .pi / 2), rightY = 36 + 33 * sin(CGFloat.pi / 8 - .pi / 2)
        #expect(image.pixel(atPoint: right, rightY) == rgba(0, 122, 255))
        // 30 % of (0, 122, 255) over white: (178.5, 216.3, 255), stored as (178, 215, 255).
        #expect(image.pixel(atPoint: 3, 36) == rgba(178, 215, 255))
    }

    /// No iOS 17 style draws marked-value labels (`GaugeStyleConfiguration` cannot hand them
    /// to a style; sources in `Gauge`'s documentation): in every built-in style a gauge with
    /// them lays out and draws exactly as the same gauge without them.
    @Test func markedValueLabelsAreDrawnByNoStyle() {
        let proposal = ProposedViewSize(width: 200, height: nil)
        func plain() -> some View {
            Gauge(value: 0.3, in: 0...1) { Text("Level") } currentValueLabel: { Text("30%") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        }
        func marked() -> some View {
            Gauge(value: 0.3, in: 0...1) { Text("Level") } currentValueLabel: { Text("30%") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                markedValueLabels: { Text("Low").tag(0.2); Text("High").tag(0.8) }
        }
        func markedWithoutBounds() -> some View {
            Gauge(value: 0.3) { Text("Level") } currentValueLabel: { Text("30%") }
                markedValueLabels: { Text("Half").tag(0.5) }
        }
        func compare(_ name: String, _ a: some View, _ b: some View) {
            #expect(controlsSize(a, proposal) == controlsSize(b, proposal), "\(name)")
            let size = CGSize(width: 200, height: 100)
            let hostA = ViewHost(a, size: size, scale: 1), hostB = ViewHost(b, size: size, scale: 1)
            #expect(hostA.layoutDescription() == hostB.layoutDescription(), "\(name)")
            #expect(hostA.render().pixmap.data == hostB.render().pixmap.data, "\(name)")
        }
        let unmarked = Gauge(value: 0.3) { Text("Level") } currentValueLabel: { Text("30%") }
        compare("automatic", plain(), marked())
        compare("automatic, no bound labels", unmarked, markedWithoutBounds())
        compare("linearCapacity", plain().gaugeStyle(.linearCapacity), marked().gaugeStyle(.linearCapacity))
        compare("accessoryLinear", plain().gaugeStyle(.accessoryLinear), marked().gaugeStyle(.accessoryLinear))
        compare("accessoryLinearCapacity", plain().gaugeStyle(.accessoryLinearCapacity),
                marked().gaugeStyle(.accessoryLinearCapacity))
        compare("accessoryCircular", plain().gaugeStyle(.accessoryCircular), marked().gaugeStyle(.accessoryCircular))
        compare("accessoryCircularCapacity", plain().gaugeStyle(.accessoryCircularCapacity),
                marked().gaugeStyle(.accessoryCircularCapacity))
    }
}
