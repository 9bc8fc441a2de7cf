// LRUCache.swift · Raster/Support · a bounded cache shared by text layout and glyph rasterizing (Raster's own)
// Status: Complete.

import Foundation

/// A thread-safe cache holding at most `capacity` entries, evicting the least recently used.
///
/// Text layouts and glyph masks are pure functions of their keys, so eviction never changes
/// output, only speed. Entries live in a doubly linked list threaded through two index arrays
/// (`newer`, `older`), so a hit or an insertion allocates nothing once the cache is full.
final class LRUCache<Key: Hashable, Value>: @unchecked Sendable {
    /// The most entries kept; at least 1.
    let capacity: Int

    private let lock = NSLock()
    private var slots: [Key: Int] = [:]
    private var keys: [Key] = []
    private var values: [Value] = []
    /// For slot i, the slot used just after it (towards the newest), or -1.
    private var newer: [Int] = []
    /// For slot i, the slot used just before it (towards the oldest), or -1.
    private var older: [Int] = []
    private var newest = -1
    private var oldest = -1

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The number of entries held.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return slots.count
    }

    /// The value for `key`, marking it most recently used.
    func value(for key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return values[slot]
    }

    /// Stores `value` for `key` as the most recently used entry, evicting the oldest entry
    /// when the cache is full.
    func insert(_ value: Value, for key: Key) {
        lock.lock(); defer { lock.unlock() }
        if let slot = slots[key] {
            values[slot] = value
            moveToNewest(slot)
            return
        }
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key); values.append(value); newer.append(-1); older.append(-1)
        } else {
            slot = oldest
            slots[keys[slot]] = nil
            unlink(slot)
            keys[slot] = key; values[slot] = value
        }
        slots[key] = slot
        linkAsNewest(slot)
    }

    /// The value for `key`, computing and storing it with `make` when absent. `make` runs
    /// outside the lock, so two threads may both compute a missing value; both results are
    /// equal because cached values are pure functions of their keys.
    func value(for key: Key, orInsert make: () -> Value) -> Value {
        if let hit = value(for: key) { return hit }
        let made = make()
        insert(made, for: key)
        return made
    }

    /// Removes every entry.
    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        slots = [:]; keys = []; values = []; newer = []; older = []
        newest = -1; oldest = -1
    }

    private func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAsNewest(slot)
    }

    private func unlink(_ slot: Int) {
        let n = newer[slot], o = older[slot]
        if n >= 0 { older[n] = o } else { newest = o }
        if o >= 0 { newer[o] = n } else { oldest = n }
        newer[slot] = -1; older[slot] = -1
    }

    private func linkAsNewest(_ slot: Int) {
        older[slot] = newest
        newer[slot] = -1
        if newest >= 0 { newer[newest] = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
