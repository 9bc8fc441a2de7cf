// BadgeStyleScenes.swift · rendershot/Gallery · seed 001 (Environment), samples 001-15 to 001-27
//
// Badge styles in the environment: the `BadgeStyle` protocol, the red default style, the
// `OverlayBadge` modifier that centres a badge on a corner of its view (001-15 to 001-23),
// and the glossy `FancyBadgeStyle` chosen with `.badgeStyle(.fancy)` (001-24 to 001-27).
// The seed's declarations are copied unchanged; each scene's comment lists its differences.

import Raster
import RendershotKit

protocol BadgeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(_ label: AnyView) -> Body
}

struct DefaultBadgeStyle: BadgeStyle {
    var color: Color = .red

    func makeBody(_ label: AnyView) -> some View {
        label
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .padding(.vertical, 2)
            .background {
                Capsule(style: .continuous)
                    .fill(color)
            }
    }
}

enum BadgeStyleKey: EnvironmentKey {
    static var defaultValue: any BadgeStyle = DefaultBadgeStyle()
}

extension EnvironmentValues {
    var badgeStyle: any BadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

struct OverlayBadge<BadgeLabel: View>: ViewModifier {
    var alignment: Alignment = .topTrailing
    var label: BadgeLabel

    @Environment(\.badgeStyle) private var badgeStyle

    func body(content: Content) -> some View {
        content
            .overlay(alignment: alignment) {
                AnyView(badgeStyle.makeBody(AnyView(label)))
                    .fixedSize()
                    .alignmentGuide(alignment.horizontal) { $0[HorizontalAlignment.center] }
                    .alignmentGuide(alignment.vertical) { $0[VerticalAlignment.center] }
            }
    }
}

extension View {
    func badge<V: View>(alignment: Alignment = .topTrailing,
        @ViewBuilder _ content: () -> V) -> some View {
        modifier(OverlayBadge(alignment: alignment, label: content()))
    }
}

struct FancyBadgeStyle: BadgeStyle {
    var background: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Color.red)
                .overlay {
                    ContainerRelativeShape()
                        .fill(LinearGradient(colors: [.white, .clear],
                            startPoint: .top, endPoint: .center))
                }
            ContainerRelativeShape()
                .strokeBorder(Color.white, lineWidth: 2)
                .shadow(radius: 2)
        }
    }

    func makeBody(_ label: AnyView) -> some View {
        label
            .foregroundColor(.white)
            .font(.caption)
            .padding(.horizontal, 7)
            .padding(.vertical, 4)
            .background(background)
            .containerShape(Capsule(style: .continuous))
    }
}

extension View {
    func badgeStyle(_ style: any BadgeStyle) -> some View {
        environment(\.badgeStyle, style)
    }
}

extension BadgeStyle where Self == FancyBadgeStyle {
    static var fancy: FancyBadgeStyle {
        FancyBadgeStyle()
    }
}

/// Seed 001, samples 001-15 and 001-17 to 001-23: `.badge { ... }` in the default style,
/// a red capsule centred on the top-trailing corner: 001-15's "Test" with 3000 (top) and
/// 001-23's "Hello" with 100 (bottom).
/// Differences from the seed: the two usages are shown in one `VStack(spacing: 40)`.
let badgeStyleScene = RendershotScene("badge-style", summary: "001-15..23: .badge { } overlay in the default (red) BadgeStyle") {
    VStack(spacing: 40) {
        Text("Test")
            .badge {
                Text(3000, format: .number)
            }
        Text("Hello")
            .badge { Text(100, format: .number) }
    }
}

/// Seed 001, samples 001-24 to 001-27: "Inbox" and "Spam", whose 3000 badge is in the
/// glossy fancy style set with `.badgeStyle(.fancy)` on the HStack.
/// Differences from the seed: none.
let badgeFancyScene = RendershotScene("badge-fancy", summary: "001-24..27: .badgeStyle(.fancy): glossy red capsule badge on \"Spam\"") {
    HStack {
        Text("Inbox")
        Text("Spam")
            .badge {
                Text(3000, format: .number)
            }
    }
    .badgeStyle(.fancy)
}
