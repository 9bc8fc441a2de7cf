// DynamicTypeScene.swift · rendershot/Gallery · seed 001 (Environment), samples 001-4 and 001-5
//
// Reading the environment with a key path: the wave appears only below the default Dynamic
// Type size. The top row runs at `.small` (the image shows), the bottom row at the default
// `.large` (it does not); a third line shows 001-5's `isAccessibilitySize` read.
// Differences from the seed: the two rows and the third line are added to show both
// branches (the seed shows the view once); `Image(systemName: "hand.wave")` draws Material
// Icons' waving hand, Raster's stand-in for the SF Symbol. The text scales as on iOS: body is
// 15 pt in the `.small` row, 17 in the default row and 33 on the `.accessibility2` line.

import Raster
import RendershotKit

enum DynamicType {
    struct ContentView: View {
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
            HStack {
                Text("Hello")
                if dynamicTypeSize < .large {
                    Image(systemName: "hand.wave")
                }
            }
        }
    }

    struct AccessibilityProbe: View {
        @Environment(\.dynamicTypeSize.isAccessibilitySize) private var isAccessibilitySize

        var body: some View {
            Text("isAccessibilitySize: \(isAccessibilitySize ? "true" : "false")")
        }
    }

    static let scene = RendershotScene("environment-dynamic-type", summary: "001-4/5: @Environment(\\.dynamicTypeSize) decides whether the wave shows") {
        VStack(spacing: 24) {
            ContentView()
                .dynamicTypeSize(.small)
            ContentView()
            AccessibilityProbe()
                .dynamicTypeSize(.accessibility2)
        }
    }
}
