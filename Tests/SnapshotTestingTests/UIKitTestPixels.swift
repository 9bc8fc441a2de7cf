// UIKitTestPixels.swift · SnapshotTestingTests · the @2x drawings the UIKit control tests compare: a UIView at its frame's size and a SwiftUI view centred in a size, both on white

import Foundation
import Raster
import RasterSnapshotTesting
@testable import SnapshotTesting

/// The @2x traits the control tests draw in.
@MainActor private let controlTraits = UITraitCollection(displayScale: 2)

/// `view` drawn at @2x on white at its frame's size (its origin moved to zero).
@MainActor func pixelsOnWhite(_ view: UIView) throws -> Pixmap {
    let backdrop = UIView(frame: CGRect(origin: .zero, size: view.frame.size))
    backdrop.backgroundColor = .white
    view.frame.origin = .zero
    backdrop.addSubview(view)
    return try Snapshotting<UIView, UIImage>.image(traits: controlTraits).snapshot(backdrop).snapshotImage().pixmap
}

/// `view` centred in `size` (points) at @2x on white.
@MainActor func pixelsOnWhite(_ view: some View, size: CGSize) throws -> Pixmap {
    try Snapshotting<AnyView, UIImage>.image(layout: .fixed(width: size.width, height: size.height), traits: controlTraits)
        .snapshot(AnyView(view.frame(width: size.width, height: size.height).background(Color.white))).snapshotImage().pixmap
}

/// `controller` drawn on the iPhone SE preset (@2x, 320 × 568 points) in `traits`.
@MainActor func phonePixels(_ controller: UIViewController, traits: UITraitCollection = .init()) throws -> Pixmap {
    try Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: traits).snapshot(controller).snapshotImage().pixmap
}

/// `view` drawn on the iPhone SE preset, as the SwiftUI screen a controller is compared with.
@MainActor func phonePixels(_ view: some View) throws -> Pixmap {
    try Snapshotting<AnyView, UIImage>.image(layout: .device(config: .iPhoneSe)).snapshot(AnyView(view)).snapshotImage().pixmap
}
