// DropDelegateTests.swift · RasterTests/Rendering · onDrop(of:delegate:) played by a ViewHost drag (Modifiers/DragAndDropModifiers.swift, Rendering/ViewHost+DragAndDrop.swift)

import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Raster

/// Records what a drop delegate is told, with locations, and answers as configured.
private final class RecordingDelegate: DropDelegate {
    var events: [String] = []
    var dropped: [String] = []
    let accepts: Bool
    let proposal: DropProposal?

    init(accepts: Bool = true, proposal: DropProposal? = nil) {
        self.accepts = accepts
        self.proposal = proposal
    }

    private func note(_ event: String, _ info: DropInfo) {
        events.append("\(event) \(Int(info.location.x)),\(Int(info.location.y))")
    }

    func validateDrop(info: DropInfo) -> Bool { accepts && info.hasItemsConforming(to: [.plainText]) }
    func dropEntered(info: DropInfo) { note("entered", info) }
    func dropUpdated(info: DropInfo) -> DropProposal? {
        note("updated", info)
        return proposal
    }
    func dropExited(info: DropInfo) { note("exited", info) }
    func performDrop(info: DropInfo) -> Bool {
        note("perform", info)
        for provider in info.itemProviders(for: [.plainText]) {
            if case .success(let text) = provider.loadTransferable(String.self) { dropped.append(text) }
        }
        return true
    }
}

/// A card at the top left dragging "Card", over a drop zone from y = 50 to 150.
private struct DelegateBoard: View {
    let delegate: RecordingDelegate
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.orange.frame(width: 50, height: 50).draggable("Card")
                Spacer()
            }
            Color.blue.frame(width: 200, height: 100).onDrop(of: [.plainText], delegate: delegate)
            Color.white.frame(width: 200, height: 50)
        }
    }
}

@Suite struct DropDelegateTests {
    private let size = CGSize(width: 200, height: 200)

    @Test func theDelegateIsToldOfEntryMovesExitAndTheDropInItsOwnSpace() {
        let delegate = RecordingDelegate()
        let host = ViewHost(DelegateBoard(delegate: delegate), size: size)
        host.beginDrag(at: CGPoint(x: 25, y: 25))
        host.moveDrag(to: CGPoint(x: 60, y: 90))
        host.moveDrag(to: CGPoint(x: 100, y: 100))
        #expect(host.endDrag())
        #expect(delegate.events == ["entered 60,40", "updated 60,40", "updated 100,50", "exited 100,50", "perform 100,50"])
        #expect(delegate.dropped == ["Card"])
    }

    @Test func aForbiddingProposalKeepsTheDropFromBeingPerformed() {
        let delegate = RecordingDelegate(proposal: DropProposal(operation: .forbidden))
        let host = ViewHost(DelegateBoard(delegate: delegate), size: size)
        #expect(!host.drag(from: CGPoint(x: 25, y: 25), to: CGPoint(x: 100, y: 100), duration: 0))
        #expect(delegate.events == ["entered 100,50", "updated 100,50", "exited 100,50"])
        #expect(delegate.dropped.isEmpty)
    }

    @Test func aDropTheDelegateDoesNotValidateFindsNoDestination() {
        let delegate = RecordingDelegate(accepts: false)
        let host = ViewHost(DelegateBoard(delegate: delegate), size: size)
        let (dropped, warnings) = RasterDiagnostics.capturingWarnings {
            host.drag(from: CGPoint(x: 25, y: 25), to: CGPoint(x: 100, y: 100), duration: 0)
        }
        #expect(!dropped)
        #expect(delegate.events.isEmpty)
        #expect(warnings.count == 1)
    }

    @Test func dropInfoAnswersForTheTypesOfItsProviders() {
        let provider = NSItemProvider(object: "text" as NSString)
        let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [provider])
        #expect(info.hasItemsConforming(to: [.plainText]))
        #expect(!info.hasItemsConforming(to: [.png]))
        #expect(info.hasItemsConforming(to: ["public.utf8-plain-text"]))
        #expect(info.itemProviders(for: [.png]).isEmpty)
        #expect(info.itemProviders(for: [.text]).count == 1)
    }
}
