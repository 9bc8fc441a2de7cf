// Material+Platters.swift · Raster/Paint · the blurred platters of alerts, action sheets and open menus (Raster's own; UIKit's alert and menu backgrounds, which SwiftUI does not expose)
// Status: Partial — a blur, a Filter Effects `saturate` and a tint of what is behind, with
// figures from public measurements that disagree in places [UNCERTAIN throughout]; no
// vibrancy for the text and separators drawn on them.
//
// Sources. FLT: Flutter's cupertino/dialog.dart, `CupertinoPopupSurface` (the surface of its
// alert dialog, action sheet and menus): blur σ 30 "eyeballed from the iOS 17 simulator"
// (`defaultBlurSigma`), a colour matrix tuned to the iOS 17 simulator whose saturation is 2.0
// (light) and 1.7 (dark) — around luminance weights of its own, and in dark mode with 0.3
// added to every component, which Raster's `saturate` leaves out — and the tints painted over
// the blur: `_kDialogColor` #F2F2F2 at 0.8 (light, "extracted from Apple design resources")
// and #2D2D2D at 0.8 (dark; #1E1E1E at 0.75 in Flutter releases before the iOS 17 update),
// `_kActionSheetBackgroundColor` #FCFCFC at 200/255 and #292929 at 190/255 (eyeballed from
// the iOS 17 simulator). PDB: the pull_down_button package's `UIMenuBlur`, which imitates
// UIKit's menus from the Apple Design Resources Sketch library, eyeballed on the iOS 16
// simulator: blur σ 50, saturation 1.21 (light) and 1.9 (dark).

import Foundation

extension Material {
    /// The platter of an alert: UIAlertController's blurred background over the dimmed screen.
    static let alertPlatter = Material(thickness: .alertPlatter)
    /// The platter of an action sheet's group of buttons (Cancel's own platter is opaque).
    static let actionSheetPlatter = Material(thickness: .actionSheetPlatter)
    /// The platter of an open menu, over the undimmed screen.
    static let menuPlatter = Material(thickness: .menuPlatter)
    /// The whole screen behind an open context menu: blurred with σ 5 and dimmed by
    /// #04040F at 0.4, in both schemes (FLT-CM: Flutter's cupertino/context_menu.dart, the
    /// open route's `ImageFilter.blur(sigmaX: 5)` and `_kModalBarrierColor` 0x6604040F)
    /// [UNCERTAIN — Flutter's reading of iOS 13; UIKit publishes no figures].
    static let contextMenuBackdrop = Material(thickness: .contextMenuBackdrop)

    /// A platter's look in `scheme` (blur standard deviation in points):
    ///
    /// | platter      | blur | saturation light / dark | tint light        | tint dark         |
    /// |--------------|------|-------------------------|-------------------|-------------------|
    /// | alert        | 30   | 2.0 / 1.7 (FLT)         | #F2F2F2 0.8 (FLT) | #2D2D2D 0.8 (FLT) |
    /// | action sheet | 30   | 2.0 / 1.7 (FLT)         | #FCFCFC 0.784     | #292929 0.745     |
    /// | menu         | 50   | 1.21 / 1.9 (PDB)        | #F2F2F2 0.8 (FLT) | #2D2D2D 0.8 (FLT) |
    ///
    /// Over a plain screen the blur and the saturation change nothing, so the platter is the
    /// tint laid over the screen's colour (for an alert, the dimmed screen's): over white in
    /// light mode an alert is 0.8 · 242 + 0.2 · 204 ≈ 235 (the renderer's 8-bit result), a
    /// menu 0.8 · 242 + 0.2 · 255 ≈ 245 less what its blur takes in of the shadow around it.
    func platterLook(in scheme: ColorScheme) -> Backdrop {
        let light = scheme == .light
        func grey(_ value: Double, _ opacity: Double) -> Color.Resolved {
            Color.Resolved(red: Float(value / 255), green: Float(value / 255), blue: Float(value / 255), opacity: Float(opacity))
        }
        let dialog = light ? grey(0xF2, 0.8) : grey(0x2D, 0.8)
        switch thickness {
        case .actionSheetPlatter:
            return Backdrop(blurRadius: 30, saturation: light ? 2.0 : 1.7,
                            tint: light ? grey(0xFC, 200 / 255) : grey(0x29, 190 / 255))
        case .menuPlatter:
            return Backdrop(blurRadius: 50, saturation: light ? 1.21 : 1.9, tint: dialog)
        case .contextMenuBackdrop:
            return Backdrop(blurRadius: 5, saturation: 1,
                            tint: Color.Resolved(red: 4 / 255, green: 4 / 255, blue: 15 / 255, opacity: 0.4))
        default:
            return Backdrop(blurRadius: 30, saturation: light ? 2.0 : 1.7, tint: dialog)
        }
    }
}
