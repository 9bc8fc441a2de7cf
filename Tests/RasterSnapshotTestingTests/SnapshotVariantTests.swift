// SnapshotVariantTests.swift · RasterSnapshotTestingTests · variant names, matrices, the variant image strategy and assertSnapshots

import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

@Suite struct SnapshotVariantTests {
    @Test func namesListTheAxesSetInAFixedOrder() {
        #expect(SnapshotVariant(device: .iPhone15, colorScheme: .dark, dynamicTypeSize: .xxxLarge).name == "iPhone15-dark-xxxLarge")
        #expect(SnapshotVariant(device: .iPadPro11.landscape, layoutDirection: .rightToLeft, locale: Locale(identifier: "ar_EG"),
                                colorSchemeContrast: .increased, legibilityWeight: .bold).name
                == "iPadPro11-inch-landscape-rtl-ar_EG-increasedContrast-bold")
        #expect(SnapshotVariant(device: .iPhoneSE).name == "iPhoneSE")
        #expect(SnapshotVariant().name == "default")
    }

    /// A device as a parameterized test's argument shows as its name.
    @Test func aDeviceArgumentShowsItsName() {
        #expect(Device.iPhoneSE.testDescription == "iPhone SE (3rd generation)")
        #expect(Device.iPhone15.landscape.testDescription == "iPhone 15 (landscape)")
    }

    @Test func aMatrixIsEveryCombinationWithDevicesVaryingSlowest() {
        let names = SnapshotVariant.matrix(devices: [.iPhone15, .iPhoneSE], colorSchemes: [.light, .dark],
                                           dynamicTypeSizes: [.large, .xxxLarge]).map(\.name)
        #expect(names == ["iPhone15-light-large", "iPhone15-light-xxxLarge", "iPhone15-dark-large", "iPhone15-dark-xxxLarge",
                          "iPhoneSE-light-large", "iPhoneSE-light-xxxLarge", "iPhoneSE-dark-large", "iPhoneSE-dark-xxxLarge"])
        #expect(SnapshotVariant.matrix().map(\.name) == ["default"])
    }

    /// The variant's device sets the canvas (iPhone SE: 375×667 at 2x), its scheme the
    /// window's background, and its environment values reach the view.
    @Test func theImageOfAVariantUsesItsDeviceSchemeAndEnvironment() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(size)").frame(maxWidth: .infinity, maxHeight: .infinity) }
        }
        let variant = SnapshotVariant(device: .iPhoneSE, colorScheme: .dark, dynamicTypeSize: .accessibility2)
        let image = try Snapshotting<Probe, SnapshotImage>.image(variant).snapshot(Probe())
        #expect(image.pixmap.width == 750 && image.pixmap.height == 1334)
        #expect(image.pixmap[10, 10] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let host = ViewHost(variant.applied(to: Probe()), size: CGSize(width: 200, height: 40))
        #expect(host.accessibilityDescription().contains("accessibility2"))
    }

    /// A variant's Dynamic Type size scales text: body is 17 pt at `.large` (one Inter line
    /// 21 pt tall at scale 1) and 40 pt at `.accessibility3` (49 pt tall), ios17-metrics.md §8.1.
    @Test func aVariantsDynamicTypeSizeScalesText() throws {
        func height(_ variant: SnapshotVariant) throws -> CGFloat {
            try ImageRenderer(content: variant.applied(to: Text("Hi"))).drawing().size.height
        }
        #expect(try height(SnapshotVariant()) == 21)
        #expect(try height(SnapshotVariant(dynamicTypeSize: .accessibility3)) == 49)
    }

    @Test func assertSnapshotsNamesEachReferenceByItsKey() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let strategies = Dictionary(uniqueKeysWithValues: SnapshotVariant.matrix(colorSchemes: [.light, .dark]).map {
            ($0.name, Snapshotting<Color, SnapshotImage>.image($0))
        })
        withKnownIssue("a missing reference is recorded and fails") {
            withSnapshotTesting(record: .missing, snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
                assertSnapshots(of: Color.red, as: strategies)
            }
        }
        let folder = sandbox.snapshots.appendingPathComponent("SnapshotVariantTests")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["assertSnapshotsNamesEachReferenceByItsKey.dark.png", "assertSnapshotsNamesEachReferenceByItsKey.light.png"])
    }
}
