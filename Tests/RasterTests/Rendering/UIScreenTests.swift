// UIScreenTests.swift · RasterTests/Rendering · UIScreen.main: the rendering host's device, else the iPhone 15 (UIScreen.swift)
// Screens: ios17-metrics.md §1.1 (iPhone SE 375×667 @2, iPhone 15 393×852 @3, iPad 10th 820×1180 @2).

import Foundation
import Testing
@testable import Raster

@Suite struct UIScreenTests {
    /// What a view's body read from `UIScreen.main`.
    final class Reading: @unchecked Sendable {
        var bounds: CGRect?
        var scale: CGFloat?
        var nativeBounds: CGRect?
    }

    struct ScreenReader: View {
        let reading: Reading
        var body: some View {
            reading.bounds = UIScreen.main.bounds
            reading.scale = UIScreen.main.scale
            reading.nativeBounds = UIScreen.main.nativeBounds
            return Color.red.frame(width: UIScreen.main.bounds.width / 2)
        }
    }

    @Test func outsideAHostItIsTheIPhone15() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    }

    @Test(arguments: [
        (Device.iPhoneSE, CGRect(x: 0, y: 0, width: 375, height: 667), CGFloat(2), CGRect(x: 0, y: 0, width: 750, height: 1334)),
        (Device.iPad10, CGRect(x: 0, y: 0, width: 820, height: 1180), CGFloat(2), CGRect(x: 0, y: 0, width: 1640, height: 2360)),
        // Landscape: bounds follow the interface orientation, native bounds stay portrait.
        (Device.iPhone15Pro.landscape, CGRect(x: 0, y: 0, width: 852, height: 393), CGFloat(3),
         CGRect(x: 0, y: 0, width: 1179, height: 2556)),
    ])
    func aBodyInAHostOnADeviceReadsThatDevicesScreen(device: Device, bounds: CGRect, scale: CGFloat, native: CGRect) {
        let reading = Reading()
        let host = ViewHost(ScreenReader(reading: reading), device: device)
        _ = host.render()
        #expect(reading.bounds == bounds)
        #expect(reading.scale == scale)
        #expect(reading.nativeBounds == native)
    }

    @Test func aHostWithoutADeviceReadsTheIPhone15() {
        let reading = Reading()
        let host = ViewHost(ScreenReader(reading: reading), size: CGSize(width: 200, height: 100))
        _ = host.render()
        #expect(reading.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(reading.scale == 3)
    }

    @Test func aViewSizedByTheScreenLaysOutByIt() {
        // Half the SE's 375 points, centred: x 93.75...281.25, pixels 187.5...562.5 at 2×.
        let image = ViewHost(ScreenReader(reading: Reading()), device: .iPhoneSE).render()
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(image[186, 600] == white && image[188, 600] == red)
        #expect(image[561, 600] == red && image[563, 600] == white)
    }
}
