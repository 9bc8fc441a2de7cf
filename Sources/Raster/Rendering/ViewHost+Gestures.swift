// ViewHost+Gestures.swift · Raster/Rendering · playing touches on a hosted view: taps, drags, long presses, pinches and rotations on the host clock (Raster's own; a finger on iOS)
// Status: Complete — no momentum after a drag (a scroll target behaviour's rest aside); a scroll
// view rubber-bands only past its top.

import Foundation

/// Whether something a touch's gestures opened has taken the touch over: a context menu that
/// opens under the held finger, as iOS cancels the view's other touches when the menu
/// appears, so the lift ends no other gesture (a button's or a link's tap). Gesture callbacks
/// reach the touch being delivered through `current`.
final class TouchTakeover {
    var isTaken = false
    @TaskLocal static var current: TouchTakeover?
}

/// The fingers down on a host and the gestures they play into.
final class TouchSession {
    /// The gestures under the touch-down point, composed (GestureChain.swift); nil when none.
    let recognizer: GestureRecognizer<Void>?
    /// The view touched down on: state written by gesture callbacks resolves from it.
    let hit: Node?
    /// Where the fingers are, window points.
    var touches: [CGPoint]
    let startTouches: [CGPoint]
    /// Which tap of a quick series this touch is (see `ViewHost.tap(at:)`).
    let tapCount: Int
    /// The unit taps of a series must land on.
    let target: ObjectIdentifier?
    /// The scroll views the fingers pulled past their top, released when they lift.
    var pulled: [Node] = []
    /// The swipe back the touch may become or has become (ViewHost+Navigation.swift).
    var backSwipe: BackSwipeTouch?
    /// The list row swipe the touch may become or has become (ViewHost+SwipeActions.swift).
    var swipeRow: SwipeRowTouch?
    /// What the touch did to the row that was open when it touched down, if one was.
    var openRow: OpenRowTouch?
    /// The sheet a finger on a vertical scroll view in it resizes (ViewHost+SheetScrolling.swift).
    var sheetScroll: SheetScrollTouch?
    /// The scroll views under the fingers at touch-down, tracking them (`ScrollPhase`).
    var tracked: [Node] = []
    /// The scroll views the fingers scrolled, in order, to rest on their scroll targets when
    /// they lift (ViewHost+ScrollTargets.swift), and their offsets before the first move.
    private(set) var scrolled: [Node] = []
    private(set) var scrollStarts: [ObjectIdentifier: CGPoint] = [:]
    /// Where the fingers' centroid was at the last events (window points, host seconds), for
    /// the velocity at the lift.
    var fingerSamples = VelocitySampler<CGPoint>()
    /// Whether a context menu opened under the finger took the touch over.
    let takeover = TouchTakeover()

    init(recognizer: GestureRecognizer<Void>?, hit: Node?, touches: [CGPoint], tapCount: Int, target: ObjectIdentifier?) {
        self.recognizer = recognizer
        self.hit = hit
        self.touches = touches
        startTouches = touches
        self.tapCount = tapCount
        self.target = target
    }

    /// Notes that a move scrolled the scroll views `moved`, whose offsets before it were
    /// `before` (by scroll view): the first move of each gives its start, and has the finger
    /// interacting with it (`ScrollPhase`).
    func noteScrolled(_ moved: [Node], startedAt before: [ObjectIdentifier: CGPoint]) {
        for node in moved where scrollStarts[ObjectIdentifier(node)] == nil {
            scrollStarts[ObjectIdentifier(node)] = before[ObjectIdentifier(node)]
            scrolled.append(node)
            node.outputs.scrollState?.changePhase(to: .interacting, velocity: nil)
        }
    }

    /// How fast the content moved at the fingers' last events, points per second: against
    /// the fingers (a finger moving up shows content further down, positive `dy`).
    var contentVelocity: CGVector {
        let finger = fingerSamples.velocity { last, previous, dt in
            CGVector(dx: (last.x - previous.x) / CGFloat(dt), dy: (last.y - previous.y) / CGFloat(dt))
        } ?? .zero
        return CGVector(dx: -finger.dx, dy: -finger.dy)
    }
}

extension ViewHost {
    /// Touch events per second while fingers move or rest: 60, the display refresh at which
    /// a 60 Hz iPhone delivers touches.
    public static var touchEventRate: Double { 60 }

    /// How far apart `pinch` and `rotate` put their two fingers at touch-down, points.
    public static var twoFingerSpan: CGFloat { 100 }

    /// Taps at `point` (points, window coordinates): a finger touches down and lifts there
    /// at the host's current time. The gestures of the views under the point recognize it in
    /// order (GestureChain.swift): the nearest tap action (a button, `onTapGesture`, a list
    /// row) or `TapGesture`, a parent's `gesture` only when those fail, a
    /// `highPriorityGesture` first. Taps within 0.3 s of host time and 20 points of the last
    /// one on the same view count as a series (`onTapGesture(count: 2)`). State changed by
    /// the actions is applied before this returns. A touch on a `NavigationStack` whose pages
    /// are still sliding is ignored, with a warning, as iOS ignores touches during a
    /// navigation transition: advance the clock past the animation first.
    /// - Returns: whether a gesture or action recognized the tap.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard isFinite([point], in: "tap(at: \(point))") else { return false }
        beginTouch([point])
        return endTouch()
    }

    /// Touches down one finger at `point` (window points) and leaves it there: move it with
    /// `moveDrag(to:duration:)` and lift it with `endDrag()`, rendering frames in between to
    /// see a drag half done. A drag already in progress is ended first, with a warning.
    public func beginDrag(at point: CGPoint) {
        guard isFinite([point], in: "beginDrag(at: \(point))") else { return }
        beginTouch([point])
    }

    /// Moves the finger of `beginDrag(at:)` to `point` (window points) in a straight line at
    /// constant speed over `duration` seconds of host time: one event every
    /// 1/`touchEventRate` s (the last step shorter if the duration is not a whole number of
    /// frames), the clock advancing with each (animations progress). A zero duration moves it
    /// in one step with no time passing (the drag's velocity is then zero); moving to where
    /// the finger is holds it still for `duration` (a long press is timed by this).
    public func moveDrag(to point: CGPoint, duration: TimeInterval = 0) {
        guard touchSession != nil || dragAndDrop != nil else {
            warnOnce("ViewHost.moveDrag(to:) ignored: no finger is down; call beginDrag(at:) first")
            return
        }
        guard isFinite([point], in: "moveDrag(to: \(point))") else { return }
        moveTouches(to: [point], duration: validDuration(duration, in: "moveDrag"))
    }

    /// Lifts the finger of `beginDrag(at:)` where it is, at the host's current time.
    /// - Returns: whether a gesture recognized the touches.
    @discardableResult
    public func endDrag() -> Bool {
        guard touchSession != nil || dragAndDrop != nil else {
            warnOnce("ViewHost.endDrag() ignored: no finger is down; call beginDrag(at:) first")
            return false
        }
        return endTouch()
    }

    /// Drags one finger from `start` to `end` (window points) over `duration` seconds of
    /// host time: `beginDrag(at:)`, `moveDrag(to:duration:)`, `endDrag()`. Drags move
    /// `DragGesture`s, sliders (the thumb follows the finger) and scroll views (the content
    /// follows the finger exactly, as `scroll(by:at:)` moves it, and stops when the finger
    /// lifts: no momentum; under a `scrollTargetBehavior` it then comes to rest where the
    /// behaviour moves the natural target, the lift offset projected by the finger's velocity
    /// over the last event with UIScrollView's normal deceleration, so `.paging` moves on one
    /// page after a flick and back to the nearest page after a finger held still before it
    /// lifts; ViewHost+ScrollTargets.swift). Dragged down past its top, a vertical scroll view's content is
    /// pulled with UIKit's rubber band while the finger is down (`beginDrag`, `moveDrag`) and
    /// springs back to its top once it lifts, over about 0.82 s of host time
    /// (`ScrollSpringBack`); pulled 100 points or more under a `refreshable(action:)`, the
    /// lift runs the action and the content stays 60 points down under a turning spinner
    /// until it returns (`RefreshControl`). A drag that starts on a `draggable` or `onDrag`
    /// view is a drag and drop instead (ViewHost+DragAndDrop.swift): the payload follows the
    /// finger (drawn lifted in frames rendered meanwhile), destinations under it are told they
    /// are targeted, and where it lifts the `dropDestination` or `onDrop` imports the payload
    /// and runs its action; a drop nothing accepts warns. A drag that starts within 20 points
    /// of a `NavigationStack`'s leading edge and moves toward its trailing edge swipes the
    /// top page back (UINavigationController's interactive pop; ViewHost+Navigation.swift):
    /// the page follows the finger and the page under it moves in parallax; released past
    /// half the width, or faster than a width per second toward the trailing edge, the page
    /// slides off and is popped, else it slides back, animated on the host clock. Not on the
    /// root page, nor under `navigationBarBackButtonHidden(true)`. A drag on a vertical scroll
    /// view in a sheet resizes the sheet before or after scrolling the content, as
    /// `presentationContentInteraction(_:)` says (ViewHost+SheetScrolling.swift).
    /// - Returns: whether a gesture recognized the touches; for a drag and drop, whether the
    ///   destination's action returned true.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> Bool {
        guard isFinite([start, end], in: "drag(from: \(start), to: \(end))") else { return false }
        beginTouch([start])
        moveTouches(to: [end], duration: validDuration(duration, in: "drag"))
        return endTouch()
    }

    /// Presses one finger at `point` (window points) for `duration` seconds of host time,
    /// then lifts it: a `LongPressGesture` with a minimum duration up to `duration` succeeds
    /// while the finger is still down.
    /// - Returns: whether a gesture recognized the touches.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.5) -> Bool {
        guard isFinite([point], in: "longPress(at: \(point))") else { return false }
        beginTouch([point])
        moveTouches(to: [point], duration: validDuration(duration, in: "longPress"))
        return endTouch()
    }

    /// Pinches two fingers centred on `center` (window points) for `MagnifyGesture`: they
    /// touch down `twoFingerSpan` points apart on a horizontal line and move apart (scale
    /// above 1) or together to `twoFingerSpan × scale` over `duration` seconds of host time.
    /// A scale that is not positive and finite is ignored with a warning.
    /// - Returns: whether a gesture recognized the touches.
    @discardableResult
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.25) -> Bool {
        guard isFinite([center], in: "pinch(at: \(center))") else { return false }
        guard scale.isFinite, scale > 0 else {
            warnOnce("ViewHost.pinch(scale: \(scale)) ignored: the scale must be a positive finite number (2 spreads the fingers to twice their distance)")
            return false
        }
        beginTouch(Self.fingers(around: center, span: Self.twoFingerSpan, angle: 0))
        moveTouches(to: Self.fingers(around: center, span: Self.twoFingerSpan * scale, angle: 0),
                    duration: validDuration(duration, in: "pinch"))
        return endTouch()
    }

    /// Turns two fingers about `center` (window points) for `RotateGesture`: they touch down
    /// `twoFingerSpan` points apart on a horizontal line and turn by `angle` (clockwise on
    /// screen for positive angles) at constant speed over `duration` seconds of host time.
    /// - Returns: whether a gesture recognized the touches.
    @discardableResult
    public func rotate(at center: CGPoint, angle: Angle, duration: TimeInterval = 0.25) -> Bool {
        guard isFinite([center], in: "rotate(at: \(center))") else { return false }
        guard angle.radians.isFinite else {
            warnOnce("ViewHost.rotate(angle: \(angle.degrees)°) ignored: the angle must be finite")
            return false
        }
        let seconds = validDuration(duration, in: "rotate")
        beginTouch(Self.fingers(around: center, span: Self.twoFingerSpan, angle: 0))
        // In steps, so the fingers turn along the arc rather than cutting across it.
        let steps = Self.stepCount(for: seconds)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            moveTouches(to: Self.fingers(around: center, span: Self.twoFingerSpan, angle: angle.radians * fraction),
                        duration: seconds / Double(steps), steps: 1)
        }
        return endTouch()
    }

    // MARK: The touch session

    /// What a finger touching down at `location` (window points) lands on: the view hit, and
    /// the unit its gestures start from — the innermost scroll view under it when the hit is
    /// inside that scroll view or is nothing (a finger on a scroll view's blank content, inside
    /// a sheet's card, say, which is hit, holds the scroll view, as UIScrollView takes touches
    /// anywhere in its bounds), else the view hit.
    func touchTargets(at location: CGPoint, in root: Node) -> (hit: Node?, start: Node?) {
        let hit = root.hitTest(location)
        let scrollView = root.scrollViews(at: location).last
        let start = scrollView.flatMap { scrollView in
            sequence(first: scrollView, next: \.layoutParent).contains { $0 === hit } ? scrollView : nil
        } ?? hit ?? scrollView
        return (hit, start)
    }

    /// Fingers touch down at `touches`: the gestures under their centroid are composed and
    /// see the touch-down.
    private func beginTouch(_ touches: [CGPoint]) {
        if touchSession != nil || dragAndDrop != nil {
            warnOnce("ViewHost: a new touch began while a finger was still down; the earlier touch is lifted first (call endDrag())")
            _ = endTouch()
        }
        settle()
        guard let root = graph.root else { return }
        let location = Self.centroid(touches)
        // The window's edges count as inside (a tap at x = width is on its right edge).
        if !((0...size.width).contains(location.x) && (0...size.height).contains(location.y)) {
            warnOnce("ViewHost: a touch at (\(formatPoints(location.x)), \(formatPoints(location.y))) is outside the window "
                + "(\(formatPoints(size.width)) × \(formatPoints(size.height)) points from (0, 0)), so it lands on nothing; "
                + "touch a point inside the window")
        }
        let (hit, start) = touchTargets(at: location, in: root)
        if let start, movingNavigationStack(around: start) != nil {
            warnTouchOnMovingStack()
            touchSession = TouchSession(recognizer: nil, hit: nil, touches: touches, tapCount: 1, target: nil)
            return
        }
        // One finger on a draggable view lifts its payload instead of playing gestures.
        if touches.count == 1, let source = dragSource(at: location) {
            beginDragAndDrop(from: source, at: location)
            return
        }
        // A row's swipe actions are open: a touch on a button is the button's; any other
        // touch closes the row first.
        let openRow = touches.count == 1 ? touchOpenRow(at: location) : nil
        if case .button? = openRow {
            let session = TouchSession(recognizer: nil, hit: nil, touches: touches, tapCount: 1, target: nil)
            session.openRow = openRow
            touchSession = session
            return
        }
        let target = hit.flatMap(GestureChain.tapTarget(of:)).map(ObjectIdentifier.init)
        var count = 1
        if let last = lastTap, let target, last.target == target, time - last.time <= 0.3,
           abs(last.point.x - location.x) < 20, abs(last.point.y - location.y) < 20 {
            count = lastTapCount + 1
        }
        let recognizer = start.flatMap { start in
            GestureChain.recognizer(from: start, at: location) { [unowned self] delta, point in
                if let session = touchSession, let sheet = session.sheetScroll {
                    scrollInSheet(by: delta, at: point, touch: sheet, session: session)
                } else {
                    scroll(by: delta, at: point, pulling: touchSession)
                }
            }
        }
        let session = TouchSession(recognizer: recognizer, hit: hit, touches: touches, tapCount: count, target: target)
        session.openRow = openRow
        if touches.count == 1, let start {
            session.backSwipe = backSwipeTouch(at: location, on: start)
            var closed: ListSwipeRow?
            if case .closedRow(let row)? = openRow { closed = row }
            session.swipeRow = swipeRowTouch(at: location, on: start, excluding: closed)
            session.sheetScroll = sheetScrollTouch(from: start)
        }
        touchSession = session
        trackScrollViews(at: location, in: root, for: session)
        play(.began)
    }

    /// Moves the fingers to `touches` over `duration` seconds in `steps` events (by default
    /// one per 1/`touchEventRate` s).
    private func moveTouches(to touches: [CGPoint], duration: TimeInterval, steps: Int? = nil) {
        if dragAndDrop != nil, let point = touches.first {
            moveDragAndDrop(to: point, duration: duration, steps: steps ?? Self.stepCount(for: duration))
            return
        }
        guard let session = touchSession else { return }
        let from = session.touches
        let startTime = time
        let count = steps ?? Self.stepCount(for: duration)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            advance(by: max(0, startTime + duration * Double(step) / Double(count) - time))
            let next = zip(from, touches).map { a, b in
                CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
            }
            let phase: TouchEvent.Phase = next == session.touches ? .stationary : .moved
            session.touches = next
            if let swipe = session.backSwipe, let point = next.first {
                switch moveBackSwipe(swipe, to: point, in: session) {
                case true?: continue
                case false?: break
                case nil: session.backSwipe = nil
                }
            }
            if let swipe = session.swipeRow, let point = next.first {
                switch moveSwipeRow(swipe, to: point, in: session) {
                case true?: continue
                case false?: break
                case nil: session.swipeRow = nil
                }
            }
            play(phase)
        }
    }

    /// Lifts the fingers; returns whether the gestures recognized the sequence.
    private func endTouch() -> Bool {
        if dragAndDrop != nil { return endDragAndDrop() }
        guard let session = touchSession else { return false }
        let swipe = session.backSwipe.flatMap { $0.hasBegun ? $0 : nil }
        let rowSwipe = session.swipeRow.flatMap { $0.hasBegun ? $0 : nil }
        let location = Self.centroid(session.touches), start = Self.centroid(session.startTouches)
        let isTap = hypot(location.x - start.x, location.y - start.y) <= TapGesture.allowableMovement
        var ranButton = false
        if let swipe {
            endBackSwipe(swipe)
        } else if let rowSwipe {
            endSwipeRow(rowSwipe)
        } else if case .button(let row, let edge, let index)? = session.openRow {
            endOpenRowButtonTouch(row, edge, index: index, isTap: isTap)
            ranButton = isTap
        } else if case .closedRow? = session.openRow, isTap, let recognizer = session.recognizer {
            // The tap only closed the open row.
            graph.hosting { Node.$acting.withValue(session.hit) { recognizer.cancel() } }
        } else if session.takeover.isTaken, let recognizer = session.recognizer {
            // A context menu opened under the finger: the lift ends no other gesture.
            graph.hosting { Node.$acting.withValue(session.hit) { recognizer.cancel() } }
            settle()
        } else {
            play(.ended)
            if let sheet = session.sheetScroll { releaseSheetScroll(sheet) }
        }
        touchSession = nil
        restScrolledViews(of: session)
        let released = session.pulled.filter { $0.outputs.scrollState?.release() ?? false }
        released.forEach { $0.scrollOffsetDidChange() }
        if endScrollPhases(of: session) || !released.isEmpty { settle() }
        if isTap, let target = session.target {
            lastTap = (time, location, target)
            lastTapCount = session.tapCount
        } else {
            lastTap = nil
        }
        if case .ended = session.recognizer?.state { return true }
        return swipe != nil || rowSwipe != nil || ranButton || session.takeover.isTaken
    }

    /// Plays one event of the session into its gestures and applies what they changed.
    private func play(_ phase: TouchEvent.Phase) {
        guard let session = touchSession, let recognizer = session.recognizer else { return }
        if let sheet = session.sheetScroll, let finger = session.touches.first { sheet.sampler.add(finger.y, at: time) }
        let event = TouchEvent(phase: phase, time: time, touches: session.touches, tapCount: session.tapCount, windowSize: size)
        session.fingerSamples.add(event.location, at: time)
        // User closures (`updating`, `onChanged`, actions) run on the host's clock, so a
        // `debounce` or timer they start waits on host time (ViewGraph+HostClock.swift).
        graph.hosting {
            recognizer.receive(event)
            Node.$acting.withValue(session.hit) {
                Node.$tapLocation.withValue(event.location) {
                    TouchTakeover.$current.withValue(session.takeover) { recognizer.deliver() }
                }
            }
        }
        settle()
    }

    // MARK: Input

    /// Whether every point is finite; warns naming the call when one is not.
    private func isFinite(_ points: [CGPoint], in call: String) -> Bool {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            warnOnce("ViewHost.\(call) ignored: points must be finite window coordinates")
            return false
        }
        return true
    }

    /// `duration`, or 0 with a warning when it is negative or not finite.
    private func validDuration(_ duration: TimeInterval, in call: String) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            warnOnce("ViewHost.\(call)(duration: \(duration)): a duration must be 0 or more seconds; 0 is used (one step)")
            return 0
        }
        // One event per frame: a duration of 1e9 s was 6e10 events, a hang without a word.
        guard duration <= Self.longestTouch else {
            warnOnce("ViewHost.\(call)(duration: \(duration)): a touch lasts at most \(Int(Self.longestTouch)) seconds "
                     + "(\(Int(Self.longestTouch * Self.touchEventRate)) events); \(Int(Self.longestTouch)) is used")
            return Self.longestTouch
        }
        return duration
    }

    /// The longest touch played, in seconds (as `rendershot animate --duration`'s limit).
    static var longestTouch: TimeInterval { 600 }

    /// Events for a motion of `duration` seconds: one per frame, at least one.
    private static func stepCount(for duration: TimeInterval) -> Int {
        max(1, Int((duration * touchEventRate - 1e-9).rounded(.up)))
    }

    private static func centroid(_ touches: [CGPoint]) -> CGPoint {
        TouchEvent(phase: .began, time: 0, touches: touches, tapCount: 1).location
    }

    /// Two fingers `span` apart on a line through `center` turned `angle` radians clockwise.
    private static func fingers(around center: CGPoint, span: CGFloat, angle: Double) -> [CGPoint] {
        let dx = span / 2 * CGFloat(cos(angle)), dy = span / 2 * CGFloat(sin(angle))
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
}
