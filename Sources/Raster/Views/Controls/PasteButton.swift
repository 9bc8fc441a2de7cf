// PasteButton.swift · Raster/Views/Controls · mirrors SwiftUI PasteButton (iOS 16)
// Status: Complete for what the in-process pasteboard holds (strings, URLs, images).

import Foundation
import UniformTypeIdentifiers

/// A system button that reads items from the pasteboard and delivers them to a closure.
///
/// Raster: drawn as iOS draws its paste control by default, a prominent capsule in the tint
/// colour with the "doc.on.clipboard" icon and "Paste" in white (a `.borderedProminent`
/// capsule button of that `Label`) [UNCERTAIN: UIPasteControl's sizes are not published; these
/// are the bordered prominent button's]. It reads `UIPasteboard.general` (Raster's in-process
/// pasteboard: strings as `public.utf8-plain-text`, URLs as `public.url`, images as
/// `public.png`) each time its body runs: with nothing of a supported type it is disabled, as
/// on iOS. A tap delivers the items of supported types, in the pasteboard's order, without
/// the system's paste confirmation (a paste control needs none on iOS either).
public struct PasteButton: View {
    private let supportedContentTypes: [UTType]
    private let payloadAction: ([NSItemProvider]) -> Void

    /// A Paste button that delivers the pasteboard's items conforming to one of
    /// `supportedContentTypes` (in order of preference) as item providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.supportedContentTypes = supportedContentTypes
        self.payloadAction = payloadAction
    }

    /// A Paste button that delivers the pasteboard's items of `payloadType`; items that cannot
    /// be loaded as it are left out (a warning names the error), and nothing is delivered when
    /// none can.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.init(supportedContentTypes: T.importedContentTypes()) { providers in
            var items: [T] = []
            for provider in providers {
                switch provider.loadTransferable(T.self) {
                case .success(let item): items.append(item)
                case .failure(let error): warnOnce("PasteButton could not load a pasted item as \(T.self): \(error)")
                }
            }
            if !items.isEmpty { onPaste(items) }
        }
    }

    public var body: some View {
        let providers = Self.pasteboardProviders(conformingTo: supportedContentTypes)
        let action = payloadAction
        return Button {
            let current = Self.pasteboardProviders(conformingTo: supportedContentTypes)
            if !current.isEmpty { action(current) }
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
        .disabled(providers.isEmpty)
    }

    /// The general pasteboard's items as item providers, those with a representation
    /// conforming to one of `types`.
    static func pasteboardProviders(conformingTo types: [UTType]) -> [NSItemProvider] {
        let pasteboard = UIPasteboard.general
        var providers: [NSItemProvider] = []
        for string in pasteboard.strings ?? [] {
            providers.append(NSItemProvider(item: string, typeIdentifier: UTType.utf8PlainText.identifier))
        }
        for url in pasteboard.urls ?? [] {
            providers.append(NSItemProvider(item: url, typeIdentifier: UTType.url.identifier))
        }
        for image in pasteboard.images ?? [] {
            guard let data = image.pngData() else { continue }
            providers.append(NSItemProvider(item: data, typeIdentifier: UTType.png.identifier))
        }
        return providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}
