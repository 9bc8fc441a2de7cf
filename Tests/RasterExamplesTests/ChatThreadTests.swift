import Foundation
import Testing
import Raster
@testable import RasterExamples
import RasterSnapshotTesting

/// The messages thread driven through a host on an iPhone 15 Pro: it opens at its newest
/// message, just above the compose bar; a typed message is sent with the button and shows
/// there; scrolling back dismisses the keyboard.
@Suite struct ChatThreadTests {
    /// Three copies of the sample thread (21 messages), more than a screen holds.
    private static let longThread = (0..<3).flatMap { copy in
        ChatMessage.sample.map { ChatMessage(id: copy * 10 + $0.id, sender: $0.sender, text: $0.text, day: $0.day) }
    }
    private static let field = CGPoint(x: 150, y: 794)
    private static let send = CGPoint(x: 366, y: 797)

    /// The line of the accessibility description for the text `text`, the last one shown.
    private static func line<V: View>(_ text: String, in host: ViewHost<V>) -> String? {
        host.accessibilityDescription().split(separator: "\n").last { $0.contains("\"\(text)\"") }.map(String.init)
    }

    @Test func opensAtTheNewestMessageAboveTheComposeBar() {
        let host = ViewHost(ChatThread(contact: "Maya", messages: Self.longThread), device: .iPhone15Pro)
        // The newest bubble's text ends 8 points (bubble padding) + 8 (stack padding) above the
        // compose bar, which starts at 771.33 (its field's top, 784.33, less 7 + 6 padding).
        #expect(Self.line("Save some skin for Saturday", in: host)
                == #"[staticText] "Save some skin for Saturday" (140.667, 726.667, 228.333, 20.667)"#)
        #expect(Self.line("Message", in: host) == #"[textField] "Message" value: "" (24, 784.333, 307, 20.667)"#)
    }

    @Test func sendingAMessageShowsItAtTheBottom() {
        let host = ViewHost(ChatThread(contact: "Maya", messages: Self.longThread), device: .iPhone15Pro)
        #expect(host.tap(at: Self.field))
        #expect(host.typeText("On my way"))
        #expect(host.tap(at: Self.send))
        host.advance(by: 1)
        // scrollTo(_, anchor: .bottom) puts the new bubble's bottom on the compose bar's top
        // (771.33), so the stack's 8-point bottom padding scrolls out of sight.
        #expect(Self.line("On my way", in: host) == #"[staticText] "On my way" (280, 734.667, 89, 20.667)"#)
        #expect(Self.line("Message", in: host) == #"[textField] "Message" value: "" (24, 784.333, 307, 20.667)"#)
        // The send button is disabled while the draft is empty: it takes no tap, and nothing is sent.
        #expect(!host.tap(at: Self.send))
        #expect(Self.line("On my way", in: host) == #"[staticText] "On my way" (280, 734.667, 89, 20.667)"#)
    }

    @Test func scrollingBackDismissesTheKeyboard() {
        let host = ViewHost(ChatThread(contact: "Maya", messages: Self.longThread), device: .iPhone15Pro)
        #expect(host.tap(at: Self.field))
        #expect(host.typeText("Sure"))
        #expect(host.scroll(by: CGSize(width: 0, height: -300), at: CGPoint(x: 196, y: 400)))
        #expect(!host.typeText("!"))
        #expect(Self.line("Message", in: host) == #"[textField] "Message" value: "Sure" (24, 784.333, 307, 20.667)"#)
    }
}
