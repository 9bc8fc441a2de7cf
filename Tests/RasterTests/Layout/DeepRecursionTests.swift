// DeepRecursionTests.swift · RasterTests/Layout · views nested a thousand levels deep (DeepRecursion.swift, Node+Layout.swift)
// Updating, measuring, aligning and placing recurse once per level; these trees would
// exhaust a worker thread's stack without the recursion guard.

import Foundation
import Testing
@testable import Raster

@Suite struct DeepRecursionTests {
    /// `levels` nested `.padding(1)`s around a 10×10 colour, built at run time.
    static func paddings(_ levels: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<levels { view = AnyView(view.padding(1)) }
        return view
    }

    @Test func thousandNestedPaddingsLayOut() {
        let frames = layoutFrames(Self.paddings(1_000), proposal: proposal(300, 300))
        #expect(frames.count == 1_002)
        #expect(frames[0].frame == CGRect(x: 0, y: 0, width: 2_010, height: 2_010))
        #expect(frames[frames.count - 1].frame == CGRect(x: 1_000, y: 1_000, width: 10, height: 10))
    }

    @Test func thousandNestedStacksLayOutAndAlignBaselines() {
        var view = AnyView(Text("Deep"))
        for _ in 0..<1_000 { view = AnyView(VStack { view }) }
        let frames = layoutFrames(HStack(alignment: .firstTextBaseline) { view; Text("Top").font(.title) },
                                  proposal: proposal(300, 300))
        #expect(frames.count == 1_003)
        let deep = frames[frames.count - 2].frame, top = frames[frames.count - 1].frame
        // The deep text's baseline (its top + ascent) meets the title's.
        #expect(abs((deep.minY + BodyText.baseline()) - (top.minY + BodyText.baseline(font: Font.title.resolved))) < 1e-9)
    }

    /// On the main actor (the main queue), a tree too deep for its thread's stack still lays
    /// out, and says that Swift 6 mode view code would stop the process on the fresh thread.
    @Test @MainActor func aTreeTooDeepForTheMainActorsStackWarnsWhyAndLaysOut() {
        let warnings = capturingWarnings {
            let frames = layoutFrames(Self.paddings(2_000), proposal: .unspecified)
            #expect(frames[0].frame.size == CGSize(width: 4_010, height: 4_010))
        }
        #expect(warnings == ["The view tree is nested deeper than the main actor's thread has stack for; the rest of "
                             + "it is updated and measured on another thread, where view code compiled in the Swift 6 "
                             + "language mode stops the process (its main-actor check fails). Nest fewer views, or "
                             + "render the tree from code in the Swift 5 mode"])
    }

    @Test func twoThousandLevelsStillLayOut() {
        let frames = layoutFrames(Self.paddings(2_000), proposal: .unspecified)
        #expect(frames[0].frame.size == CGSize(width: 4_010, height: 4_010))
    }

    /// A layout that answers NaN widths, which the layout pass repairs with a warning.
    struct NaNWidthLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// The deep part of the recursion continues on fresh threads (every 64 levels); warnings
    /// raised there still reach the caller's capture, and the transaction of the caller
    /// still applies (both are task-local values).
    @Test func warningsRaisedBelowSixtyFourLevelsAreCaptured() {
        var view = AnyView(NaNWidthLayout()({ EmptyView() }))
        for _ in 0..<200 { view = AnyView(view.padding(1)) }
        let deepView = view
        let (frames, warnings) = RasterDiagnostics.capturingWarnings {
            layoutFrames(deepView, proposal: proposal(300, 300))
        }
        #expect(frames[0].frame.size == CGSize(width: 400, height: 410))
        #expect(warnings == ["NaNWidthLayout returned the size nan×10.0 from sizeThatFits; "
                             + "sizes must not be NaN, so 0 is used instead"])
    }

    @Test func taskLocalValuesFollowTheRecursionToFreshThreads() {
        var transactions: [Bool] = []
        func nest(_ depth: Int) {
            DeepRecursion.step {
                if depth == 0 {
                    transactions.append(Transaction.current?.disablesAnimations == true)
                } else {
                    nest(depth - 1)
                }
            }
        }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        Transaction.$current.withValue(transaction) { nest(300) }
        #expect(transactions == [true])
    }
}
