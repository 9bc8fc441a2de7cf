// UITraitBridgedEnvironmentKeyTests.swift · RasterTests/Views · an unset bridged environment key reads its value from the view's traits (UITraitBridgedEnvironmentKey.swift)

import Foundation
import Testing
@testable import Raster

/// Backyard Birds' key: tab navigation on a phone, a split view elsewhere.
private struct PrefersTabNavigationKey: EnvironmentKey {
    static let defaultValue = false
}

extension PrefersTabNavigationKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Bool {
        traitCollection.userInterfaceIdiom == .phone
    }

    static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) {}
}

/// A key reading the appearance traits.
private struct TraitsSummaryKey: EnvironmentKey {
    static let defaultValue = ""
}

extension TraitsSummaryKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> String {
        "\(traitCollection.userInterfaceStyle) \(traitCollection.displayScale) \(traitCollection.preferredContentSizeCategory.rawValue)"
    }

    static func write(to mutableTraits: inout any UIMutableTraits, value: String) {}
}

private extension EnvironmentValues {
    var prefersTabNavigation: Bool {
        get { self[PrefersTabNavigationKey.self] }
        set { self[PrefersTabNavigationKey.self] = newValue }
    }
    var traitsSummary: String { self[TraitsSummaryKey.self] }
}

private final class Reading: @unchecked Sendable {
    var prefersTabs: Bool?
    var summary: String?
}

private struct Reader: View {
    let reading: Reading
    @Environment(\.prefersTabNavigation) private var prefersTabs
    @Environment(\.traitsSummary) private var summary
    var body: some View {
        reading.prefersTabs = prefersTabs
        reading.summary = summary
        return Text(prefersTabs ? "Tabs" : "Split")
    }
}

@Suite struct UITraitBridgedEnvironmentKeyTests {
    @Test(arguments: [(Device.iPhone15, true), (Device.iPhone15.landscape, true), (Device.iPad10, false), (Device.iPadPro11.landscape, false)])
    func anUnsetKeyReadsTheDevicesTraits(device: Device, prefersTabs: Bool) {
        let reading = Reading()
        _ = ViewHost(Reader(reading: reading), device: device).render()
        #expect(reading.prefersTabs == prefersTabs)
    }

    @Test func aValueSetAboveWinsOverTheTraits() {
        let reading = Reading()
        _ = ViewHost(Reader(reading: reading).environment(\.prefersTabNavigation, false), device: .iPhone15).render()
        #expect(reading.prefersTabs == false)
    }

    @Test func theTraitsAreTheViewsAppearanceScaleAndTextSize() {
        let reading = Reading()
        let view = Reader(reading: reading).environment(\.dynamicTypeSize, .xxLarge)
        _ = ViewHost(view, device: .iPhone15, colorScheme: .dark).render()
        #expect(reading.summary == "dark 3.0 UICTContentSizeCategoryXXL")
    }

    @Test func traitCollectionsCarryTheIdiom() {
        let pad = UITraitCollection(userInterfaceIdiom: .pad)
        #expect(pad.userInterfaceIdiom == .pad)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceIdiom == .unspecified)
        let classes = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(layoutDirection: .rightToLeft),
                                                     .init(horizontalSizeClass: .regular), .init(legibilityWeight: .bold)])
        #expect(classes.horizontalSizeClass == .regular && classes.verticalSizeClass == .unspecified
                && classes.layoutDirection == .rightToLeft && classes.legibilityWeight == .bold)
        #expect(UITraitCollection() == UITraitCollection(userInterfaceStyle: .unspecified))
        let merged = UITraitCollection(traitsFrom: [pad, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.userInterfaceIdiom == .pad && merged.userInterfaceStyle == .dark)
        #expect(pad != UITraitCollection(userInterfaceIdiom: .phone))
        #expect(UITraitCollection.current.userInterfaceIdiom == .phone)
    }
}
