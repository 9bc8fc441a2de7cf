// ScrollPositionValueTests.swift · RasterTests/Modifiers · ScrollPosition and scrollPosition(_:anchor:) (Modifiers/ScrollPositionValue.swift)

import Foundation
import Testing
@testable import Raster

/// The position the screen last saw, for the tests to read.
@MainActor private final class PositionLog {
    var last: ScrollPosition?
}

/// Thirty 50-point rows under buttons that move a `ScrollPosition`.
private struct PositionedRows: View {
    let log: PositionLog
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        let _ = { log.last = position }()
        VStack(spacing: 0) {
            HStack {
                Button("Bottom") { position.scrollTo(edge: .bottom) }
                Button("Twenty") { position.scrollTo(id: 20) }
                Button("Down 300") { position.scrollTo(y: 300) }
                Button("Nowhere") { position.scrollTo(id: 99) }
            }
            .frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { row in Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 50) }
                }
            }
            .scrollPosition($position)
            .frame(height: 400)
        }
    }
}

@MainActor @Suite struct ScrollPositionValueTests {
    /// Edges, offsets and IDs scroll the scroll view: the bottom edge shows the last row at
    /// the bottom (1,500 − 400 = 1,100 points down), ID 20 the least scrolling that shows
    /// its row (up to its top), `y: 300` row 6 at the top. (Each row's 21-point text is
    /// centred in its 50 points: 14.5 below the row's top.)
    @Test func positionsScrollTheScrollView() throws {
        let host = ViewHost(PositionedRows(log: PositionLog()), size: CGSize(width: 300, height: 440))
        let top = try host.frame(of: "Row 0").minY
        #expect(top == 40 + 14.5)
        try host.tap("Bottom")
        #expect(try host.frame(of: "Row 29").maxY == 440 - 14.5)
        try host.tap("Twenty")
        #expect(try host.frame(of: "Row 20").minY == top)
        try host.tap("Down 300")
        #expect(try host.frame(of: "Row 6").minY == top)
    }

    /// A host's scroll makes the position the user's, its view ID the top row's; scrolling
    /// to an ID no view has warns and leaves the scroll view where it is.
    @Test func aHostScrollIsTheUsersPosition() throws {
        let log = PositionLog()
        let host = ViewHost(PositionedRows(log: log), size: CGSize(width: 300, height: 440))
        _ = host.render()
        #expect(log.last?.edge == .top)
        #expect(log.last?.isPositionedByUser == false)
        #expect(host.scroll(by: CGSize(width: 0, height: 260), at: CGPoint(x: 150, y: 200)))
        _ = host.render()
        #expect(log.last?.isPositionedByUser == true)
        #expect(log.last?.edge == nil)
        #expect(log.last?.viewID(type: Int.self) == 5)
        let before = try host.frame(of: "Row 5")
        try host.tap("Nowhere")
        #expect(try host.frame(of: "Row 5") == before)
        #expect(log.last?.viewID(type: Int.self) == 99)
    }
}
