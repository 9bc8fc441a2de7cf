// PixelScaleTests.swift · RasterTests/Rendering · one policy for invalid scales (PixelScale.swift)
// Throwing APIs throw; initializers that cannot throw warn naming the API and draw at 1.

import Foundation
import Testing
@testable import Raster

@Suite struct PixelScaleTests {
    @Test(arguments: [0, -2, CGFloat.nan, CGFloat.infinity])
    func rendererThrowsTheInvalidScale(scale: CGFloat) {
        let renderer = ImageRenderer(content: Color.red.frame(width: 2, height: 2))
        renderer.scale = scale
        // Compared by description: NaN is not equal to itself.
        let error = #expect(throws: RenderError.self) { try renderer.render() }
        #expect(error?.description == RenderError.invalidScale(scale).description)
    }

    @Test func rendererErrorNamesTheRule() {
        #expect(RenderError.invalidScale(0).description
                == "the renderer was given the scale 0.0; a scale must be a positive, finite number of pixels per point")
    }

    @Test func graphicsContextWarnsAndDrawsAtOne() throws {
        let pixmap = try Pixmap(width: 4, height: 4)
        let (context, warnings) = RasterDiagnostics.capturingWarnings {
            GraphicsContext(pixmap: pixmap, scale: -1)
        }
        #expect(context.scale == 1)
        #expect(warnings == ["GraphicsContext(pixmap:scale:) was given the scale -1.0; a scale must be a positive, "
                             + "finite number of pixels per point, so 1 is used"])
    }

    @Test func viewHostWarnsDrawsAtOneAndRefusesToRenderForTools() {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Color.red, size: CGSize(width: 3, height: 2), scale: .nan)
        }
        #expect(host.scale == 1)
        #expect(warnings == ["ViewHost was given the scale nan; a scale must be a positive, "
                             + "finite number of pixels per point, so 1 is used"])
        #expect(host.render().pixmap.width == 3)
        #expect(throws: ViewHostError.self) { try host.renderOrThrow() }
    }

    /// The views are laid out at the scale used, 1: a text measures as at scale 1 and no
    /// warning blames it for a NaN size (it was laid out at the NaN given, and warned).
    @Test func viewHostLaysOutAtTheScaleUsed() {
        let (sizes, warnings) = RasterDiagnostics.capturingWarnings { () -> (CGSize, CGSize) in
            let bad = ViewHost(Text("Hello"), size: CGSize(width: 200, height: 100), scale: .nan)
            let one = ViewHost(Text("Hello"), size: CGSize(width: 200, height: 100), scale: 1)
            _ = bad.render()
            return (try! bad.frame(of: "Hello").size, try! one.frame(of: "Hello").size)
        }
        #expect(sizes.0 == sizes.1)
        #expect(warnings == ["ViewHost was given the scale nan; a scale must be a positive, "
                             + "finite number of pixels per point, so 1 is used"])
    }

    @Test func imageFromPixmapWarnsAndUsesOne() throws {
        let pixmap = try Pixmap(width: 6, height: 6)
        let (size, warnings) = RasterDiagnostics.capturingWarnings {
            ImageRenderer(content: Image(pixmap: pixmap, scale: 0)).layoutSizeForTests
        }
        #expect(size == CGSize(width: 6, height: 6))
        #expect(warnings == ["Image(pixmap:scale:) was given the scale 0.0; a scale must be a positive, "
                             + "finite number of pixels per point, so 1 is used"])
    }
}

private extension ImageRenderer {
    /// The content's size at its ideal proposal, points.
    var layoutSizeForTests: CGSize {
        let graph = FrameRenderer.makeGraph(content, scale: 1, colorScheme: .light)
        return graph.updateAndLayout(proposal: .unspecified)
    }
}

@Suite struct ViewHostThrowingRenderTests {
    /// `render()` warns and returns 1×1 for a window too large to draw; `renderOrThrow()`,
    /// which snapshot strategies and rendershot use, throws the canvas error instead.
    @Test func aWindowTooLargeThrowsFromRenderOrThrow() {
        let host = ViewHost(Color.red, size: CGSize(width: 100_000, height: 100_000), scale: 1)
        let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(image.pixmap.width == 1 && image.pixmap.height == 1)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("ViewHost could not render: "))
        #expect(throws: PixmapError.self) { try host.renderOrThrow() }
    }
}
