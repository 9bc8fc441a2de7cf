import Testing
@testable import Raster

@Suite struct GradientTableTests {
    func color(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> Color.Resolved {
        Color.Resolved(red: r, green: g, blue: b, opacity: a)
    }

    func table(_ stops: [(location: Float, color: Color.Resolved)], count: Int = 256,
               opacity: Float = 1) -> (entries: [PackedPixel], opaque: Bool) {
        let p = UnsafeMutablePointer<PackedPixel>.allocate(capacity: count)
        defer { p.deallocate() }
        let opaque = GradientTable.fill(p, count: count, stops: stops, linearColor: false, opacity: opacity)
        return (Array(UnsafeBufferPointer(start: p, count: count)), opaque)
    }

    func grey(_ v: UInt32, alpha a: UInt32 = 255) -> PackedPixel { v | v << 8 | v << 16 | a << 24 }

    @Test func blackToWhiteHasOneGreyPerEntry() {
        // Entry i is at t = i / 255, so its grey is i / 255 · 255 + 0.5 truncated: i.
        let t = table([(0, color(0, 0, 0)), (1, color(1, 1, 1))])
        #expect(t.entries == (0..<256).map { grey(UInt32($0)) })
        #expect(t.opaque)
    }

    @Test func opacityScalesEntriesAsSkiaDoes() {
        // Opacity 0.5 is the byte 128; bytes scale as ⌊(c · 128 + 255) / 256⌋.
        let t = table([(0, color(0, 0, 0)), (1, color(1, 1, 1))], opacity: 0.5)
        #expect(t.entries[0] == grey(0, alpha: 128))
        #expect(t.entries[100] == grey(50, alpha: 128))
        #expect(t.entries[255] == grey(128, alpha: 128))
        #expect(!t.opaque)
    }

    @Test func coincidentStopsMakeAHardEdgeAndEndsHold() {
        let red = color(1, 0, 0), blue = color(0, 0, 1)
        let t = table([(0.75, blue), (0.25, red), (0.5, red), (0.5, blue)])
        #expect(t.entries[0] == 0xFF00_00FF && t.entries[64] == 0xFF00_00FF)
        #expect(t.entries[127] == 0xFF00_00FF)  // t = 0.498: red
        #expect(t.entries[128] == 0xFFFF_0000)  // t = 0.502: blue
        #expect(t.entries[255] == 0xFFFF_0000)
    }

    @Test func translucentStopsArePremultiplied() {
        // Straight (1, 0.5, 0) at 0.5 opacity: bytes (255, 128, 0, 128), premultiplied (128, 64, 0, 128).
        let t = table([(0, color(1, 0.5, 0, 0.5))], count: 8)
        #expect(t.entries == Array(repeating: 0x8000_4080, count: 8))
        #expect(!t.opaque)
    }
}
