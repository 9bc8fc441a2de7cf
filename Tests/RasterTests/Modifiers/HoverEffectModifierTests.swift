// HoverEffectModifierTests.swift · RasterTests/Modifiers · hoverEffect recorded, never drawn on an iPhone (Modifiers/HoverEffectModifiers.swift)

import Foundation
import Testing
@testable import Raster

/// What `HoverProbe` read from its subviews.
private final class HoverLog: @unchecked Sendable {
    var records: [[HoverEffectRecord]] = []
}

/// A layout that logs each subview's recorded hover effects when measured.
private struct HoverProbe: Layout {
    let log: HoverLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.records = subviews.map { $0[HoverEffectKey.self] }
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@Suite struct HoverEffectModifierTests {
    @Test func hoverEffectsAreRecordedOnTheirViewsWithWhetherTheyAreEnabled() {
        let log = HoverLog()
        let probe = HoverProbe(log: log)
        let host = ViewHost(probe {
            Color.red.frame(width: 10, height: 10).hoverEffect()
            Color.red.frame(width: 10, height: 10).hoverEffect(.lift)
            Color.red.frame(width: 10, height: 10).hoverEffect(.highlight, isEnabled: false)
            Color.red.frame(width: 10, height: 10).hoverEffect(.lift).hoverEffectDisabled()
            Color.red.frame(width: 10, height: 10)
        }, size: CGSize(width: 100, height: 100))
        _ = host.render()
        #expect(log.records == [
            [HoverEffectRecord(effect: .automatic, isEnabled: true)],
            [HoverEffectRecord(effect: .lift, isEnabled: true)],
            [HoverEffectRecord(effect: .highlight, isEnabled: false)],
            [HoverEffectRecord(effect: .lift, isEnabled: false)],
            [],
        ])
    }

    @Test func theViewIsDrawnAsWithoutTheEffectAndOnHoverIsNeverCalled() throws {
        var hovered: [Bool] = []
        let size = CGSize(width: 40, height: 40)
        let plain = try ViewHost(Circle().fill(Color.blue), size: size).renderOrThrow().pixmap.data
        let host = ViewHost(Circle().fill(Color.blue).hoverEffect(.lift).onHover { hovered.append($0) }, size: size)
        #expect(try host.renderOrThrow().pixmap.data == plain)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(hovered.isEmpty)
    }
}
