import Foundation
import Testing
import Raster
import RasterExamples
import RasterSnapshotTesting

/// Every preview of the example view files, light and dark, at scale 1.
@Suite struct ExamplePreviewTests {
    @Test func examplePreviews() {
        assertPreviewSnapshots(inModule: "RasterExamples", colorSchemes: [.light, .dark], scale: 1)
    }

    /// Finding the previews warns about nothing: the views are laid out at their ideal sizes
    /// to read their traits, where a title that fits the window can crowd a narrow bar.
    @Test func findingThePreviewsWarnsAboutNothing() {
        let (previews, warnings) = RasterDiagnostics.capturingWarnings { PreviewDiscovery.previews(inModule: "RasterExamples") }
        #expect(previews.count == 56)
        #expect(warnings.isEmpty)
    }

    /// Both styles of every file are found: the #Previews by file and line, then the providers.
    @Test func theExamplesAreFoundInOrder() {
        let previews = PreviewDiscovery.previews(inModule: "RasterExamples")
        #expect(previews.map(\.name) == [
            "Activity", "Budget", "Chat", "Chat, one message", "Contacts", "Contacts, searchable", "Contacts, search text", "Library sidebar", "Counter", "Feed",
            "Mailboxes", "Mailboxes, grouped", "Mailbox sidebar", "Notification settings", "Onboarding, dark", "Order", "Order, delivery shown",
            "Pantry", "Pantry search", "Photos", "Photos, selecting", "Podcasts", "Podcasts, search", "Profile on a phone", "ProfileCard 2", "Profile form",
            "Reading list", "Recipes", "Recipe pushed", "Recipe detail", "Rewards", "Saved articles", "Saved articles, unread", "Settings", "Settings, landscape", "Sign in",
            "Sign in, short password", "Sign in, valid", "Spending", "Tabbed app", "Tabbed app, sheet", "Tabbed app, alert", "Time off", "Trail log", "Weather",
            "Weather, rainy week", "Chart",
            "World clock",
            "Three unread", "Onboarding", "Onboarding, landscape", "Profile card", "Profile card, dark", "Recipe, Pro Max",
            "Settings on an iPhone SE", "WeeklyChart_Previews",
        ])
        #expect(previews.map { $0.windowSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "fits" } == [
            "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "fits", "393x852", "393x852",
            "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852",
            "393x852", "393x852", "fits", "393x852", "393x852", "393x852", "393x852", "fits", "393x852", "393x852", "393x852",
            "393x852", "852x393", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852", "393x852",
            "393x852", "393x852", "fits", "393x852", "fits", "393x852", "852x393", "fits", "fits", "430x932", "375x667",
            "360x260",
        ])
        #expect(previews.map(\.colorScheme) == Array(repeating: nil, count: 14) + [.dark] + Array(repeating: nil, count: 37)
                + [.dark] + [nil, nil, nil])
    }
}
