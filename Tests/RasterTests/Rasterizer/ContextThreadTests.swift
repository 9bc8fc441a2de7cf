import Dispatch
import Foundation
import Testing
@testable import Raster

@Suite struct ContextThreadTests {
    /// Contexts made on one thread and handed to others draw with those threads' scratch
    /// space, so drawing with them at once gives what drawing one after another gives.
    @Test func contextsMadeOnOneThreadDrawOnManyAtOnce() {
        let count = 16
        let gradient = GraphicsContext.Shading.radialGradient(
            Gradient(colors: [Color(red: 1, green: 0.8, blue: 0), Color(red: 0.1, green: 0, blue: 0.6, opacity: 0.7)]),
            center: CGPoint(x: 40, y: 30), startRadius: 2, endRadius: 45)
        func draw(_ context: GraphicsContext, _ i: Int) {
            var c = context
            c.clip(to: Path(ellipseIn: CGRect(x: 3, y: 2, width: 74, height: 56)))
            c.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 60)), with: gradient)
            c.stroke(Path(ellipseIn: CGRect(x: 10 + Double(i), y: 10, width: 40, height: 30)), with: .color(.black),
                     style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
        }
        func render(concurrently: Bool) -> [[UInt8]] {
            let pixmaps = (0..<count).map { _ in try! Pixmap(width: 80, height: 60) }
            let contexts = pixmaps.map { GraphicsContext(pixmap: $0) }
            if concurrently {
                DispatchQueue.concurrentPerform(iterations: count) { draw(contexts[$0], $0) }
            } else {
                for i in 0..<count { draw(contexts[i], i) }
            }
            return pixmaps.map(\.data)
        }
        let sequential = render(concurrently: false)
        for _ in 0..<4 {
            #expect(render(concurrently: true) == sequential)
        }
        #expect(sequential[0] != sequential[1])
    }
}
