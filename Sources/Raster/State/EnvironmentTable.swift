// EnvironmentTable.swift · Raster/State · the storage of EnvironmentValues (no SwiftUI counterpart)
// Status: Complete.
//
// An environment is read far more than it is written: building 10,000 views read it 120,000
// times (fonts, styles, redaction, text settings), and a `Dictionary` keyed by
// `ObjectIdentifier` hashed every read with SipHash through `Hasher`, a twentieth of the
// build's instructions. This table hashes a key with one multiplication (Fibonacci hashing of
// the key type's metadata address) and finds it by linear probing in a table at most half
// full, in one allocation copied on write as a whole.

/// Boxes by key type identifier: an open-addressing hash table with value semantics.
struct EnvironmentTable {
    /// Nil while empty: an environment nobody wrote to allocates nothing.
    private var storage: Storage?

    /// The number of keys with a box.
    var count: Int { storage?.withUnsafeMutablePointerToHeader { $0.pointee.count } ?? 0 }

    /// The box stored for `key`, nil when none.
    subscript(key: ObjectIdentifier) -> AnyObject? {
        guard let storage else { return nil }
        return storage.withUnsafeMutablePointers { header, entries in
            entries[Storage.slot(of: key, header, entries)].box
        }
    }

    /// Stores `box` for `key`, replacing any box stored before. (Entries are never removed:
    /// setting an environment value writes a box, even of nil.)
    mutating func set(_ box: AnyObject, for key: ObjectIdentifier) {
        let capacity = storage?.withUnsafeMutablePointerToHeader { $0.pointee.mask + 1 } ?? 0
        if storage == nil || (count + 1) * 2 > capacity {
            storage = Storage.make(capacity: Swift.max(8, capacity * 2), copying: storage)
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = Storage.make(capacity: capacity, copying: storage)
        }
        storage!.withUnsafeMutablePointers { header, entries in
            let slot = Storage.slot(of: key, header, entries)
            if entries[slot].key == nil { header.pointee.count += 1 }
            entries[slot] = Entry(key: key, box: box)
        }
    }

    /// Calls `body` with every key and its box, in no particular order.
    func forEach(_ body: (ObjectIdentifier, AnyObject) -> Void) {
        guard let storage else { return }
        storage.withUnsafeMutablePointers { header, entries in
            for i in 0...header.pointee.mask {
                if let key = entries[i].key, let box = entries[i].box { body(key, box) }
            }
        }
    }

    /// One slot: an empty one has no key (and takes no more room for it).
    fileprivate struct Entry {
        var key: ObjectIdentifier?
        var box: AnyObject?
    }

    fileprivate struct Header {
        /// Slots − 1; the slot count is a power of two.
        let mask: Int
        /// 64 − log2(slots): a hash's top bits pick the first slot.
        let shift: UInt
        var count: Int
    }

    /// The slots, in the buffer's one allocation after its header. Read through the buffer's
    /// pointers: its `header` property is a class property, whose every access the runtime's
    /// exclusivity checking recorded (more than the hashing this table saves).
    fileprivate final class Storage: ManagedBuffer<Header, Entry> {
        /// A table of `capacity` slots (a power of two) holding `source`'s entries.
        static func make(capacity: Int, copying source: Storage?) -> Storage {
            let shift = UInt(64 - capacity.trailingZeroBitCount)
            let buffer = Storage.create(minimumCapacity: capacity) { _ in
                Header(mask: capacity - 1, shift: shift, count: 0)
            }
            let storage = unsafeDowncast(buffer, to: Storage.self)
            storage.withUnsafeMutablePointers { header, entries in
                entries.initialize(repeating: Entry(key: nil, box: nil), count: capacity)
                source?.withUnsafeMutablePointers { oldHeader, old in
                    for i in 0...oldHeader.pointee.mask {
                        if let key = old[i].key { entries[slot(of: key, header, entries)] = old[i] }
                    }
                    header.pointee.count = oldHeader.pointee.count
                }
            }
            return storage
        }

        /// The slot holding `key`, else the empty slot where it belongs, in the table of
        /// `header` and `entries`.
        @inline(__always)
        static func slot(of key: ObjectIdentifier, _ header: UnsafeMutablePointer<Header>,
                         _ entries: UnsafeMutablePointer<Entry>) -> Int {
            let mask = header.pointee.mask
            var i = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> header.pointee.shift) & mask
            while let other = entries[i].key, other != key { i = (i + 1) & mask }
            return i
        }

        deinit {
            _ = withUnsafeMutablePointers { header, entries in entries.deinitialize(count: header.pointee.mask + 1) }
        }
    }
}
