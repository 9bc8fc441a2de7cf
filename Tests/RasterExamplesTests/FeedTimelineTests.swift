// FeedTimelineTests.swift · RasterExamplesTests · the feed's "Top" button: shown by onScrollGeometryChange once the feed is scrolled down, scrolling it back with ScrollPosition; the compose button hidden by onScrollPhaseChange while a finger holds the feed

import Foundation
import Testing
import Raster
@testable import RasterExamples

@MainActor @Suite struct FeedTimelineTests {
    /// At rest the bar has only the compose button; scrolled more than 100 points down (to
    /// the end) the "Top" button shows, and a tap on it brings the posts back where they
    /// were and hides the button.
    @Test func theTopButtonFollowsTheScroll() throws {
        let host = ViewHost(FeedTimeline(), device: .iPhone15)
        let firstPost = try host.frame(of: "Mina Park"), lastPost = try host.frame(of: "Aiko Tanaka")
        #expect((try? host.frame(of: "Top")) == nil)
        #expect(host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 200, y: 500)))
        _ = host.render()
        // The three posts overflow the screen by 123 points: the scroll stops at the end.
        #expect(try host.frame(of: "Aiko Tanaka").minY < lastPost.minY - 100)
        #expect((try? host.frame(of: "Top")) != nil)
        try host.tap("Top")
        _ = host.render()
        #expect(try host.frame(of: "Mina Park") == firstPost)
        #expect(try host.frame(of: "Aiko Tanaka") == lastPost)
        #expect((try? host.frame(of: "Top")) == nil)
    }

    /// The compose button leaves the bar while a finger holds or drags the feed and comes
    /// back when it lifts.
    @Test func theComposeButtonHidesWhileScrolling() throws {
        let host = ViewHost(FeedTimeline(), device: .iPhone15)
        _ = host.render()
        #expect((try? host.frame(of: "New post")) != nil)
        host.beginDrag(at: CGPoint(x: 200, y: 500))
        #expect((try? host.frame(of: "New post")) == nil)
        host.moveDrag(to: CGPoint(x: 200, y: 450), duration: 0.1)
        #expect((try? host.frame(of: "New post")) == nil)
        host.endDrag()
        #expect((try? host.frame(of: "New post")) != nil)
    }
}
