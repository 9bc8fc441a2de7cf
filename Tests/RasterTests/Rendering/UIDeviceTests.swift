// UIDeviceTests.swift · RasterTests/Rendering · UIDevice.current: the rendering host's device, else the iPhone 15 (UIDevice.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct UIDeviceTests {
    final class Reading: @unchecked Sendable {
        var idiom: UIUserInterfaceIdiom?
        var name: String?
        var model: String?
        var orientation: UIDeviceOrientation?
    }

    struct DeviceReader: View {
        let reading: Reading
        var body: some View {
            reading.idiom = UIDevice.current.userInterfaceIdiom
            reading.name = UIDevice.current.name
            reading.model = UIDevice.current.model
            reading.orientation = UIDevice.current.orientation
            return Text(UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone")
        }
    }

    @Test func outsideAHostItIsTheIPhone15() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.name == "iPhone 15")
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation == .portrait)
    }

    /// exyte/Chat reads `UIDevice.current.orientation.isLandscape` to lay out its media pages.
    @Test(arguments: [
        (Device.iPhone15, UIDeviceOrientation.portrait),
        (Device.iPhone15.landscape, .landscapeLeft),
        (Device.iPadPro11.landscape, .landscapeLeft),
        (Device.iPhone15.turned(to: .landscapeRight), .landscapeRight),
        (Device.iPhone15.turned(to: .portraitUpsideDown), .portraitUpsideDown),
    ])
    func orientationIsTheHostDevicesTurn(device: Device, orientation: UIDeviceOrientation) {
        let reading = Reading()
        _ = ViewHost(DeviceReader(reading: reading), device: device).render()
        #expect(reading.orientation == orientation)
    }

    /// Swiftfin sends `identifierForVendor!.uuidString` as its device id: one fixed UUID on
    /// every device, so renders stay the same from run to run.
    /// Views render on an iPhone or iPad, never as an iOS app on a Mac (compatibility
    /// survey 7: Hackers branches its layout on `isiOSAppOnMac`).
    @Test func theProcessIsNeverAnIOSAppOnAMac() {
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
    }

    @Test func identifierForVendorIsOneFixedUUID() throws {
        let identifier = try #require(UIDevice.current.identifierForVendor)
        #expect(identifier.uuidString == "52415354-4552-4000-8000-000000000000")
        #expect(UIDevice(device: .iPadPro11).identifierForVendor == identifier)
    }

    @Test func orientationRawValuesAndKindsAreUIKits() {
        let all: [UIDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(all.filter(\.isValidInterfaceOrientation) == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
    }

    @Test(arguments: [
        (Device.iPad10, UIUserInterfaceIdiom.pad, "iPad (10th generation)", "iPad"),
        (Device.iPadPro11.landscape, .pad, "iPad Pro (11-inch) (4th generation)", "iPad"),
        (Device.iPhoneSE, .phone, "iPhone SE (3rd generation)", "iPhone"),
        // Regular width in landscape, but compact height: still a phone.
        (Device.iPhone15ProMax.landscape, .phone, "iPhone 15 Pro Max", "iPhone"),
    ])
    func aBodyInAHostReadsItsDevice(device: Device, idiom: UIUserInterfaceIdiom, name: String, model: String) {
        let reading = Reading()
        _ = ViewHost(DeviceReader(reading: reading), device: device).render()
        #expect(reading.idiom == idiom)
        #expect(reading.name == name)
        #expect(reading.model == model)
    }

    @Test func idiomRawValuesAreUIKits() {
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision].map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
    }
}
