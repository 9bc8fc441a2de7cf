import Foundation
import Testing
@testable import Raster

private final class TapLog {
    var taps: [String] = []
}

private struct Targets: View {
    let log: TapLog
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Circle().fill(Color.red).frame(width: 100, height: 100).onTapGesture { log.taps.append("circle") }
            Color.clear.frame(width: 20, height: 20).offsetForTest(x: 40).onTapGesture { log.taps.append("clear") }
        }
    }
}

private struct Shaped: View {
    let log: TapLog
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 40).contentShape(Rectangle()).onTapGesture { log.taps.append("shaped") }
            Color.green.frame(width: 100, height: 40).allowsHitTesting(false).onTapGesture { log.taps.append("disabled") }
            Text("Twice").frame(width: 100, height: 40).onTapGesture(count: 2) { log.taps.append("double") }
        }
    }
}

extension View {
    /// A fixed leading offset through padding, for tests that need no drawing effects.
    fileprivate func offsetForTest(x: CGFloat) -> some View {
        padding(.leading, x)
    }
}

@Suite struct HitTestingTests {
    @Test func tapsHitTheFrontmostShapeByItsOutline() {
        let log = TapLog()
        let host = ViewHost(Targets(log: log), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        // The circle's corner is outside its outline: the colour behind gets the tap.
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(log.taps == ["circle", "back"])
    }

    @Test func contentShapeAllowsHitTestingAndTapCount() {
        let log = TapLog()
        let host = ViewHost(Shaped(log: log), size: CGSize(width: 100, height: 120))
        host.tap(at: CGPoint(x: 50, y: 20))
        #expect(host.tap(at: CGPoint(x: 50, y: 60)) == false)
        host.tap(at: CGPoint(x: 50, y: 100))
        #expect(log.taps == ["shaped"])
        host.tap(at: CGPoint(x: 50, y: 100))
        #expect(log.taps == ["shaped", "double"])
    }
}
