import Foundation
@testable import Raster

/// A UIKit view wrapped as app code wraps one: made once by `make`, never updated.
struct HostedUIView<V: UIView>: UIViewRepresentable {
    let make: () -> V
    init(_ make: @escaping () -> V) { self.make = make }
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
}

/// `make`'s view hosted in a `size`-point frame at the top-left of a window of `window`
/// points (the frame's size when nil), rendered at `scale`, with the warnings it gave.
func renderHosted<V: UIView>(_ make: @escaping () -> V, size: CGSize, window: CGSize? = nil, scale: CGFloat = 1,
                             colorScheme: ColorScheme = .light) -> (image: RasterImage, warnings: [String]) {
    let window = window ?? size
    let content = HostedUIView(make).frame(width: size.width, height: size.height)
        .frame(width: window.width, height: window.height, alignment: .topLeading)
    let host = ViewHost(content, size: window, scale: scale, colorScheme: colorScheme)
    let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
    return (image, warnings)
}

/// The pixel rectangle (x, y, width, height) of the pixels of `image` that differ from
/// `background`, nil when none does.
func inkBounds(_ image: RasterImage, background: PremultipliedRGBA8) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.pixmap.height {
        for x in 0..<image.pixmap.width where image.pixmap[x, y] != background {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Whether some pixel of `image` is exactly `pixel`.
func contains(_ image: RasterImage, _ pixel: PremultipliedRGBA8) -> Bool {
    (0..<image.pixmap.height).contains { y in (0..<image.pixmap.width).contains { x in image.pixmap[x, y] == pixel } }
}

/// `view` rendered in a window of `size` points at `scale`.
func renderWindow<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1) -> RasterImage {
    ViewHost(view, size: size, scale: scale).render()
}

/// Opaque pixel values for exact comparisons.
extension PremultipliedRGBA8 {
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
}
