// LeafLayoutTests.swift · RasterTests/Layout · how primitive views answer proposals (LeafLayout.swift)
// Rows: swiftui-behavior.md §1.14 (and §1.1 for nil → 10), probe figures where noted.

import Foundation
import Testing
@testable import Raster

@Suite struct LeafLayoutTests {
    static let cases: [LayoutCase] = [
        // §1.14 Rectangle and other shapes: 10×10 ideal, 0 minimum, ∞ maximum, accept a concrete proposal.
        LayoutCase("§1.14 Rectangle, nil → 10×10", .unspecified, "Rectangle (0, 0, 10, 10)") { Rectangle() },
        LayoutCase("§1.14 Rectangle, 0 → 0×0", .zero, "Rectangle (0, 0, 0, 0)") { Rectangle() },
        LayoutCase("§1.14 Rectangle, ∞ → ∞", .infinity, "Rectangle (0, 0, inf, inf)") { Rectangle() },
        LayoutCase("§1.14 Rectangle, concrete accepted", proposal(120, 40), "Rectangle (0, 0, 120, 40)") { Rectangle() },
        LayoutCase("§1.1 Rectangle, nil width → 10", proposal(nil, 30), "Rectangle (0, 0, 10, 30)") { Rectangle() },
        LayoutCase("§1.14 Rectangle.fill keeps the shape's sizing", .unspecified, "Rectangle (0, 0, 10, 10)") {
            Rectangle().fill(Color.red)
        },
        LayoutCase("§1.14 Capsule, concrete accepted", proposal(80, 30), "Capsule (0, 0, 80, 30)") { Capsule() },
        LayoutCase("§1.14 Ellipse, nil → 10×10", .unspecified, "Ellipse (0, 0, 10, 10)") { Ellipse() },
        LayoutCase("§1.14 RoundedRectangle, concrete accepted", proposal(50, 70), "RoundedRectangle (0, 0, 50, 70)") {
            RoundedRectangle(cornerRadius: 8)
        },
        // §1.14 Circle (iOS 16+): a square of side min(w, h), nil dimensions being 10 first.
        LayoutCase("§1.14 Circle, nil → 10×10", .unspecified, "Circle (0, 0, 10, 10)") { Circle() },
        LayoutCase("§1.14 Circle, 100×50 → 50×50", proposal(100, 50), "Circle (0, 0, 50, 50)") { Circle() },
        LayoutCase("§1.14 Circle, 40×90 → 40×40", proposal(40, 90), "Circle (0, 0, 40, 40)") { Circle() },
        LayoutCase("§1.14 Circle, nil×30 → 10×10", proposal(nil, 30), "Circle (0, 0, 10, 10)") { Circle() },
        LayoutCase("§1.14 Circle, ∞×40 → 40×40", proposal(.infinity, 40), "Circle (0, 0, 40, 40)") { Circle() },
        LayoutCase("§1.14 Circle, 0 → 0×0", .zero, "Circle (0, 0, 0, 0)") { Circle() },
        LayoutCase("§1.14 Circle, ∞ → ∞", .infinity, "Circle (0, 0, inf, inf)") { Circle() },
        LayoutCase("§1.14 stroked Circle sizes as the Circle", proposal(100, 50), "Circle (0, 0, 50, 50)") {
            Circle().stroke(lineWidth: 4)
        },
        // §1.14 Color: the default leaf layout (§1.1: nil → 10).
        LayoutCase("§1.14 Color, nil → 10×10", .unspecified, "Color (0, 0, 10, 10)") { Color.red },
        LayoutCase("§1.14 Color, 0 → 0×0", .zero, "Color (0, 0, 0, 0)") { Color.red },
        LayoutCase("§1.14 Color, ∞ → ∞", .infinity, "Color (0, 0, inf, inf)") { Color.red },
        LayoutCase("§1.14 Color, concrete accepted", proposal(64, 48), "Color (0, 0, 64, 48)") { Color.red },
        LayoutCase("§1.1 Color, nil width → 10", proposal(nil, 25), "Color (0, 0, 10, 25)") { Color.red },
        LayoutCase("§1.14 Color echoes a negative proposal (SwiftUI probe P6: -10×-20)", proposal(-10, -20),
                   "Color (0, 0, -10, -20)") { Color.red },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
