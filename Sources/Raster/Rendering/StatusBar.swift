// StatusBar.swift · Raster/Rendering · the status bar of iOS marketing screenshots and the screen's rounded corners (Raster's own)
// Status: Partial — glyph shapes and positions are drawn to the proportions of Apple's iOS
// design kits, not measured from a device screenshot [UNCERTAIN]; the bar's height is the
// device's (ios17-metrics.md §1.2: 54 points on Dynamic Island iPhones, the top inset
// elsewhere).

import Foundation

/// The status bar of a marketing screenshot, drawn over a frame: 9:41, full signal, Wi-Fi
/// and a full battery, in the label colour of the scheme (black in light, white in dark).
///
/// Layout by device: iPhones with a notch or Dynamic Island (top inset over 40 points) put
/// the time in the middle of the left "ear" and the icons in the middle of the right one,
/// around a 126-point-wide cut-out; an iPhone SE centres the time with signal and Wi-Fi on
/// the left and the battery on the right; iPads put the time at the leading margin and
/// the icons at the trailing one. A device whose top inset is 0 (an iPhone in landscape)
/// shows no status bar, as iOS hides it.
struct StatusBar {
    let device: Device

    /// The bar's height, points: 54 below a 59-point Dynamic Island inset, else the top inset.
    var height: CGFloat {
        let top = device.safeAreaInsets.top
        return top >= 59 ? 54 : top
    }

    /// The glyphs' sizes, points (signal, Wi-Fi, battery) and the gap between them.
    private static let signalSize = CGSize(width: 17, height: 11)
    private static let wifiSize = CGSize(width: 15.5, height: 11)
    private static let batterySize = CGSize(width: 27, height: 12.5)
    private static let gap: CGFloat = 5.5

    /// Draws the bar at the top of `context`'s frame.
    func draw(in context: GraphicsContext, colorScheme: ColorScheme) {
        let height = self.height
        guard height > 0 else { return }
        let color: Color = colorScheme == .dark ? .white : .black
        let width = device.size.width
        let centerY = height / 2
        let iconsWidth = Self.signalSize.width + Self.gap + Self.wifiSize.width + Self.gap + Self.batterySize.width
        let timeCenterX: CGFloat, signalMinX: CGFloat, batteryMinX: CGFloat, fontSize: CGFloat
        if device.safeAreaInsets.top > 40 {
            let ear = (width - 126) / 2
            timeCenterX = ear / 2
            signalMinX = width - ear / 2 - iconsWidth / 2
            batteryMinX = signalMinX + iconsWidth - Self.batterySize.width
            fontSize = 17
        } else if device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular {
            timeCenterX = 20 + 16
            signalMinX = width - 20 - iconsWidth
            batteryMinX = width - 20 - Self.batterySize.width
            fontSize = 13
        } else {
            // A home-button iPhone: signal and Wi-Fi at the leading edge, the battery at the
            // trailing one, the time centred.
            timeCenterX = width / 2
            signalMinX = 6
            batteryMinX = width - 6 - Self.batterySize.width
            fontSize = 12
        }
        context.draw(Text("9:41").font(.system(size: fontSize, weight: .semibold)).foregroundColor(color),
                     at: CGPoint(x: timeCenterX, y: centerY), anchor: .center)
        let shading = GraphicsContext.Shading.color(color)
        context.fill(Self.signal(in: CGRect(x: signalMinX, y: centerY - Self.signalSize.height / 2, width: Self.signalSize.width,
                                            height: Self.signalSize.height)), with: shading)
        let wifiMinX = signalMinX + Self.signalSize.width + Self.gap
        context.fill(Self.wifi(in: CGRect(x: wifiMinX, y: centerY - Self.wifiSize.height / 2, width: Self.wifiSize.width,
                                          height: Self.wifiSize.height)), with: shading)
        drawBattery(in: CGRect(x: batteryMinX, y: centerY - Self.batterySize.height / 2, width: Self.batterySize.width,
                               height: Self.batterySize.height), context: context, color: color)
    }

    /// Four rounded bars of rising height (a third, a half, three quarters and all of
    /// `rect`'s) filling `rect`, 1.67 points apart, all lit (full signal).
    static func signal(in rect: CGRect) -> Path {
        var path = Path()
        let gap: CGFloat = 1.67
        let barWidth = (rect.width - 3 * gap) / 4
        for (index, fraction) in [1.0 / 3, 0.5, 0.75, 1].enumerated() {
            let height = rect.height * fraction
            let bar = CGRect(x: rect.minX + CGFloat(index) * (barWidth + gap), y: rect.maxY - height, width: barWidth, height: height)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: 1, height: 1), style: .circular)
        }
        return path
    }

    /// The Wi-Fi fan filling `rect`: a wedge and two bands of a 90° fan opening upwards
    /// from the bottom centre, all lit (full strength).
    static func wifi(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let radius = rect.width / 2 / sin(.pi / 4)
        let bands: [(inner: CGFloat, outer: CGFloat)] = [(0, 0.3), (0.42, 0.66), (0.78, 1)]
        var path = Path()
        for band in bands {
            let outer = radius * band.outer, inner = radius * band.inner
            path.addArc(center: center, radius: outer, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
            if inner > 0 {
                path.addArc(center: center, radius: inner, startAngle: .degrees(-45), endAngle: .degrees(-135), clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
        }
        return path
    }

    /// A full battery in `rect`: the outline at 35 % opacity, the charge inside it and the
    /// terminal cap at 40 %.
    private func drawBattery(in rect: CGRect, context: GraphicsContext, color: Color) {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width - 2.5, height: rect.height)
        context.stroke(Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4, style: .continuous),
                       with: .color(color.opacity(0.35)), lineWidth: 1)
        context.fill(Path(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5, style: .continuous), with: .color(color))
        let cap = CGRect(x: body.maxX + 1, y: rect.midY - 2, width: 1.5, height: 4)
        context.fill(Path(roundedRect: cap, cornerRadius: 0.75), with: .color(color.opacity(0.4)))
    }

    /// Makes the pixels of `context` outside `device`'s rounded screen corners transparent.
    static func clearScreenCorners(of device: Device, in context: GraphicsContext) {
        guard device.screenCornerRadius > 0 else { return }
        let screen = CGRect(origin: .zero, size: device.size)
        var outside = Path(screen)
        outside.addRoundedRect(in: screen, cornerSize: CGSize(width: device.screenCornerRadius, height: device.screenCornerRadius),
                               style: .continuous)
        var eraser = context
        eraser.blendMode = .destinationOut
        eraser.fill(outside, with: .color(.black), style: FillStyle(eoFill: true))
    }
}
