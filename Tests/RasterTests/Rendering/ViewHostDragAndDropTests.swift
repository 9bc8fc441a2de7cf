import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Raster

/// What the board's drop destinations saw.
@Observable final class DropModel {
    var dropped: [String] = []
    var locations: [CGPoint] = []
    var targetedChanges: [Bool] = []
    var isTargeted = false
    var providerTexts: [String] = []
}

/// A card at the top left that drags its name, over a bin at the bottom that takes strings.
struct DragBoard: View {
    let model: DropModel
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.orange.frame(width: 50, height: 50).draggable("Card")
                Color.gray.frame(width: 50, height: 50).draggable(URL(string: "https://example.com")!)
                Color.purple.frame(width: 50, height: 50).draggable(TransferLayer(bytes: [1]))
                Spacer()
            }
            Color.blue.frame(width: 200, height: 100)
                .dropDestination(for: String.self) { items, location in
                    model.dropped += items
                    model.locations.append(location)
                    return true
                } isTargeted: { targeted in
                    model.targetedChanges.append(targeted)
                }
            Color.white.frame(width: 200, height: 50)
        }
    }
}

@Suite struct ViewHostDragAndDropTests {
    private let size = CGSize(width: 200, height: 200)

    @Test func aDragExportsThePayloadAndTheDestinationImportsIt() {
        let model = DropModel()
        let host = ViewHost(DragBoard(model: model), size: size)
        #expect(host.drag(from: CGPoint(x: 25, y: 25), to: CGPoint(x: 60, y: 90)))
        #expect(model.dropped == ["Card"])
        // The location is in the destination's space: it starts at y = 50.
        #expect(model.locations == [CGPoint(x: 60, y: 40)])
        #expect(model.targetedChanges == [true, false])
    }

    @Test func aURLDropsOnAStringDestinationThroughItsTextProxy() {
        let model = DropModel()
        let host = ViewHost(DragBoard(model: model), size: size)
        #expect(host.drag(from: CGPoint(x: 75, y: 25), to: CGPoint(x: 100, y: 100)))
        #expect(model.dropped == ["https://example.com"])
    }

    @Test func isTargetedFlipsWhileTheFingerIsOverTheDestination() {
        let model = DropModel()
        let host = ViewHost(DragBoard(model: model), size: size)
        host.beginDrag(at: CGPoint(x: 25, y: 25))
        #expect(model.targetedChanges.isEmpty)
        host.moveDrag(to: CGPoint(x: 100, y: 100), duration: 0.1)
        #expect(model.targetedChanges == [true])
        host.moveDrag(to: CGPoint(x: 100, y: 175), duration: 0.1)
        #expect(model.targetedChanges == [true, false])
        let (dropped, warnings) = RasterDiagnostics.capturingWarnings { host.endDrag() }
        #expect(!dropped)
        #expect(model.dropped.isEmpty)
        #expect(warnings == ["ViewHost: the drop at (100, 175) landed on no dropDestination or onDrop that accepts its "
                             + "content types (public.utf8-plain-text); nothing was dropped. Drop on a "
                             + "view whose destination imports one of them"])
    }

    @Test func aPayloadTheDestinationCannotImportIsNotDropped() {
        let model = DropModel()
        let host = ViewHost(DragBoard(model: model), size: size)
        let (dropped, warnings) = RasterDiagnostics.capturingWarnings {
            host.drag(from: CGPoint(x: 125, y: 25), to: CGPoint(x: 100, y: 100))
        }
        #expect(!dropped)
        #expect(model.targetedChanges.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("(com.example.layer, public.png)") == true)
    }

    @Test func onDragAndOnDropUseItemProviders() {
        let model = DropModel()
        struct Board: View {
            let model: DropModel
            @State private var isTargeted = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 50).onDrag { NSItemProvider(object: "Provided" as NSString) }
                    (isTargeted ? Color.green : Color.yellow).frame(width: 100, height: 50)
                        .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
                            for provider in providers {
                                provider.loadObject(ofClass: String.self) { text, _ in
                                    if let text { model.providerTexts.append(text) }
                                }
                            }
                            return true
                        }
                        .onChange(of: isTargeted) { model.targetedChanges.append(isTargeted) }
                }
            }
        }
        let host = ViewHost(Board(model: model), size: CGSize(width: 100, height: 100))
        host.beginDrag(at: CGPoint(x: 50, y: 25))
        host.moveDrag(to: CGPoint(x: 50, y: 75), duration: 0.1)
        // The binding is set while the finger is over the destination.
        _ = host.render()
        #expect(model.targetedChanges == [true])
        #expect(host.endDrag())
        #expect(model.providerTexts == ["Provided"])
        #expect(model.targetedChanges == [true, false])
    }

    @Test func theLiftedPreviewIsDrawnAtTheFinger() {
        let model = DropModel()
        let host = ViewHost(DragBoard(model: model), size: size)
        let before = host.render()
        host.beginDrag(at: CGPoint(x: 25, y: 25))
        host.moveDrag(to: CGPoint(x: 125, y: 125), duration: 0.1)
        let during = host.render()
        // The orange card, moved by the finger's travel (100, 100), covers the blue bin there;
        // it still shows where it was (the source stays in place).
        let orange = PremultipliedRGBA8(r: 255, g: 149, b: 0, a: 255)
        #expect(before.pixmap[125, 125] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(during.pixmap[125, 125] == orange)
        #expect(during.pixmap[25, 25] == orange)
        host.endDrag()
        #expect(host.render().pixmap[125, 125] == before.pixmap[125, 125])
    }

    @Test func aPreviewViewIsCentredUnderTheFinger() {
        struct Board: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 50).draggable("x") { Color.black.frame(width: 20, height: 20) }
                    Color.white.frame(width: 100, height: 50)
                }
            }
        }
        let host = ViewHost(Board(), size: CGSize(width: 100, height: 100))
        host.beginDrag(at: CGPoint(x: 50, y: 25))
        host.moveDrag(to: CGPoint(x: 50, y: 75))
        let image = host.render()
        #expect(image.pixmap[50, 75] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image.pixmap[50, 62] != PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        _ = RasterDiagnostics.capturingWarnings { host.endDrag() }
    }
}
