// UIGestureRecognizerTests.swift · RasterTests/Views · UIKit's gesture recognizers as UIKit code builds them, and on views a UIViewRepresentable hosts (UIGestureRecognizer.swift, UIView+Gestures.swift, UITouch.swift)

import Foundation
import Testing
@testable import Raster

/// A delegate that records what it was asked, by recognizer name, and agrees to everything.
private final class AskedLog: UIGestureRecognizerDelegate {
    var asked: [String] = []
    var locations: [CGPoint] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin \(gestureRecognizer.name ?? "?")")
        locations.append(gestureRecognizer.location(in: gestureRecognizer.view))
        return true
    }
}

/// A target whose action UIKit would call as `handleTap:`.
private final class TapTarget {}

@Suite struct UIGestureRecognizerTests {
    @Test func theAPIKeepsUIKitsDefaultsAndRawValues() {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap.state == .possible && tap.isEnabled && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.view == nil && tap.numberOfTouches == 0)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.translation(in: nil) == .zero)
        #expect(UISwipeGestureRecognizer().direction == .right && UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIPinchGestureRecognizer().scale == 1 && UIRotationGestureRecognizer().rotation == 0)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func addingAndRemovingKeepTheViewsListAndTheRecognizersView() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil), pan = UIPanGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(pan)
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.count == 2 && tap.view === first)
        // Added to another view, it moves.
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.map { $0 === pan } == [true] && tap.view === second)
        second.removeGestureRecognizer(tap)
        #expect(second.gestureRecognizers == nil && tap.view == nil)
        first.gestureRecognizers = [tap]
        #expect(pan.view == nil && tap.view === first && first.gestureRecognizers?.count == 1)
    }

    /// A 100-point view with a 40-point subview at (30, 20), hosted at the window's
    /// top-left by a representable 50 points down in a 200-point window.
    private func hostedTree(subviewRecognizers: [UIGestureRecognizer], rootRecognizers: [UIGestureRecognizer] = [])
        -> (host: ViewHost<AnyView>, subview: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 40))
        root.addSubview(subview)
        subviewRecognizers.forEach(subview.addGestureRecognizer)
        rootRecognizers.forEach(root.addGestureRecognizer)
        let content = VStack(spacing: 0) {
            Color.gray.frame(width: 200, height: 50)
            HostedUIView { root }.frame(width: 100, height: 100).frame(width: 200, alignment: .leading)
        }.frame(width: 200, height: 200, alignment: .top)
        return (ViewHost(AnyView(content), size: CGSize(width: 200, height: 200)), subview)
    }

    @Test func aHostedViewsRecognizerRecognizesAskingItsDelegateAndWarnsThatItsTargetCannotBeSent() {
        let asked = AskedLog(), target = TapTarget()
        let tap = UITapGestureRecognizer(target: target, action: Selector("handleTap:"))
        tap.name = "tap"
        tap.delegate = asked
        let (host, subview) = hostedTree(subviewRecognizers: [tap])
        let (recognized, warnings) = RasterDiagnostics.capturingWarnings { host.tap(at: CGPoint(x: 40, y: 80)) }
        #expect(recognized)
        #expect(asked.asked == ["shouldBegin tap"])
        // (40, 80) in the window is (40, 30) in the hosted root and (10, 10) in the subview.
        #expect(asked.locations == [CGPoint(x: 10, y: 10)])
        #expect(tap.view === subview && tap.state == .possible)
        #expect(warnings == ["UITapGestureRecognizer recognized a touch, but its action handleTap: cannot be sent: Linux has "
                             + "no Objective-C runtime to call a selector. Attach the recognizer to a SwiftUI view with a "
                             + "UIGestureRecognizerRepresentable and handle it in handleUIGestureRecognizerAction(_:context:)"])
        // Outside the subview (in the root only), the subview's recognizer is not reached.
        #expect(!host.tap(at: CGPoint(x: 10, y: 60)))
        #expect(asked.asked.count == 1)
        // Hidden, the subview takes no touches.
        subview.isHidden = true
        #expect(!host.tap(at: CGPoint(x: 40, y: 80)))
        #expect(asked.asked.count == 1)
    }

    /// `hitTest(_:with:)` finds the deepest view as UIKit does, and a subclass overriding it
    /// (or `point(inside:with:)`) decides which recognizers a hosted touch reaches.
    @Test func hitTestFindsTheDeepestViewAndOverridesDecideTheTouch() {
        final class PassThrough: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        final class Grown: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = PassThrough(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = Grown(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) == front)
        // Views compare and hash by identity, as NSObject's do.
        #expect(root.subviews.firstIndex(of: front) == 1 && Set<UIView>([root, root, back]).count == 2 && back != front)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 200, y: 20), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === back)
        back.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        root.addGestureRecognizer(tap)
        #expect(root.gestureRecognizers(reachedAt: CGPoint(x: 90, y: 90)).isEmpty)
        back.alpha = 1
        #expect(root.gestureRecognizers(reachedAt: CGPoint(x: 20, y: 20)).map { $0 === tap } == [true])
    }

    @Test func aSingleTapThatRequiresADoubleTapToFailWaitsForIt() {
        let asked = AskedLog()
        let single = UITapGestureRecognizer(target: nil, action: nil), double = UITapGestureRecognizer(target: nil, action: nil)
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        [single, double].forEach { $0.delegate = asked }
        let (host, _) = hostedTree(subviewRecognizers: [single, double])
        // The first tap: the double tap fails at the lift, so the single one may begin.
        #expect(host.tap(at: CGPoint(x: 40, y: 80)))
        #expect(asked.asked == ["shouldBegin single"])
        // The second tap of the series: the double tap recognizes, so the single one fails.
        #expect(host.tap(at: CGPoint(x: 40, y: 80)))
        #expect(asked.asked == ["shouldBegin single", "shouldBegin double"])
    }

    @Test func theViewHitAndItsSuperviewsRecognizersAllSeeTheTouchAndTheFirstToBeginWins() {
        let asked = AskedLog()
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        inner.name = "inner"
        outer.name = "outer"
        [inner, outer].forEach { $0.delegate = asked }
        let (host, _) = hostedTree(subviewRecognizers: [inner], rootRecognizers: [outer])
        #expect(host.drag(from: CGPoint(x: 40, y: 80), to: CGPoint(x: 90, y: 80)))
        // Both would begin at the same event; the innermost goes first and fails the other.
        #expect(asked.asked == ["shouldBegin inner"])
        #expect(inner.state == .possible && outer.state == .possible)
    }

    @Test func locationOfATouchOutOfRangeWarnsAndGivesTheCentroid() {
        let pan = UIPanGestureRecognizer()
        let (point, warnings) = RasterDiagnostics.capturingWarnings { pan.location(ofTouch: 2, in: nil) }
        #expect(point == .zero)
        #expect(warnings == ["UIGestureRecognizer.location(ofTouch: 2, in:) asked for touch 2 of 0 (UIKit raises an "
                             + "exception); the gesture's location is used. Ask for an index below numberOfTouches"])
    }
}
