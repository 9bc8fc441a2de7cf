import Foundation
import Testing
@testable import Raster

/// Discovery of the previews in PreviewFixtures.swift: names, order, reference names and
/// what their traits and modifiers recorded.
@Suite struct PreviewDiscoveryTests {
    let previews = PreviewDiscovery.previews(inModule: "RasterTests")

    private func preview(_ name: String) throws -> DiscoveredPreview {
        try #require(previews.first { $0.referenceName == "RasterTests." + name })
    }

    @Test func findsEveryPreviewInOrderWithStableNames() {
        #expect(previews.map(\.name) == [
            "PreviewFixtures 1", "Named swatch", "Fixed, landscape", "Stateful", "Dark swatch", "Body argument",
            "日本語", "中文字", "Twin", "Twin", "PreviewFixtures 11", "Environment",
            "Red", "FixtureA_Previews 2", "FixtureA_Previews 3",
            "FixtureB_Previews 1", "FixtureB_Previews 2",
            "Red", "FixtureEmpty_Previews",
        ])
        // Names shared in a module are told apart by file (a provider's type), then by line
        // (a view's number): never by an order counter that another preview could shift.
        #expect(previews.map(\.referenceName) == [
            "RasterTests.PreviewFixtures-1", "RasterTests.Named-swatch", "RasterTests.Fixed--landscape",
            "RasterTests.Stateful", "RasterTests.Dark-swatch", "RasterTests.Body-argument",
            "RasterTests.日本語", "RasterTests.中文字", "RasterTests.Twin-PreviewFixtures-L96", "RasterTests.Twin-PreviewFixtures-L100",
            "RasterTests.PreviewFixtures-11", "RasterTests.Environment",
            "RasterTests.Red-FixtureA_Previews", "RasterTests.FixtureA_Previews-2", "RasterTests.FixtureA_Previews-3",
            "RasterTests.FixtureB_Previews-1", "RasterTests.FixtureB_Previews-2",
            "RasterTests.Red-FixtureC_Previews", "RasterTests.FixtureEmpty_Previews",
        ])
        #expect(previews.map(\.location) == [
            "RasterTests/PreviewFixtures.swift:25:1", "RasterTests/PreviewFixtures.swift:29:1",
            "RasterTests/PreviewFixtures.swift:33:1", "RasterTests/PreviewFixtures.swift:37:1",
            "RasterTests/PreviewFixtures.swift:42:1", "RasterTests/PreviewFixtures.swift:84:1",
            "RasterTests/PreviewFixtures.swift:88:1", "RasterTests/PreviewFixtures.swift:92:1",
            "RasterTests/PreviewFixtures.swift:96:1", "RasterTests/PreviewFixtures.swift:100:1",
            "RasterTests/PreviewFixtures.swift:104:1", "RasterTests/PreviewFixtures.swift:116:1",
            "FixtureA_Previews.previews[0]", "FixtureA_Previews.previews[1]", "FixtureA_Previews.previews[2]",
            "FixtureB_Previews.previews[0]", "FixtureB_Previews.previews[1]",
            "FixtureC_Previews.previews[0]", "FixtureEmpty_Previews.previews[0]",
        ])
        #expect(previews.filter { $0.name.hasPrefix("PreviewFixtures 11") || $0.name == "FixtureEmpty_Previews" }
            .map(\.displayName) == [nil, nil])
        #expect(Set(previews.map(\.moduleName)) == ["RasterTests"])
        #expect(PreviewDiscovery.previews(inModule: "RasterTests").map(\.referenceName) == previews.map(\.referenceName))
        #expect(PreviewDiscovery.moduleNames().contains("RasterTests"))
        #expect(PreviewDiscovery.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test func macroTraitsAreReadBack() throws {
        let unnamed = try preview("PreviewFixtures-1")
        #expect(unnamed.displayName == nil)
        #expect(unnamed.traits.isEmpty)
        #expect(unnamed.layout == .device)
        #expect(unnamed.orientation == .portrait)
        #expect(unnamed.windowSize == CGSize(width: 393, height: 852))
        #expect(unnamed.defaultScale == 3)

        let named = try preview("Named-swatch")
        #expect(named.displayName == "Named swatch")
        #expect(named.traits.map(\.description) == [".sizeThatFitsLayout"])
        #expect(named.layout == .sizeThatFits)
        #expect(named.windowSize == nil)
        #expect(named.defaultScale == 1)

        let fixed = try preview("Fixed--landscape")
        #expect(fixed.traits.map(\.description) == [".fixedLayout(width: 40, height: 30)", ".landscapeLeft"])
        #expect(fixed.layout == .fixed(width: 40, height: 30))
        #expect(fixed.orientation == .landscapeLeft)
        #expect(fixed.windowSize == CGSize(width: 40, height: 30))
        #expect(fixed.platform == nil)
    }

    @Test func providerModifiersAreReadBack() throws {
        let red = try preview("Red-FixtureA_Previews")
        #expect(red.displayName == "Red")
        #expect(red.layout == .fixed(width: 50, height: 40))
        #expect(red.platform == .iOS)
        #expect(red.context == nil)

        let turned = try preview("FixtureA_Previews-2")
        #expect(turned.displayName == nil)
        #expect(turned.device == PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        #expect(turned.orientation == .landscapeRight)
        #expect(turned.layout == .device)
        #expect(turned.windowSize == CGSize(width: 667, height: 375))
        #expect(turned.defaultScale == 2)

        let withContext = try preview("FixtureA_Previews-3")
        #expect(withContext.context is FixtureContext)
        #expect(withContext.device == nil)

        // The innermost name wins, then the first view's: "Red", not "Outer" or "Green".
        let innermost = try preview("Red-FixtureC_Previews")
        #expect(innermost.displayName == "Red")
        #expect(innermost.layout == .sizeThatFits)
    }

    @Test func previewsRenderInTheirLayout() throws {
        let named = try preview("Named-swatch").render()
        #expect(named.width == 20 && named.height == 10)
        #expect(named[10, 5] == RGBA8(r: 0, g: 255, b: 0, a: 255))

        let fixed = try preview("Fixed--landscape").render(scale: 2)
        #expect(fixed.width == 80 && fixed.height == 60)
        #expect(fixed[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(fixed[40, 30] == RGBA8(r: 0, g: 0, b: 255, a: 255))

        let argument = try preview("Body-argument")
        #expect(argument.layout == .device)
        #expect(try argument.render(scale: 1)[196, 426] == RGBA8(r: 255, g: 0, b: 255, a: 255))

        let stepped = try preview("FixtureB_Previews-2").render()
        #expect(stepped.width == 20 && stepped.height == 10)
        #expect(stepped[10, 5] == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }

    @Test func previewableStateIsTheViewsState() throws {
        let stateful = try preview("Stateful")
        let host = try stateful.host()
        #expect(host.size == CGSize(width: 20, height: 10))
        host.tap(at: CGPoint(x: 10, y: 5))
        #expect(host.layoutDescription().contains("(-5, 0, 30, 10)"))
        // Each view made is new, with the initial state.
        #expect(try stateful.host().size == CGSize(width: 20, height: 10))
    }

    /// `@Previewable` takes any property wrapper, such as `@Environment` with a key path.
    @Test func previewableEnvironmentReadsTheWindowsEnvironment() throws {
        let preview = try preview("Environment")
        #expect(try preview.render(colorScheme: .light)[10, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(try preview.render(colorScheme: .dark)[10, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func preferredColorSchemeIsRecordedAndRendered() throws {
        let dark = try preview("Dark-swatch")
        #expect(dark.colorScheme == .dark)
        #expect(try preview("Named-swatch").colorScheme == nil)
        let image = try dark.render(colorScheme: .light)
        #expect(image[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[15, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func unknownDevicesWarnAndUseTheDefaultScreen() {
        let (screen, warnings) = RasterDiagnostics.capturingWarnings { PreviewDevice(rawValue: "Pocket Calculator").screen }
        #expect(screen == PreviewDevice.screens["iPhone 15"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("PreviewDevice 'Pocket Calculator' is not a device Raster knows; previews use the iPhone 15 screen. Known devices: iPad (10th generation), iPad Pro (11-inch) (4th generation), iPad Pro (12.9-inch) (6th generation), iPad mini (6th generation), iPhone 13 mini, ") == true)
    }
}

protocol DiscoveryProbe {}
struct ProbeStruct: DiscoveryProbe {}
enum ProbeEnum: DiscoveryProbe {}
final class ProbeClass: DiscoveryProbe {}
struct ProbeGeneric<T>: DiscoveryProbe {}
private struct ProbePrivate: DiscoveryProbe {}
extension Int: DiscoveryProbe {}

/// The conformance records reader, on a protocol of this module.
@Suite struct ConformanceRecordsTests {
    @Test func findsNonGenericConformingTypesOfEveryKind() {
        let found = ConformanceRecords.types(conformingTo: "DiscoveryProbe", declaredIn: "RasterTests")
        #expect(found.map { PreviewDiscovery.displayName(of: $0.type) }.sorted()
                == ["Int", "ProbeClass", "ProbeEnum", "ProbePrivate", "ProbeStruct"])
        #expect(found.map(\.moduleName).sorted() == ["RasterTests", "RasterTests", "RasterTests", "RasterTests", "Swift"])
        #expect(found.allSatisfy { $0.type is any DiscoveryProbe.Type })
    }

    @Test func aProtocolOfTheSameNameInAnotherModuleIsNotIt() {
        #expect(ConformanceRecords.types(conformingTo: "DiscoveryProbe", declaredIn: "Raster").isEmpty)
        #expect(ConformanceRecords.types(conformingTo: "NoSuchProtocol", declaredIn: "RasterTests").isEmpty)
    }
}
