// RedactionTests.swift · RasterTests/Modifiers · redacted(reason:), unredacted(), privacySensitive(_:), \.redactionReasons (RedactionModifiers.swift, Views/Redaction+Drawing.swift)
// Placeholder bars and boxes are the foreground style at Redaction.opacity (0.16): black at
// 41/255 in light mode, white at 41/255 in dark mode, over a transparent canvas.

import Foundation
import Testing
@testable import Raster

/// Records the redaction reasons its view sees.
private final class ReasonsProbe: @unchecked Sendable {
    var seen: RedactionReasons?
}

private struct ReasonsReader: View {
    let probe: ReasonsProbe
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        probe.seen = reasons
        return Color.clear.frame(width: 1, height: 1)
    }
}

@Suite struct RedactionTests {
    let faintBlack = RGBA8(r: 0, g: 0, b: 0, a: 41)
    let faintWhite = RGBA8(r: 255, g: 255, b: 255, a: 41)

    @Test func reasonsAddUpAndUnredactedClearsThem() throws {
        let probe = ReasonsProbe()
        _ = try renderView(ReasonsReader(probe: probe).redacted(reason: .privacy).redacted(reason: .placeholder))
        #expect(probe.seen == [.placeholder, .privacy])
        _ = try renderView(ReasonsReader(probe: probe).unredacted().redacted(reason: .placeholder))
        #expect(probe.seen == [])
        _ = try renderView(ReasonsReader(probe: probe))
        #expect(probe.seen == [])
    }

    @Test func placeholderTextIsOneFaintBarPerLineOfTheSameSize() throws {
        let plain = try renderView(Text("Hello, world").fixedSize())
        let redacted = try renderView(Text("Hello, world").fixedSize().redacted(reason: .placeholder))
        #expect(redacted.width == plain.width && redacted.height == plain.height)
        // The body line is 17 pt Inter: the bar is 70% of its ascent + descent, centred on it.
        let metrics = TextLayout("Hello, world", font: Font.body.resolved, maxWidth: nil).metrics
        let middle = Int(metrics.ascent + metrics.descent) / 2
        for x in stride(from: 5, to: redacted.width - 5, by: 7) { #expect(redacted[x, middle] == faintBlack) }
        #expect(redacted[redacted.width / 2, 0] == transparent)
        #expect(redacted[redacted.width / 2, redacted.height - 1] == transparent)
        // Two lines give two bars with a gap between them.
        let twoLines = try renderView(Text("One\nTwo").fixedSize().redacted(reason: .placeholder))
        let step = Int(metrics.lineHeight.rounded())
        #expect(twoLines[4, middle] == faintBlack && twoLines[4, middle + step] == faintBlack)
        #expect(twoLines[4, step] == transparent)
    }

    @Test func barsTakeTheTextsColourAndScheme() throws {
        let red = try renderView(Text("Hello").fixedSize().foregroundStyle(pureRed).redacted(reason: .placeholder))
        #expect(red[red.width / 2, red.height / 2] == RGBA8(r: 255, g: 0, b: 0, a: 41))
        let dark = try renderView(Text("Hello").fixedSize().redacted(reason: .placeholder).environment(\.colorScheme, .dark))
        #expect(dark[dark.width / 2, dark.height / 2] == faintWhite)
    }

    @Test func imagesBecomeFilledRoundedBoxes() throws {
        let image = try renderView(Image(systemName: "star.fill").resizable().frame(width: 20, height: 20)
            .redacted(reason: .placeholder))
        #expect(image[10, 10] == faintBlack && image[1, 10] == faintBlack && image[10, 18] == faintBlack)
        // Corners rounded by a tenth of the side (2 pt): the corner pixel is left out.
        #expect(image[0, 0].a < 41)
    }

    @Test func privacySensitiveViewsAreRedactedOnlyForPrivacy() throws {
        func render(_ reason: RedactionReasons, sensitive: Bool) throws -> RasterImage {
            try renderView(Text("1234").fixedSize().privacySensitive(sensitive).redacted(reason: reason))
        }
        let hidden = try render(.privacy, sensitive: true)
        #expect(hidden[hidden.width / 2, hidden.height / 2] == faintBlack)
        let shown = try render(.privacy, sensitive: false)
        let plain = try renderView(Text("1234").fixedSize())
        #expect(shown.pixmap.data == plain.pixmap.data)
        #expect(try render([], sensitive: true).pixmap.data == plain.pixmap.data)
        // `.placeholder` redacts sensitive and other views alike; `.invalidated` changes nothing.
        #expect(try render(.placeholder, sensitive: false).pixmap.data == hidden.pixmap.data)
        #expect(try renderView(Text("1234").fixedSize().redacted(reason: .invalidated)).pixmap.data == plain.pixmap.data)
    }

    @Test func unredactedContentDrawsNormally() throws {
        let plain = try renderView(Text("Kept").fixedSize())
        let kept = try renderView(Text("Kept").fixedSize().unredacted().redacted(reason: .placeholder))
        #expect(kept.pixmap.data == plain.pixmap.data)
    }
}
