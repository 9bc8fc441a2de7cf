// DocumentGroup.swift · Raster/App · mirrors SwiftUI DocumentGroup, FileDocumentConfiguration, ReferenceFileDocumentConfiguration (iOS 17)
// Status: Partial — the editor of a new, untitled document is the window a host shows; there is
// no document browser, no file is opened or saved, and a viewer-only group has no window.

import Foundation

/// A scene that enables support for opening, creating, and saving documents.
///
/// Raster: `ViewHost(app:)` hosts the editor of a new document, as iOS shows it after the
/// user taps "Create Document": the group's `newDocument`, editable, without a file
/// (`fileURL` nil). Edits through `file.$document` (or to a reference document) change what
/// the window shows, and are never saved. iOS first shows the document browser, which Raster
/// does not draw. A group made with `DocumentGroup(viewing:viewer:)` opens existing
/// documents only, so it declares no window: with no browser, there is none to open.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    /// The window's root view, for a group that creates documents; nil for a viewer.
    private let editor: AnyView?

    public var body: Never { sceneBodyIsNeverCalled() }

    func windows() -> [SceneWindow] {
        editor.map { [SceneWindow(id: nil, title: nil, content: $0)] } ?? []
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Creates a document group for creating and editing file documents: `newDocument` is
    /// each new document's initial value, `editor` the view editing it.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.editor = AnyView(FileDocumentEditor(document: newDocument(), editor: editor))
    }

    /// Creates a document group capable of viewing file documents (Raster: no window; see
    /// `DocumentGroup`).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.editor = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Creates a document group for creating and editing reference documents: `newDocument`
    /// makes each new document, `editor` is the view editing it.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.editor = AnyView(ReferenceFileDocumentEditor(makeDocument: newDocument, editor: editor))
    }

    /// Creates a document group capable of viewing reference documents (Raster: no window;
    /// see `DocumentGroup`).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.editor = nil
    }
}

/// The properties of an open file document: what a `DocumentGroup`'s editor is given.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The current document model; setting it changes the document in its window
    /// (`$document` is the binding an editor passes down).
    @Binding public var document: Document
    /// The URL of the open file document; nil for a new document (always, in Raster).
    public var fileURL: URL?
    /// Whether the document can be edited: true for a new document.
    public var isEditable: Bool
}

/// The properties of an open reference file document: what a `DocumentGroup`'s editor is
/// given.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The current document model; `$document.property` gives bindings to its properties.
    @ObservedObject public var document: Document
    /// The URL of the open file document; nil for a new document (always, in Raster).
    public var fileURL: URL?
    /// Whether the document can be edited: true for a new document.
    public var isEditable: Bool
}

/// A new file document's window: the document is state of the window's root.
private struct FileDocumentEditor<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
}

/// A new reference document's window: the document is made once and owned by the window's root.
private struct ReferenceFileDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject private var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(makeDocument: @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = StateObject(wrappedValue: makeDocument())
        self.editor = editor
    }

    var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
    }
}
