// DeviceTests.swift · RasterTests/Rendering · device presets, invalid devices, the status bar and screen corners (Device.swift, StatusBar.swift)
// Numbers: ../shared/reference/ios17-metrics.md §1.1 (screens HIG-L; safe areas and size
// classes DIM, iOS 16.2 simulators, cross-checked F120682, UNITY, SIM) and §1.3 (corner
// radii DIM, KB, RN-CR). Rows marked UNCERTAIN there are marked here too.

import Foundation
import Testing
@testable import Raster

@Suite struct DeviceTests {
    struct Row: Sendable {
        let device: Device
        let size: CGSize
        let scale: CGFloat
        /// Portrait top, bottom; landscape leading, trailing, bottom, top.
        let portrait: (top: CGFloat, bottom: CGFloat)
        let landscape: (side: CGFloat, bottom: CGFloat, top: CGFloat)
        let cornerRadius: CGFloat
    }

    static let rows: [Row] = [
        // §1.1: SE 20 / 0, no insets in landscape; §1.3: rectangular.
        Row(device: .iPhoneSE, size: CGSize(width: 375, height: 667), scale: 2, portrait: (20, 0), landscape: (0, 0, 0),
            cornerRadius: 0),
        // §1.1: 59 / 34, landscape 59 / 59 / 21, top 0 (F120682, UNITY); §1.3: 55. 15 and 15 Plus UNCERTAIN.
        Row(device: .iPhone15, size: CGSize(width: 393, height: 852), scale: 3, portrait: (59, 34), landscape: (59, 21, 0),
            cornerRadius: 55),
        Row(device: .iPhone15Plus, size: CGSize(width: 430, height: 932), scale: 3, portrait: (59, 34), landscape: (59, 21, 0),
            cornerRadius: 55),
        Row(device: .iPhone15Pro, size: CGSize(width: 393, height: 852), scale: 3, portrait: (59, 34), landscape: (59, 21, 0),
            cornerRadius: 55),
        Row(device: .iPhone15ProMax, size: CGSize(width: 430, height: 932), scale: 3, portrait: (59, 34),
            landscape: (59, 21, 0), cornerRadius: 55),
        // §1.1: iPads 24 / 20 in both orientations (SIM); §1.3: 25 (iPad 10th, UNCERTAIN), 18 (iPad Pro).
        Row(device: .iPad10, size: CGSize(width: 820, height: 1180), scale: 2, portrait: (24, 20), landscape: (0, 20, 24),
            cornerRadius: 25),
        Row(device: .iPadPro11, size: CGSize(width: 834, height: 1194), scale: 2, portrait: (24, 20), landscape: (0, 20, 24),
            cornerRadius: 18),
        Row(device: .iPadPro12_9, size: CGSize(width: 1024, height: 1366), scale: 2, portrait: (24, 20),
            landscape: (0, 20, 24), cornerRadius: 18),
        // §1.2: notch iPhones 47 at the top (DIM's iPhone 14), 34 home indicator; §1.3: 47.33 (KB).
        Row(device: .iPhone14, size: CGSize(width: 390, height: 844), scale: 3, portrait: (47, 34), landscape: (47, 21, 0),
            cornerRadius: 47.33),
    ]

    @Test(arguments: 0..<rows.count)
    func presetMetrics(_ index: Int) {
        let row = Self.rows[index]
        let device = row.device
        #expect(device.size == row.size, "\(device.name)")
        #expect(device.scale == row.scale)
        #expect(device.screenCornerRadius == row.cornerRadius)
        #expect(device.safeAreaInsets == EdgeInsets(top: row.portrait.top, leading: 0, bottom: row.portrait.bottom, trailing: 0))
        let landscape = device.landscape
        #expect(landscape.size == CGSize(width: row.size.height, height: row.size.width))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: row.landscape.top, leading: row.landscape.side,
                                                       bottom: row.landscape.bottom, trailing: row.landscape.side))
        #expect(landscape.name == device.name + " (landscape)")
        #expect(landscape.portrait == device)
        #expect(device.problem == nil)
    }

    @Test func presetsAreFoundByName() {
        #expect(Device.named("iPhone 15 Pro") == .iPhone15Pro)
        #expect(Device.named("iphone15pro") == .iPhone15Pro)
        #expect(Device.named("iPhone 15 Pro landscape") == .iPhone15Pro.landscape)
        #expect(Device.named("iPhone SE (3rd generation) (landscape)") == .iPhoneSE.landscape)
        #expect(Device.named("iPhone SE") == .iPhoneSE)
        #expect(Device.named("ipad mini landscape") == .iPadMini.landscape)
        #expect(Device.named("iPad Pro (11-inch)") == .iPadPro11)
        #expect(Device.named("iPad") == .iPad10)
        #expect(Device.named("iPad Pro") == nil)
        #expect(Device.named("iPhone 99") == nil)
        // Previews know the same devices by the same names.
        #expect(PreviewDevice(rawValue: "iPad (10th generation)").device == .iPad10)
        #expect(PreviewDevice.screens["iPhone 15 Pro Max"] == PreviewDevice.Screen(size: CGSize(width: 430, height: 932), scale: 3))
    }

    @Test func aCustomDeviceTurnsItsInsetsWithTheScreen() {
        let device = Device(name: "Kiosk", size: CGSize(width: 300, height: 500), scale: 2,
                            safeAreaInsets: EdgeInsets(top: 30, leading: 1, bottom: 10, trailing: 2))
        let turned = device.landscape
        #expect(turned.size == CGSize(width: 500, height: 300))
        // landscapeLeft: the device's top on the left, its left side at the bottom.
        #expect(turned.safeAreaInsets == EdgeInsets(top: 2, leading: 30, bottom: 1, trailing: 10))
        #expect(turned.horizontalSizeClass == .regular && turned.verticalSizeClass == .compact)
    }

    @Test func devicePreviewsGetTheirDeviceOnlyWhenAsked() throws {
        let previews = PreviewDiscovery.previews(inModule: "RasterTests")
        // PreviewFixtures.swift: an iPhone SE preview turned to landscapeRight, and a fixed one.
        let turned = try #require(previews.first { $0.referenceName == "RasterTests.FixtureA_Previews-2" })
        #expect(turned.screenDevice == Device.iPhoneSE.turned(to: .landscapeRight))
        #expect(try turned.host().device == nil)
        let host = try turned.host(scale: 1, safeArea: true)
        #expect(host.device?.name == "iPhone SE (3rd generation) (landscape)")
        #expect(host.size == CGSize(width: 667, height: 375) && host.scale == 1)
        let fixed = try #require(previews.first { $0.name == "Red" && $0.layout == .fixed(width: 50, height: 40) })
        #expect(fixed.screenDevice == nil)
        #expect(try fixed.host(safeArea: true).device == nil)
    }

    // MARK: Bad input

    static let invalid: [(Device, String)] = [
        (Device(name: "Zero", size: .zero, scale: 2),
         "device 'Zero' has the size 0×0 points; give a positive, finite width and height"),
        (Device(name: "Negative", size: CGSize(width: -10, height: 100), scale: 2),
         "device 'Negative' has the size -10×100 points; give a positive, finite width and height"),
        (Device(name: "NaN", size: CGSize(width: CGFloat.nan, height: 100), scale: 2),
         "device 'NaN' has the size nan×100 points; give a positive, finite width and height"),
        (Device(name: "Flat", size: CGSize(width: 100, height: 100), scale: 0),
         "device 'Flat' has the scale 0; give a positive, finite number of pixels per point"),
        (Device(name: "Inset", size: CGSize(width: 100, height: 100), scale: 1,
                safeAreaInsets: EdgeInsets(top: 60, leading: 0, bottom: 40, trailing: 0)),
         "device 'Inset' has the safe-area insets (top 60, leading 0, bottom 40, trailing 0) on a 100×100 screen; "
            + "give finite, non-negative insets that leave a safe area"),
        (Device(name: "Corner", size: CGSize(width: 100, height: 100), scale: 1, screenCornerRadius: -1),
         "device 'Corner' has the screen corner radius -1; give a finite radius of 0 or more points"),
        (Device(name: "Bad", size: CGSize(width: CGFloat.nan, height: -5), scale: -1),
         "device 'Bad' has the size nan×-5 points; give a positive, finite width and height; also, "
            + "device 'Bad' has the scale -1; give a positive, finite number of pixels per point"),
    ]

    @Test(arguments: 0..<invalid.count)
    func anInvalidDeviceWarnsOnceAndIsRefusedByThrowingPaths(_ index: Int) {
        let (device, problem) = Self.invalid[index]
        #expect(device.problem == problem)
        let (host, warnings) = RasterDiagnostics.capturingWarnings { ViewHost(Color.red, device: device) }
        #expect(warnings == ["ViewHost: " + problem])
        #expect(host.size == CGSize(width: 1, height: 1) && host.scale == 1 && host.device == nil)
        do {
            _ = try host.renderOrThrow()
            Issue.record("a host on an invalid device rendered")
        } catch {
            #expect("\(error)" == problem)
        }
    }

    @Test func imageRendererRendersOnADevice() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.device = .iPhoneSE
        let image = try renderer.render()
        // 375×667 points at 2×; transparent above the 20-point status bar inset, red below.
        #expect(image.pixmap.width == 750 && image.pixmap.height == 1334)
        #expect(image.pixmap[375, 39].a == 0)
        #expect(image.pixmap[375, 40] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        renderer.device = Device(name: "Empty", size: CGSize(width: 100, height: 0), scale: 1)
        #expect(throws: RenderError.invalidDevice("device 'Empty' has the size 100×0 points; give a positive, finite width and height")) {
            try renderer.render()
        }
    }

    // MARK: Status bar and corners

    @Test func screenCornersAreTransparentWhenClipped() throws {
        let device = Device.iPhone15Pro.clippedToScreenCorners()
        let image = try ViewHost(Color.red.ignoresSafeArea(), device: device).renderOrThrow()
        #expect(image.pixmap.width == 1179 && image.pixmap.height == 2556)
        #expect(image.pixmap[0, 0].a == 0 && image.pixmap[1178, 2555].a == 0)
        #expect(image.pixmap[589, 0] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        // 55 points from a corner along the diagonal's inside the curve: opaque.
        #expect(image.pixmap[60, 60].a == 255)
        // Without the option the corner is the view's.
        let plain = try ViewHost(Color.red.ignoresSafeArea(), device: .iPhone15Pro).renderOrThrow()
        #expect(plain.pixmap[0, 0] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    /// A home-button iPhone puts signal and Wi-Fi at the leading edge (x 6–44 points), the
    /// time in the middle and the battery at the trailing edge (342–369); a Face ID iPhone puts
    /// all three icons in its right ear, leaving the leading 60 points to the time alone.
    @Test func aHomeButtonIPhoneHasItsSignalAndWiFiOnTheLeft() throws {
        /// How many pixel columns of `range` (points) hold black (label-colour) ink in the bar.
        func inkColumns(_ device: Device, in range: Range<CGFloat>) throws -> Int {
            let image = try ViewHost(Color.clear, device: device.showingStatusBar()).renderOrThrow()
            let scale = device.scale
            let rows = 0..<Int(StatusBar(device: device).height * scale)
            return (Int(range.lowerBound * scale)..<Int(range.upperBound * scale)).filter { x in
                rows.contains { image.pixmap[x, $0].r == 0 && image.pixmap[x, $0].a == 255 }
            }.count
        }
        // Signal's four bars and Wi-Fi's arcs (fully inked columns at 2 pixels a point), then the
        // battery's outline and fill; before, the leading 60 points held no ink on an iPhone SE.
        #expect(try inkColumns(.iPhoneSE, in: 0..<60) == 49)
        #expect(try inkColumns(.iPhoneSE, in: 342..<369) == 41)
        #expect(try inkColumns(.iPhone15Pro, in: 0..<20) == 0)
    }

    @Test func theStatusBarIsDrawnInTheLabelColourOnlyWhenAsked() throws {
        func darkPixels(_ device: Device, scheme: ColorScheme) throws -> (inBar: Int, below: Int) {
            let image = try ViewHost(Color.clear, device: device, colorScheme: scheme).renderOrThrow()
            var inBar = 0, below = 0
            let label: UInt8 = scheme == .dark ? 255 : 0
            for y in 0..<(100 * Int(device.scale)) {
                for x in 0..<image.pixmap.width where image.pixmap[x, y].r == label && image.pixmap[x, y].a == 255 {
                    if y < 54 * Int(device.scale) { inBar += 1 } else { below += 1 }
                }
            }
            return (inBar, below)
        }
        let light = try darkPixels(.iPhone15Pro.showingStatusBar(), scheme: .light)
        #expect(light.inBar > 500 && light.below == 0)
        let dark = try darkPixels(.iPhone15Pro.showingStatusBar(), scheme: .dark)
        #expect(dark.inBar == light.inBar && dark.below == 0)
        #expect(try darkPixels(.iPhone15Pro, scheme: .light).inBar == 0)
        // An iPhone in landscape hides its status bar (its top inset is 0).
        #expect(try darkPixels(.iPhone15Pro.landscape.showingStatusBar(), scheme: .light).inBar == 0)
    }
}
