import Foundation
import Testing
@testable import Raster

/// `navigationTitle { … }` (NavigationBarModifiers.swift): the view's text is the title, drawn
/// where `navigationTitle(_:)` draws a `Text` (ios17-metrics.md §2: the large title at the
/// 16-point margin, 8 points above the 96-point bar's bottom; inline, centred in 44 points).
@MainActor @Suite struct NavigationTitleViewTests {
    private let phone = CGSize(width: 393, height: 600)

    /// `screen` hosted in a 393 × 600 window and laid out, with the warnings that raised.
    private func hosted(_ screen: some View) -> (ViewHost<some View>, [String]) {
        RasterDiagnostics.capturingWarnings {
            let host = ViewHost(screen, size: phone)
            _ = host.frame(ofUnit: "NavigationBarLayout")
            return host
        }
    }

    /// A `Text` is the large title, at the string form's place, with no warning; the next
    /// page's back button reads it.
    @Test func aTextIsTheTitle() throws {
        let (host, warnings) = hosted(NavigationStack {
            NavigationLink("Open") { Color.blue.navigationTitle("Detail") }
                .navigationTitle { Text("Inbox") }
        })
        #expect(warnings == [])
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(title.minX == 16)
        #expect(title.maxY == 88)
        try host.tap("Open")
        host.advance(by: 1)
        let back = try host.frame(of: "Inbox")
        // The back button: the chevron at 8 points, then the title, centred in the 44-point bar.
        #expect(back == CGRect(x: 8, y: 11.5, width: 63, height: 21))
    }

    /// Inline, the text is centred in the 44-point bar.
    @Test func anInlineTextIsCentred() throws {
        let host = ViewHost(NavigationStack {
            Color.red
                .navigationTitle { Text("Inbox").bold() }
                .navigationBarTitleDisplayMode(.inline)
        }, size: phone)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 44))
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(title.midX == 196.5)
        #expect(title.midY == 22)
    }

    /// A `Label`'s title is drawn without its icon, with one warning naming the label and
    /// the fix.
    @Test func aLabelShowsItsTitleAndWarns() throws {
        let (host, warnings) = hosted(NavigationStack {
            Color.red.navigationTitle { Label("Inbox", systemImage: "tray") }
        })
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(title.minX == 16)
        #expect(title.maxY == 88)
        #expect(host.frames(of: "Image").isEmpty)
        #expect(warnings == [
            "navigationTitle { Label \"Inbox\" }: an iOS navigation bar draws its title as text, so only the label's title "
                + "is drawn, not its icon; give the title as text (navigationTitle(\"Inbox\")), or draw the label in the bar "
                + "with toolbar { ToolbarItem(placement: .principal) { … } }",
        ])
    }

    /// Any other view gives the page no title (a 44-point bar, as with no title) and one
    /// warning naming its type and the fix.
    @Test func anotherViewIsNoTitleAndWarns() throws {
        let (host, warnings) = hosted(NavigationStack {
            Color.red.navigationTitle {
                HStack {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
            }
        })
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 44, width: 393, height: 556))
        #expect((try? host.frame(of: "Inbox")) == nil)
        #expect(warnings == [
            "navigationTitle { HStack }: an iOS navigation bar draws its title as text and this view is not a Text, "
                + "so the page has no title; give the title as text (navigationTitle(\"…\") or navigationTitle(Text(…))), "
                + "or draw the view in the bar with toolbar { ToolbarItem(placement: .principal) { … } }",
        ])
    }
}
