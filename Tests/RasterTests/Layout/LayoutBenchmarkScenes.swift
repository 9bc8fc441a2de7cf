// LayoutBenchmarkScenes.swift · RasterTests/Layout · large scenes shaped like the view benchmarks
// A 1,000-row list and a settings-style phone screen, built like the scenes that
// Benchmarks/Views times (that executable cannot be imported here), so that layouts of that
// size and shape are checked by the test suite. Timings live in `ViewBenchmarks`.

import Foundation
import Testing
@testable import Raster

/// Scene builders for the layout benchmarks.
enum LayoutBenchmarkScenes {
    /// Rows in `tenThousandViews`; each row holds ten leaf views.
    static let rowCount = 1_000

    /// A VStack of 1,000 HStack rows of ten leaves each (10,000 leaf views, 19,001 laid-out
    /// units with the frames and stacks): a circle, a text, a spacer and seven squares.
    static func tenThousandViews() -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rowCount, id: \.self) { row in
                HStack(spacing: 4) {
                    Circle().frame(width: 24, height: 24)
                    Text("Row \(row)")
                    Spacer()
                    ForEach(0..<7, id: \.self) { _ in
                        Rectangle().frame(width: 8, height: 8)
                    }
                }
            }
        }
    }

    /// The proposal `tenThousandViews` is laid out for: an iPhone's width, unbounded height.
    static let tenThousandViewsProposal = ProposedViewSize(width: 393, height: nil)

    /// A typical phone settings screen of about 300 views: a large title, three grouped
    /// sections of rows (icon, title, spacer, detail, chevron) on rounded backgrounds.
    static func phoneScreen() -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings").font(.largeTitle).bold()
                .padding(.horizontal)
                .padding(.bottom, 8)
            ForEach(0..<3, id: \.self) { section in
                VStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { row in
                        BenchmarkSettingsRow(index: section * 5 + row)
                        if row < 4 {
                            Rectangle().fill(Color.gray).frame(height: 0.5).padding(.leading, 60)
                        }
                    }
                }
                .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
                .padding(.horizontal)
                .padding(.vertical, 12)
            }
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.gray.opacity(0.1))
    }

    /// The iPhone 15 screen in points.
    static let phoneScreenSize = CGSize(width: 393, height: 852)
}

/// One settings row: a coloured icon, a title, the detail text and a chevron.
struct BenchmarkSettingsRow: View {
    let index: Int

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(Color.blue)
                .frame(width: 29, height: 29)
                .overlay { Circle().fill(Color.white).padding(7) }
            Text("Setting \(index)")
            Spacer()
            Text(index.isMultiple(of: 2) ? "On" : "Off").foregroundStyle(Color.gray)
            Capsule().fill(Color.gray).frame(width: 7, height: 12)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}

@Suite struct LayoutBenchmarkSceneTests {
    @Test func tenThousandViewsLaysOutEveryRow() {
        let frames = layoutFrames(LayoutBenchmarkScenes.tenThousandViews(),
                                  proposal: LayoutBenchmarkScenes.tenThousandViewsProposal)
        // VStack + per row: HStack, circle frame + circle, text, spacer, 7 × (frame + rectangle).
        #expect(frames.count == 1 + LayoutBenchmarkScenes.rowCount * 19)
        #expect(frames[0].frame == CGRect(x: 0, y: 0, width: 393, height: 24_000))
        // The last row: its trailing square ends at the stack's trailing edge, centred in 24 points.
        let lastRow = frames.count - 19
        #expect(frames[lastRow].frame == CGRect(x: 0, y: 23_976, width: 393, height: 24))
        #expect(frames[lastRow + 1].frame == CGRect(x: 0, y: 23_976, width: 24, height: 24))
        #expect(frames[frames.count - 1].frame == CGRect(x: 385, y: 23_984, width: 8, height: 8))
    }

    @Test func phoneScreenFillsTheScreen() {
        let frames = layoutFrames(LayoutBenchmarkScenes.phoneScreen(),
                                  proposal: ProposedViewSize(LayoutBenchmarkScenes.phoneScreenSize))
        #expect(frames.count == 273)
        #expect(frames[0].frame == CGRect(origin: .zero, size: LayoutBenchmarkScenes.phoneScreenSize))
        // The three sections: 16 points in, 12 below what precedes them, five 44-point rows
        // and four half-point separators each.
        var titleFont = Font.largeTitle.resolved
        titleFont.weight = .bold
        let top = BodyText.size("Settings", font: titleFont).height + 8
        let sections = frames.filter { $0.name == "background" }.map(\.frame)
        #expect(sections.count == 4)
        #expect(sections[1] == CGRect(x: 16, y: top + 12, width: 361, height: 222))
        #expect(sections[3] == CGRect(x: 16, y: top + 12 + 2 * (222 + 24), width: 361, height: 222))
    }
}
