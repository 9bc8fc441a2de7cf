import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

private struct Swatch: View {
    var body: some View {
        VStack(spacing: 2) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 10, height: 6)
        }
    }
}

@Suite struct StrategyTests {
    @Test func imageOfAViewAtItsIdealSizeAndScale() throws {
        let image = try SnapshotLayout.sizeThatFits.image(of: Swatch(), scale: 2, colorScheme: .light)
        #expect((image.pixmap.width, image.pixmap.height, image.scale) == (40, 36, 2))
        #expect(image.fonts == [])
        #expect(image.pixmap[20, 5] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func imageOfAViewInAFixedWindowIsCentred() throws {
        let image = try SnapshotLayout.fixed(width: 30, height: 20).image(of: Color.red.frame(width: 10, height: 10), scale: nil,
                                                                       colorScheme: .light)
        #expect((image.pixmap.width, image.pixmap.height) == (30, 20))
        #expect(image.pixmap[9, 9] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixmap[10, 5] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func fullScrollContentMakesTheWindowAsTallAsTheContent() throws {
        // A 30×20 window over a scroll view of three 15-point rows: red, green, blue.
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 15)
                Color.green.frame(height: 15)
                Color.blue.frame(height: 15)
            }
        }
        let viewport = try SnapshotLayout.fixed(width: 30, height: 20).image(of: view, scale: nil, colorScheme: .light)
        #expect((viewport.pixmap.width, viewport.pixmap.height) == (30, 20))
        let full = try SnapshotLayout.fixed(width: 30, height: 20).image(of: view, scale: nil, colorScheme: .light,
                                                                      scrollContent: .full)
        #expect((full.pixmap.width, full.pixmap.height) == (30, 45))
        #expect(full.pixmap[15, 40] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    /// A full-content snapshot on a device keeps the device's screen: 30 inset-grouped rows
    /// under a large title are 1,486 points on a bare canvas (FullScrollContentTests); on an
    /// iPhone 15 Pro the screen grows by its 59-point top and 34-point bottom insets, the
    /// status bar draws over the bar's top and the last row sits 59 points lower.
    @Test func fullContentOnADeviceKeepsItsSafeAreaAndStatusBar() throws {
        let rows = NavigationStack {
            List(0..<30, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Rows")
        }
        let image = try SnapshotLayout.device(.iPhone15Pro.showingStatusBar())
            .image(of: rows, scale: 1, colorScheme: .light, scrollContent: .full)
        #expect((image.pixmap.width, image.pixmap.height) == (393, 1486 + 59 + 34))
        // The status bar's clock is black text on the bar's grouped background.
        let clock = (0..<59).flatMap { y in (40..<100).map { image.pixmap[$0, y] } }
        #expect(clock.contains { $0.r < 100 && $0.a == 255 })
        // The last row's white cell (1407...1451 on the bare canvas), 59 points lower, then the
        // grouped background below the list.
        #expect(image.pixmap[200, 1448 + 59] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixmap[200, 1470 + 59] == PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
    }

    /// In a window of fixed width a carousel's whole content cannot widen the image: it shows
    /// its start, as the screen does (it was 600 points wide centred on the 200-point window,
    /// so the window's trailing edge showed the blue half).
    @Test func fullContentInAWindowShowsACarouselsStart() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { Color.red.frame(width: 300, height: 50); Color.blue.frame(width: 300, height: 50) }
                }
                Color.green.frame(height: 100)
            }
        }
        let image = try SnapshotLayout.fixed(width: 200, height: 100).image(of: view, scale: nil, colorScheme: .light,
                                                                            scrollContent: .full)
        #expect((image.pixmap.width, image.pixmap.height) == (200, 150))
        #expect(image.pixmap[190, 25] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image.pixmap[100, 100] == PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255))
    }

    /// Content shorter than the device's screen still fills the screen.
    @Test func fullContentOnADeviceIsNeverShorterThanTheScreen() throws {
        let image = try SnapshotLayout.device(.iPhone15Pro).image(of: Text("Hi"), scale: 1, colorScheme: .light,
                                                                   scrollContent: .full)
        #expect((image.pixmap.width, image.pixmap.height) == (393, 852))
    }

    @Test func deviceLayoutsUseTheDeviceSizeAndScaleUnlessGiven() throws {
        #expect(try SnapshotLayout.device(.iPhone15).resolvedScale(nil) == 3)
        #expect(try SnapshotLayout.device(.iPhone15).windowSize() == CGSize(width: 393, height: 852))
        let image = try SnapshotLayout.device(.iPhoneSE.landscape).image(of: Color.green, scale: 0.1, colorScheme: .dark)
        #expect((image.pixmap.width, image.pixmap.height) == (67, 38))
    }

    @Test func deviceLayoutsHaveTheDevicesSafeArea() throws {
        // ios17-metrics.md §1.1: the iPhone 15 Pro's safe area is (0, 59, 393, 759).
        #expect(try SnapshotLayout.device(.iPhone15Pro).layoutDescription(of: Color.red, colorScheme: .light)
                    == "Color (0, 59, 393, 759)")
        #expect(try SnapshotLayout.device(.iPhone15Pro).layoutDescription(of: Color.red.ignoresSafeArea(), colorScheme: .light)
                    == "Color (0, 0, 393, 852)")
        // At a scale of 1 the first red row is the safe area's top; the status bar draws above it.
        let image = try SnapshotLayout.device(.iPhone15Pro.showingStatusBar()).image(of: Color.red, scale: 1, colorScheme: .light)
        #expect(image.pixmap[196, 58] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixmap[196, 59] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(throws: SnapshotError.invalidLayout("device 'Broken' has the size 0×852 points; give a positive, finite width and height")) {
            try SnapshotLayout.device(Device(name: "Broken", size: CGSize(width: 0, height: 852), scale: 3))
                .image(of: Color.red, scale: nil, colorScheme: .light)
        }
    }

    @Test func badLayoutsAreErrorsNotCrashes() {
        #expect(throws: SnapshotError.invalidLayout("a snapshot window of 0.0×10.0 points is not positive and finite")) {
            try SnapshotLayout.fixed(width: 0, height: 10).image(of: Color.red, scale: nil, colorScheme: .light)
        }
        #expect(throws: SnapshotError.invalidLayout("a snapshot scale of nan is not a positive, finite number of pixels per point")) {
            try SnapshotLayout.sizeThatFits.image(of: Color.red, scale: .nan, colorScheme: .light)
        }
    }

    @Test func textRecordsTheFontsItIsDrawnWith() throws {
        let image = try SnapshotLayout.sizeThatFits.image(of: Text("Raster"), scale: 1, colorScheme: .light)
        let fonts = try #require(image.fonts)
        #expect(fonts.count == 1)
        #expect(fonts[0].hasPrefix("Inter Regular (Inter-Regular"))
        let decoded = try SnapshotImage(pngData: image.pngData())
        #expect(decoded.fonts == fonts)
        #expect(decoded.pixmap.data == image.pixmap.data)
    }

    @Test func layoutDumpListsEveryFrame() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(Swatch(), as: .layout, named: "swatch")
        let text = try String(contentsOf: sandbox.reference("layoutDumpListsEveryFrame.swatch", testFile: "StrategyTests", extension: "txt"),
                              encoding: .utf8)
        let dump = try SnapshotLayout.sizeThatFits.layoutDescription(of: Swatch(), colorScheme: .light)
        #expect(text == dump + "\n")
        #expect(text == """
            VStack(spacing: 2) (0, 0, 20, 18)
              frame(width: 20, height: 10) (0, 0, 20, 10)
                Color (0, 0, 20, 10)
              frame(width: 10, height: 6) (5, 12, 10, 6)
                Color (5, 12, 10, 6)

            """)
        #expect(sandbox.verify(Swatch(), as: .layout, named: "swatch") == nil)
    }

    @Test func accessibilityTreeIsRecordedAsText() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let view = VStack(spacing: 0) {
            Text("Raster").accessibilityAddTraits(.isHeader)
            Toggle("On", isOn: .constant(false)).frame(width: 120)
        }
        _ = sandbox.verify(view, as: .accessibility(in: .fixed(width: 120, height: 60)), named: "tree")
        let text = try String(contentsOf: sandbox.reference("accessibilityTreeIsRecordedAsText.tree", testFile: "StrategyTests", extension: "txt"),
                              encoding: .utf8)
        #expect(text == """
            [header, staticText] "Raster" (34, 4, 52, 21)
            [button, toggle] "On" value: "0" (0, 25, 120, 31)

            """)
        #expect(sandbox.verify(view, as: .accessibility(in: .fixed(width: 120, height: 60)), named: "tree") == nil)
    }

    @Test func displayListDumpShowsWhatIsDrawn() throws {
        let text = try SnapshotLayout.fixed(width: 40, height: 30).displayListDescription(of: Swatch(), scale: 1, colorScheme: .light)
        #expect(text == """
            transform translate(10, 6)
              fill rect (0, 0, 20, 10) #FF3B30FF
              transform translate(5, 12)
                fill rect (0, 0, 10, 6) #007AFFFF
            """)
    }

    @Test func linesFailWithTheChangedLinesInOrder() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify("a\nb\nc\nd", as: .lines, named: "t")
        let name = "linesFailWithTheChangedLinesInOrder.t"
        #expect(sandbox.verify("a\nB\nc\nd\ne", as: .lines, named: "t") == """
            snapshot "\(name)" differs from its reference
            reference: \(sandbox.reference(name, testFile: "StrategyTests", extension: "txt").path) (4 lines)
            actual:    \(sandbox.artifact(name + ".txt", testFile: "StrategyTests").path) (5 lines)
            diff:      \(sandbox.artifact(name + "-diff.diff", testFile: "StrategyTests").path)
            1 line of the reference differs from 2 lines of the snapshot:
            -2: b
            +2: B
            +5: e
            report:    \(sandbox.artifacts.path)/index.html
            """)
        #expect(sandbox.record(name, testFile: "StrategyTests")?.actualText == "a\nB\nc\nd\ne\n")
    }

    @Test func framesAreAFilmstripOfTheTimeline() throws {
        let strategy = Snapshotting<Swatch, SnapshotImage>.frames(layout: .fixed(width: 20, height: 20), fps: 2, duration: 1, columns: 2)
        let sheet = try strategy.snapshot(Swatch())
        #expect(sheet.pixmap.width == 2 * (20 + 8) + 8)
        #expect(sheet.pixmap[8 + 10, 8 + 3] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(sheet.fonts?.count == 1)
        #expect(throws: SnapshotError.self) { try Snapshotting<Swatch, SnapshotImage>.frames(fps: 0).snapshot(Swatch()) }
        #expect(throws: SnapshotError.invalidLayout("a contact sheet of 0 columns is not possible: give at least 1")) {
            try Snapshotting<Swatch, SnapshotImage>.frames(columns: 0).snapshot(Swatch())
        }
    }
}
