import Foundation
import Testing
@testable import Raster

/// CAGradientLayer drawn in a representable's view, compared pixel for pixel with SwiftUI's
/// gradient of the same stops and points.
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

    /// A view whose `layerClass` is CAGradientLayer draws its layer's gradient over its
    /// background, as a gradient sublayer of its size would.
    @Test func aViewBackedByAGradientLayerDrawsIt() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let backed = renderHosted({ () -> UIView in
            let view = GradientView()
            let gradient = view.layer as? CAGradientLayer
            gradient?.colors = Self.colors.map(\.cgColor)
            view.backgroundColor = .white
            return view
        }, size: CGSize(width: 100, height: 80), window: CAShapeLayerTests.size, scale: 2)
        #expect(backed.image.pixmap.data == Self.gradient { _ in }.image.pixmap.data)
        let (layer, warnings) = RasterDiagnostics.capturingWarnings {
            final class Custom: CAGradientLayer {}
            final class CustomView: UIView {
                override class var layerClass: AnyClass { Custom.self }
            }
            return CustomView().layer
        }
        #expect(layer is CAGradientLayer && warnings.count == 1)
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
