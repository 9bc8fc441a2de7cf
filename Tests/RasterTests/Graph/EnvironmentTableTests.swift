import Testing
@testable import Raster

/// The storage of `EnvironmentValues`: an open-addressing table that grows, copies on write
/// and finds every key it was given.
@Suite struct EnvironmentTableTests {
    /// Distinct identities to use as keys (a table keys by type identifier; any object's
    /// identifier is as good a key).
    final class Token {}

    @Test func anEmptyTableFindsNothingAndCountsNothing() {
        let table = EnvironmentTable()
        #expect(table.count == 0)
        #expect(table[ObjectIdentifier(Token.self)] == nil)
        var visited = 0
        table.forEach { _, _ in visited += 1 }
        #expect(visited == 0)
    }

    @Test func growingPastManySizesKeepsEveryKeyAndItsBox() {
        let keys = (0..<300).map { _ in Token() }, boxes = (0..<300).map { _ in Token() }
        var table = EnvironmentTable()
        for (key, box) in zip(keys, boxes) { table.set(box, for: ObjectIdentifier(key)) }
        #expect(table.count == 300)
        for (key, box) in zip(keys, boxes) { #expect(table[ObjectIdentifier(key)] === box) }
        #expect(table[ObjectIdentifier(Token())] == nil)
        var seen: [ObjectIdentifier: ObjectIdentifier] = [:]
        table.forEach { key, box in seen[key] = ObjectIdentifier(box) }
        #expect(seen == Dictionary(uniqueKeysWithValues: zip(keys.map(ObjectIdentifier.init), boxes.map(ObjectIdentifier.init))))
    }

    @Test func settingAKeyAgainReplacesItsBoxWithoutCountingItTwice() {
        let key = ObjectIdentifier(Token.self), first = Token(), second = Token()
        var table = EnvironmentTable()
        table.set(first, for: key)
        table.set(second, for: key)
        #expect(table.count == 1)
        #expect(table[key] === second)
    }

    @Test func aCopyIsIndependentOfTheTableItWasCopiedFrom() {
        let a = Token(), b = Token(), c = Token(), boxA = Token(), boxB = Token(), boxC = Token()
        var original = EnvironmentTable()
        original.set(boxA, for: ObjectIdentifier(a))
        var copy = original
        copy.set(boxB, for: ObjectIdentifier(b))
        copy.set(boxC, for: ObjectIdentifier(a))
        original.set(boxC, for: ObjectIdentifier(c))
        #expect(original.count == 2 && copy.count == 2)
        #expect(original[ObjectIdentifier(a)] === boxA && original[ObjectIdentifier(b)] == nil)
        #expect(original[ObjectIdentifier(c)] === boxC)
        #expect(copy[ObjectIdentifier(a)] === boxC && copy[ObjectIdentifier(b)] === boxB)
        #expect(copy[ObjectIdentifier(c)] == nil)
    }

    @Test func theTableReleasesItsBoxesWhenItGoesAway() {
        weak var released: Token?
        do {
            var table = EnvironmentTable()
            let box = Token()
            released = box
            table.set(box, for: ObjectIdentifier(Token.self))
            #expect(released != nil)
        }
        #expect(released == nil)
    }
}
