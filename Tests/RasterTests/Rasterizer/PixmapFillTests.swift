import Testing
@testable import Raster

/// `Pixmap.fill` (one `rep stosd` on x86-64) sets every pixel, whatever the pixel count.
@Suite struct PixmapFillTests {
    @Test(arguments: [(1, 1), (7, 3), (1170, 5)])
    func fillSetsEveryPixelToTheColoursBytes(size: (Int, Int)) throws {
        let pixmap = try Pixmap(width: size.0, height: size.1)
        pixmap.fill(PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 4))
        pixmap.fill(PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
        #expect(pixmap.data.count == size.0 * size.1 * 4)
        #expect(pixmap.data == Array(repeating: [242, 242, 247, 255] as [UInt8], count: size.0 * size.1).flatMap { $0 })
    }
}
