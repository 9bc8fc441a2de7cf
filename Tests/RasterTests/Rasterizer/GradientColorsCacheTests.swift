import Testing
@testable import Raster

@Suite struct GradientColorsCacheTests {
    let stops: GradientColors.Stops = [(0, Color.Resolved(red: 1, green: 0, blue: 0)),
                                       (1, Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5))]

    @Test func theSameArgumentsReuseTheTable() {
        let cache = GradientColorsCache()
        let first = cache.colors(stops: stops, count: 512, linearColor: false, opacity: 1)
        let again = cache.colors(stops: stops, count: 512, linearColor: false, opacity: 1)
        #expect(first === again)
        #expect(first.count == 512 && !first.isOpaque)
    }

    @Test func anyDifferenceBuildsANewTable() {
        let cache = GradientColorsCache()
        let first = cache.colors(stops: stops, count: 512, linearColor: false, opacity: 1)
        let sized = cache.colors(stops: stops, count: 1024, linearColor: false, opacity: 1)
        let faded = cache.colors(stops: stops, count: 1024, linearColor: false, opacity: 0.5)
        let linear = cache.colors(stops: stops, count: 1024, linearColor: true, opacity: 0.5)
        var moved = stops
        moved[1].location = 0.9
        let shifted = cache.colors(stops: moved, count: 1024, linearColor: true, opacity: 0.5)
        #expect(first !== sized && sized !== faded && faded !== linear && linear !== shifted)
        // The cache keeps the last one only.
        #expect(cache.colors(stops: moved, count: 1024, linearColor: true, opacity: 0.5) === shifted)
        #expect(cache.colors(stops: stops, count: 512, linearColor: false, opacity: 1) !== first)
    }

    @Test func aShadingDrawnAgainPaintsTheSamePixels() throws {
        let shading = GraphicsContext.Shading.linearGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                                             startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 40, y: 0))
        func draw(opacity: Double) throws -> [UInt8] {
            let pixmap = try Pixmap(width: 40, height: 8)
            var context = GraphicsContext(pixmap: pixmap)
            context.opacity = opacity
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 8)), with: shading)
            return pixmap.data
        }
        let first = try draw(opacity: 1), faded = try draw(opacity: 0.5), again = try draw(opacity: 1)
        #expect(first == again)
        #expect(first != faded)
        // Pixel centres at x = 0.5 and 39.5 are t = 1/80 and 79/80: nearly red, nearly blue.
        #expect(Array(first[0..<4]) == [252, 0, 3, 255])
        #expect(Array(first[39 * 4..<40 * 4]) == [3, 0, 252, 255])
    }
}
