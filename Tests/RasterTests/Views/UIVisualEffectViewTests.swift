import Foundation
import Testing
@testable import Raster

/// A UIVisualEffectView draws SwiftUI's material of its blur's thickness over what is behind
/// it, with its content view's subviews above.
@Suite struct UIVisualEffectViewTests {
    /// Stripes to blur: red and blue bands 10 points wide.
    private struct Stripes: View {
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<10) { i in (i.isMultiple(of: 2) ? Color(uiColor: .red) : Color(uiColor: .blue)).frame(width: 10) }
            }
        }
    }

    /// `overlay` over the stripes in a 100 × 60 window at scale 2.
    private func render(_ overlay: some View, scheme: ColorScheme = .light) -> RasterImage {
        ViewHost(ZStack { Stripes(); overlay }.frame(width: 100, height: 60), size: CGSize(width: 100, height: 60), scale: 2,
                 colorScheme: scheme).render()
    }

    private func effectView(_ style: UIBlurEffect.Style, configure: @escaping (UIVisualEffectView) -> Void = { _ in }) -> some View {
        HostedUIView { () -> UIVisualEffectView in
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            configure(view)
            return view
        }
        .frame(width: 60, height: 40)
    }

    /// Each system style draws the pixels of the SwiftUI material of its thickness, in light
    /// and dark, and the fixed-scheme styles in their own scheme.
    @Test func blursDrawTheMatchingMaterial() {
        let pairs: [(UIBlurEffect.Style, Material)] = [(.systemUltraThinMaterial, .ultraThin), (.systemThinMaterial, .thin),
                                                      (.systemMaterial, .regular), (.systemThickMaterial, .thick),
                                                      (.systemChromeMaterial, .bar)]
        for scheme in [ColorScheme.light, .dark] {
            for (style, material) in pairs {
                let uiKit = render(effectView(style), scheme: scheme)
                let swiftUI = render(Rectangle().fill(material).frame(width: 60, height: 40), scheme: scheme)
                #expect(uiKit.pixmap.data == swiftUI.pixmap.data, "\(style) in \(scheme)")
            }
        }
        let fixedDark = render(effectView(.systemThinMaterialDark))
        let thinDark = render(Rectangle().fill(.thinMaterial).frame(width: 60, height: 40).environment(\.colorScheme, .dark))
        #expect(fixedDark.pixmap.data == thinDark.pixmap.data)
        let thinLight = render(Rectangle().fill(.thinMaterial).frame(width: 60, height: 40))
        #expect(fixedDark.pixmap.data != thinLight.pixmap.data)
        // Outside the view the stripes are untouched; inside, the bands are blurred together.
        let image = render(effectView(.systemMaterial))
        #expect(image.pixmap[2, 2] == .red)
        #expect(image.pixmap[100, 60] != .red && image.pixmap[100, 60] != .blue)
    }

    /// The content view fills the effect view and its subviews draw over the material; a
    /// rounded, clipping layer rounds the material.
    @Test func contentIsDrawnAboveTheBlur() {
        let image = render(effectView(.systemMaterial) { view in
            let swatch = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
            swatch.backgroundColor = .green
            view.contentView.addSubview(swatch)
            view.layer.cornerRadius = 12
            view.clipsToBounds = true
        })
        // The effect view spans x 20…80, y 10…50 (points); the swatch 30…50, 20…30.
        #expect(image.pixmap[80, 50] == .green)
        // The rounded corner leaves the stripe behind it as it is (x 20.5, y 10.5 points: red).
        #expect(image.pixmap[41, 21] == .red)
        #expect(image.pixmap[50, 30] != .red)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.subviews.first === view.contentView)
    }

    /// A vibrancy effect or no effect draws no blur: the stripes show through unchanged.
    @Test func vibrancyAndNoEffectDrawNoBlur() {
        let background = render(EmptyView())
        let vibrancy = render(HostedUIView {
            UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        }.frame(width: 60, height: 40))
        #expect(vibrancy.pixmap.data == background.pixmap.data)
        let none = render(HostedUIView { UIVisualEffectView(effect: nil) }.frame(width: 60, height: 40))
        #expect(none.pixmap.data == background.pixmap.data)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).style == .label)
    }

    /// A vibrancy's content takes the style's colour in the blur's scheme, keeping its
    /// shape: a black swatch on a dark material's label vibrancy is drawn white (the dark
    /// `label`), in a light window too; a secondary-label vibrancy on a light material draws
    /// the light `secondaryLabel`, the pixels of a SwiftUI rectangle in that colour.
    @Test func vibrancyDrawsContentInTheStyleColour() {
        func vibrant(_ blur: UIBlurEffect.Style, _ style: UIVibrancyEffectStyle) -> some View {
            HostedUIView { () -> UIVisualEffectView in
                let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: blur), style: style))
                let swatch = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
                swatch.backgroundColor = .black
                view.contentView.addSubview(swatch)
                return view
            }
            .frame(width: 60, height: 40)
        }
        let dark = render(vibrant(.systemMaterialDark, .label))
        // The swatch spans x 30…50, y 20…30 points (60…100, 40…60 pixels); beside it, stripes.
        #expect(dark.pixmap[80, 50] == .white)
        #expect(dark.pixmap[50, 30] == .red)
        let light = render(vibrant(.systemMaterialLight, .secondaryLabel), scheme: .dark)
        let reference = render(Color(uiColor: .secondaryLabel).frame(width: 20, height: 10).offset(x: 0, y: -5)
            .environment(\.colorScheme, .light))
        #expect(light.pixmap[80, 50] == reference.pixmap[80, 50])
        #expect(light.pixmap[80, 50] != dark.pixmap[80, 50] && light.pixmap[80, 50] != .red)
    }
}
