// TextLayoutCaseTests.swift · RasterTests/Layout · Text as a layout leaf and in stacks (Views/Text.swift, StackLayout.swift, ViewSpacing.swift)
// Rows: swiftui-behavior.md §1.14 (Text row), §2.2, §2.3, §1.2 (FG text-in-HStack example),
// §1.3 (text spacing rows, marked UNCERTAIN there: the cases follow the reference's
// formulas), §1.13 (baselines). Expected frames come from the font's own metrics
// (`BodyText`), so they hold for whichever font the machine resolves.

import Foundation
import Testing
@testable import Raster

private func text(_ string: String, _ x: CGFloat, _ y: CGFloat, _ size: CGSize, indent: Int = 0) -> String {
    String(repeating: "  ", count: indent) + "Text(\"\(string)\") (\(pt(x)), \(pt(y)), \(pt(size.width)), \(pt(size.height)))"
}

@Suite struct TextLayoutCaseTests {
    static let hello = BodyText.size("Hello")
    static let world = BodyText.size("World")
    static let line = BodyText.lineHeight()
    static let spacing = BodyText.spacing()
    static let title = Font.title.resolved

    static let cases: [LayoutCase] = [
        LayoutCase("§1.14 Text, nil → its single-line ideal size", .unspecified, text("Hello", 0, 0, hello)) { Text("Hello") },
        LayoutCase("§2.2 a wide proposal: the used size, not the proposal", proposal(300, 300), text("Hello", 0, 0, hello)) {
            Text("Hello")
        },
        LayoutCase("§1.14 an infinite proposal: the ideal size", .infinity, text("Hello World", 0, 0, BodyText.size("Hello World"))) {
            Text("Hello World")
        },
        LayoutCase("§2.2 wraps at word boundaries to a concrete width", proposal(60, nil),
                   text("Hello World", 0, 0, BodyText.size("Hello World", width: 60))) { Text("Hello World") },
        LayoutCase("§1.14 width 0: the widest word per line (UNCERTAIN in the reference; followed)", proposal(0, nil),
                   text("Hello World", 0, 0, BodyText.size("Hello World", width: 0))) { Text("Hello World") },
        LayoutCase("§2.2 truncates when the proposed height runs out", proposal(60, 25),
                   text("Hello World", 0, 0, BodyText.size("Hello World", width: 60, height: 25))) { Text("Hello World") },
        LayoutCase("§2.2 lineLimit(1) keeps one line", proposal(60, nil),
                   text("Hello World", 0, 0, BodyText.size("Hello World", width: 60, lineLimit: 1))) {
            Text("Hello World").lineLimit(1)
        },
        LayoutCase("§1.14 explicit newlines break even in the ideal size", .unspecified,
                   text("A\\nB", 0, 0, BodyText.size("A\nB"))) { Text("A\nB") },
        LayoutCase("§1.16 text sizes round up to whole pixels at @3x", .unspecified, scale: 3,
                   text("Hello", 0, 0, BodyText.size("Hello", scale: 3))) { Text("Hello") },
        textBetweenColours(priority: false),
        textBetweenColours(priority: true),
        LayoutCase("§1.6 a fixed frame wraps its text and centres it", .unspecified, {
            let size = BodyText.size("Hello World", width: 50, height: 100)
            return "frame(width: 50, height: 100) (0, 0, 50, 100)\n"
                + text("Hello World", (50 - size.width) / 2, (100 - size.height) / 2, size, indent: 1)
        }()) { Text("Hello World").frame(width: 50, height: 100) },
        LayoutCase("§1.8 fixedSize text overflows a narrower frame, centred", .unspecified, {
            let size = BodyText.size("Hello World")
            return "frame(width: 50) (0, 0, 50, \(pt(size.height)))\n"
                + "  fixedSize() (\(pt(25 - size.width / 2)), 0, \(pt(size.width)), \(pt(size.height)))\n"
                + text("Hello World", 25 - size.width / 2, 0, size, indent: 2)
        }()) { Text("Hello World").fixedSize().frame(width: 50) },
        LayoutCase("§1.3 Text above Text: the lower text's leading, rounded up (UNCERTAIN; followed)", .unspecified, {
            let gap = BodyText.roundedUp(BodyText.metrics.leading)
            let width = max(hello.width, world.width)
            return "VStack (0, 0, \(pt(width)), \(pt(hello.height + gap + world.height)))\n"
                + text("Hello", (width - hello.width) / 2, 0, hello, indent: 1) + "\n"
                + text("World", (width - world.width) / 2, hello.height + gap, world, indent: 1)
        }()) { VStack { Text("Hello"); Text("World") } },
        LayoutCase("§1.3 a non-text view above Text: line spacing − ascent (UNCERTAIN; followed)", .unspecified, {
            let gap = spacing.aboveText
            return "VStack (0, 0, \(pt(hello.width)), \(pt(10 + gap + hello.height)))\n"
                + "  frame(width: 20, height: 10) (\(pt((hello.width - 20) / 2)), 0, 20, 10)\n"
                + "    Color (\(pt((hello.width - 20) / 2)), 0, 20, 10)\n"
                + text("Hello", 0, 10 + gap, hello, indent: 1)
        }()) { VStack { Color.red.frame(width: 20, height: 10); Text("Hello") } },
        LayoutCase("§1.3 Text above a non-text view: max(line spacing − cap height, extra + descent) (UNCERTAIN; followed)", .unspecified, {
            let gap = spacing.belowText
            return "VStack (0, 0, \(pt(hello.width)), \(pt(hello.height + gap + 10)))\n"
                + text("Hello", 0, 0, hello, indent: 1) + "\n"
                + "  frame(width: 20, height: 10) (\(pt((hello.width - 20) / 2)), \(pt(hello.height + gap)), 20, 10)\n"
                + "    Color (\(pt((hello.width - 20) / 2)), \(pt(hello.height + gap)), 20, 10)"
        }()) { VStack { Text("Hello"); Color.red.frame(width: 20, height: 10) } },
        LayoutCase("§1.3 padding stops text spacing: a padded text is 8 from its neighbour", .unspecified, {
            let width = hello.width + 2
            return "VStack (0, 0, \(pt(width)), \(pt(hello.height + 2 + 8 + 10)))\n"
                + "  padding(1) (0, 0, \(pt(width)), \(pt(hello.height + 2)))\n"
                + text("Hello", 1, 1, hello, indent: 2) + "\n"
                + "  frame(width: 20, height: 10) (\(pt((width - 20) / 2)), \(pt(hello.height + 10)), 20, 10)\n"
                + "    Color (\(pt((width - 20) / 2)), \(pt(hello.height + 10)), 20, 10)"
        }()) { VStack { Text("Hello").padding(1); Color.red.frame(width: 20, height: 10) } },
        LayoutCase("§1.3 a frame with only a width keeps the text's vertical spacing (it resets only the edges it sets)", .unspecified, {
            let gap = BodyText.roundedUp(BodyText.metrics.leading)
            return "VStack (0, 0, 60, \(pt(hello.height + gap + world.height)))\n"
                + "  frame(width: 60) (0, 0, 60, \(pt(hello.height)))\n"
                + text("Hello", (60 - hello.width) / 2, 0, hello, indent: 2) + "\n"
                + text("World", (60 - world.width) / 2, hello.height + gap, world, indent: 1)
        }()) { VStack { Text("Hello").frame(width: 60); Text("World") } },
        LayoutCase("§1.3 side by side, texts are 8 apart", .unspecified,
                   "HStack (0, 0, \(pt(hello.width + 8 + world.width)), \(pt(line)))\n"
                   + text("Hello", 0, 0, hello, indent: 1) + "\n"
                   + text("World", hello.width + 8, 0, world, indent: 1)) { HStack { Text("Hello"); Text("World") } },
        LayoutCase("§1.13/§2.3 HStack(.firstTextBaseline): baselines of different fonts coincide", .unspecified, {
            let big = BodyText.size("A", font: title), small = BodyText.size("A")
            let bigBaseline = BodyText.baseline(font: title), smallBaseline = BodyText.baseline()
            let height = max(big.height, bigBaseline - smallBaseline + small.height)
            return "HStack(alignment: .firstTextBaseline) (0, 0, \(pt(big.width + 8 + small.width)), \(pt(height)))\n"
                + text("A", 0, 0, big, indent: 1) + "\n"
                + text("A", big.width + 8, bigBaseline - smallBaseline, small, indent: 1)
        }()) { HStack(alignment: .firstTextBaseline) { Text("A").font(.title); Text("A") } },
        LayoutCase("§1.13/§2.3 HStack(.lastTextBaseline): the last lines' baselines coincide", .unspecified, {
            let two = BodyText.size("A\nB"), one = BodyText.size("C")
            let offset = BodyText.layout("A\nB").lastBaseline - BodyText.baseline()
            return "HStack(alignment: .lastTextBaseline) (0, 0, \(pt(two.width + 8 + one.width)), \(pt(max(two.height, offset + one.height))))\n"
                + text("A\\nB", 0, 0, two, indent: 1) + "\n"
                + text("C", two.width + 8, offset, one, indent: 1)
        }()) { HStack(alignment: .lastTextBaseline) { Text("A\nB"); Text("C") } },
        LayoutCase("§1.13 a VStack's first baseline is its topmost child's (min merge)", .unspecified, {
            let big = BodyText.size("A", font: title), b = BodyText.size("B"), c = BodyText.size("C")
            let bigBaseline = BodyText.baseline(font: title), smallBaseline = BodyText.baseline()
            let stackWidth = max(big.width, b.width)
            return "HStack(alignment: .firstTextBaseline) (0, 0, \(pt(stackWidth + 8 + c.width)), \(pt(big.height + b.height)))\n"
                + "  VStack(alignment: .leading, spacing: 0) (0, 0, \(pt(stackWidth)), \(pt(big.height + b.height)))\n"
                + text("A", 0, 0, big, indent: 2) + "\n"
                + text("B", 0, big.height, b, indent: 2) + "\n"
                + text("C", stackWidth + 8, bigBaseline - smallBaseline, c, indent: 1)
        }()) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 0) { Text("A").font(.title); Text("B") }
                Text("C")
            }
        },
    ]

    /// The Field Guide's HStack { Color; Text; Color } at 200 points: the least flexible text
    /// is offered a third and wraps (§1.2); with `layoutPriority(1)` it is offered all first.
    static func textBetweenColours(priority: Bool) -> LayoutCase {
        let available: CGFloat = 200 - 16
        let size = BodyText.size("Hello World", width: priority ? available : available / 3, height: 100)
        let colour = (available - size.width) / 2
        let textLine = priority
            ? "  layoutPriority(1) (\(pt(colour + 8)), \(pt((100 - size.height) / 2)), \(pt(size.width)), \(pt(size.height)))\n"
                + text("Hello World", colour + 8, (100 - size.height) / 2, size, indent: 2)
            : text("Hello World", colour + 8, (100 - size.height) / 2, size, indent: 1)
        let expected = "HStack (0, 0, 200, 100)\n"
            + "  Color (0, 0, \(pt(colour)), 100)\n"
            + textLine + "\n"
            + "  Color (\(pt(colour + 16 + size.width)), 0, \(pt(colour)), 100)"
        let name = priority ? "§1.2 with layoutPriority(1) the text is sized first, on one line"
                            : "§1.2 FG: the least flexible text is offered a third and wraps"
        return LayoutCase(name, proposal(200, 100), expected) {
            HStack {
                Color.red
                if priority { Text("Hello World").layoutPriority(1) } else { Text("Hello World") }
                Color.blue
            }
        }
    }

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func theWrappedTextReallyHasTwoLines() {
        #expect(BodyText.layout("Hello World", width: 184 / 3).lines.count == 2)
        #expect(BodyText.layout("Hello World", width: 184).lines.count == 1)
    }
}
