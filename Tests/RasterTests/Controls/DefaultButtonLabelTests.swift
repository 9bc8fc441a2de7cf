import Foundation
import Testing
@testable import Raster

/// `Button(role:action:)` (iOS 26): iOS supplies the label from the role.
@Suite struct DefaultButtonLabelTests {
    @Test func eachRoleHasItsSymbolAndTitle() {
        let labels = [ButtonRole.close, .cancel, .confirm, .destructive].map { "\($0.defaultLabel.title) \($0.defaultLabel.symbol)" }
        #expect(labels == ["Close xmark", "Cancel xmark", "Done checkmark", "Delete trash"])
        #expect(ButtonRole.close != ButtonRole.cancel)
    }

    @Test func inlineTheLabelIsTheSymbol() throws {
        let close = try renderView(Button(role: .close) {})
        let symbol = try renderView(Button {} label: { Image(systemName: "xmark") })
        writeScratch(close, "close-button-inline")
        #expect(close.pixmap.data == symbol.pixmap.data)
        #expect(try renderView(Button(role: .confirm) {}).pixmap.data
                    == renderView(Button {} label: { Image(systemName: "checkmark") }).pixmap.data)
    }

    @Test func inAToolbarTheLabelIsTheBarsSymbol() {
        func sheet<B: View>(_ button: B) -> some View {
            NavigationStack {
                List { Text("Name") }
                    .navigationTitle("New Contact")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { button }
                    }
            }
        }
        let close = ViewHost(sheet(Button(role: .close) {}), device: .iPhone15).render()
        let reference = ViewHost(sheet(Button {} label: { Image(systemName: "xmark") }), device: .iPhone15).render()
        writeScratch(close, "close-button-toolbar")
        #expect(close.pixmap.data == reference.pixmap.data)
    }

    @Test func tappingRunsTheAction() {
        var closed = 0
        let host = ViewHost(Button(role: .close) { closed += 1 }.padding(20), size: CGSize(width: 80, height: 80))
        _ = host.render()
        _ = host.tap(at: CGPoint(x: 40, y: 40))
        #expect(closed == 1)
    }
}
