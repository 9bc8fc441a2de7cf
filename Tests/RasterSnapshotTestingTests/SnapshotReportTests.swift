import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

@Suite struct SnapshotReportTests {
    @Test func theReportShowsReferenceActualAndDiffSideBySide() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 3, height: 3), as: .png, named: "x")
        _ = sandbox.verify(solidPixmap(width: 3, height: 3, changed: 2), as: .png, named: "x")
        let name = "theReportShowsReferenceActualAndDiffSideBySide.x"
        let index = sandbox.index
        #expect(index.contains("<figure><figcaption>Reference</figcaption><a href=\"SnapshotReportTests/\(name)-reference.png\">"))
        #expect(index.contains("<figure><figcaption>Actual</figcaption><a href=\"SnapshotReportTests/\(name).png\">"))
        #expect(index.contains("<figure><figcaption>Diff</figcaption><a href=\"SnapshotReportTests/\(name)-diff.png\">"))
        #expect(index.contains("<pre>snapshot &quot;\(name)&quot; differs from its reference\n"))
    }

    @Test func failuresRecordedAtTheSameTimeAllReachTheReport() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let names = (0..<8).map { "f\($0)" }
        for name in names { _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: name) }
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            _ = sandbox.verify(solidPixmap(width: 2, height: 2, changed: 1), as: .png, named: names[i],
                               testName: "failuresRecordedAtTheSameTimeAllReachTheReport()")
        }
        let index = sandbox.index
        #expect(index.contains("<title>8 failed snapshots</title>"))
        let order = names.compactMap { index.range(of: "› failuresRecordedAtTheSameTimeAllReachTheReport.\($0)<")?.lowerBound }
        #expect(order.count == 8)
        #expect(order == order.sorted())
    }

    @Test func htmlIsEscaped() {
        #expect(SnapshotReport.escaped("<a href=\"x\">&</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
    }
}
