import Foundation
import Testing
@testable import Raster

/// A layer made on its own: the tree, the geometry Core Animation derives, drawing order and
/// bad input.
@Suite struct CALayerTreeTests {
    /// A solid layer of `color` at `frame`, named `name`.
    static func solid(_ color: UIColor, _ frame: CGRect, name: String? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        layer.name = name
        return layer
    }

    /// A 100×100-point plain view, white, with `configure` applied to its layer, rendered at
    /// scale 1, with the warnings it gave.
    static func render(_ configure: @escaping (UIView) -> Void) -> (image: RasterImage, warnings: [String]) {
        renderHosted({ () -> UIView in
            let view = UIView()
            view.backgroundColor = .white
            configure(view)
            return view
        }, size: CGSize(width: 100, height: 100))
    }

    @Test func sublayersKeepTheirOrderAndSuperlayer() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        #expect(root.sublayers == nil && a.superlayer == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, above: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, below: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [d, c, a, b].map(ObjectIdentifier.init))
        let e = CALayer()
        root.replaceSublayer(a, with: e)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [d, c, e, b].map(ObjectIdentifier.init))
        #expect(a.superlayer == nil && e.superlayer === root)
        // Adding a layer to another takes it from the first.
        let other = CALayer()
        other.addSublayer(b)
        #expect(root.sublayers?.count == 3 && b.superlayer === other)
        b.removeFromSuperlayer()
        #expect(other.sublayers == nil && b.superlayer == nil)
        root.sublayers = [a]
        #expect(root.sublayers?.count == 1 && d.superlayer == nil && a.superlayer === root)
        // A view's layer's superlayer is its superview's layer.
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.layer.superlayer === parent.layer)
    }

    /// Core Animation's geometry: frame = position less the anchor point's offset in the
    /// bounds, through the transform about the anchor point.
    @Test func positionAnchorPointAndFrameAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.position == .zero && layer.frame == .zero)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 50)
        #expect(layer.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 100, y: 50) && layer.frame == CGRect(x: 100, y: 50, width: 40, height: 20))
        layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        #expect(layer.position == CGPoint(x: 10, y: 10) && layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 30, height: 30))
        // The bounds origin moves the sublayers, not the frame.
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 30, height: 30))
        // A transform turns the bounds about the anchor point; frame holds the result.
        let scaled = CALayer()
        scaled.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        scaled.position = CGPoint(x: 50, y: 50)
        scaled.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(scaled.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
        scaled.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, -5, 0))
        #expect(scaled.frame == CGRect(x: 15, y: 25, width: 80, height: 40))
        // Setting the frame of a view's layer moves the view; its position is the centre.
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45) && view.layer.frame == view.frame)
        view.layer.anchorPoint = .zero
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50) && view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 1, y: 2)
        #expect(view.frame.origin == CGPoint(x: 1, y: 2))
    }

    @Test func affineTransformsRoundTrip() {
        let layer = CALayer()
        let shear = CGAffineTransform(a: 1, b: 0.25, c: 0.5, d: 2, tx: 3, ty: 4)
        layer.setAffineTransform(shear)
        #expect(layer.affineTransform() == shear && CATransform3DIsAffine(layer.transform))
        #expect(layer.transform.m11 == 1 && layer.transform.m12 == 0.25 && layer.transform.m21 == 0.5 && layer.transform.m41 == 3)
        layer.transform.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(layer.transform) && layer.affineTransform() == shear)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(7, 8, 9)) == CGAffineTransform(translationX: 7, y: 8))
    }

    @Test func aLayerIsDrawnAtItsPositionAroundItsAnchorPoint() {
        let centred = Self.render { $0.layer.addSublayer(Self.solid(.red, CGRect(x: 20, y: 20, width: 20, height: 20))) }.image
        #expect(centred.pixmap[20, 20] == .red && centred.pixmap[39, 39] == .red)
        #expect(centred.pixmap[19, 19] == .white && centred.pixmap[40, 40] == .white)
        let cornered = Self.render { view in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.anchorPoint = .zero
            layer.position = CGPoint(x: 30, y: 30)
            layer.backgroundColor = UIColor.red.cgColor
            view.layer.addSublayer(layer)
        }.image
        #expect(inkBounds(cornered, background: .white) == CGRect(x: 30, y: 30, width: 20, height: 20))
        // Doubled about its centre, (50, 50): 30..<70.
        let scaled = Self.render { view in
            let layer = Self.solid(.red, CGRect(x: 40, y: 40, width: 20, height: 20))
            layer.transform = CATransform3DMakeScale(2, 2, 1)
            view.layer.addSublayer(layer)
        }.image
        #expect(inkBounds(scaled, background: .white) == CGRect(x: 30, y: 30, width: 40, height: 40))
        // A sublayer's position is in its superlayer's bounds space: the bounds origin shifts it.
        let shifted = Self.render { view in
            let parent = Self.solid(.white, CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.bounds.origin = CGPoint(x: 10, y: -10)
            parent.addSublayer(Self.solid(.red, CGRect(x: 40, y: 40, width: 20, height: 20)))
            view.layer.addSublayer(parent)
        }.image
        #expect(inkBounds(shifted, background: .white) == CGRect(x: 30, y: 50, width: 20, height: 20))
        // A perspective turn about the y axis draws the square narrower than it is.
        let turned = Self.render { view in
            let layer = Self.solid(.red, CGRect(x: 30, y: 30, width: 40, height: 40))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 200
            layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
            view.layer.addSublayer(layer)
        }.image
        let ink = inkBounds(turned, background: .white)
        #expect(ink != nil && ink!.width < 30 && ink!.width > 10 && ink!.height > 40)
    }

    /// Sublayers are drawn back to front in `sublayers` order, then by z position; over a
    /// view's background and under its subviews, the border over all.
    @Test func sublayersAreDrawnByIndexThenZPosition() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        func top(_ configure: @escaping (CALayer, CALayer, CALayer) -> Void) -> PremultipliedRGBA8 {
            Self.render { view in
                let red = Self.solid(.red, frame), green = Self.solid(.green, frame), blue = Self.solid(.blue, frame)
                [red, green, blue].forEach(view.layer.addSublayer)
                configure(red, green, blue)
            }.image.pixmap[50, 50]
        }
        #expect(top { _, _, _ in } == .blue)
        #expect(top { red, _, _ in red.zPosition = 1 } == .red)
        #expect(top { _, green, blue in blue.zPosition = -1; green.zPosition = -1 } == .red)
        #expect(top { red, green, blue in red.superlayer?.insertSublayer(blue, below: red) } == .green)
        #expect(top { _, _, blue in blue.isHidden = true } == .green)
        let view = Self.render { view in
            view.layer.addSublayer(Self.solid(.red, frame))
            let subview = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            subview.backgroundColor = .green
            view.addSubview(subview)
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.blue.cgColor
        }.image
        #expect(view.pixmap[25, 25] == .green && view.pixmap[75, 75] == .red && view.pixmap[1, 1] == .blue && view.pixmap[98, 50] == .blue)
        // A subview's layer's z position orders it among its siblings, as on iOS.
        let raised = Self.render { view in
            let back = UIView(frame: frame), front = UIView(frame: frame)
            back.backgroundColor = .red
            front.backgroundColor = .green
            view.addSubview(back)
            view.addSubview(front)
            back.layer.zPosition = 1
        }.image
        #expect(raised.pixmap[50, 50] == .red)
    }

    @Test func opacityMasksToBoundsAndCornersApplyToSublayerTrees() {
        let image = Self.render { view in
            let parent = Self.solid(.red, CGRect(x: 0, y: 0, width: 60, height: 60))
            parent.masksToBounds = true
            parent.cornerRadius = 30
            parent.addSublayer(Self.solid(.blue, CGRect(x: 30, y: 30, width: 60, height: 60)))
            let faded = Self.solid(.black, CGRect(x: 70, y: 0, width: 30, height: 30))
            faded.opacity = 0.5
            view.layer.addSublayer(parent)
            view.layer.addSublayer(faded)
        }.image
        // The blue child is clipped to its parent's circle: inside at (45, 45), cut at (58, 58) and (80, 80).
        #expect(image.pixmap[45, 45] == .blue && image.pixmap[58, 58] == .white && image.pixmap[80, 80] == .white)
        #expect(image.pixmap[5, 5] == .white && image.pixmap[30, 5] == .red)
        #expect(image.pixmap[85, 15] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    }

    /// The mask's alpha keeps the layer: a masked red view equals SwiftUI's red masked by a circle.
    @Test func aMaskKeepsTheLayerWhereItDraws() {
        let masked = Self.render { view in
            view.backgroundColor = .red
            let circle = CAShapeLayer()
            circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            view.layer.mask = circle
        }.image
        let swiftUI = renderWindow(Color(red: 1, green: 0, blue: 0).mask(Circle()).frame(width: 100, height: 100),
                                   size: CGSize(width: 100, height: 100))
        #expect(masked.pixmap[50, 50] == .red && masked.pixmap[3, 3] == .white)
        #expect(masked.pixmap.data == swiftUI.pixmap.data)
        // A layer made on its own masks its own drawing and its sublayers'; half-alpha keeps half.
        let faint = Self.render { view in
            let layer = Self.solid(.black, CGRect(x: 0, y: 0, width: 100, height: 100))
            layer.addSublayer(Self.solid(.black, CGRect(x: 0, y: 0, width: 10, height: 10)))
            let mask = Self.solid(UIColor(white: 0, alpha: 0.5), CGRect(x: 50, y: 0, width: 50, height: 100))
            layer.mask = mask
            view.layer.addSublayer(layer)
        }.image
        #expect(faint.pixmap[5, 5] == .white && faint.pixmap[25, 50] == .white)
        #expect(faint.pixmap[75, 50] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func contentsAreAnImagePlacedByGravity() throws {
        let renderer = ImageRenderer(content: Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10))
        let image = try #require(renderer.cgImage)
        func drawn(_ gravity: CALayerContentsGravity) -> CGRect? {
            let image = Self.render { view in
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.contents = image
                layer.contentsGravity = gravity
                view.layer.addSublayer(layer)
            }.image
            return inkBounds(image, background: .white)
        }
        #expect(drawn(.resize) == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(drawn(.center) == CGRect(x: 15, y: 15, width: 10, height: 10))
        // As on iOS, the vertical names count y up: .bottom is the top edge on screen.
        #expect(drawn(.bottom) == CGRect(x: 15, y: 0, width: 10, height: 10))
        #expect(drawn(.topRight) == CGRect(x: 30, y: 30, width: 10, height: 10))
        // contentsScale gives the image's size in points.
        let scaled = Self.render { view in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = image
            layer.contentsScale = 2
            layer.contentsGravity = .bottomLeft
            view.layer.addSublayer(layer)
        }.image
        #expect(inkBounds(scaled, background: .white) == CGRect(x: 0, y: 0, width: 5, height: 5))
        let wrong = Self.render { view in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = UIImage(cgImage: image)
            view.layer.addSublayer(layer)
        }
        #expect(inkBounds(wrong.image, background: .white) == nil)
        #expect(wrong.warnings == ["A CALayer's contents is a UIImage, which Core Animation does not draw; give a CGImage (for a "
                                   + "UIImage, its cgImage)"])
    }

    /// A layer subclass's `draw(in:)` draws once `setNeedsDisplay()` asks for a display.
    @Test func drawInContextRunsAfterSetNeedsDisplay() {
        final class Dot: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        }
        func render(display: Bool) -> RasterImage {
            Self.render { view in
                let dot = Dot()
                dot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                if display { dot.setNeedsDisplay() }
                #expect(dot.needsDisplay() == display)
                view.layer.addSublayer(dot)
            }.image
        }
        #expect(inkBounds(render(display: false), background: .white) == nil)
        #expect(inkBounds(render(display: true), background: .white) == CGRect(x: 10, y: 10, width: 20, height: 20))
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
    }

    @Test func initLayerCopiesTheState() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        shape.lineWidth = 7
        shape.strokeEnd = 0.25
        shape.cornerRadius = 2
        shape.name = "ring"
        shape.shouldRasterize = true
        shape.rasterizationScale = 3
        shape.filters = ["gaussianBlur"]
        shape.compositingFilter = "multiplyBlendMode"
        shape.addSublayer(CALayer())
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.filters?.count == 1 && copy.compositingFilter as? String == "multiplyBlendMode" && copy.backgroundFilters == nil)
        #expect(copy.frame == shape.frame && copy.lineWidth == 7 && copy.strokeEnd == 0.25 && copy.cornerRadius == 2)
        #expect(copy.name == "ring" && copy.shouldRasterize && copy.rasterizationScale == 3 && copy.sublayers == nil)
    }

    @Test func aCycleWarnsAndIsNotMade() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            let a = CALayer(), b = CALayer()
            a.addSublayer(a)
            #expect(a.sublayers == nil)
            a.addSublayer(b)
            b.addSublayer(a)
            #expect(b.sublayers == nil && a.superlayer == nil && b.superlayer === a)
            a.mask = a
            #expect(a.mask == nil)
        }
        #expect(warnings == [
            "addSublayer(_:) on a CALayer was given the layer itself, which would make the layer tree a cycle, so it was not "
                + "added; add a layer that is not this one or above it",
            "addSublayer(_:) on a CALayer was given a layer it is in, which would make the layer tree a cycle, so it was not "
                + "added; add a layer that is not this one or above it",
            "A CALayer's mask was set to the layer itself, which would mask itself; the mask is removed: give a layer in no tree",
        ])
        // A mask that holds the layer it masks is drawn once, with a warning, and the drawing ends.
        let a = Self.solid(.blue, CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = Self.solid(.red, CGRect(x: 0, y: 0, width: 10, height: 10)), c = CALayer()
        b.addSublayer(a)
        a.mask = c
        c.addSublayer(b)
        let (_, drawWarnings) = RasterDiagnostics.capturingWarnings {
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { c.render(in: $0.cgContext) }
        }
        #expect(drawWarnings == ["A CALayer is drawn inside itself (through a mask or a sublayer of its mask), so it is drawn "
                                 + "once; give a mask that does not contain the layer it masks"])
    }

    @Test func badGeometryWarnsAndKeepsTheOldValue() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.insertSublayer(CALayer(), at: 5)
        }
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && layer.sublayers?.count == 1)
        #expect(warnings == [
            "A CALayer was given the position (nan, 0.0), which is not finite, so it keeps the one it had (Core Animation "
                + "raises CALayerInvalidGeometry); give finite numbers",
            "insertSublayer(_:at:) on a CALayer was given the index 5, past its 0 sublayers, so the layer goes to the front; "
                + "give an index from 0 to the number of sublayers",
        ])
    }
}
