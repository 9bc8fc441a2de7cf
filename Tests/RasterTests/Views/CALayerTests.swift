import Foundation
import Testing
@testable import Raster

@Suite struct CALayerTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0 && layer.cornerCurve == .circular)
        #expect(layer.borderWidth == 0 && layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(!layer.masksToBounds)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1) && layer.shadowPath == nil)
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }

    @Test func uiColorBridgesToCGColor() {
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.components == [0.5, 0.5, 0.5, 0.25])
        // A dynamic colour gives its light value, as on iOS outside a dark trait collection.
        #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
        #expect(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)) == UIColor(Color(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1))))
    }

    /// A 100×100 red view with `configure` applied, at (20, 20) in a 140×140 window.
    static func render(_ configure: @escaping (UIView) -> Void, colorScheme: ColorScheme = .light) -> RasterImage {
        let content = HostedUIView { () -> UIView in
            let view = UIView()
            view.backgroundColor = .red
            configure(view)
            return view
        }.frame(width: 100, height: 100)
        let host = ViewHost(content, size: CGSize(width: 140, height: 140), colorScheme: colorScheme)
        return RasterDiagnostics.capturingWarnings { host.render() }.result
    }

    /// A view's layer's opacity and background colour are the view's `alpha` and
    /// `backgroundColor`, as in UIKit (compatibility survey 7: Bitwarden Authenticator's
    /// toast and loading overlay fade `view.layer.opacity`).
    @Test func opacityAndBackgroundColorAreTheViews() {
        let view = UIView()
        #expect(view.layer.opacity == 1 && view.layer.backgroundColor == nil)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor?.components == [1, 0, 0, 1])
        view.layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(view.backgroundColor?.cgColor.components == [0, 1, 0, 1])
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
        // A layer made on its own keeps what is set.
        let layer = CALayer()
        layer.opacity = 0.75
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(layer.opacity == 0.75 && layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
    }

    @Test func layerOpacityAndBackgroundColorDrawAsTheViews() {
        let faded = Self.render { $0.layer.opacity = 0.5 }, alpha = Self.render { $0.alpha = 0.5 }
        #expect(faded.pixmap[70, 70] == alpha.pixmap[70, 70] && faded.pixmap[70, 70] != .red && faded.pixmap[70, 70] != .white)
        #expect(Self.render { $0.layer.opacity = 0 }.pixmap[70, 70] == .white)
        #expect(Self.render { $0.layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }.pixmap[70, 70] == .green)
        #expect(Self.render { $0.layer.backgroundColor = nil }.pixmap[70, 70] == .white)
    }

    /// `viewWithTag(_:)` checks the view, then its subviews depth first, in order
    /// (compatibility survey 7: Bitwarden Authenticator finds its overlay in the window).
    @Test func viewWithTagFindsTheViewOrItsFirstTaggedDescendant() {
        let root = UIView(), first = UIView(), nested = UIView(), second = UIView()
        root.addSubview(first)
        first.addSubview(nested)
        root.addSubview(second)
        nested.tag = 7
        second.tag = 7
        #expect(root.viewWithTag(7) === nested)
        #expect(second.viewWithTag(7) === second)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(8) == nil)
        let window = UIWindow()
        window.addSubview(root)
        #expect(window.viewWithTag(7) === nested)
    }

    @Test func cornersRoundTheBackground() {
        let image = Self.render { $0.layer.cornerRadius = 30 }
        #expect(image.pixmap[22, 22] == .white && image.pixmap[70, 70] == .red && image.pixmap[70, 21] == .red)
        // A radius over half the side is clamped to a circle.
        let circle = Self.render { $0.layer.cornerRadius = 500 }
        #expect(circle.pixmap[30, 30] == .white && circle.pixmap[70, 70] == .red && circle.pixmap[70, 21] == .red)
    }

    @Test func masksToBoundsClipsSubviewsToTheCorners() {
        func covered(clips: Bool) -> RasterImage {
            Self.render { view in
                view.layer.cornerRadius = 30
                view.clipsToBounds = clips
                let cover = UIView(frame: CGRect(x: -10, y: 0, width: 120, height: 100))
                cover.backgroundColor = .green
                view.addSubview(cover)
            }
        }
        #expect(covered(clips: false).pixmap[22, 22] == .green && covered(clips: false).pixmap[15, 50] == .green)
        #expect(covered(clips: true).pixmap[22, 22] == .white && covered(clips: true).pixmap[15, 50] == .white
                && covered(clips: true).pixmap[70, 70] == .green)
    }

    @Test func theBorderIsDrawnInsideOverSubviews() {
        let image = Self.render { view in
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.blue.cgColor
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            child.backgroundColor = .green
            view.addSubview(child)
        }
        // The view spans 20..<120; its 4-point border covers the green subview at its corner.
        #expect(image.pixmap[20, 60] == .blue && image.pixmap[23, 60] == .blue && image.pixmap[24, 60] == .green)
        #expect(image.pixmap[23, 90] == .blue && image.pixmap[24, 90] == .red && image.pixmap[19, 90] == .white)
        #expect(image.pixmap[30, 23] == .blue && image.pixmap[30, 24] == .green && image.pixmap[116, 90] == .blue)
    }

    @Test func theShadowIsCastUnlessTheLayerMasks() {
        func shadowed(_ configure: @escaping (UIView) -> Void) -> RasterImage {
            Self.render { view in
                view.layer.shadowOpacity = 1
                view.layer.shadowRadius = 0
                view.layer.shadowOffset = CGSize(width: 10, height: 10)
                configure(view)
            }
        }
        let cast = shadowed { _ in }
        #expect(cast.pixmap[125, 125] == .black && cast.pixmap[125, 25] == .white && cast.pixmap[100, 100] == .red)
        #expect(shadowed { $0.clipsToBounds = true }.pixmap[125, 125] == .white)
        // A shadow path casts that shape's shadow: here a 10-point square at the top-left.
        let path = shadowed { $0.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath }
        #expect(path.pixmap[125, 125] == .white && path.pixmap[20, 35] == .red)
        // Shadow opacity fades the colour.
        let faint = shadowed { $0.layer.shadowOpacity = 0.5 }
        #expect(faint.pixmap[125, 125] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func badLayerValuesWarnAndDrawPlainly() {
        let content = HostedUIView { () -> UIView in
            let view = UIView()
            view.backgroundColor = .red
            view.layer.cornerRadius = .nan
            view.layer.borderWidth = -1
            return view
        }.frame(width: 10, height: 10)
        let host = ViewHost(content, size: CGSize(width: 10, height: 10))
        let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(image.pixmap[0, 0] == .red)
        #expect(warnings == ["A UIView's layer.cornerRadius is nan, so its corners are drawn square; give a radius of 0 or more",
                             "A UIView's layer.borderWidth is -1.0, so no border is drawn; give a width of 0 or more"])
    }
}

/// `maskedCorners` rounds only the corners it names, for the background, the clip and the border.
@Suite struct CALayerMaskedCornersTests {
    private func card(_ corners: CACornerMask, border: CGFloat = 0) -> () -> UIView {
        {
            let view = UIView()
            view.backgroundColor = .red
            view.layer.cornerRadius = 20
            view.layer.maskedCorners = corners
            view.layer.borderWidth = border
            view.layer.borderColor = UIColor.blue.cgColor
            return view
        }
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        #expect(CALayer().maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let size = CGSize(width: 100, height: 60)
        let top = renderHosted(card([.layerMinXMinYCorner, .layerMaxXMinYCorner]), size: size).image
        // Top corners are cut (white), bottom ones square (red); edges' middles are red.
        #expect(top.pixmap[1, 1] == .white && top.pixmap[98, 1] == .white)
        #expect(top.pixmap[1, 58] == .red && top.pixmap[98, 58] == .red && top.pixmap[50, 1] == .red)
        for light in [ColorScheme.light, .dark] {
            let one = renderHosted(card(.layerMaxXMaxYCorner), size: size, colorScheme: light).image
            let background: PremultipliedRGBA8 = light == .light ? .white : .black
            #expect(one.pixmap[98, 58] == background && one.pixmap[1, 1] == .red && one.pixmap[98, 1] == .red && one.pixmap[1, 58] == .red)
        }
        // The border follows: blue along the square corner, the cut corner empty.
        let bordered = renderHosted(card(.layerMinXMinYCorner, border: 4), size: size).image
        #expect(bordered.pixmap[1, 1] == .white && bordered.pixmap[98, 1] == .blue && bordered.pixmap[1, 58] == .blue)
        #expect(bordered.pixmap[50, 30] == .red)
        let all = renderHosted(card([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]), size: size).image
        let none = renderHosted(card([]), size: size).image
        #expect(all.pixmap[1, 58] == .white && none.pixmap[1, 1] == .red)
    }
}

/// Content hugging decides whether a representable's view fills the proposal; compression
/// resistance is recorded.
@Suite struct UILayoutPriorityTests {
    /// A view with an intrinsic size of 40 × 20 points.
    final class Sized: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    }

    @Test func huggingKeepsTheIntrinsicSize() throws {
        let view = Sized()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UILabel().contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(UIImageView().contentHuggingPriority(for: .horizontal).rawValue == 251)
        let proposal = ProposedViewSize(width: 100, height: 80)
        #expect(PlatformViewHosting.defaultSize(of: view, for: proposal) == CGSize(width: 100, height: 80))
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(PlatformViewHosting.defaultSize(of: view, for: proposal) == CGSize(width: 40, height: 80))
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(PlatformViewHosting.defaultSize(of: view, for: proposal) == CGSize(width: 40, height: 20))
        // A smaller proposal is taken whatever the compression resistance (recorded only).
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        #expect(PlatformViewHosting.defaultSize(of: view, for: ProposedViewSize(width: 10, height: 10)) == CGSize(width: 10, height: 10))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .required)
        // In a host: the hugging view keeps 40 × 20 inside a 100 × 80 frame.
        let hugging = Sized()
        hugging.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        hugging.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let host = ViewHost(HostedUIView { hugging }.frame(width: 100, height: 80), size: CGSize(width: 100, height: 80))
        _ = host.render()
        #expect(hugging.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func outOfRangePrioritiesAreClampedWithAWarning() {
        let view = UIView()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            view.setContentHuggingPriority(UILayoutPriority(5000), for: .horizontal)
            view.setContentCompressionResistancePriority(UILayoutPriority(.nan), for: .vertical)
        }
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
        #expect(warnings.count == 2)
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.defaultLow - 1 < .defaultLow)
    }
}
