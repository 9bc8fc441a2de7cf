import Foundation
@testable import Raster

extension ViewHost {
    /// The window frame (points) of the last unit whose layout name is `name`, such as
    /// `Text("Inbox")` (the top page is laid out after the pages under it), or nil when no
    /// unit has that name.
    func frame(ofUnit name: String) -> CGRect? {
        _ = layoutDescription()
        return graph.unitFrames().last { $0.name == name }?.frame
    }

    /// Taps the centre of the unit named `name`; whether an action ran.
    @discardableResult
    func tap(unit name: String) -> Bool {
        guard let frame = frame(ofUnit: name) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

/// `colour` under the shade a navigation stack draws over a page `covered` of the way
/// covered by a page sliding over it (`NavigationPushShade`: black at up to 24/255, rounded
/// to a byte), as the rasterizer's source-over of a solid colour composites it: the colour
/// scaled by 256 − alpha and shifted down 8 bits (`PixelMath.scale256`).
func pushShaded(_ colour: RGBA8, covered: Double) -> RGBA8 {
    let alpha = Int((NavigationPushShade.dimming * covered * 255).rounded())
    func channel(_ value: UInt8) -> UInt8 { UInt8((Int(value) * (256 - alpha)) >> 8) }
    return RGBA8(r: channel(colour.r), g: channel(colour.g), b: channel(colour.b), a: colour.a)
}
