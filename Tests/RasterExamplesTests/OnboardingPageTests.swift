// OnboardingPageTests.swift · RasterExamplesTests · the onboarding title's letters rising in through a TextRenderer transition

import Foundation
import Testing
import Raster
@testable import RasterExamples

@MainActor @Suite struct OnboardingPageTests {
    private let title = Text("Snapshots on Linux").font(.title).bold()

    /// Fifth of the way in, the renderer has drawn the first letters and none of the last
    /// quarter; at the end it draws the title as plain text draws it.
    @Test func theRendererBringsTheLettersInOneAfterAnother() throws {
        let early = try ImageRenderer(content: title.textRenderer(RisingLettersRenderer(progress: 0.2))).render()
        let done = try ImageRenderer(content: title.textRenderer(RisingLettersRenderer(progress: 1))).render()
        let plain = try ImageRenderer(content: title).render()
        let same = done.pixmap.data == plain.pixmap.data
        #expect(same)
        func ink(_ image: RasterImage, _ columns: Range<Int>) -> Int {
            (0..<image.height).reduce(0) { sum, y in sum + columns.filter { image[$0, y].a > 0 }.count }
        }
        let quarter = plain.width / 4
        #expect(ink(early, 0..<quarter) > 0)
        #expect(ink(early, 3 * quarter..<plain.width) == 0)
        #expect(ink(plain, 3 * quarter..<plain.width) > 100)
    }

    /// Continue swaps the title with the transition: a tenth of a second in, the title's rows
    /// are still changing; a second later the animation is over.
    @Test func continueAnimatesTheNextTitleIn() throws {
        let host = ViewHost(OnboardingPage(), device: .iPhone15)
        _ = host.render()
        try host.tap("Continue")
        host.advance(by: 0.1)
        #expect(host.isAnimating)
        let frame = try host.frame(of: "Snapshots on Linux")
        let middle = host.render()
        host.advance(by: 1)
        let end = host.render()
        #expect(!host.isAnimating)
        let scale = Int(host.scale)
        let changed = (Int(frame.minY) * scale..<Int(frame.maxY) * scale).contains { y in
            (0..<end.width).contains { middle[$0, y] != end[$0, y] }
        }
        #expect(changed)
    }
}
