import Foundation
import Testing
@testable import Raster

@Suite struct ShareLinkTests {
    private let page = URL(string: "https://example.com/recipes/42")!
    private let window = CGSize(width: 200, height: 60)

    /// The default label is iOS's: "Share" (or the title given) with the square.and.arrow.up
    /// symbol, drawn as a borderless button in the tint colour.
    @Test func defaultLabelIsShareWithTheSymbol() {
        let label = controlsSize(Label("Share", systemImage: "square.and.arrow.up"), .unspecified)
        let titled = controlsSize(Label("Send", systemImage: "square.and.arrow.up"), .unspecified)
        let cases: [(AnyView, CGSize)] = [
            (AnyView(ShareLink(item: page)), label),
            (AnyView(ShareLink(item: "Lemon tart", subject: Text("Recipe"), message: Text("Try it"))), label),
            (AnyView(ShareLink(item: page, preview: SharePreview("Lemon tart"))), label),
            (AnyView(ShareLink(items: [page, page])), label),
            (AnyView(ShareLink("Send", item: page)), titled),
            (AnyView(ShareLink(item: page) { Text("Send") }), controlsSize(Text("Send"), .unspecified)),
        ]
        for (view, size) in cases {
            #expect(controlsSize(view, .unspecified) == size)
        }
        let blue = SystemColor.blue.resolved(.light)
        #expect(textColors(ShareLink(item: page)) == [blue, blue])
    }

    @Test func tappingRecordsWhatIsShared() {
        let host = ViewHost(ShareLink(item: page, subject: Text("Recipe"), message: Text("Try it")), size: window)
        #expect(host.sharedItems.isEmpty)
        #expect(host.tap(at: CGPoint(x: 100, y: 30)))
        #expect(host.sharedItems.count == 1)
        #expect(host.sharedItems[0].items as? [URL] == [page])
        #expect(host.sharedItems[0].subject == Text("Recipe"))
        #expect(host.sharedItems[0].message == Text("Try it"))
        #expect(host.openedURLs.isEmpty)
    }

    @Test func stringsAndSeveralItemsAreShared() {
        let host = ViewHost(VStack {
            ShareLink(item: "Lemon tart") { Text("Text") }
            ShareLink(items: ["a", "b"]) { Text("Both") }
        }, size: CGSize(width: 200, height: 100))
        let frames = host.frames(of: "Text")
        host.tap(at: CGPoint(x: frames[0].midX, y: frames[0].midY))
        host.tap(at: CGPoint(x: frames[1].midX, y: frames[1].midY))
        #expect(host.sharedItems.map { $0.items as? [String] } == [["Lemon tart"], ["a", "b"]])
        #expect(host.sharedItems[0].subject == nil)
        #expect(host.sharedItems[0].previewTitle == nil)
    }

    @Test func thePreviewsTitleIsRecorded() {
        let host = ViewHost(ShareLink(item: page, preview: SharePreview("Lemon tart", image: Image(systemName: "photo"))),
                            size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.sharedItems.map(\.previewTitle) == [Text("Lemon tart")])
    }

    /// Every title form labels the link with its title and keeps the preview's title for the
    /// share: a localized key, text and a string, with a preview of a text title, an image and
    /// an icon, and the text- and string-titled forms without a preview.
    @Test func titledLinksWithPreviewsShareThePreviewsTitle() {
        let preview = SharePreview(Text("Lemon tart"), image: Image(systemName: "photo"), icon: Image(systemName: "doc"))
        let links: [AnyView] = [
            AnyView(ShareLink("Send", item: page, subject: Text("Recipe"), message: Text("Try it"), preview: preview)),
            AnyView(ShareLink(Text("Send"), item: page, preview: preview)),
            AnyView(ShareLink(String("Send"), item: page, preview: preview)),
        ]
        let titled = controlsSize(Label("Send", systemImage: "square.and.arrow.up"), .unspecified)
        for link in links {
            #expect(controlsSize(link, .unspecified) == titled)
            let host = ViewHost(link, size: window)
            host.tap(at: CGPoint(x: 100, y: 30))
            #expect(host.sharedItems.map(\.previewTitle) == [Text("Lemon tart")])
            #expect(host.sharedItems.map { $0.items as? [URL] } == [[page]])
        }
        let plain: [AnyView] = [
            AnyView(ShareLink(Text("Send"), item: "Lemon tart")),
            AnyView(ShareLink(String("Send"), item: "Lemon tart")),
            AnyView(ShareLink(Text("Send"), items: ["a", "b"])),
            AnyView(ShareLink(String("Send"), items: ["a", "b"])),
        ]
        for link in plain {
            #expect(controlsSize(link, .unspecified) == titled)
        }
        #expect(SharePreview(Text("A"), icon: Image(systemName: "doc")).title == Text("A"))
        #expect(SharePreview(String("B"), image: Image(systemName: "photo")).title == Text(verbatim: "B"))
        #expect(SharePreview(Text("C")).title == Text("C"))
    }

    @Test func aDisabledShareLinkSharesNothing() {
        let host = ViewHost(ShareLink(item: page).disabled(true), size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.sharedItems.isEmpty)
    }
}
