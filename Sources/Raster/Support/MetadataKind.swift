// MetadataKind.swift · Raster/Support · the kind of a type, read from its runtime metadata
// Status: Complete.

// `_MetadataKind`, the standard library's names of the kinds.
@_spi(Reflection) import Swift

/// The kind of `type` (struct, enum, optional, class, tuple, function...): the first word of
/// its metadata in the Swift ABI, where a class's is 0 or, with Objective-C interoperability,
/// a pointer (above the last enumerated kind). Read where reflection goes by a type's stored
/// properties (`_forEachField`, whose field records read as none for an enum).
func metadataKind(_ type: Any.Type) -> _MetadataKind {
    let word = UInt(bitPattern: unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee)
    return word > 0x7FF ? .class : _MetadataKind(rawValue: word) ?? .unknown
}
