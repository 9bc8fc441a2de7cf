import Foundation
import Testing
@testable import Raster

/// CGContext through a renderer's `cgContext` and the UIGraphicsBeginImageContext functions.
@Suite struct CGContextTests {
    private static let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func fillsStrokesAndPathsInTheStateSet() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format(scale: 1)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 0, y: 15))
            cg.addLine(to: CGPoint(x: 40, y: 15))
            cg.strokePath()
            cg.saveGState()
            cg.translateBy(x: 20, y: 0)
            cg.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.fillPath()
            cg.restoreGState()
            // Restored: untranslated and red again; UIColor.setFill reaches the same context.
            cg.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap[5, 5] == .red && pixmap[15, 5] == .red && pixmap[10, 0] == Self.clear)
        #expect(pixmap[25, 5] == .green && pixmap[35, 5] == .blue)
        #expect(pixmap[5, 14] == .blue && pixmap[5, 15] == .blue && pixmap[5, 12] == Self.clear && pixmap[5, 17] == Self.clear)
    }

    @Test func drawModesClipAndAlpha() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format(scale: 1)).image { context in
            let cg = context.cgContext
            cg.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            cg.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            cg.setFillColor(UIColor.red.cgColor)
            cg.drawPath(using: .eoFill)
            #expect(cg.isPathEmpty)
            cg.addRect(CGRect(x: 10, y: 10, width: 5, height: 10))
            cg.clip()
            cg.setAlpha(0.5)
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap[2, 2] == .red && pixmap[17, 15] == Self.clear)
        #expect(pixmap[12, 15] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128))
    }

    @Test func beginImageContextDrawsUntilEnded() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        let cg = try #require(UIGraphicsGetCurrentContext())
        cg.setFillColor(UIColor.green.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 5, y: 0, width: 5, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap.width == 20 && pixmap[2, 2] == .green && pixmap[15, 5] == .red && pixmap[15, 15] == Self.clear)
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
    }

    /// Each thread has its own stack of image contexts, as in UIKit: eight threads opening,
    /// filling and closing contexts of their own sizes at once each get back their own image.
    @Test func imageContextsArePerThread() {
        let lock = NSLock()
        var wrong: [String] = []
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<50 {
                let side = CGFloat(thread + 1)
                UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 1)
                UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
                UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: side, height: side))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                let pixmap = image?.cgImage?.pixmap
                if image?.size.width != side || pixmap?[thread, thread] != .red || UIGraphicsGetCurrentContext() != nil {
                    lock.withLock { wrong.append("thread \(thread), round \(round)") }
                }
            }
        }
        #expect(wrong == [])
    }

    /// A red 20 × 10 view with a blue subview over its right half, at scale 1.
    private static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        card.backgroundColor = .red
        let half = UIView()
        half.backgroundColor = .blue
        half.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(half)
        NSLayoutConstraint.activate([
            half.topAnchor.constraint(equalTo: card.topAnchor), half.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            half.trailingAnchor.constraint(equalTo: card.trailingAnchor), half.widthAnchor.constraint(equalToConstant: 10),
        ])
        return card
    }

    private static func image(_ size: CGSize, _ actions: @escaping (UIGraphicsImageRendererContext) -> Void) throws -> Pixmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return try #require(UIGraphicsImageRenderer(size: size, format: format).image(actions: actions).cgImage?.pixmap)
    }

    /// `drawHierarchy` scales the view's bounds to the rectangle, after its layout when asked;
    /// `layer.render(in:)` draws it at the context's origin, at its own size.
    @Test func aViewDrawsIntoAnImageContext() throws {
        let card = Self.card()
        var drew = false
        let scaled = try Self.image(CGSize(width: 40, height: 20)) { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(scaled[5, 10] == .red && scaled[19, 10] == .red && scaled[20, 10] == .blue && scaled[39, 19] == .blue)
        let rendered = try Self.image(CGSize(width: 30, height: 10)) { context in
            context.cgContext.translateBy(x: 5, y: 0)
            card.layer.render(in: context.cgContext)
        }
        #expect(rendered[2, 5] == Self.clear && rendered[5, 5] == .red && rendered[15, 5] == .blue && rendered[25, 5] == Self.clear)
        // A layer made on its own draws its bounds at the origin, with its sublayers.
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 20, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let half = CALayer()
        half.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        half.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(half)
        let own = try Self.image(CGSize(width: 30, height: 10)) { layer.render(in: $0.cgContext) }
        #expect(own[5, 5] == .red && own[15, 5] == .blue && own[25, 5] == Self.clear)
        let unlaid = Self.card()
        let stale = try Self.image(CGSize(width: 20, height: 10)) { _ in
            unlaid.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false)
        }
        #expect(stale[15, 5] == .red)
    }

    @Test func aViewDrawnWhereItCannotBeWarns() throws {
        let card = Self.card()
        let (drawn, warnings) = RasterDiagnostics.capturingWarnings { () -> [Bool] in
            var results = [card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false)]
            _ = try? Self.image(CGSize(width: 4, height: 4)) { context in
                results.append(UIView().drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: false))
                results.append(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4), afterScreenUpdates: false))
            }
            return results
        }
        #expect(drawn == [false, false, false])
        #expect(warnings == [
            "UIView.drawHierarchy(in:afterScreenUpdates:) was called outside an image context, so it draws nothing; "
                + "call it inside UIGraphicsImageRenderer's image(actions:)",
            "A UIView of 0.0 × 0.0 points drawn into x 0.0, y 0.0, width 4.0, height 4.0 draws nothing: give the view a size "
                + "and the rectangle finite numbers",
            "A UIView of 20.0 × 10.0 points drawn into x 0.0, y 0.0, width inf, height 4.0 draws nothing: give the view a size "
                + "and the rectangle finite numbers",
        ])
    }

    @Test func badInputWarns() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            UIGraphicsEndImageContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 4), true, 1)
            UIGraphicsGetCurrentContext()?.restoreGState()
            UIGraphicsGetCurrentContext()?.setLineWidth(-1)
            UIGraphicsEndImageContext()
        }
        #expect(warnings.count == 4)
        #expect(warnings[0].contains("no image context open") && warnings[1].contains("cannot be made"))
        #expect(warnings[2].contains("without a saveGState()") && warnings[3].contains("setLineWidth(-1.0)"))
    }

    /// A context kept past its image (escaped from the actions, or used after
    /// `UIGraphicsEndImageContext()`) draws nothing and warns, naming what closed it.
    @Test func aContextUsedAfterItsImageWarns() throws {
        var saved: UIGraphicsImageRendererContext?
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = renderer.image { saved = $0 }
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            saved?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            saved?.cgContext.strokeEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
            let ended = UIGraphicsGetCurrentContext()
            UIGraphicsEndImageContext()
            ended?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap[1, 1] == Self.clear)
        #expect(warnings == [
            "CGContext: a fill or stroke after its UIGraphicsImageRenderer's image(actions:) returned draws nothing; "
                + "draw inside the actions closure",
            "CGContext: a fill or stroke after UIGraphicsEndImageContext() closed it draws nothing; "
                + "draw before UIGraphicsEndImageContext()",
        ])
    }
}
