import Foundation
import Testing
@testable import Raster

/// CAShapeLayer and CAGradientLayer drawn in a representable's view, compared pixel for pixel
/// with the SwiftUI drawing of the same shape or gradient.
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

@Suite struct CAGradientLayerTests {
    static let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0.5, blue: 1, alpha: 1),
                         UIColor(red: 1, green: 1, blue: 0, alpha: 0.5)]
    static let swiftUIColors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.5, blue: 1), Color(red: 1, green: 1, blue: 0, opacity: 0.5)]

    static func gradient(_ configure: @escaping (CAGradientLayer) -> Void) -> (image: RasterImage, warnings: [String]) {
        CAShapeLayerTests.render {
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            layer.colors = colors.map(\.cgColor)
            configure(layer)
            return layer
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func anAxialGradientHasLinearGradientsPixels() {
        let layered = Self.gradient { layer in
            layer.locations = [0.1, 0.4, 0.9]
            layer.startPoint = CGPoint(x: 0, y: 0.2)
            layer.endPoint = CGPoint(x: 1, y: 1)
        }
        let stops = zip(Self.swiftUIColors, [0.1, 0.4, 0.9]).map { Gradient.Stop(color: $0, location: $1) }
        let linear = CAShapeLayerTests.swiftUI(LinearGradient(stops: stops, startPoint: UnitPoint(x: 0, y: 0.2), endPoint: .bottomTrailing)
            .frame(width: 100, height: 80))
        #expect(layered.warnings.isEmpty)
        #expect(layered.image.pixmap[0, 0] == .red && layered.image.pixmap.data == linear.pixmap.data)
        // The default points run top to bottom, the colours spread evenly.
        let plain = Self.gradient { _ in }.image
        #expect(plain.pixmap.data == CAShapeLayerTests.swiftUI(LinearGradient(colors: Self.swiftUIColors, startPoint: .top, endPoint: .bottom)
            .frame(width: 100, height: 80)).pixmap.data)
    }

    @Test func conicAndRadialGradientsHaveSwiftUIsPixels() {
        let conic = Self.gradient { layer in
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 0.5, y: 0)
        }.image
        #expect(conic.pixmap.data == CAShapeLayerTests.swiftUI(AngularGradient(colors: Self.swiftUIColors, center: .center, angle: .degrees(-90))
            .frame(width: 100, height: 80)).pixmap.data)
        // A radial gradient reaching the bounds' edges is SwiftUI's elliptical gradient of the bounds.
        let radial = Self.gradient { layer in
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)
        }.image
        #expect(radial.pixmap.data == CAShapeLayerTests.swiftUI(EllipticalGradient(colors: Self.swiftUIColors, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
            .frame(width: 100, height: 80)).pixmap.data)
    }

    @Test func theGradientFillsTheRoundedBoundsUnderSublayers() {
        let image = Self.gradient { layer in
            layer.cornerRadius = 20
            layer.addSublayer(CALayerTreeTests.solid(.green, CGRect(x: 40, y: 30, width: 20, height: 20)))
        }.image
        #expect(image.pixmap[1, 1] == .white && image.pixmap[100, 80] == .green && image.pixmap[0, 80] != .white)
    }

    @Test func badColorsAndLocationsWarn() {
        let mismatched = Self.gradient { $0.locations = [0, 1] }
        #expect(mismatched.image.pixmap.data == Self.gradient { _ in }.image.pixmap.data)
        #expect(mismatched.warnings == ["A CAGradientLayer's locations has 2 locations [0.0, 1.0] for 3 colours, so the colours "
                                        + "are spread evenly; give one location from 0 to 1 per colour"])
        let uiColors = Self.gradient { $0.colors = Self.colors }
        #expect(inkBounds(uiColors.image, background: .white) == nil)
        #expect(uiColors.warnings == ["A CAGradientLayer's colors holds a UIColor, which Core Animation does not draw, so no "
                                      + "gradient is drawn; give CGColors (UIColor's cgColor)"])
        let flat = Self.gradient { layer in
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
        }
        #expect(inkBounds(flat.image, background: .white) == nil && flat.warnings.count == 1)
    }
}
