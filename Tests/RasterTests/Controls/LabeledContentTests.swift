import Foundation
import Testing
@testable import Raster

/// A style that stacks the label over the value, as an app's own style might.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

/// A style that only adds a border around the next style out's drawing.
private struct BorderedAutomaticStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).padding(4)
    }
}

/// Frames are at an iPhone 15's 393-point width. The look (label leading in the primary
/// colour, value trailing in the secondary, label groups of body then subheadline lines) is
/// ios17-metrics.md §4, last row: OpenSwiftUI's reading of SwiftUI's
/// `LeadingTrailingLabeledContentStyle` and `BodyLabelGroupStyle`.
@Suite struct LabeledContentTests {
    private let window = CGSize(width: 393, height: 100)

    @Test func labelLeadsAndValueTrails() {
        let name = controlsSize(Text("Name"), .unspecified, scale: 1)
        let value = controlsSize(Text("Ada Lovelace"), .unspecified, scale: 1)
        let host = ViewHost(LabeledContent("Name", value: "Ada Lovelace"), size: window)
        let y = (100 - name.height) / 2
        #expect(host.frames(of: "Text") == [
            CGRect(x: 0, y: y, width: name.width, height: name.height),
            CGRect(x: 393 - value.width, y: y, width: value.width, height: value.height),
        ])
        #expect(controlsSize(LabeledContent("Name", value: "Ada Lovelace"), ProposedViewSize(width: 393, height: nil), scale: 1)
                == CGSize(width: 393, height: name.height))
        // Ideal width: label, the spacer's 8-point minimum, value.
        #expect(controlsSize(LabeledContent("Name", value: "Ada Lovelace"), .unspecified, scale: 1)
                == CGSize(width: name.width + 8 + value.width, height: name.height))
    }

    @Test func labelIsPrimaryAndValueSecondary() {
        let row = LabeledContent("Name", value: "Ada Lovelace")
        #expect(textColors(row) == [SystemColor.primary.resolved(.light), SystemColor.secondary.resolved(.light)])
        #expect(textColors(row, colorScheme: .dark) == [SystemColor.primary.resolved(.dark), SystemColor.secondary.resolved(.dark)])
    }

    @Test func explicitForegroundWinsAndButtonsKeepTheirTint() {
        let red = LabeledContent("Status") { Text("Late").foregroundStyle(.red) }
        #expect(textColors(red).last == SystemColor.red.resolved(.light))
        let button = LabeledContent("Address") { Button("Edit") {} }
        #expect(textColors(button).last == SystemColor.blue.resolved(.light))
    }

    @Test func labelOfSeveralViewsIsALabelGroup() {
        let content = LabeledContent {
            Text("42")
        } label: {
            Text("Answer")
            Text("to everything")
        }
        // Line 2 is subheadline (15 points) in the secondary colour.
        let first = controlsSize(Text("Answer"), .unspecified, scale: 1)
        let second = controlsSize(Text("to everything").font(.subheadline), .unspecified, scale: 1)
        let group = controlsSize(VStack(alignment: .leading) { Text("Answer"); Text("to everything").font(.subheadline) },
                                 .unspecified, scale: 1)
        let value = controlsSize(Text("42"), .unspecified, scale: 1)
        let host = ViewHost(content, size: window)
        let top = (100 - group.height) / 2
        #expect(host.frames(of: "Text") == [
            CGRect(x: 0, y: top, width: first.width, height: first.height),
            CGRect(x: 0, y: top + group.height - second.height, width: second.width, height: second.height),
            CGRect(x: 393 - value.width, y: (100 - value.height) / 2, width: value.width, height: value.height),
        ])
        let secondary = SystemColor.secondary.resolved(.light)
        #expect(textColors(content) == [SystemColor.primary.resolved(.light), secondary, secondary])
    }

    @Test func formattedValuesFollowTheLocale() {
        let total = LabeledContent("Total", value: 1234.5, format: .number)
        #expect(ViewHost(total, size: window).layoutDescription().contains(#"Text("1,234.5")"#))
        // In German the euro sign follows the number: the value is as wide as that text.
        let german = Locale(identifier: "de_DE")
        let euros = LabeledContent("Total", value: 1234.5, format: .currency(code: "EUR"))
        let value = { (locale: Locale) in
            ViewHost(euros.environment(\.locale, locale), size: window).frames(of: "Text").last?.width
        }
        let germanText = controlsSize(Text(1234.5, format: .currency(code: "EUR")).environment(\.locale, german), .unspecified, scale: 1)
        #expect(value(german) == germanText.width)
        #expect(value(Locale(identifier: "en_US")) == controlsSize(Text("€1,234.50"), .unspecified, scale: 1).width)
        #expect(value(german) != value(Locale(identifier: "en_US")))
    }

    @Test func nonFiniteValuesWarnAndNegativeOnesDoNot() {
        let (description, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(LabeledContent("Ratio", value: Double.nan, format: .number), size: window).layoutDescription()
        }
        #expect(description.contains(#"Text("NaN")"#))
        #expect(warnings == [
            #"LabeledContent "Ratio" was given the value nan, which is not a finite number; it is shown as the format style writes it. "#
            + #"Pass a finite value, or show a placeholder with LabeledContent("Ratio", value: "—")"#,
        ])
        let (negative, none) = RasterDiagnostics.capturingWarnings {
            ViewHost(LabeledContent("Refund", value: -3.5, format: .currency(code: "USD")), size: window).layoutDescription()
        }
        #expect(negative.contains(#"Text("-$3.50")"#))
        #expect(none.isEmpty)
    }

    @Test func emptyLabelsWarn() {
        let expected = ["LabeledContent has an empty label: VoiceOver reads its value alone, and nothing says what it is. "
                        + "Give it a label that names the value"]
        let text = RasterDiagnostics.capturingWarnings { _ = ViewHost(LabeledContent("", value: "x"), size: window).render() }
        #expect(text.warnings == expected)
        let empty = RasterDiagnostics.capturingWarnings {
            _ = ViewHost(LabeledContent { Text("x") } label: { EmptyView() }, size: window).render()
        }
        #expect(empty.warnings == expected)
        let fine = RasterDiagnostics.capturingWarnings { _ = ViewHost(LabeledContent("Name", value: "x"), size: window).render() }
        #expect(fine.warnings.isEmpty)
    }

    @Test func customStylesAndTheNextStyleOut() {
        let name = controlsSize(Text("Name"), .unspecified, scale: 1)
        let stacked = ViewHost(LabeledContent("Name", value: "Ada").labeledContentStyle(StackedStyle()), size: window)
        let frames = stacked.frames(of: "Text")
        #expect(frames.count == 2 && frames[0].minX == frames[1].minX && frames[1].minY >= frames[0].maxY)
        // Inside a custom style, LabeledContent(configuration) is drawn by the automatic style.
        let padded = ViewHost(LabeledContent("Name", value: "Ada").labeledContentStyle(BorderedAutomaticStyle()), size: window)
        #expect(padded.frames(of: "Text").first == CGRect(x: 4, y: (100 - name.height) / 2, width: name.width, height: name.height))
        let automatic = ViewHost(LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic), size: window)
        #expect(automatic.frames(of: "Text") == ViewHost(LabeledContent("Name", value: "Ada"), size: window).frames(of: "Text"))
    }
}
