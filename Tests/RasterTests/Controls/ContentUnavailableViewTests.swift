import Foundation
import Testing
@testable import Raster

@Suite struct ContentUnavailableViewTests {
    private let window = CGSize(width: 393, height: 600)

    /// The view fills the proposal and reports its content's size when nothing is proposed.
    @Test func fillsTheProposedSpace() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        #expect(controlsSize(view, ProposedViewSize(window)) == window)
        let unspecified = controlsSize(view, .unspecified)
        #expect(unspecified.width < 393 && unspecified.height < 200)
    }

    /// ContentUnavailableMetrics: icon, 8, title, 4, description, 16, actions, in one
    /// centred column, the column centred in the window.
    @Test func columnLayout() {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}
        }
        let host = ViewHost(view, size: window)
        let texts = host.frames(of: "Text")
        #expect(texts.count == 3)
        let (title, description, action) = (texts[0], texts[1], texts[2])
        let icon = host.frames(of: "Image")
        #expect(icon.count == 1)
        #expect(title.minY - icon[0].maxY == 8)
        #expect(description.minY - title.maxY == 4)
        #expect(action.minY - description.maxY == 16)
        for frame in [icon[0], title, description, action] {
            #expect(abs(frame.midX - 196.5) < 0.01)
        }
        #expect(abs((icon[0].minY + action.maxY) / 2 - 300) < 0.01)
        // Title: bold title 2 (22 points); description: callout (16 points); whole points,
        // as the host lays out at scale 1.
        #expect(title.height == controlsSize(Text("No Mail").font(.title2.bold()), .unspecified, scale: 1).height)
        #expect(description.height == controlsSize(Text("New mail appears here.").font(.callout), .unspecified, scale: 1).height)
    }

    /// Without a description or actions no gap is left for them.
    @Test func missingPartsLeaveNoGap() {
        let plain = controlsSize(ContentUnavailableView("No Mail", systemImage: "tray"), .unspecified)
        let label = controlsSize(ContentUnavailableView { Label("No Mail", systemImage: "tray") }, .unspecified)
        #expect(plain == label)
        let described = controlsSize(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("x")), .unspecified)
        let line = controlsSize(Text("x").font(.callout), .unspecified).height
        #expect(described.height == plain.height + 4 + line)
    }

    /// Icon and description in the secondary label colour, the title in the primary one.
    @Test func colours() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        for scheme in [ColorScheme.light, .dark] {
            let secondary = SystemColor.secondary.resolved(scheme), primary = SystemColor.primary.resolved(scheme)
            #expect(textColors(view, colorScheme: scheme) == [secondary, primary, secondary])
        }
    }

    /// iOS 17's English strings for a search without results.
    @Test func searchForms() {
        let search = ViewHost(ContentUnavailableView.search, size: window).accessibilityDescription()
        #expect(search.contains("No Results"))
        #expect(search.contains("Check the spelling or try a new search."))
        let quoted = ViewHost(ContentUnavailableView.search(text: "tarts"), size: window).accessibilityDescription()
        #expect(quoted.contains("No Results for \u{201C}tarts\u{201D}"))
        let empty = ViewHost(ContentUnavailableView.search(text: ""), size: window).accessibilityDescription()
        #expect(empty.contains("\"No Results\""))
        #expect(!empty.contains("No Results for"))
        #expect(controlsSize(ContentUnavailableView.search, ProposedViewSize(window)) == window)
    }
}
