// RequestReviewTests.swift · RasterTests/App · review requests (State/RequestReviewAction.swift, the
// StoreKit module): counted per window, never drawn.

import Foundation
import StoreKit
import Testing
@testable import Raster

private struct RateRow: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        Button("Rate the App") { requestReview() }
    }
}

@Suite struct RequestReviewTests {
    @Test func theEnvironmentActionIsCountedByItsWindow() throws {
        let host = ViewHost(RateRow(), size: CGSize(width: 200, height: 60))
        let other = ViewHost(RateRow(), size: CGSize(width: 200, height: 60))
        #expect(host.requestedReviews == 0)
        #expect(try host.tap("Rate the App"))
        #expect(try host.tap("Rate the App"))
        #expect(host.requestedReviews == 2)
        #expect(other.requestedReviews == 0)
    }

    @Test func theControllerRecordsInItsScenesWindow() {
        let host = ViewHost(Text("Settings"), size: CGSize(width: 200, height: 60))
        SKStoreReviewController.requestReview(in: UIWindowScene.hostScene(of: host.graph))
        #expect(host.requestedReviews == 1)
    }

    @available(*, deprecated)
    @Test func requestsThatNameNoWindowWarn() {
        let warnings = capturingWarnings {
            EnvironmentValues().requestReview()
            SKStoreReviewController.requestReview()
        }
        #expect(warnings.contains { $0.hasPrefix("requestReview() was called outside a hosted view") })
        #expect(warnings.contains { $0.hasPrefix("SKStoreReviewController.requestReview() names no window") })
    }
}
