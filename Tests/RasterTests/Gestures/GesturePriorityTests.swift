// GesturePriorityTests.swift · RasterTests/Gestures · how the gestures of a parent and a child compete (GestureChain.swift, GestureComposition.swift, GestureModifiers.swift)

import Foundation
import Testing
@testable import Raster

/// A 100-point child square centred in a 200-point parent square.
private struct Nested<Child: Gesture, Parent: Gesture>: View {
    enum Attach { case normal, high, simultaneous }
    let child: Child
    let parent: Parent
    var attach = Attach.normal
    var mask = GestureMask.all

    var body: some View {
        let square = ZStack {
            Color.gray.frame(width: 200, height: 200)
            Color.blue.frame(width: 100, height: 100).gesture(child)
        }
        switch attach {
        case .normal: square.gesture(parent, including: mask)
        case .high: square.highPriorityGesture(parent, including: mask)
        case .simultaneous: square.simultaneousGesture(parent, including: mask)
        }
    }
}

@Suite struct GesturePriorityTests {
    private static let window = CGSize(width: 200, height: 200)
    private static let center = CGPoint(x: 100, y: 100)

    @Test func theChildsGestureWinsByDefault() {
        let log = GestureLog()
        let host = ViewHost(Nested(child: TapGesture().onEnded { log.entries.append("child") },
                                   parent: TapGesture().onEnded { log.entries.append("parent") }), size: Self.window)
        #expect(host.tap(at: Self.center))
        // Outside the child only the parent is there.
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.entries == ["child", "parent"])
    }

    @Test func aHighPriorityParentWins() {
        let log = GestureLog()
        let host = ViewHost(Nested(child: TapGesture().onEnded { log.entries.append("child") },
                                   parent: TapGesture().onEnded { log.entries.append("parent") }, attach: .high),
                            size: Self.window)
        host.tap(at: Self.center)
        #expect(log.entries == ["parent"])
    }

    @Test func aSimultaneousParentFiresWithTheChild() {
        let log = GestureLog()
        let host = ViewHost(Nested(child: TapGesture().onEnded { log.entries.append("child") },
                                   parent: TapGesture().onEnded { log.entries.append("parent") }, attach: .simultaneous),
                            size: Self.window)
        host.tap(at: Self.center)
        #expect(log.entries == ["child", "parent"])
    }

    @Test func dragsCompeteTheSameWay() {
        func drags(_ attach: Nested<_EndedGesture<DragGesture>, _EndedGesture<DragGesture>>.Attach) -> [String] {
            let log = GestureLog()
            let view = Nested(child: DragGesture().onEnded { log.entries.append("child \(Int($0.translation.width))") },
                              parent: DragGesture().onEnded { log.entries.append("parent \(Int($0.translation.width))") },
                              attach: attach)
            ViewHost(view, size: Self.window).drag(from: Self.center, to: CGPoint(x: 140, y: 100), duration: 0.1)
            return log.entries
        }
        #expect(drags(.normal) == ["child 40"])
        #expect(drags(.high) == ["parent 40"])
        #expect(drags(.simultaneous) == ["child 40", "parent 40"])
    }

    @Test func aParentsDragTakesOverWhenTheChildsTapFails() {
        let log = GestureLog()
        let view = Nested(child: TapGesture().onEnded { log.entries.append("tap") },
                          parent: DragGesture().onChanged { log.drags.append($0) }.onEnded { log.ended.append($0) })
        let host = ViewHost(view, size: Self.window)
        host.tap(at: Self.center)
        #expect(log.entries == ["tap"] && log.drags.isEmpty)
        // 5 points an event: the tap fails past 10 points (third event, 15), the drag then
        // reports the translation it reached; it never reported 10 while the tap could still win.
        host.drag(from: Self.center, to: CGPoint(x: 130, y: 100), duration: 0.1)
        #expect(log.entries == ["tap"])
        #expect(log.drags.map(\.translation.width) == [15, 20, 25, 30])
        #expect(log.ended.map(\.translation.width) == [30])
    }

    @Test func theMaskTurnsTheGestureOrTheSubviewsOff() {
        func tap(_ mask: GestureMask) -> [String] {
            let log = GestureLog()
            let view = Nested(child: TapGesture().onEnded { log.entries.append("child") },
                              parent: TapGesture().onEnded { log.entries.append("parent") }, mask: mask)
            ViewHost(view, size: Self.window).tap(at: Self.center)
            return log.entries
        }
        #expect(tap(.all) == ["child"])
        #expect(tap(.gesture) == ["parent"])
        #expect(tap(.subviews) == ["child"])
        #expect(tap(.none) == [])
    }

    @Test func aButtonInsideAParentGestureGetsTheTap() {
        let log = GestureLog()
        let view = VStack {
            Button("Go") { log.entries.append("button") }
        }
        .frame(width: 200, height: 200)
        .background(Color.gray)
        .gesture(TapGesture().onEnded { log.entries.append("parent") })
        let host = ViewHost(view, size: Self.window)
        host.tap(at: Self.center)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["button", "parent"])
    }

    /// `isEnabled: false` takes the gesture away and leaves the subviews' gestures; the named
    /// forms (iOS 18) are enabled by default.
    @Test func isEnabledTurnsTheAttachedGestureOnAndOff() {
        func taps(_ attach: (AnyView, @escaping () -> Void) -> AnyView) -> [String] {
            let log = GestureLog()
            let square = AnyView(ZStack {
                Color.gray.frame(width: 200, height: 200)
                Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("child") }
            })
            let host = ViewHost(attach(square) { log.entries.append("parent") }, size: Self.window)
            host.tap(at: Self.center)
            host.tap(at: CGPoint(x: 10, y: 10))
            return log.entries
        }
        let tap = { (action: @escaping () -> Void) in TapGesture().onEnded { action() } }
        #expect(taps { AnyView($0.gesture(tap($1), isEnabled: true)) } == ["child", "parent"])
        #expect(taps { AnyView($0.gesture(tap($1), isEnabled: false)) } == ["child"])
        #expect(taps { AnyView($0.highPriorityGesture(tap($1), isEnabled: true)) } == ["parent", "parent"])
        #expect(taps { AnyView($0.highPriorityGesture(tap($1), isEnabled: false)) } == ["child"])
        #expect(taps { AnyView($0.simultaneousGesture(tap($1), isEnabled: true)) } == ["child", "parent", "parent"])
        #expect(taps { AnyView($0.simultaneousGesture(tap($1), isEnabled: false)) } == ["child"])
        #expect(taps { AnyView($0.gesture(tap($1), name: "outer")) } == ["child", "parent"])
        #expect(taps { AnyView($0.highPriorityGesture(tap($1), name: "outer", isEnabled: false)) } == ["child"])
        #expect(taps { AnyView($0.simultaneousGesture(tap($1), name: "outer")) } == ["child", "parent", "parent"])
    }

    @Test func disabledViewsHaveNoGestures() {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .gesture(TapGesture().onEnded { log.entries.append("tap") })
            .disabled(true)
        #expect(!ViewHost(view, size: Self.window).tap(at: Self.center))
        #expect(log.entries.isEmpty)
    }

    /// A disabled view's `onTapGesture` does not run, and its taps reach the tap action of
    /// the view around it; enabling it again brings its own action back.
    @Test func aDisabledViewsTapActionGivesWayToItsParents() {
        let log = GestureLog()
        struct Taps: View {
            let log: GestureLog
            @State var disabled = true
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 200, height: 200)
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture { log.entries.append("child") }
                        .disabled(disabled)
                }
                .onTapGesture { log.entries.append("parent") }
                .onLongPressGesture { disabled = false }
            }
        }
        let host = ViewHost(Taps(log: log), size: Self.window)
        #expect(host.tap(at: Self.center))
        #expect(log.entries == ["parent"])
        #expect(host.longPress(at: CGPoint(x: 10, y: 10), duration: 1))
        #expect(host.tap(at: Self.center))
        #expect(log.entries == ["parent", "child"])
    }
}
