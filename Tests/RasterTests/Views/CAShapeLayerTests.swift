import Foundation
import Testing
@testable import Raster

/// CAShapeLayer drawn in a representable's view, compared pixel for pixel with the SwiftUI
/// drawing of the same shape.
@Suite struct CAShapeLayerTests {
    static let size = CGSize(width: 100, height: 100)
    static let blue = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    static let swiftUIBlue = Color(red: 0.2, green: 0.4, blue: 0.8)

    /// A clear 100×100 view holding `layer` as its only sublayer, at scale 2.
    static func render(_ layer: @escaping () -> CALayer) -> (image: RasterImage, warnings: [String]) {
        renderHosted({ () -> UIView in
            let view = UIView()
            view.layer.addSublayer(layer())
            return view
        }, size: size, scale: 2)
    }

    /// `view` at the top-left of a 100×100 window at scale 2.
    static func swiftUI(_ view: some View) -> RasterImage {
        renderWindow(view.frame(width: 100, height: 100, alignment: .topLeading), size: size, scale: 2)
    }

    /// A shape layer at `frame` whose path is the oval of its bounds.
    static func oval(_ frame: CGRect) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = frame
        layer.path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: frame.size)).cgPath
        return layer
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.fillColor == CGColor(gray: 0, alpha: 1) && layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.fillRule == .nonZero && layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerLineCap.round.rawValue == "round")
    }

    @Test func aCircleHasSwiftUIsCirclePixels() {
        let layered = Self.render {
            let circle = Self.oval(CGRect(x: 10, y: 20, width: 60, height: 60))
            circle.fillColor = Self.blue.cgColor
            return circle
        }
        let circle = Self.swiftUI(Circle().fill(Self.swiftUIBlue).frame(width: 60, height: 60).offset(x: 10, y: 20))
        #expect(layered.warnings.isEmpty)
        #expect(layered.image.pixmap[80, 100] == PremultipliedRGBA8(r: 51, g: 102, b: 204, a: 255))
        #expect(layered.image.pixmap.data == circle.pixmap.data)
    }

    @Test func aStrokeHasSwiftUIsStrokePixelsAndStrokeEndTrimsIt() {
        func ring(_ configure: @escaping (CAShapeLayer) -> Void) -> RasterImage {
            Self.render {
                let ring = Self.oval(CGRect(x: 20, y: 20, width: 60, height: 60))
                ring.fillColor = nil
                ring.strokeColor = Self.blue.cgColor
                ring.lineWidth = 6
                configure(ring)
                return ring
            }.image
        }
        let whole = Self.swiftUI(Circle().stroke(Self.swiftUIBlue, lineWidth: 6).frame(width: 60, height: 60).offset(x: 20, y: 20))
        #expect(ring { _ in }.pixmap.data == whole.pixmap.data)
        let half = Self.swiftUI(Circle().trim(from: 0, to: 0.5).stroke(Self.swiftUIBlue, lineWidth: 6)
            .frame(width: 60, height: 60).offset(x: 20, y: 20))
        let trimmed = ring { $0.strokeEnd = 0.5 }
        #expect(trimmed.pixmap.data == half.pixmap.data && trimmed.pixmap.data != whole.pixmap.data)
        let middle = Self.swiftUI(Circle().trim(from: 0.25, to: 0.6).stroke(Self.swiftUIBlue, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 2]))
            .frame(width: 60, height: 60).offset(x: 20, y: 20))
        #expect(ring {
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.6
            $0.lineCap = .round
            $0.lineDashPattern = [4, 2]
        }.pixmap.data == middle.pixmap.data)
        #expect(inkBounds(ring { $0.strokeStart = 0.7; $0.strokeEnd = 0.3 }, background: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)) == nil)
    }

    @Test func theEvenOddRuleLeavesTheHole() {
        let image = Self.render {
            let layer = CAShapeLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
            layer.path = path
            layer.fillColor = UIColor.red.cgColor
            layer.fillRule = .evenOdd
            return layer
        }.image
        #expect(image.pixmap[40, 40] == .red && image.pixmap[100, 100] == .white)
    }

    @Test func badLineValuesWarnAndDrawTheFill() {
        let (image, warnings) = Self.render {
            let layer = Self.oval(CGRect(x: 10, y: 10, width: 80, height: 80))
            layer.strokeColor = UIColor.red.cgColor
            layer.lineWidth = .nan
            return layer
        }
        let fillOnly = Self.render { Self.oval(CGRect(x: 10, y: 10, width: 80, height: 80)) }.image
        #expect(image.pixmap.data == fillOnly.pixmap.data)
        #expect(warnings == ["A CAShapeLayer's lineWidth is nan, so its path is not stroked; give a width of 0 or more"])
        let dashed = Self.render {
            let layer = Self.oval(CGRect(x: 10, y: 10, width: 80, height: 80))
            layer.fillColor = nil
            layer.strokeColor = UIColor.red.cgColor
            layer.lineDashPattern = [0, -2]
            return layer
        }
        let solid = Self.render {
            let layer = Self.oval(CGRect(x: 10, y: 10, width: 80, height: 80))
            layer.fillColor = nil
            layer.strokeColor = UIColor.red.cgColor
            return layer
        }.image
        #expect(dashed.image.pixmap.data == solid.pixmap.data)
        #expect(dashed.warnings == ["A CAShapeLayer's lineDashPattern is [0.0, -2.0] with the phase 0.0, so the line is drawn "
                                    + "solid; give finite lengths of 0 or more, not all 0, and a finite phase"])
    }
}
