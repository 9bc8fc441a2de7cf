// DeviceOnlyModifiersTests.swift · RasterTests/Modifiers · modifiers whose value matters only to a
// device: allowedDynamicRange (recorded in the environment), windowResizability and
// handlesExternalEvents (accepted; an iPhone app has one full-screen window).

import Foundation
import Testing
@testable import Raster

private final class RangeBox {
    var ranges: [Image.DynamicRange?] = []
}

private struct RangeReader: View {
    let box: RangeBox
    @Environment(\.allowedDynamicRange) private var range

    var body: some View {
        let _ = box.ranges.append(range)
        Color.red
    }
}

private struct LinkedApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Inbox")
                .frame(width: 100, height: 40)
                .handlesExternalEvents(preferring: ["inbox"], allowing: ["*"])
        }
        .windowResizability(.contentSize)
        .handlesExternalEvents(matching: ["inbox"])
    }
}

@Suite struct DeviceOnlyModifiersTests {
    /// The range is nil by default and what the nearest `allowedDynamicRange` sets within
    /// it; the pixels are the same whatever it is (Raster draws standard range).
    @Test func allowedDynamicRangeIsRecordedInTheEnvironment() throws {
        func rangeSeen<V: View>(_ wrap: (RangeReader) -> V) throws -> (range: Image.DynamicRange??, image: RasterImage) {
            let box = RangeBox()
            let image = try renderView(wrap(RangeReader(box: box)).frame(width: 4, height: 4))
            return (box.ranges.last, image)
        }
        let plain = try rangeSeen { $0 }
        let high = try rangeSeen { $0.allowedDynamicRange(.standard).allowedDynamicRange(.high) }
        let constrained = try rangeSeen { $0.allowedDynamicRange(.constrainedHigh) }
        #expect(plain.range == .some(nil))
        #expect(high.range == .some(.standard))
        #expect(constrained.range == .some(.constrainedHigh))
        #expect(plain.image.pixmap.data == high.image.pixmap.data)
    }

    /// An app file with `windowResizability` and `handlesExternalEvents` on its scene and
    /// view compiles and hosts its window as without them.
    @Test func sceneModifiersLeaveTheWindowAsItIs() {
        let host = ViewHost(app: LinkedApp(), size: CGSize(width: 100, height: 40))
        #expect(host.accessibilityDescription() == #"[staticText] "Inbox" (28, 9.5, 44, 21)"#)
    }
}
