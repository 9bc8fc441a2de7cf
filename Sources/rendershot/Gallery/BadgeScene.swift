// BadgeScene.swift · rendershot/Gallery · seed 001 (Environment), samples 001-6, 001-7 and 001-9
//
// The Badge view modifier: caption text on a continuous capsule. The first badge uses
// the seed's blue capsule; the tinted pair fills the capsule with `.tint` under `.tint(.red)`.
// Differences from the seed: the tinted variant is a second modifier (`TintedBadge`)
// rather than an edit of `Badge`, so both versions show side by side.

import Raster
import RendershotKit

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .padding(.vertical, 2)
            .background {
                Capsule(style: .continuous)
                    .fill(.blue)
            }
    }
}

struct TintedBadge: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .padding(.vertical, 2)
            .background {
                Capsule(style: .continuous)
                    .fill(.tint)
            }
    }
}

let badgeScene = Scene("badge", summary: "seed 001: Badge view modifier, plain and tinted red") {
    VStack(spacing: 24) {
        Text(3000, format: .number)
            .modifier(Badge())
        VStack {
            Text(3000, format: .number)
                .modifier(TintedBadge())
            Text("Test")
                .modifier(TintedBadge())
        }
        .tint(.red)
    }
}
