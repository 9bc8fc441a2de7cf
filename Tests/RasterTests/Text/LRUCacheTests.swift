import Testing
@testable import Raster

@Suite struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsedEntry() {
        let cache = LRUCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        #expect(cache.value(for: "a") == 1)        // "a" is now the newest
        cache.insert(3, for: "c")                  // evicts "b"
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
        cache.insert(4, for: "a")                  // replaces, no eviction
        #expect(cache.count == 2 && cache.value(for: "a") == 4 && cache.value(for: "c") == 3)
    }

    @Test func computesMissingValuesOnceAndClears() {
        let cache = LRUCache<Int, String>(capacity: 0)
        var calls = 0
        #expect(cache.value(for: 1) { calls += 1; return "one" } == "one")
        #expect(cache.value(for: 1) { calls += 1; return "uno" } == "one")
        #expect(calls == 1 && cache.capacity == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.value(for: 1) == nil)
    }
}
