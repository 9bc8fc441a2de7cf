// PasteboardTests.swift · RasterTests/Controls · the in-process general pasteboard and the PasteButton that reads it (Views/UIKit/UIPasteboard.swift, Views/Controls/PasteButton.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Raster

/// One suite for everything that writes `UIPasteboard.general`, a process-wide value, run one
/// test at a time so that none sees another's items.
@Suite(.serialized) struct PasteboardTests {
    @Test func theGeneralPasteboardKeepsWhatWasCopied() {
        let pasteboard = UIPasteboard.general
        let start = pasteboard.changeCount
        pasteboard.string = "Copied"
        #expect(pasteboard.string == "Copied")
        #expect(pasteboard.hasStrings && !pasteboard.hasURLs)
        pasteboard.url = URL(string: "https://example.com")
        #expect(pasteboard.string == nil)
        #expect(pasteboard.url == URL(string: "https://example.com"))
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.changeCount == start + 3)
    }

    /// A tap delivers the pasteboard's strings as the payload type, in order; the button is
    /// the tint-filled capsule with its label in white.
    @Test func aPasteButtonDeliversThePasteboardsStrings() throws {
        UIPasteboard.general.strings = ["Milk", "Eggs"]
        let log = GestureLog()
        let host = ViewHost(PasteButton(payloadType: String.self) { log.entries += $0 }, size: CGSize(width: 160, height: 60))
        #expect(try host.tap("Paste"))
        #expect(log.entries == ["Milk", "Eggs"])
        let frame = try host.frame(of: "Paste")
        let image = host.render()
        #expect(image.pixel(atPoint: frame.minX + 4, frame.midY) == rgba(0, 122, 255))
    }

    /// With nothing of a supported type on the pasteboard the button is disabled: a tap
    /// delivers nothing. The item-provider form filters by content type.
    @Test func aPasteButtonWithoutMatchingItemsIsDisabled() throws {
        UIPasteboard.general.url = URL(string: "https://example.com/list")
        let log = GestureLog()
        let strings = ViewHost(PasteButton(payloadType: String.self) { log.entries += $0 }, size: CGSize(width: 160, height: 60))
        try strings.tap("Paste")
        #expect(log.entries.isEmpty)
        var identifiers: [[String]] = []
        let urls = ViewHost(PasteButton(supportedContentTypes: [.url]) { providers in
            identifiers = providers.map(\.registeredTypeIdentifiers)
        }, size: CGSize(width: 160, height: 60))
        #expect(try urls.tap("Paste"))
        #expect(identifiers == [["public.url"]])
        UIPasteboard.general.strings = nil
        #expect(PasteButton.pasteboardProviders(conformingTo: [.url, .plainText]).isEmpty)
    }
}
#endif
