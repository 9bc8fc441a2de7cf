// PhotosPicker.swift · Raster/Views/Photos · mirrors PhotosUI PhotosPicker and SwiftUI photosPicker(isPresented:selection:matching:preferredItemEncoding:), photosPicker(isPresented:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:) (iOS 16)
// Status: Partial — no photo picker is drawn: the open picker is recorded and a test answers
// it through `ViewHost` (Rendering/ViewHost+PhotosPicks.swift); the `photoLibrary:` forms and
// iOS 17's embedded picker styles are missing.

import Foundation

/// A view that displays a Photos picker for choosing assets from the photo library.
///
/// Raster: drawn as a button with its label (by the innermost `buttonStyle(_:)`, by default
/// borderless in the tint colour), as on iOS. A tap opens the picker: iOS presents the system
/// photo picker in a sheet, which Raster does not draw; the host records the open picker
/// (`ViewHost.pendingPhotosPick`) until a test picks items (`completePhotosPick(with:)`, which
/// sets `selection`) or cancels (`cancelPhotosPick()`). A disabled picker opens nothing.
public struct PhotosPicker<Label: View>: View {
    let selection: PhotosSelection
    let filter: PHPickerFilter?
    let encoding: PhotosPickerItem.EncodingDisambiguationPolicy
    let label: Label
    @State private var isPresented = false

    init(selection: PhotosSelection, filter: PHPickerFilter?, encoding: PhotosPickerItem.EncodingDisambiguationPolicy,
         label: Label) {
        self.selection = selection
        self.filter = filter
        self.encoding = encoding
        self.label = label
    }

    /// Creates a picker that selects one item, with a custom label.
    /// - Parameters:
    ///   - selection: the item picked; nil until one is.
    ///   - filter: the kinds of asset shown; nil (the default): every kind.
    ///   - preferredItemEncoding: the encoding items are delivered in (recorded only).
    ///   - label: the view the picker's button shows.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.init(selection: .single(selection), filter: filter, encoding: preferredItemEncoding, label: label())
    }

    /// Creates a picker that selects several items, with a custom label.
    /// - Parameters:
    ///   - selection: the items picked, in order.
    ///   - maxSelectionCount: the most items the user may pick; nil (the default): no limit.
    ///   - selectionBehavior: how picks are made (recorded only).
    ///   - filter: the kinds of asset shown; nil (the default): every kind.
    ///   - preferredItemEncoding: the encoding items are delivered in (recorded only).
    ///   - label: the view the picker's button shows.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.init(selection: .multiple(selection, PhotosSelection.limit(maxSelectionCount), selectionBehavior),
                  filter: filter, encoding: preferredItemEncoding, label: label())
    }

    public var body: some View {
        Button { isPresented = true } label: { label }
            .modifier(PhotosPickerModifier(isPresented: $isPresented, selection: selection, filter: filter,
                                           encoding: encoding))
    }
}

extension PhotosPicker where Label == Text {
    /// Creates a picker that selects one item, labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// Creates a picker that selects one item, labelled with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    /// Creates a picker that selects several items, labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// Creates a picker that selects several items, labelled with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                   matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents a Photos picker that selects a `PhotosPickerItem`.
    ///
    /// Raster: while `isPresented` is true the picker is open: nothing is drawn, and the host
    /// records it (`ViewHost.pendingPhotosPick`) until a test answers it. Picking
    /// (`ViewHost.completePhotosPick(with:)`) sets `selection` and `isPresented` to false;
    /// cancelling (`cancelPhotosPick()`) only sets `isPresented` to false, as on iOS.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerModifier(isPresented: isPresented, selection: .single(selection), filter: filter,
                                      encoding: preferredItemEncoding))
    }

    /// Presents a Photos picker that selects a collection of `PhotosPickerItem`s (see the
    /// one-item form; `maxSelectionCount` nil: no limit).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                             maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerModifier(isPresented: isPresented,
                                      selection: .multiple(selection, PhotosSelection.limit(maxSelectionCount), selectionBehavior),
                                      filter: filter, encoding: preferredItemEncoding))
    }
}

/// What a Photos picker selects into: one item, or several up to a limit (nil: none).
enum PhotosSelection {
    case single(Binding<PhotosPickerItem?>)
    case multiple(Binding<[PhotosPickerItem]>, Int?, PhotosPickerSelectionBehavior)

    /// `maxSelectionCount` as a limit: nil and 0 (PHPicker's "no limit") are none; a negative
    /// count is none too, with a warning.
    static func limit(_ maxSelectionCount: Int?) -> Int? {
        guard let count = maxSelectionCount, count != 0 else { return nil }
        guard count > 0 else {
            warnOnce("PhotosPicker's maxSelectionCount is \(count); it must be 1 or more (nil for no limit). "
                     + "The picker has no limit")
            return nil
        }
        return count
    }
}

/// Records the Photos picker open while `isPresented` is true, in the window's system requests.
struct PhotosPickerModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let selection: PhotosSelection
    let filter: PHPickerFilter?
    let encoding: PhotosPickerItem.EncodingDisambiguationPolicy

    func body(content: Content) -> some View {
        content.modifier(FileRequestModifier(request: isPresented.wrappedValue ? .photos(request) : nil))
    }

    private var request: PhotosPickRequest {
        let isPresented = self.isPresented
        switch selection {
        case .single(let binding):
            return PhotosPickRequest(filter: filter, allowsMultipleSelection: false, maxSelectionCount: 1,
                                     selectionBehavior: .default, preferredItemEncoding: encoding,
                                     selection: binding.wrappedValue.map { [$0] } ?? [],
                                     complete: { items in
                                         binding.wrappedValue = items.first
                                         isPresented.wrappedValue = false
                                     },
                                     cancel: { isPresented.wrappedValue = false })
        case .multiple(let binding, let limit, let behavior):
            return PhotosPickRequest(filter: filter, allowsMultipleSelection: true, maxSelectionCount: limit,
                                     selectionBehavior: behavior, preferredItemEncoding: encoding,
                                     selection: binding.wrappedValue,
                                     complete: { items in
                                         binding.wrappedValue = items
                                         isPresented.wrappedValue = false
                                     },
                                     cancel: { isPresented.wrappedValue = false })
        }
    }
}
