import Foundation
import Testing
@testable import Raster

@Suite struct ImageRendererTests {
    @Test func rendersFixedFrameAtScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 2
        let image = try renderer.render()
        #expect(image.width == 20 && image.height == 10)
        #expect(image[0, 0] == RGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(image[19, 9] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func framesTooLargeForAnyCanvasAreTheSizeError() {
        // 1e300 points is more pixels than an Int holds: still the size error, no trap.
        let huge = ImageRenderer(content: Color.red.frame(width: 1e300, height: 1e300))
        #expect(throws: PixmapError.invalidSize(width: Int(Int32.max), height: Int(Int32.max))) { try huge.render() }
        let wide = ImageRenderer(content: Color.red.frame(width: 40_000, height: 2))
        #expect(throws: PixmapError.invalidSize(width: 40_000, height: 2)) { try wide.render() }
    }

    @Test func scratchGallery() throws {
        let view = VStack(spacing: 12) {
            Text("Hello, Raster!").font(.title).bold()
            HStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 80, height: 50)
                Circle().fill(Color.orange).frame(width: 50, height: 50)
                Capsule().stroke(Color.green, lineWidth: 4).frame(width: 90, height: 40)
            }
            Text("State와 Binding: 한국어 텍스트도 그려집니다").font(.body).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        try renderer.render().write(to: URL(fileURLWithPath: "/tmp/scratch.png"))
    }
}

@Suite struct ForegroundStyleTests {
    @Test func secondaryIsRelativeToTheStyleItReplaces() throws {
        let plain = try ImageRenderer(content: Rectangle().frame(width: 2, height: 2).foregroundStyle(.secondary)).render()
        #expect(plain[0, 0] == RGBA8(r: 60, g: 60, b: 67, a: 153))
        let red = try ImageRenderer(content: Rectangle().frame(width: 2, height: 2).foregroundStyle(.secondary).foregroundStyle(Color.red)).render()
        // Red at 50%: green 59 is stored premultiplied as 30 of 128, read back as 60.
        #expect(red[0, 0] == RGBA8(r: 255, g: 60, b: 48, a: 128))
    }

    /// An image that renders but cannot be encoded gives nil with a warning saying why (the
    /// error was swallowed).
    @Test func pngDataSaysWhyItHasNoBytes() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = 1e-6
        var data: Data?
        let warnings = capturingWarnings { data = renderer.pngData() }
        #expect(data == nil)
        #expect(warnings.contains { $0.contains("could not encode its image as PNG") && $0.contains("cannot be recorded in pHYs") })
    }
}
