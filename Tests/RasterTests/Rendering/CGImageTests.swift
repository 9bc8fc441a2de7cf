// CGImageTests.swift · RasterTests/Rendering · ImageRenderer.uiImage and .cgImage, CGImage, Image(_:scale:orientation:label:) (Rendering/CGImage.swift, Views/Image+CGImage.swift)

#if !canImport(Darwin) // not canImport(CoreGraphics): Raster's CoreGraphics module answers it
import Foundation
import Testing
@testable import Raster

private let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
private let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
private let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

/// A badge-like view: a 30×20-point blue rounded rectangle with a white bar in its top half.
private struct Sample: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 6).fill(Color(red: 0, green: 0, blue: 1))
            .overlay(alignment: .top) { Color.white.frame(width: 20, height: 4).padding(.top, 3) }
            .frame(width: 30, height: 20)
    }
}

/// The pixels of `image`, row by row.
private func pixels(_ image: RasterImage) -> [[RGBA8]] {
    (0..<image.height).map { y in (0..<image.width).map { x in image[x, y] } }
}

/// Renders `view` at `scale`, as SwiftUI's ImageRenderer does.
@MainActor private func render(_ view: some View, scale: CGFloat = 1) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return try renderer.render()
}

/// A CGImage of `pixels`, rows top to bottom, made through `Image`'s renderer.
@MainActor private func cgImage(_ rows: [[PremultipliedRGBA8]]) throws -> CGImage {
    let pixmap = try Pixmap(width: rows[0].count, height: rows.count)
    for (y, row) in rows.enumerated() { for (x, pixel) in row.enumerated() { pixmap[x, y] = pixel } }
    return try #require(ImageRenderer(content: Image(pixmap: pixmap)).cgImage)
}

@MainActor @Suite struct CGImageTests {
    /// `cgImage` holds the rendered pixels: the content's 30×20 points at scale 2 are
    /// 60×40 pixels of 8-bit premultiplied RGBA, 240 bytes a row.
    @Test func theRenderersCGImageHoldsItsPixels() throws {
        let renderer = ImageRenderer(content: Sample())
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 60 && image.height == 40)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == 240)
        #expect(image.alphaInfo == .premultipliedLast && image.alphaInfo.rawValue == 1)
        #expect(image.pixmap.data == (try renderer.render()).pixmap.data)
    }

    /// `uiImage` is the rendered image at the renderer's scale: its size is in points, its
    /// PNG is the renderer's, and `Image(uiImage:)` of it draws the same pixels again.
    @Test func theRenderersUIImageDrawsTheSamePixels() throws {
        let renderer = ImageRenderer(content: Sample())
        renderer.scale = 3
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 3)
        #expect(image.pngData() == renderer.pngData())
        let original = try render(Sample(), scale: 3)
        let redrawn = try render(Image(uiImage: image), scale: 3)
        #expect(redrawn.width == 90 && redrawn.height == 60)
        #expect(pixels(redrawn) == pixels(original))
        // On a device, the device's scale: an iPhone 15 Pro's 393×852 points at 3x.
        renderer.device = .iPhone15Pro
        let screen = try #require(renderer.uiImage)
        #expect(screen.scale == 3 && screen.size == CGSize(width: 393, height: 852))
        #expect(try #require(renderer.cgImage).width == 1179)
    }

    /// Renderer → CGImage → Image, the way SwiftUI code shows a snapshot of a view: at the
    /// renderer's scale the image is the view's size and pixels; `UIImage(cgImage:)` is
    /// scale 1, and `uiImage.cgImage` gives the pixels back.
    @Test func aCGImageShowsAsAnImageAndAUIImage() throws {
        let renderer = ImageRenderer(content: Sample())
        renderer.scale = 2
        let cg = try #require(renderer.cgImage)
        let original = try render(Sample(), scale: 2)
        #expect(pixels(try render(Image(decorative: cg, scale: 2), scale: 2)) == pixels(original))
        #expect(pixels(try render(Image(cg, scale: 2, label: Text("Badge")), scale: 2)) == pixels(original))
        let ui = UIImage(cgImage: cg)
        #expect(ui.scale == 1 && ui.size == CGSize(width: 60, height: 40))
        let back = try #require(ui.cgImage)
        #expect(back.width == 60 && back.height == 40 && back.pixmap.data == cg.pixmap.data)
        #expect(UIImage(systemName: "star")?.cgImage == nil)
    }

    /// The label names the image for accessibility; a decorative image is left out.
    @Test func aLabelledCGImageIsAnAccessibilityImage() throws {
        let cg = try cgImage([[red]])
        let labelled = ImageRenderer(content: VStack { Image(cg, scale: 1, label: Text("Chart")); Image(decorative: cg, scale: 1) })
        #expect(labelled.accessibilityDescription() == "[image] \"Chart\" (0, 0, 1, 1)")
    }

    /// Each orientation turns the pixels as the EXIF orientation tag says (a 2×2 image
    /// A B / C D): `.right` shows the data turned clockwise, `.left` counterclockwise.
    @Test(arguments: [
        (Image.Orientation.up, [[red, green], [blue, white]]),
        (.upMirrored, [[green, red], [white, blue]]),
        (.down, [[white, blue], [green, red]]),
        (.downMirrored, [[blue, white], [red, green]]),
        (.right, [[blue, red], [white, green]]),
        (.left, [[green, white], [red, blue]]),
        (.leftMirrored, [[red, blue], [green, white]]),
        (.rightMirrored, [[white, green], [blue, red]]),
    ])
    func orientationsTurnThePixels(orientation: Image.Orientation, expected: [[PremultipliedRGBA8]]) throws {
        let cg = try cgImage([[red, green], [blue, white]])
        let drawn = try render(Image(decorative: cg, scale: 1, orientation: orientation))
        #expect((0..<2).map { y in (0..<2).map { x in drawn.pixmap[x, y] } } == expected)
    }

    /// A left or right orientation swaps width and height: a 3×1 strip stands 1×3 points.
    @Test func sidewaysOrientationsSwapTheSize() throws {
        let cg = try cgImage([[red, green, blue]])
        let drawn = try render(Image(decorative: cg, scale: 1, orientation: .right))
        #expect(drawn.width == 1 && drawn.height == 3)
        #expect([drawn.pixmap[0, 0], drawn.pixmap[0, 1], drawn.pixmap[0, 2]] == [red, green, blue])
        let halved = try render(Image(decorative: cg, scale: 0.5, orientation: .left), scale: 1)
        #expect(halved.width == 2 && halved.height == 6)
    }

    /// `cropping(to:)` takes whole pixels, cut to the image; nothing left is nil.
    @Test func croppingKeepsThePixelsOfTheRect() throws {
        let cg = try cgImage([[red, green, blue], [white, red, green]])
        let cropped = try #require(cg.cropping(to: CGRect(x: 1.5, y: 0, width: 5, height: 1)))
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(cropped.pixmap[0, 0] == green && cropped.pixmap[1, 0] == blue)
        #expect(cg.cropping(to: CGRect(x: 3, y: 0, width: 2, height: 2)) == nil)
    }

    /// A scale that is not positive and finite is 1, with a warning naming the initializer.
    @Test func anInvalidScaleIsOneWithAWarning() throws {
        let cg = try cgImage([[red, green]])
        let (image, warnings) = RasterDiagnostics.capturingWarnings { Image(decorative: cg, scale: -2.5) }
        #expect(try render(image).width == 2)
        #expect(warnings.count == 1 && warnings[0].contains("Image(decorative:scale:orientation:)"))
    }
}
#endif
