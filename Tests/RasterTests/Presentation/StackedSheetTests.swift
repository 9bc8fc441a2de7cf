// StackedSheetTests.swift · RasterTests/Presentation · a sheet presented from a sheet (issue 16):
// at its large detent it pushes the first sheet back and the screen behind stays as the first
// sheet left it (Views/Presentation/SheetPushBack.swift, Graph/PresentationStore.swift).
// Numbers: iPhone 15 Pro, 393 × 852, insets 59 / 34 (ios17-metrics.md §1.1). The first sheet's
// card is (0, 69, 393, 783); pushed back it is scaled by 1 − 1/12 about its top centre [CMS;
// FLT 1 − 0.0835] and moved up 0.005 × 783 = 3.915 [FLT `_kMidUpTween`], so its top is at
// 65.085 and the strip from there to 69 shows above the second sheet, dimmed as the screen is:
// black at 0.1 (light), #C8C8C8 at 0.1 (dark) [FLT `_kOpacityTween`] (ios17-metrics.md §6.1).
// The scaled screen above it starts at 59 with the window's background (white / black).

import Foundation
import Testing
@testable import Raster

/// Which sheets are shown, outside the views so that a test can dismiss one while a finger
/// is down.
@Observable private final class StackModel {
    var showsFirst = true
    var showsSecond = false
}

/// A yellow screen with a green sheet (large) whose "Show details" button presents a second
/// sheet from inside it, at `detents`.
private struct StackedSheets: View {
    @Bindable var model: StackModel
    let detents: Set<PresentationDetent>

    var body: some View {
        Color.yellow.sheet(isPresented: $model.showsFirst) {
            FirstSheet(model: model, detents: detents)
        }
    }
}

/// The first sheet's content: its buttons' titles read the model, as an app's would.
private struct FirstSheet: View {
    @Bindable var model: StackModel
    let detents: Set<PresentationDetent>

    var body: some View {
        ZStack {
            Color.green
            VStack(spacing: 40) {
                Button(model.showsSecond ? "Showing details" : "Show details") { model.showsSecond = true }
                Button(model.showsFirst ? "Close" : "Closing") { model.showsFirst = false }
            }
        }
        .sheet(isPresented: $model.showsSecond) {
            Button("Done") { model.showsSecond = false }.presentationDetents(detents)
        }
    }
}

@Suite struct StackedSheetTests {
    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: 255) }

    /// The colours the tests read, by scheme: the window's background above the scaled screen
    /// and the first sheet's green, each under the dimming, then the second sheet's background
    /// (systemBackground, elevated in dark: #1C1C1E) and the green itself.
    private struct Expected {
        let dimmedWindow, dimmedGreen, secondSheet, green, yellow: RGBA8

        init(_ scheme: ColorScheme) {
            if scheme == .light {
                // White and green (52, 199, 89) under black at 0.1 (26/255): c × 230 / 256,
                // rounded down by the compositor's 8-bit arithmetic.
                dimmedWindow = rgb(229, 229, 229)
                dimmedGreen = rgb(46, 178, 79)
                secondSheet = rgb(255, 255, 255)
                green = rgb(52, 199, 89)
                yellow = rgb(255, 204, 0)
            } else {
                // Black and green (48, 209, 88) under #C8C8C8 at 0.1: c + 0.1 × (200 − c),
                // 20, 63.2, 208.1, 99.2, within one of the compositor's 8-bit result.
                dimmedWindow = rgb(20, 20, 20)
                dimmedGreen = rgb(63, 207, 99)
                secondSheet = rgb(28, 28, 30)
                green = rgb(48, 209, 88)
                yellow = rgb(255, 214, 10)
            }
        }
    }

    private func stacked(_ scheme: ColorScheme, detents: Set<PresentationDetent> = [.large],
                         model: StackModel = StackModel()) -> ViewHost<some View> {
        ViewHost(StackedSheets(model: model, detents: detents), device: .iPhone15Pro, colorScheme: scheme)
    }

    /// Tapping "Show details" presents the second sheet at its large detent: the first sheet's
    /// dimmed green shows in the strip above it (at y 67, where the scaled screen showed) and
    /// the screen keeps its card and its strip at y 62. "Done" dismisses the second sheet and
    /// the first is drawn as before; "Close" then dismisses the first and the screen is back.
    @Test(arguments: [ColorScheme.light, .dark])
    func issue16_aLargeSheetFromASheetPushesTheFirstBack(scheme: ColorScheme) throws {
        let colours = Expected(scheme)
        let model = StackModel()
        let host = stacked(scheme, model: model)
        host.settle()
        let card = try #require(host.graph.presentations.screenCard)
        let alone = host.render()
        #expect(alone.pixel(atPoint: 196, 62) == colours.dimmedWindow)
        #expect(alone.pixel(atPoint: 196, 67) == colours.dimmedWindow)
        #expect(alone.pixel(atPoint: 196, 300) == colours.green)

        try host.tap("Show details")
        #expect(model.showsSecond)
        #expect(host.graph.presentations.pushedBackLevels == [0])
        #expect(host.graph.presentations.screenCard == card)
        let stacked = host.render()
        #expect(stacked.pixel(atPoint: 196, 62) == colours.dimmedWindow)
        #expect(stacked.pixel(atPoint: 196, 67) == colours.dimmedGreen)
        // The pushed-back sheet is 393 × 11/12 = 360.25 wide from x 16.375: at x 12 the black
        // around the scaled screen shows.
        #expect(stacked.pixel(atPoint: 12, 67) == Self.rgb(0, 0, 0))
        #expect(stacked.pixel(atPoint: 196, 300) == colours.secondSheet)

        try host.tap("Done")
        #expect(!model.showsSecond && host.graph.presentations.pushedBackLevels.isEmpty)
        #expect(host.graph.presentations.screenCard == card)
        let back = host.render()
        for point in [CGPoint(x: 196, y: 62), CGPoint(x: 196, y: 67), CGPoint(x: 12, y: 67), CGPoint(x: 196, y: 300)] {
            #expect(back.pixel(atPoint: point.x, point.y) == alone.pixel(atPoint: point.x, point.y))
        }

        try host.tap("Close")
        #expect(!model.showsFirst && host.graph.presentations.screenCard == nil)
        #expect(host.render().pixel(atPoint: 196, 300) == colours.yellow)
    }

    /// A second sheet at its medium detent pushes nothing back: the first stays in place under
    /// the dimming (black at 0.2), the screen scaled as before. Dragged to its large detent it
    /// pushes the first back; dragged down past half its medium height it is dismissed and the
    /// first comes forward again.
    @Test func issue16_aMediumSecondSheetPushesBackOnlyWhenDraggedLarge() throws {
        let model = StackModel()
        let host = stacked(.light, detents: [.medium, .large], model: model)
        host.settle()
        let card = try #require(host.graph.presentations.screenCard)
        try host.tap("Show details")
        #expect(host.graph.presentations.pushedBackLevels.isEmpty && host.graph.presentations.screenCard == card)
        // The first sheet's top, at 69, unmoved: white (dimmed) above it, green (dimmed) below.
        let medium = host.render()
        #expect(medium.pixel(atPoint: 196, 67) == Self.rgb(183, 183, 183))
        #expect(medium.pixel(atPoint: 196, 71) == Self.rgb(41, 159, 71))

        host.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 100), duration: 0.5)
        host.advance(by: 1)
        #expect(host.graph.presentations.pushedBackLevels == [0] && host.graph.presentations.screenCard == card)
        #expect(host.render().pixel(atPoint: 196, 67) == Self.rgb(46, 178, 79))

        host.drag(from: CGPoint(x: 196, y: 100), to: CGPoint(x: 196, y: 800), duration: 0.5)
        #expect(!model.showsSecond && model.showsFirst)
        #expect(host.graph.presentations.pushedBackLevels.isEmpty && host.graph.presentations.screenCard == card)
        #expect(host.render().pixel(atPoint: 196, 67) == Self.rgb(229, 229, 229))
    }

    /// Bad input while sheets are stacked: a finger on the second sheet when it is dismissed
    /// (the model cleared from outside), then moved by huge and non-finite amounts and lifted,
    /// and a drag on the first sheet straight after; nothing crashes, non-finite points warn,
    /// and the first sheet is drawn as before. (The finger's next move used to read the
    /// freed sheet's node through the drag's unowned `GestureContext.node` and abort.)
    @Test func issue16_dragsWhileTheSecondSheetIsDismissedAreHarmless() throws {
        let model = StackModel()
        let host = stacked(.light, model: model)
        try host.tap("Show details")
        let warnings = RasterDiagnostics.capturingWarnings {
            host.beginDrag(at: CGPoint(x: 196, y: 400))
            host.moveDrag(to: CGPoint(x: 196, y: 500))
            model.showsSecond = false
            host.moveDrag(to: CGPoint(x: 196, y: 1e12))
            host.moveDrag(to: CGPoint(x: 196, y: CGFloat.nan))
            host.moveDrag(to: CGPoint(x: 196, y: -1e12), duration: 0.1)
            host.endDrag()
            host.drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: CGFloat.infinity))
        }.warnings
        #expect(warnings.contains { $0.contains("moveDrag(to:") && $0.contains("finite") })
        #expect(warnings.contains { $0.contains("drag(from:") && $0.contains("finite") })
        host.advance(by: 1)
        #expect(model.showsFirst && !model.showsSecond)
        #expect(host.graph.presentations.pushedBackLevels.isEmpty)
        #expect(host.render().pixel(atPoint: 196, 300) == Self.rgb(52, 199, 89))
    }
}
