import Foundation
import Testing
@testable import Raster

/// The window's tint colour (the host window's, or `UIWindow.appearance()`'s) is the hosted
/// views' accent colour, as on iOS.
@Suite struct UIWindowTintTests {
    /// An accent-coloured band, a tint-filled band with its own `tint`, and a button that
    /// tints the key window green.
    private struct Tinted: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.accentColor.frame(height: 20)
                Rectangle().fill(.tint).tint(.orange).frame(height: 20)
                Button("Green") {
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    scene?.keyWindow?.tintColor = .systemGreen
                }
                .frame(height: 40)
            }
        }
    }

    private func pixel(_ image: RasterImage, y: Int) -> RGBA8 { image[50, y] }

    @Test func theAppearanceProxysTintIsTheAccentColour() {
        AppearanceProxies.isolated {
            UIWindow.appearance().tintColor = .systemPink
            let light = ViewHost(Tinted(), size: CGSize(width: 100, height: 80)).render()
            #expect(pixel(light, y: 10) == RGBA8(r: 255, g: 45, b: 85, a: 255))
            // A view's own tint still wins.
            #expect(pixel(light, y: 30) == RGBA8(r: 255, g: 149, b: 0, a: 255))
            let dark = ViewHost(Tinted(), size: CGSize(width: 100, height: 80), colorScheme: .dark).render()
            #expect(pixel(dark, y: 10) == RGBA8(r: 255, g: 55, b: 95, a: 255))
        }
        // Windows made with other proxies keep the system blue.
        AppearanceProxies.isolated {
            #expect(pixel(ViewHost(Tinted(), size: CGSize(width: 100, height: 80)).render(), y: 10) == RGBA8(r: 0, g: 122, b: 255, a: 255))
        }
    }

    @Test func theHostWindowsTintIsTheAccentColour() {
        AppearanceProxies.isolated {
            let host = ViewHost(Tinted(), size: CGSize(width: 100, height: 80))
            let before = pixel(host.render(), y: 10)
            let tapped = (try? host.tap("Green")) ?? false
            let after = pixel(host.render(), y: 10)
            #expect(before == RGBA8(r: 0, g: 122, b: 255, a: 255))
            #expect(tapped)
            #expect(after == RGBA8(r: 52, g: 199, b: 89, a: 255))
        }
    }
}
