// ConformanceRecords.swift · Raster/Previews · the types conforming to a protocol, read from the runtime's conformance records (Raster's own)
// Status: Complete — ELF images (Linux); non-generic structs, enums and classes.
//
// Every Swift image has a `swift5_protocol_conformances` section: an array of 32-bit
// offsets, each relative to its own address, to a protocol conformance descriptor. The
// runtime registers each loaded image's sections (swiftrt.o calls swift_addNewDSOImage) and
// lists them through `swift_enumerateAllMetadataSections`, exported by libswiftCore on ELF
// platforms; swift-testing finds its tests on Linux in the same records. Layouts, from the
// Swift ABI (include/swift/ABI/Metadata.h, stdlib/public/SwiftShims/MetadataSections.h):
//
//   MetadataSections            version, reserved, next, prev (4 words), then (start, length)
//                               word pairs: swift5_protocols, swift5_protocol_conformances, …
//   conformance descriptor      +0 protocol (relative, indirect when bit 0 is set)
//                               +4 type reference (relative; its kind is in flags bits 3–5:
//                                  0 direct type descriptor, 1 indirect, 2–3 Objective-C)
//                               +8 witness table pattern, +12 flags
//   context descriptor          +0 flags (kind in bits 0–4: 0 module, 3 protocol, 16 class,
//                                  17 struct, 18 enum; bit 7 generic), +4 parent (relative,
//                                  indirectable), +8 name (relative, C string)
//   type context descriptor     … +12 metadata access function (relative)
//
// A non-generic type's metadata access function takes the metadata request (0: complete)
// in the first integer argument register and returns the metadata in the first result
// register in Swift's calling convention, as it does in C's on x86-64 and arm64.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the protocol conformance records of every loaded image.
enum ConformanceRecords {
    private typealias SectionVisitor = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
    private typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void
    private typealias MetadataAccessFunction = @convention(c) (Int) -> UnsafeRawPointer?

    /// A conforming type and the module that declares it.
    struct ConformingType {
        let type: Any.Type
        let moduleName: String
    }

    /// The non-generic types of all loaded images declared (in any module) to conform to the
    /// protocol `protocolName` declared at the top level of `moduleName`; each type once, in
    /// the order of the records.
    static func types(conformingTo protocolName: String, declaredIn moduleName: String) -> [ConformingType] {
        var types: [ConformingType] = []
        var seen = Set<UnsafeRawPointer>()
        for section in conformanceSections() {
            for offset in stride(from: 0, to: section.count - 3, by: 4) {
                let record = section.baseAddress! + offset
                let descriptor = relative(record)
                guard isProtocol(indirectable(descriptor), named: protocolName, in: moduleName),
                      let type = typeDescriptor(of: descriptor), seen.insert(type).inserted,
                      let metadata = metadata(of: type) else { continue }
                types.append(ConformingType(type: metadata, moduleName: module(of: type)))
            }
        }
        return types
    }

    /// The `swift5_protocol_conformances` section of each image the runtime registered.
    private static func conformanceSections() -> [UnsafeRawBufferPointer] {
        guard let process = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(process, "swift_enumerateAllMetadataSections") else {
            warnOnce("Previews cannot be discovered: the Swift runtime does not export swift_enumerateAllMetadataSections (only ELF platforms do)")
            return []
        }
        let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
        var sections: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &sections) { list in
            enumerate({ metadataSections, context in
                let words = metadataSections.assumingMemoryBound(to: UInt.self)
                // Words 6 and 7: swift5_protocol_conformances' start and length.
                if let start = UnsafeRawPointer(bitPattern: words[6]), words[7] > 0 {
                    context!.assumingMemoryBound(to: [UnsafeRawBufferPointer].self)
                        .pointee.append(UnsafeRawBufferPointer(start: start, count: Int(words[7])))
                }
                return true
            }, UnsafeMutableRawPointer(list))
        }
        return sections
    }

    /// The address a 32-bit relative offset at `field` points to.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.loadUnaligned(as: Int32.self))
    }

    /// The address a relative-indirectable offset at `field` leads to: with bit 0 set, the
    /// offset points to a pointer to it. Nil for a null offset.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        guard offset & 1 != 0 else { return field + Int(offset) }
        return (field + Int(offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
    }

    private static func kind(_ context: UnsafeRawPointer) -> UInt32 { context.loadUnaligned(as: UInt32.self) & 0x1F }

    private static func name(_ context: UnsafeRawPointer) -> String { String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self)) }

    /// Whether `context` is the protocol `protocolName` declared at the top level of `moduleName`.
    private static func isProtocol(_ context: UnsafeRawPointer?, named protocolName: String, in moduleName: String) -> Bool {
        guard let context, kind(context) == 3, name(context) == protocolName,
              let parent = indirectable(context + 4), kind(parent) == 0 else { return false }
        return name(parent) == moduleName
    }

    /// The descriptor of the conforming type, or nil for Objective-C classes and generic types.
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let type: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: type = relative(conformance + 4)
        case 1: type = relative(conformance + 4).loadUnaligned(as: UnsafeRawPointer?.self)
        default: return nil
        }
        guard let type, (16...18).contains(kind(type)), type.loadUnaligned(as: UInt32.self) & 0x80 == 0 else { return nil }
        return type
    }

    /// The name of the module a context is declared in (its outermost parent).
    private static func module(of context: UnsafeRawPointer) -> String {
        var context = context
        while kind(context) != 0, let parent = indirectable(context + 4) { context = parent }
        return kind(context) == 0 ? name(context) : ""
    }

    /// The type a non-generic type descriptor describes, through its metadata access function.
    private static func metadata(of type: UnsafeRawPointer) -> Any.Type? {
        guard (type + 12).loadUnaligned(as: Int32.self) != 0 else { return nil }
        let access = unsafeBitCast(relative(type + 12), to: MetadataAccessFunction.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
