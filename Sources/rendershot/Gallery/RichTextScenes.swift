// RichTextScenes.swift · rendershot/Gallery · issue 17 "Rich text": styled runs, Markdown and text modifiers (not from a seed)
//
// Joined texts keeping their own fonts and colours, inline Markdown in a string literal,
// underline and strikethrough with patterns and colours, tracking, baseline offset, tabular
// digits and font designs, light and dark. Written as ordinary SwiftUI.

import Raster
import RendershotKit

/// Styled text at an iPhone's width.
enum RichTextGallery {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Text("Order shipped").font(.title2).bold()
                    + Text("  #4521").font(.title2).foregroundColor(.secondary)
                (Text("Total: ") + Text("$42.50").bold().foregroundColor(.green) + Text(" (tax incl.)").italic())
                Text("**Bold**, *italic*, ***both***, `code`, ~~struck~~ and a [link](https://example.com).")
                Text("Underlined").underline()
                    + Text(" dashed").underline(pattern: .dash, color: .red)
                    + Text(" dotted").underline(pattern: .dot)
                Text("Was $99").strikethrough(color: .red).foregroundColor(.secondary)
                    + Text(" now $59").fontWeight(.semibold)
                Text("TRACKED CAPS").font(.caption).tracking(3)
                (Text("E = mc") + Text("2").font(.caption).baselineOffset(8) + Text(" and H") + Text("2").font(.caption)
                    .baselineOffset(-4) + Text("O"))
                HStack(spacing: 20) {
                    VStack(alignment: .trailing) {
                        Text("111.11")
                        Text("888.88")
                    }
                    .monospacedDigit()
                    VStack(alignment: .trailing) {
                        Text("111.11")
                        Text("888.88")
                    }
                }
                Text("Serif design").fontDesign(.serif)
                    + Text(" and monospaced").monospaced()
                Text("A long paragraph mixes ") + Text("bold words").bold()
                    + Text(" with ") + Text("coloured ones").foregroundColor(.blue)
                    + Text(" and wraps across the runs at the width of the screen.")
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("rich-text", summary: "Text runs, inline Markdown, underline, strikethrough, tracking, baseline offset",
                                       size: CGSize(width: 393, height: 520)) {
        ContentView()
    }

    static let darkScene = RendershotScene("rich-text-dark", summary: "the rich text in the dark colour scheme",
                                           size: CGSize(width: 393, height: 520), colorScheme: .dark) {
        ContentView()
    }
}
