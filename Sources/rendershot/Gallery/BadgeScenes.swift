// BadgeScenes.swift · rendershot/Gallery · seed 001 (Environment), samples 001-6 to 001-14
//
// The Badge view modifier: caption text on a continuous capsule, filled blue (001-6/7),
// with the environment's tint (001-8/9), or with a colour from a custom environment key
// (001-10 to 001-14). The seed redefines `Badge` for each step, so each scene nests its
// `Badge` in its own enum. Each scene's own comment lists its differences from the seed.

import Raster
import RendershotKit

/// Seed 001, samples 001-6 and 001-7: the blue badge on `Text(3000, format: .number)`.
/// Differences from the seed: `Badge` is nested in the `PlainBadge` enum.
enum PlainBadge {
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

    static let scene = RendershotScene("badge", summary: "001-6/7: Badge view modifier, caption text on a blue capsule") {
        Text(3000, format: .number)
            .modifier(Badge())
    }
}

/// Seed 001, samples 001-8 and 001-9: the badge's capsule filled with `.tint`. Top: no
/// tint is set, so the default accent colour (blue) fills it; below: 001-9's two badges
/// under `.tint(.red)`.
/// Differences from the seed: 001-8 elides the badge's other modifiers (`...`); they are
/// 001-6's. The untinted badge on top and the `VStack(spacing: 24)` around it and 001-9 are
/// added to show both cases; `Badge` is nested in the `TintBadge` enum.
enum TintBadge {
    struct Badge: ViewModifier {
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

    static let scene = RendershotScene("badge-tint", summary: "001-8/9: badge filled with .tint: default accent, then .tint(.red)") {
        VStack(spacing: 24) {
            Text(3000, format: .number)
                .modifier(Badge())
            VStack {
                Text(3000, format: .number)
                    .modifier(Badge())
                Text("Test")
                    .modifier(Badge())
            }
            .tint(.red)
        }
    }
}

enum BadgeColorKey: EnvironmentKey {
    static var defaultValue: Color = .blue
}

extension EnvironmentValues {
    var badgeColor: Color {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}

extension View {
    func badgeColor(_ color: Color) -> some View {
        environment(\.badgeColor, color)
    }
}

/// Seed 001, samples 001-10 to 001-14: a custom `badgeColor` environment value, blue by
/// default (top badge, nothing set) and orange under `.badgeColor(.orange)` (001-14's two
/// badges below).
/// Differences from the seed: the default-coloured badge on top and the
/// `VStack(spacing: 24)` around it and 001-14 are added to show both cases; `Badge` is
/// nested in the `ColorBadge` enum.
enum ColorBadge {
    struct Badge: ViewModifier {
        @Environment(\.badgeColor) private var badgeColor

        func body(content: Content) -> some View {
            content
                .font(.caption)
                .foregroundColor(.white)
                .padding(.horizontal, 5)
                .padding(.vertical, 2)
                .background {
                    Capsule(style: .continuous)
                        .fill(badgeColor)
                }
        }
    }

    static let scene = RendershotScene("badge-color", summary: "001-10..14: badgeColor environment key: default blue, then .badgeColor(.orange)") {
        VStack(spacing: 24) {
            Text(3000, format: .number)
                .modifier(Badge())
            VStack {
                Text(3000, format: .number)
                    .modifier(Badge())
                Text("Test")
                    .modifier(Badge())
            }
            .badgeColor(.orange)
        }
    }
}
