// ScrollIndicatorFlashTests.swift · RasterTests/Modifiers · scrollIndicatorsFlash(onAppear:) and
// scrollIndicatorsFlash(trigger:) recorded by the window (Modifiers/ScrollIndicatorFlashModifiers.swift).

import Foundation
import Testing
@testable import Raster

private struct FlashingList: View {
    let flashesOnAppear: Bool
    @State private var page = 0

    var body: some View {
        VStack {
            Button("Next") { page += 1 }
            ScrollView {
                ForEach(0..<30, id: \.self) { Text("Row \($0)") }
            }
            .scrollIndicatorsFlash(onAppear: flashesOnAppear)
            .scrollIndicatorsFlash(trigger: page)
        }
    }
}

@Suite struct ScrollIndicatorFlashTests {
    /// With `onAppear: true` the scroll view flashes once when it appears; each change of the
    /// trigger flashes it again; updates that change neither do not.
    @Test func flashesAreRecordedOnAppearAndOnEachTrigger() throws {
        let host = ViewHost(FlashingList(flashesOnAppear: true), size: CGSize(width: 200, height: 300))
        #expect(host.scrollIndicatorFlashes == 1)
        try host.tap("Next")
        #expect(host.scrollIndicatorFlashes == 2)
        try host.tap("Next")
        #expect(host.scrollIndicatorFlashes == 3)
        _ = host.render()
        #expect(host.scrollIndicatorFlashes == 3)
    }

    /// Without `onAppear` nothing flashes until the trigger changes; a view with no scroll view
    /// under the modifier never flashes.
    @Test func nothingFlashesWithoutAScrollViewOrAChange() throws {
        let host = ViewHost(FlashingList(flashesOnAppear: false), size: CGSize(width: 200, height: 300))
        #expect(host.scrollIndicatorFlashes == 0)
        try host.tap("Next")
        #expect(host.scrollIndicatorFlashes == 1)
        let plain = ViewHost(Text("Hi").scrollIndicatorsFlash(onAppear: true), size: CGSize(width: 100, height: 40))
        #expect(plain.scrollIndicatorFlashes == 0)
    }
}
