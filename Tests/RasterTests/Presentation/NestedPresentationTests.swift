// NestedPresentationTests.swift · RasterTests/Presentation · presentations declared inside
// presented content and bound to that content's own state (issue 16, item 1): the "Discard
// changes?" dialog of a sheet's editor, alerts, sheets and covers inside sheets and covers
// (Graph/ViewGraph.swift's update walk, Views/Presentation/).

import Foundation
import Testing
@testable import Raster

/// What the presented buttons did.
private final class Log {
    var actions: [String] = []
}

/// Which presentation the editor declares inside its own content.
enum NestedPresentationKind: String, CaseIterable {
    case confirmationDialog, alert, sheet, fullScreenCover
}

/// The editor shown in a sheet (or cover): its Cancel button sets its own state, which
/// presents the inner presentation declared in the same body.
private struct Editor: View {
    let kind: NestedPresentationKind
    let log: Log
    @State private var confirm = false
    @State private var edits = 0

    var body: some View {
        NavigationStack {
            Form {
                Text("Field")
                Button("Edit \(edits)") { edits += 1 }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { confirm = true } }
            }
            .modifier(InnerPresentation(kind: kind, log: log, isPresented: $confirm))
        }
    }
}

private struct InnerPresentation: ViewModifier {
    let kind: NestedPresentationKind
    let log: Log
    let isPresented: Binding<Bool>

    func body(content: Content) -> some View {
        switch kind {
        case .confirmationDialog:
            content.confirmationDialog("Discard changes?", isPresented: isPresented) {
                Button("Discard", role: .destructive) { log.actions.append("discard") }
            }
        case .alert:
            content.alert("Discard changes?", isPresented: isPresented) {
                Button("Discard", role: .destructive) { log.actions.append("discard") }
            }
        case .sheet:
            content.sheet(isPresented: isPresented) { InnerDiscard(log: log) }
        case .fullScreenCover:
            content.fullScreenCover(isPresented: isPresented) { InnerDiscard(log: log) }
        }
    }
}

/// A presented view with a button that logs and dismisses it.
private struct InnerDiscard: View {
    let log: Log
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Discard") {
            log.actions.append("discard")
            dismiss()
        }
    }
}

/// The outer view: the editor in a sheet (or a full-screen cover) whose state is here.
private struct DiscardForm: View {
    let kind: NestedPresentationKind
    let log: Log
    let outerIsCover: Bool
    @State private var editing = true

    var body: some View {
        if outerIsCover {
            Text("Base").fullScreenCover(isPresented: $editing) { Editor(kind: kind, log: log) }
        } else {
            Text("Base").sheet(isPresented: $editing) { Editor(kind: kind, log: log) }
        }
    }
}

@Suite struct NestedPresentationTests {
    @Test(arguments: NestedPresentationKind.allCases, [false, true])
    func issue16_aPresentationInsidePresentedContentAppearsAndItsButtonsWork(kind: NestedPresentationKind, outerIsCover: Bool) throws {
        let log = Log()
        let host = ViewHost(DiscardForm(kind: kind, log: log, outerIsCover: outerIsCover), device: .iPhone15Pro)
        // The editor's own state works: its counter updates.
        try host.tap("Edit 0")
        #expect(try host.frame(of: "Edit 1").width > 0)
        try host.tap("Cancel")
        // The inner presentation is shown above the editor and is the one VoiceOver reads.
        #expect(host.graph.presentations.topLevel != nil)
        #expect(!host.accessibilityDescription().contains("Edit 1"))
        try host.tap("Discard")
        #expect(log.actions == ["discard"])
        // Dismissed: the editor is back, still presented.
        #expect(try host.frame(of: "Edit 1").width > 0)
        #expect(!host.accessibilityDescription().contains("Discard"))
    }
}
