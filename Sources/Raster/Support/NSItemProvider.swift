// NSItemProvider.swift · Raster/Support · mirrors Foundation's NSItemProvider, NSItemProviderWriting, NSItemProviderReading, NSItemProviderRepresentationVisibility (iOS 17), which Linux lacks (UTType is in Sources/UniformTypeIdentifiers)
// Status: Partial — data, Transferable and NSString/NSURL representations, loaded in process;
// no file or in-place representations, no `loadItem(forTypeIdentifier:)`.

import Foundation
import UniformTypeIdentifiers

/// The kinds of apps that can see an item provider's representation.
/// Raster: recorded only (nothing leaves the process).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// A class that an item provider can make an object of (`NSItemProvider(object:)`).
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, in preference order.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The object's data as `typeIdentifier`.
    /// - Throws: when the object cannot be written as that type.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data
}

/// A class an item provider's data can be read into (`loadObject(ofClass:completionHandler:)`).
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class can read, in preference order.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Creates an object from `data` of `typeIdentifier`.
    /// - Throws: when the data is not a valid object of that type.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities.
///
/// Raster: everything stays in one process. A load runs the registered handler (or the
/// `Transferable` export) at once and calls the completion handler before the load method
/// returns, where iOS calls it later on another queue; the returned `Progress` is finished.
/// `ViewHost` drag and drop makes one provider per dragged item (`draggable`, `onDrag`).
open class NSItemProvider {
    /// One registered representation: its type identifier and how its data is made.
    private struct Representation {
        let typeIdentifier: String
        let load: () -> Result<Data, Error>
    }

    private var representations: [Representation] = []

    /// The identifiers of the types the provider was registered with, in order.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The content types the provider was registered with, in order (unknown identifiers as
    /// dynamic types).
    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) }
    }

    /// A file name to suggest to the receiver. Default nil.
    open var suggestedName: String?

    /// Creates an empty item provider.
    public init() {}

    /// Creates a provider of `object`'s data in each of its class's writable types.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Creates a provider of `item` (a `Data`, `String` or `URL`) as `typeIdentifier`;
    /// nil for either makes an empty provider.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item {
        case let value as Data: data = value
        case let value as String: data = Data(value.utf8)
        case let value as URL: data = Data(value.absoluteString.utf8)
        default: data = nil
        }
        guard let data else {
            warnOnce("NSItemProvider(item:typeIdentifier:): Raster provides Data, String and URL items only; "
                     + "the \(type(of: item)) item is not registered")
            return
        }
        representations.append(Representation(typeIdentifier: typeIdentifier) { .success(data) })
    }

    /// Registers `object`'s data in each of its class's writable types.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: identifier) {
                Result { try object.itemProviderData(forTypeIdentifier: identifier) }
            })
        }
    }

    /// Registers a data representation of `typeIdentifier`; `loadHandler` is run when the
    /// data is loaded and hands it (or an error) to the completion it is given.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier) {
            var result: Result<Data, Error> = .failure(CocoaError(.fileReadUnknown))
            _ = loadHandler { data, error in
                if let data { result = .success(data) } else if let error { result = .failure(error) }
            }
            return result
        })
    }

    /// Registers a data representation of `contentType` (`registerDataRepresentation(forTypeIdentifier:…)`).
    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers `transferable`'s exports, one representation per content type it exports,
    /// in its preference order; the value is made when data is first loaded.
    open func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        let item = LazyBox(transferable)
        for entry in T.transferEntries {
            guard let contentType = entry.exportedContentType else { continue }
            representations.append(Representation(typeIdentifier: contentType.identifier) {
                let value = item.value
                guard entry.canExport(value) else {
                    return .failure(TransferError.noRepresentation(type: String(describing: T.self),
                                                                   contentType: contentType, exporting: true))
                }
                return TransferRunner.run(String(describing: T.self)) { try await entry.export(value).data() }
            })
        }
    }

    /// Whether the provider has a representation of the type `typeIdentifier` or of a type
    /// conforming to it (`public.utf8-plain-text` conforms to `public.plain-text`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
            || UTType(typeIdentifier).map { type in registeredContentTypes.contains { $0.conforms(to: type) } } ?? false
    }

    /// Whether an object of `aClass` can be loaded (the provider has one of its readable types).
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Loads the data of the first representation conforming to `typeIdentifier` and hands
    /// it (or an error) to `completionHandler`, before returning (see the class notes).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        Self.complete(loadData(conformingTo: typeIdentifier), completionHandler)
    }

    /// Loads the data of the first representation conforming to `contentType`.
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads an object of `aClass` from the first of its readable types the provider has.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        Self.complete(Result { try readObject(of: aClass) }, completionHandler)
    }

    /// Loads a `String` from the provider's plain text (as `loadObject(ofClass: NSString.self)`).
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping (String?, Error?) -> Void) -> Progress {
        Self.complete(Result { String(describing: try readObject(of: NSString.self)) }, completionHandler)
    }

    /// Loads a `URL` from the provider's URL (as `loadObject(ofClass: NSURL.self)`).
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping (URL?, Error?) -> Void) -> Progress {
        Self.complete(Result {
            let url = try readObject(of: NSURL.self) as! NSURL
            guard let converted = URL(string: url.absoluteString) else { throw CocoaError(.coderReadCorrupt) }
            return converted
        }, completionHandler)
    }

    /// Loads a `T` through its `Transferable` imports: the first of `T`'s importers whose
    /// content type the provider has a conforming representation of.
    @discardableResult
    open func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                completionHandler: @escaping (Result<T, Error>) -> Void) -> Progress {
        completionHandler(loadTransferable(T.self))
        return Self.finishedProgress()
    }

    /// `loadTransferable(type:completionHandler:)`'s result, synchronously.
    func loadTransferable<T: Transferable>(_ type: T.Type) -> Result<T, Error> {
        for entry in T.transferEntries {
            guard let imported = entry.importedContentType,
                  let representation = representations.first(where: { conforms($0.typeIdentifier, to: imported) }) else { continue }
            let data: Data
            switch representation.load() {
            case .success(let loaded): data = loaded
            case .failure(let error): return .failure(error)
            }
            let source = UTType(representation.typeIdentifier)
            return TransferRunner.run(String(describing: T.self)) { try await T.importing(.data(data), contentType: source ?? imported) }
        }
        return .failure(TransferError.noRepresentation(type: String(describing: T.self), contentType: nil, exporting: false))
    }

    // MARK: Loading

    private func loadData(conformingTo typeIdentifier: String) -> Result<Data, Error> {
        guard let representation = representations.first(where: { conforms($0.typeIdentifier, to: typeIdentifier) }) else {
            return .failure(CocoaError(.fileReadNoSuchFile, userInfo: [
                NSLocalizedDescriptionKey: "NSItemProvider has no representation conforming to \(typeIdentifier)",
            ]))
        }
        return representation.load()
    }

    private func readObject(of aClass: NSItemProviderReading.Type) throws -> NSItemProviderReading {
        for identifier in aClass.readableTypeIdentifiersForItemProvider {
            guard case .success(let data) = loadData(conformingTo: identifier) else { continue }
            return try aClass.object(withItemProviderData: data, typeIdentifier: identifier)
        }
        throw CocoaError(.fileReadNoSuchFile, userInfo: [
            NSLocalizedDescriptionKey: "NSItemProvider has no representation a \(aClass) can read",
        ])
    }

    /// Hands `result` to `completionHandler` as an object or an error; returns a finished progress.
    private static func complete<T>(_ result: Result<T, Error>, _ completionHandler: (T?, Error?) -> Void) -> Progress {
        switch result {
        case .success(let value): completionHandler(value, nil)
        case .failure(let error): completionHandler(nil, error)
        }
        return finishedProgress()
    }

    private func conforms(_ identifier: String, to other: String) -> Bool {
        identifier == other || (UTType(identifier).flatMap { type in UTType(other).map { type.conforms(to: $0) } } ?? false)
    }

    private func conforms(_ identifier: String, to type: UTType) -> Bool { conforms(identifier, to: type.identifier) }

    private static func finishedProgress() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// A value made on first use (the payload of `NSItemProvider.register(_:)`).
private final class LazyBox<Value>: @unchecked Sendable {
    private let make: () -> Value
    private(set) lazy var value: Value = make()
    init(_ make: @escaping () -> Value) { self.make = make }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Plain text (read as UTF-8).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        Data(String(describing: self).utf8)
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        NSString(string: String(decoding: data, as: UTF8.self)) as! Self
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL (its absolute string as UTF-8).
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A URL (its absolute string as UTF-8).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        Data(absoluteString.utf8)
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
        return url as! Self
    }
}
