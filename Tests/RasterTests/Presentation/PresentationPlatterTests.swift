// PresentationPlatterTests.swift · RasterTests/Presentation · the blurred platters of alerts,
// action sheets and open menus (Paint/Material+Platters.swift, Views/Presentation/DialogCards.swift,
// Views/Presentation/OpenMenu.swift): what is behind shows through them, blurred and tinted.
//
// The exact values follow the 8-bit arithmetic of the renderer (PixelMath): a colour c at
// opacity a is stored premultiplied as round(c · A / 255) with A = round(255 · a), and
// source-over adds round(d · (255 − A) / 255) of what is below. The blur and the `saturate`
// matrix leave a flat grey unchanged, so over a plain screen a platter is its tint laid over
// the (dimmed) screen.

import Foundation
import Testing
@testable import Raster

/// A 393 × 852 window at scale 1 without safe areas, `screen` under an alert titled "Title".
private func alertHost<S: View>(over screen: S, colorScheme: ColorScheme = .light,
                                size: CGSize = CGSize(width: 393, height: 852)) -> ViewHost<some View> {
    ViewHost(screen.frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Title", isPresented: .constant(true)) { Button("OK") {} },
             size: size, colorScheme: colorScheme)
}

/// A point on the alert's platter with nothing drawn on it: the card's centre line, 8 points
/// above the title (in the 20-point padding over it).
private func platterPoint(of host: ViewHost<some View>) throws -> CGPoint {
    let title = try host.frame(of: "Title")
    return CGPoint(x: title.midX.rounded(.down), y: (title.minY - 8).rounded(.down))
}

/// A menu with two rows opened from a label at (20, 200, 80, 40) over `screen`, in a
/// 393 × 852 window: its platter spans x 20...270 from y 248.
private struct MenuOver<S: View>: View {
    let screen: S

    var body: some View {
        ZStack {
            screen
            Menu {
                Button("Name") {}
                Button("Date") {}
            } label: { Text("Sort").frame(width: 80, height: 40) }
                .position(x: 60, y: 220)
        }
        .frame(width: 393, height: 852)
    }
}

@Suite struct PresentationPlatterTests {
    /// Over a plain white screen the alert platter is its tint over the dimmed white:
    /// light: white dimmed by black at 0.2 (A 51) is round(255 · 204 / 255) = 204; the tint
    /// #F2F2F2 at 0.8 (A 204) stores round(242 · 204 / 255) = 194, plus round(204 · 51 / 255)
    /// = 41 of the screen: 235. Dark: black at 0.48 (A 122) leaves round(255 · 133 / 255) =
    /// 133; #2D2D2D at 0.8 stores round(45 · 204 / 255) = 36, plus round(133 · 51 / 255) = 27:
    /// 63. (The solid platters before were 242 and 30 whatever was behind.)
    @Test(arguments: [(ColorScheme.light, UInt8(235)), (.dark, 63)])
    func overAPlainWhiteScreenTheAlertPlatterIsItsTintOverTheDimmedScreen(scheme: ColorScheme, grey: UInt8) throws {
        let host = alertHost(over: Color.white, colorScheme: scheme)
        let point = try platterPoint(of: host)
        #expect(host.render().pixel(atPoint: point.x, point.y) == RGBA8(r: grey, g: grey, b: grey, a: 255))
    }

    /// An action sheet's button group over white, light: its tint #FCFCFC at 200/255 stores
    /// round(252 · 200 / 255) = 198, plus round(204 · 55 / 255) = 44 of the dimmed screen: 242.
    /// Cancel's platter stays opaque white.
    @Test func overAPlainWhiteScreenTheActionSheetGroupIsItsTintOverTheDimmedScreen() throws {
        let host = ViewHost(Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
                                .confirmationDialog("Title", isPresented: .constant(true)) { Button("Delete") {} },
                            size: CGSize(width: 393, height: 852))
        let delete = try host.frame(of: "Delete"), cancel = try host.frame(of: "Cancel")
        let image = host.render()
        #expect(image.pixel(atPoint: 100, delete.midY) == RGBA8(r: 242, g: 242, b: 242, a: 255))
        #expect(image.pixel(atPoint: 100, cancel.midY) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// The platter depends on what is behind it: over a red screen it is pink, over a blue
    /// one pale blue, and over a screen red on the left half and blue on the right its
    /// centre is a blend of both (the blur reaches across the boundary), strictly between.
    @Test func theAlertPlatterShowsTheScreenBehindItBlurred() throws {
        func platter(_ screen: some View) throws -> RGBA8 {
            let host = alertHost(over: screen)
            let point = try platterPoint(of: host)
            return host.render().pixel(atPoint: point.x, point.y)
        }
        let red = try platter(Color.red), blue = try platter(Color.blue)
        let split = try platter(HStack(spacing: 0) { Color.red; Color.blue })
        #expect(red != blue)
        #expect(red.r > red.b && blue.b > blue.r)
        #expect(split.r < red.r && split.r > blue.r)
        #expect(split.b > red.b && split.b < blue.b)
    }

    /// The open menu's platter blurs the undimmed screen too: over red it leans red, over blue
    /// blue. Its shadow is drawn around it only (`PlatterShadow`), so the platter stays light:
    /// over white it is no darker than 0.8 of its #F2F2F2 tint over a screen at least 200.
    @Test func theMenuPlatterShowsTheScreenBehindIt() throws {
        func platter(_ screen: some View) throws -> RGBA8 {
            let host = ViewHost(MenuOver(screen: screen), size: CGSize(width: 393, height: 852))
            #expect(try host.tap("Sort"))
            let row = try host.frame(of: "Name")
            return host.render().pixel(atPoint: row.maxX - 10, row.midY)
        }
        let red = try platter(Color.red), blue = try platter(Color.blue), white = try platter(Color.white)
        #expect(red.r > red.b && blue.b > blue.r)
        #expect(white.r >= 234 && white.r == white.g && white.g == white.b)
    }

    /// An alert over nothing (a view rendered without a device, on a clear canvas): the
    /// platter is the tint over the dimming alone, the same bytes every time. The dimming
    /// stores black at A 51; the backdrop layer is the tint (194, A 204) over it, A 204 +
    /// round(51 · 51 / 255) = 214, composited over the dimming by the layer blitter, which
    /// adds ⌊(51 · 41 + 255) / 256⌋ = 9 (Skia's approximation of 51 · 41 / 255): A 223.
    @Test func overAClearCanvasThePlatterIsTheTintOverTheDimming() throws {
        let host = alertHost(over: Color.clear)
        host.isOpaque = false
        let point = try platterPoint(of: host)
        let first = host.render(), second = host.render()
        #expect(first.pixmap.data == second.pixmap.data)
        #expect(first.pixmap[Int(point.x), Int(point.y)] == PremultipliedRGBA8(r: 194, g: 194, b: 194, a: 223))
    }

    /// A window of no size draws nothing and does not crash; a large one (3000 points square)
    /// draws the platter as a small one does.
    @Test func zeroAndLargeWindowsDrawASensiblePlatter() throws {
        let empty = alertHost(over: Color.white, size: .zero).render()
        #expect(empty.pixmap.width * empty.pixmap.height <= 1)
        let large = alertHost(over: Color.white, size: CGSize(width: 3000, height: 3000))
        let point = try platterPoint(of: large)
        #expect(large.render().pixel(atPoint: point.x, point.y) == RGBA8(r: 235, g: 235, b: 235, a: 255))
    }
}
