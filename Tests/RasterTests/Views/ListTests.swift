// ListTests.swift · RasterTests/Views · List, Form, Section in lists, list styles and row modifiers (List.swift, ListLayout.swift, ListRowModifiers.swift)
// Sources of the numbers: ios17-metrics.md §4 (44-pt minimum row height, 16-pt side margin on a
// 393-pt-wide iPhone, corner radius 10, header 6 pt above the rows, footer 6 pt below,
// separators 1 px with none after a section's last row) and §10.1 (grouped backgrounds), and
// Raster's own choices named at `ListMetrics` (11-pt row insets; 35 pt between sections and
// above a first section without header, 16 above one with a header, 35 below the last).

import Foundation
import Testing
@testable import Raster

@Suite struct ListTests {
    /// The frames of the units whose dump line starts with `prefix`, in dump order.
    static func frames(_ prefix: String, in dump: String) -> [String] {
        dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
    }

    /// Two sections of fixed-height rows (20 pt: below the 44-pt minimum; 60 pt: above it),
    /// the second with an 18-pt header and a 16-pt footer.
    static func sections(_ style: some ListStyle) -> some View {
        List {
            Section {
                Color.red.frame(height: 20)
                Color.red.frame(height: 60)
            }
            Section {
                Color.blue.frame(height: 20)
            } header: {
                Color.green.frame(height: 18)
            } footer: {
                Color.orange.frame(height: 16)
            }
        }
        .listStyle(style)
    }

    struct FrameCase: CustomTestStringConvertible, @unchecked Sendable {
        let reference: String
        let style: any ListStyle
        /// Frames of the rows (20, 60, 20 high), the header (18) and the footer (16).
        let rows: [String]
        let header: String
        let footer: String
        var testDescription: String { reference }
    }

    static let frameCases: [FrameCase] = [
        // Inset-grouped at 393 pt: cells at x 16 (margin), 361 wide; content at 16 + 16 = 32,
        // 329 wide. Section 1 starts 35 below the top; row 1: 44 high (20 + 2 × 11 < 44),
        // content centred (y 35 + 12); row 2: 60 + 22 = 82 high at 79. Section 2: 35 after
        // 161 = 196, header 18 high, 6 pt to the rows (220), row 44 high, footer 6 below (270).
        FrameCase(reference: "insetGrouped: 16-pt margins, 44-pt minimum rows, 35-pt section gaps, header 6 pt above rows",
                  style: .insetGrouped,
                  rows: ["(32, 47, 329, 20)", "(32, 90, 329, 60)", "(32, 232, 329, 20)"],
                  header: "(32, 196, 329, 18)", footer: "(32, 270, 329, 16)"),
        // Grouped: the same vertical metrics, cells edge to edge (x 0, 393 wide), content at 16.
        FrameCase(reference: "grouped: cells edge to edge, content at the 16-pt margin",
                  style: .grouped,
                  rows: ["(16, 47, 361, 20)", "(16, 90, 361, 60)", "(16, 232, 361, 20)"],
                  header: "(16, 196, 361, 18)", footer: "(16, 270, 361, 16)"),
        // Plain: no top padding or gaps between sections; the header has 6 pt above and below.
        // Row 1 at 0 (44), row 2 at 44 (82), header at 126 + 6, row 3 at 126 + 30 = 156.
        FrameCase(reference: "plain: no section gaps, header band 6 pt above and below",
                  style: .plain,
                  rows: ["(16, 12, 361, 20)", "(16, 55, 361, 60)", "(16, 168, 361, 20)"],
                  header: "(16, 132, 361, 18)", footer: "(16, 206, 361, 16)"),
    ]

    @Test(arguments: frameCases) func rowFrames(_ row: FrameCase) {
        let dump = layoutDump(Self.sections(AnyListStyleBox(row.style)), proposal: ProposedViewSize(width: 393, height: 600))
        #expect(Self.frames("frame(height: 20)", in: dump) == [row.rows[0], row.rows[2]], "\(dump)")
        #expect(Self.frames("frame(height: 60)", in: dump) == [row.rows[1]])
        #expect(Self.frames("frame(height: 18)", in: dump) == [row.header])
        #expect(Self.frames("frame(height: 16)", in: dump) == [row.footer])
    }
}

/// A list style chosen at run time, for tables of cases.
struct AnyListStyleBox: ListStyle {
    let base: any ListStyle
    init(_ base: any ListStyle) { self.base = base }
    var _kind: ListStyleKind { base._kind }
}
