// TopLevelCoders.swift · Combine · mirrors Combine TopLevelEncoder, TopLevelDecoder (iOS 13+)
// Status: Complete — JSON and property-list coders conform; the encode/decode operators are not in Raster.

import Foundation

/// A type that defines methods for encoding.
///
/// Raster: as in Combine, `JSONEncoder` and `PropertyListEncoder` conform (their `Output` is
/// `Data`); `CodableRepresentation` (CoreTransferable) encodes through one.
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes an instance of the indicated type.
    /// - Throws: the encoder's error when `value` cannot be encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding.
///
/// Raster: as in Combine, `JSONDecoder` and `PropertyListDecoder` conform (their `Input` is
/// `Data`).
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input
    /// Decodes an instance of the indicated type.
    /// - Throws: `DecodingError` (or the decoder's own error) when `from` does not hold a `T`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
