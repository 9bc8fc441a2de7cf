// SheetFormDragTests.swift · RasterExamplesTests · a Form in a medium sheet grown to its large detent by a swipe up on its rows (presentationContentInteraction's default), light and dark
// Apple, `presentationContentInteraction(_:)`: "when a person swipes up on a scroll view in a
// resizable presentation, the presentation grows to the next detent". iPhone 15 Pro: the
// medium detent's top at 460, the large's at 69 (ios17-metrics.md §6.1).

import Foundation
import Testing
@testable import Raster
import RasterSnapshotTesting

/// A trip's settings in a sheet over a map-coloured screen, at its medium detent first.
struct TripSettingsSheet: View {
    @State private var isPresented = true

    var body: some View {
        Color.teal.ignoresSafeArea().sheet(isPresented: $isPresented) {
            NavigationStack {
                Form {
                    Section("Trip") {
                        LabeledContent("Destination", value: "Lisbon")
                        LabeledContent("Dates", value: "12–19 May")
                        LabeledContent("Travellers", value: "2")
                    }
                    Section("Stay") {
                        LabeledContent("Hotel", value: "Casa do Rio")
                        LabeledContent("Room", value: "Double")
                        LabeledContent("Breakfast", value: "Included")
                    }
                    Section("Getting there") {
                        LabeledContent("Flight", value: "TP 1351")
                        LabeledContent("Departs", value: "07:40")
                    }
                }
                .navigationTitle("Trip Settings")
                .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([.medium, .large])
        }
    }
}

@MainActor @Suite struct SheetFormDragTests {
    /// 391 points up on the rows (the medium detent's top at 460 to the large's at 69), held
    /// and lifted: the sheet grows under the finger and rests large with the form unscrolled,
    /// the screen scaled back behind it.
    @Test(arguments: [ColorScheme.light, .dark])
    func aFormSheetGrownToLargeByASwipeOnItsRows(colorScheme: ColorScheme) {
        let host = ViewHost(TripSettingsSheet(), device: .iPhone15Pro, colorScheme: colorScheme)
        /// Rounded to 3 decimals: the finger's move arrives as differences between its events.
        func rounded(_ value: CGFloat?) -> CGFloat? { value.map { ($0 * 1000).rounded() / 1000 } }
        func sheetTop() -> CGFloat? {
            host.settle()
            return rounded(host.graph.unitFrames().first { $0.name == "ClipModifier" }?.frame.minY)
        }
        func destinationTop() -> CGFloat? { rounded((try? host.frame(of: "Destination"))?.minY) }
        #expect(sheetTop() == 460)
        let before = destinationTop() ?? 0
        host.beginDrag(at: CGPoint(x: 196, y: 700))
        host.moveDrag(to: CGPoint(x: 196, y: 309), duration: 0.25)
        host.moveDrag(to: CGPoint(x: 196, y: 309), duration: 0.1)
        host.endDrag()
        host.advance(by: 1)
        #expect(sheetTop() == 69)
        // The rows moved up with the sheet, none scrolled: 391 points.
        #expect(destinationTop() == rounded(before - 391))
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
    }
}
