// UIControlActionTests.swift · RasterTests · UIKit's UIControl events, UIAction and UIMenu

import Foundation
import Testing
@testable import Raster

@MainActor @Suite struct UIControlActionTests {
    @Test func sendActionsRunsTheActionsOfTheGivenEventsWithTheControlAsSender() {
        var ran: [String] = []
        let control = UIControl(frame: .zero, primaryAction: UIAction(title: "Primary") { ran.append($0.title) })
        var sender: Any?
        control.addAction(UIAction(title: "Up") { action in
            ran.append(action.title)
            sender = action.sender
        }, for: [.touchUpInside, .touchUpOutside])
        control.addAction(UIAction(title: "Changed") { ran.append($0.title) }, for: .valueChanged)
        control.sendActions(for: .touchUpOutside)
        #expect(ran == ["Up"] && (sender as AnyObject?) === control)
        control.sendActions(for: [.primaryActionTriggered, .valueChanged])
        #expect(ran == ["Up", "Primary", "Changed"])
        #expect(control.allControlEvents == [.touchUpInside, .touchUpOutside, .valueChanged, .primaryActionTriggered])
        control.isEnabled = false
        control.sendActions(for: .allEvents)
        #expect(ran.count == 3 && control.state == .disabled)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOneAddedAndRemovalIsPerEvent() {
        var ran: [String] = []
        let control = UIControl(frame: .zero)
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(title: "Old", identifier: id) { ran.append($0.title) }, for: .touchUpInside)
        let new = UIAction(title: "New", identifier: id) { ran.append($0.title) }
        control.addAction(new, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(ran == ["New"])
        control.removeAction(new, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(ran == ["New"] && control.allControlEvents == .valueChanged)
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func targetsAreRecordedNotSent() {
        let control = UIControl(frame: .zero)
        let target = NSObject()
        control.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        control.addTarget(target, action: Selector("changed"), for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func aDisabledActionDoesNotRunAndMenusKeepTheirElements() {
        var count = 0
        let on = UIAction(title: "Grid", image: UIImage(systemName: "square.grid.2x2"), state: .on) { _ in count += 1 }
        let off = UIAction(title: "List", attributes: .disabled) { _ in count += 1 }
        on.perform(sender: nil)
        off.perform(sender: nil)
        #expect(count == 1 && on.sender == nil)
        let menu = UIMenu(title: "View", options: [.singleSelection, .displayInline], children: [on, off])
        #expect(menu.selectedElements == [on] && menu.preferredElementSize == .large)
        let replaced = menu.replacingChildren([off])
        #expect(replaced.title == "View" && replaced.identifier == menu.identifier && replaced.children == [off])
        #expect(replaced.options == [.singleSelection, .displayInline])
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
    }
}
