// PhotosPickerTests.swift · RasterTests/Presentation · PhotosPicker and photosPicker answered through
// ViewHost (Views/Photos, Rendering/ViewHost+PhotosPicks.swift), and the items' loading.

import Foundation
import PhotosUI
import Testing
@testable import Raster

/// What the pickers selected, kept outside the views.
@Observable private final class Picks {
    var item: PhotosPickerItem?
    var items: [PhotosPickerItem] = []
}

private struct AvatarPicker: View {
    @Bindable var picks: Picks

    var body: some View {
        VStack {
            PhotosPicker("Choose Photo", selection: $picks.item, matching: .images)
            Text(picks.item == nil ? "No photo" : "Photo picked")
        }
    }
}

private struct GalleryPicker: View {
    @Bindable var picks: Picks

    var body: some View {
        PhotosPicker(selection: $picks.items, maxSelectionCount: 2, selectionBehavior: .ordered,
                     matching: .any(of: [.images, .videos]), preferredItemEncoding: .current) {
            Label("Add Photos", systemImage: "photo.on.rectangle")
        }
    }
}

private struct PresentedPicker: View {
    @State private var showing = true
    @Bindable var picks: Picks

    var body: some View {
        Text(showing ? "Picking" : "Done")
            .photosPicker(isPresented: $showing, selection: $picks.items)
    }
}

/// A PNG of `width` × `height` opaque red pixels.
private func redPNG(width: CGFloat, height: CGFloat) throws -> Data {
    try #require(ImageRenderer(content: pureRed.frame(width: width, height: height)).pngData())
}

@Suite struct PhotosPickerTests {
    @Test func aPickerIsAButtonThatOpensThePicker() throws {
        let picks = Picks()
        let host = ViewHost(AvatarPicker(picks: picks), size: CGSize(width: 240, height: 120))
        #expect(host.pendingPhotosPick == nil)
        #expect(try host.tap("Choose Photo"))
        let request = try #require(host.pendingPhotosPick)
        #expect(request.filter == .images)
        #expect(!request.allowsMultipleSelection)
        #expect(request.maxSelectionCount == 1)
        #expect(request.selection.isEmpty)
        #expect(request.preferredItemEncoding == .automatic)

        let item = PhotosPickerItem(data: try redPNG(width: 3, height: 2), contentType: .png)
        #expect(host.completePhotosPick(with: [item]))
        #expect(picks.item == item)
        #expect(host.pendingPhotosPick == nil)
        #expect(host.layoutDescription().contains(#"Text("Photo picked")"#))
        // Opened again, the picker shows the selection it has.
        #expect(try host.tap("Choose Photo"))
        #expect(host.pendingPhotosPick?.selection == [item])
        #expect(host.cancelPhotosPick())
        #expect(picks.item == item)
    }

    /// The label is drawn as a borderless button's: in the tint colour (iOS's default blue,
    /// 0 122 255 in light mode).
    @Test func theLabelIsDrawnInTheTint() throws {
        let host = ViewHost(PhotosPicker("Choose", selection: .constant(nil)).font(.system(size: 40, weight: .black)),
                            size: CGSize(width: 200, height: 80))
        let image = host.render()
        let frame = try host.frame(of: "Choose")
        var blue = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = image[x, y]
                if p.r == 0 && p.g == 122 && p.b == 255 && p.a == 255 { blue += 1 }
            }
        }
        #expect(blue > 50)
    }

    @Test func aMultiplePickerDeliversAtMostItsLimit() throws {
        let picks = Picks()
        let host = ViewHost(GalleryPicker(picks: picks), size: CGSize(width: 240, height: 80))
        #expect(try host.tap("Add Photos"))
        let request = try #require(host.pendingPhotosPick)
        #expect(request.allowsMultipleSelection)
        #expect(request.maxSelectionCount == 2)
        #expect(request.selectionBehavior == .ordered)
        #expect(request.preferredItemEncoding == .current)
        #expect(request.filter?.description == "any(of: [images, videos])")

        let items = [PhotosPickerItem(data: Data([1]), contentType: .jpeg),
                     PhotosPickerItem(data: Data([2]), contentType: .quickTimeMovie),
                     PhotosPickerItem(data: Data([3]), contentType: .heic)]
        let warnings = capturingWarnings { #expect(host.completePhotosPick(with: items)) }
        #expect(picks.items == Array(items.prefix(2)))
        #expect(warnings.contains { $0.contains("maxSelectionCount is 2; only the first 2 are delivered") })
    }

    @Test func theModifierOpensWhileItsBindingIsTrue() throws {
        let picks = Picks()
        picks.items = [PhotosPickerItem(itemIdentifier: "A1")]
        let host = ViewHost(PresentedPicker(picks: picks), size: CGSize(width: 200, height: 60))
        let request = try #require(host.pendingPhotosPick)
        #expect(request.filter == nil && request.maxSelectionCount == nil)
        #expect(request.selection == [PhotosPickerItem(itemIdentifier: "A1")])
        // Deselecting every item and confirming clears the selection.
        #expect(host.completePhotosPick(with: []))
        #expect(picks.items.isEmpty)
        #expect(host.layoutDescription().contains(#"Text("Done")"#))
    }

    @Test func badAnswersWarn() throws {
        let picks = Picks()
        let host = ViewHost(AvatarPicker(picks: picks), size: CGSize(width: 240, height: 120))
        let closed = capturingWarnings {
            #expect(!host.completePhotosPick(with: [PhotosPickerItem(itemIdentifier: "X")]))
            #expect(!host.cancelPhotosPick())
        }
        #expect(closed.contains { $0.contains("no Photos picker dialog is open") })
        #expect(try host.tap("Choose Photo"))
        let empty = capturingWarnings { #expect(!host.completePhotosPick(with: [])) }
        #expect(empty.contains { $0.contains("a single-item Photos picker needs an item; it stays open") })
        #expect(host.pendingPhotosPick != nil)
        let movie = PhotosPickerItem(data: Data([0]), contentType: .mpeg4Movie)
        let filtered = capturingWarnings { #expect(host.completePhotosPick(with: [movie])) }
        #expect(filtered.contains { $0.contains("an item of public.mpeg-4 is not matched by the picker's filter (images)") })
        #expect(picks.item == movie)
    }

    @Test func aDisabledPickerOpensNothing() {
        let host = ViewHost(PhotosPicker("Choose", selection: .constant(nil)).disabled(true), size: CGSize(width: 200, height: 60))
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.pendingPhotosPick == nil)
    }

    @Test func aNegativeLimitWarnsAndMeansNone() throws {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(PhotosPicker("Add", selection: .constant([]), maxSelectionCount: -3), size: CGSize(width: 200, height: 60))
        }
        #expect(warnings.contains { $0.contains("maxSelectionCount is -3; it must be 1 or more") })
        #expect(try host.tap("Add"))
        #expect(host.pendingPhotosPick?.maxSelectionCount == nil)
    }

    @MainActor @Test func itemsLoadTheirBytes() async throws {
        let png = try redPNG(width: 3, height: 2)
        let item = PhotosPickerItem(data: png, contentType: .png)
        #expect(try await item.loadTransferable(type: Data.self) == png)
        let image = try #require(try await item.loadTransferable(type: Image.self))
        let rendered = ViewHost(image, size: CGSize(width: 10, height: 10), scale: 1).render()
        var red = 0
        for y in 0..<10 {
            for x in 0..<10 where rendered[x, y] == RGBA8(r: 255, g: 0, b: 0, a: 255) { red += 1 }
        }
        #expect(red == 6)
        // A JPEG loads as an image too.
        let photo = try #require(try await PhotosPickerItem(data: grayJPEG, contentType: .jpeg).loadTransferable(type: Image.self))
        #expect(ViewHost(photo, size: CGSize(width: 8, height: 8), scale: 1).render()[4, 4] == RGBA8(r: 128, g: 128, b: 128, a: 255))
        // A string cannot be imported from an image.
        await #expect(throws: TransferError.self) { try await item.loadTransferable(type: String.self) }
    }

    @Test func anItemOfAFileTakesItsType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PhotosPickerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("beach.HEIC")
        try Data([9, 8, 7]).write(to: file)
        let item = try PhotosPickerItem(contentsOf: file)
        #expect(item.supportedContentTypes == [.heic])
        #expect(item.itemIdentifier == nil)
        #expect(throws: (any Error).self) { try PhotosPickerItem(contentsOf: folder.appendingPathComponent("missing.png")) }
        #expect(throws: CocoaError.self) { try PhotosPickerItem(contentsOf: URL(string: "https://example.com/a.png")!) }
        // The completion form has run when it returns.
        let loaded = LoadedBytes()
        let progress = item.loadTransferable(type: Data.self) { loaded.result = $0 }
        #expect(progress.isFinished)
        #expect(try loaded.result?.get() == Data([9, 8, 7]))
    }

    @Test func anItemOfALibraryIdentifierHasNoData() throws {
        let item = PhotosPickerItem(itemIdentifier: "9F98/L0/001")
        #expect(item.supportedContentTypes.isEmpty)
        let loaded = LoadedBytes()
        let warnings = capturingWarnings { item.loadTransferable(type: Data.self) { loaded.result = $0 } }
        #expect(try loaded.result?.get() == .some(nil))
        #expect(warnings.contains { $0.contains("has no data: Raster has no photo library") })
    }

    @Test func itemsAreEqualWhenTheyAreTheSameItem() {
        let a = PhotosPickerItem(data: Data([1]), contentType: .png)
        let b = PhotosPickerItem(data: Data([1]), contentType: .png)
        #expect(a == a && a != b)
        #expect(PhotosPickerItem(itemIdentifier: "x") == PhotosPickerItem(itemIdentifier: "x"))
        #expect(PhotosPickerItem(itemIdentifier: "x") != PhotosPickerItem(itemIdentifier: "y"))
        #expect(Set([a, a, b]).count == 2)
    }

    @Test func filtersAdmitTheirMediaTypes() {
        #expect(PHPickerFilter.images.admits(.heic) && !PHPickerFilter.images.admits(.quickTimeMovie))
        #expect(PHPickerFilter.videos.admits(.mpeg4Movie) && !PHPickerFilter.videos.admits(.png))
        #expect(PHPickerFilter.screenshots.admits(.png))
        #expect(PHPickerFilter.any(of: [.images, .videos]).admits(.quickTimeMovie))
        #expect(!PHPickerFilter.all(of: [.images, .videos]).admits(.png))
        #expect(PHPickerFilter.not(.videos).admits(.gif) && !PHPickerFilter.not(.videos).admits(.mpeg4Movie))
        #expect(PHPickerFilter.all(of: [.images, .not(.livePhotos)]).description == "all(of: [images, not(livePhotos)])")
        #expect(PHPickerFilter.images != PHPickerFilter.livePhotos)
    }
}

/// Where the completion-handler form of `loadTransferable` leaves its result.
private final class LoadedBytes: @unchecked Sendable {
    var result: Result<Data?, any Error>?
}
