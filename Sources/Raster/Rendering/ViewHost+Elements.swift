// ViewHost+Elements.swift · Raster/Rendering · finding on-screen elements by their label, as a UI test does (Raster's own; XCUITest's app.buttons["Save"].tap())
// Status: Complete — elements are the accessibility tree's (Accessibility/AccessibilityTree.swift); their
// named actions are performed as VoiceOver's actions rotor does.

import Foundation

extension ViewHost {
    /// Taps the element whose accessibility label or identifier is `label`, at the centre
    /// of its frame, as XCUITest's `app.buttons["Save"].tap()` finds an element by label or
    /// identifier: a `Button("Save")`, a `Text("Save")`, a view with
    /// `accessibilityLabel("Save")` or `accessibilityIdentifier("save")`. Elements are those
    /// of `accessibilityDescription()` whose frame reaches into the window (a page pushed out
    /// of sight, rows scrolled away are not on screen), containers' elements included; labels
    /// compare exactly. The tap lands at the centre of the element's part inside the window,
    /// where it is drawn: `offset`, `scaleEffect` and `rotationEffect` move it, as they move
    /// an iOS view's accessibility frame.
    ///
    /// A switch toggle (`Toggle("Notifications", isOn:)`) is tapped at the centre of its
    /// row, which does not flip it, as on iOS: a tap on a `Form` row's label leaves the
    /// switch alone, and XCUITest's `switches["Notifications"].tap()` taps the same centre
    /// (public UI-testing reports: S. Gamel, "iOS toggle UI tests", 2023; AXe PR #46). Each
    /// such tap warns with the call that flips it, `tap(at:)` at the switch's centre.
    /// - Returns: whether a gesture or action recognized the tap (`tap(at:)`'s result).
    /// - Throws: `ViewHostError.noElement` when no element on screen has that label or
    ///   identifier, `ViewHostError.ambiguousElement` when several do (a back button titled
    ///   like a tab item); each lists what is on screen with its frame, so the message says
    ///   what to write instead: tap one of several with `tap(at:)` at a point of its frame,
    ///   or give it an `accessibilityIdentifier` and tap that.
    @discardableResult
    public func tap(_ label: String) throws -> Bool {
        let element = try element(labeled: label)
        let recognized = tap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
        if !recognized, let point = element.element.activationPoint {
            RasterDiagnostics.warn("ViewHost.tap(\"\(label)\") tapped the middle of the toggle \(element.description), which does not "
                + "flip it, as a tap on a row's label leaves iOS's switch alone; tap the switch to flip it: "
                + "host.tap(at: CGPoint(x: \(formatPoints(point.x)), y: \(formatPoints(point.y))))")
        }
        return recognized
    }

    /// The frame (window points) of the element whose accessibility label or identifier is
    /// `label`, found as `tap(_:)` finds it: its part inside the window, as drawn (geometry
    /// effects included; a rotated element's frame is the bounding box of its turned rectangle).
    /// - Throws: as `tap(_:)`.
    public func frame(of label: String) throws -> CGRect {
        try element(labeled: label).frame
    }

    /// Performs the accessibility action named `action` of the element whose accessibility
    /// label or identifier is `label`, as VoiceOver's actions rotor does: an action added
    /// with `accessibilityAction(named:_:)`, `accessibilityAction(_:_:)` (by its kind's name:
    /// `default`, `escape`, `magicTap`, `showMenu`) or a button or toggle of
    /// `accessibilityActions(_:)`, found by the name `accessibilityDescription()` lists
    /// (without its category). The element is found as `tap(_:)` finds it; the views settle
    /// afterwards.
    /// - Throws: as `tap(_:)` when no element or several have the label;
    ///   `ViewHostError.noAccessibilityAction` when the element has no action of that name
    ///   (adjustable and scroll actions, which take an argument, are listed but not
    ///   performed), naming the actions it has.
    public func performAccessibilityAction(_ action: String, on label: String) throws {
        let found = try element(labeled: label)
        guard let perform = found.element.actions.first(where: { $0.name == action })?.perform else {
            throw ViewHostError.noAccessibilityAction(name: action, label: label,
                                                      performable: found.element.actions.filter { $0.perform != nil }.map(\.name))
        }
        graph.hosting { perform() }
        settle()
    }

    private func element(labeled label: String) throws -> (description: String, frame: CGRect, element: AccessibilityElement) {
        settle()
        var all: [AccessibilityElement] = []
        func collect(_ elements: [AccessibilityElement]) {
            for element in elements {
                all.append(element)
                collect(element.children ?? [])
            }
        }
        collect(graph.accessibilityElements())
        let window = CGRect(origin: .zero, size: size)
        // A frame that is not finite (a view placed at NaN, which is not drawn) is on no screen.
        all = all.filter { element in
            element.frame.map { frame in
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && !frame.intersection(window).isEmpty
            } ?? true
        }
        let matches = all.filter { ($0.label == label || $0.identifier == label) && $0.frame != nil }
        func describe(_ element: AccessibilityElement) -> String {
            var text = element.label.map { "\"\($0)\"" } ?? "(no label)"
            if let identifier = element.identifier { text += " id: \"\(identifier)\"" }
            if let frame = element.frame {
                text += " at (\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), \(formatPoints(frame.width)), "
                    + "\(formatPoints(frame.height)))"
            }
            return text
        }
        guard matches.count == 1, let match = matches.first, let frame = match.frame else {
            if matches.isEmpty {
                throw ViewHostError.noElement(label: label, onScreen: all.filter { $0.label != nil || $0.identifier != nil }
                    .map(describe))
            }
            throw ViewHostError.ambiguousElement(label: label, matches: matches.map(describe))
        }
        return (describe(match), frame.intersection(window), match)
    }
}
