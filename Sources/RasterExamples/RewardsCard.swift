import Raster

// RewardsCard.swift · RasterExamples · a rewards screen: a mesh-gradient membership card and a custom container of perks
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

extension ContainerValues {
    /// Whether a view in a `PerkList` is drawn as the featured one.
    @Entry var isFeaturedPerk = false
}

struct Perk: Identifiable {
    let id: String
    let symbol: String
    let detail: String
    var isFeatured = false
}

/// A card of rows: each view it is given on a row of its own, hairlines between them, the
/// featured one tinted.
struct PerkList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    subview
                        .padding(.horizontal, 16)
                        .padding(.vertical, 12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(subview.containerValues.isFeaturedPerk ? Color.orange.opacity(0.15) : Color.clear)
                    if subview.id != subviews.last?.id {
                        Divider().padding(.leading, 16)
                    }
                }
            }
        }
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct RewardsCard: View {
    let perks = [
        Perk(id: "Free delivery", symbol: "shippingbox.fill", detail: "On every order over $20", isFeatured: true),
        Perk(id: "Birthday treat", symbol: "gift.fill", detail: "A dessert on us, all month"),
        Perk(id: "Early access", symbol: "clock.fill", detail: "New menus a week before everyone"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    membershipCard
                    Text("Your perks")
                        .font(.headline)
                        .padding(.leading, 4)
                    PerkList {
                        ForEach(perks) { perk in
                            Label {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(perk.id)
                                    Text(perk.detail).font(.subheadline).foregroundStyle(.secondary)
                                }
                            } icon: {
                                Image(systemName: perk.symbol).foregroundStyle(.orange)
                            }
                            .containerValue(\.isFeaturedPerk, perk.isFeatured)
                        }
                        Text("Points expire a year after they are earned.")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Rewards")
        }
    }

    private var membershipCard: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Gold member", systemImage: "star.fill")
                .font(.subheadline.weight(.semibold))
            Spacer()
            Text("2,480")
                .font(.system(size: 44, weight: .bold, design: .rounded))
            Text("points · 520 to Platinum")
                .font(.subheadline)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, minHeight: 190, alignment: .leading)
        .background {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.65, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .orange, .pink, .purple,
                    .yellow, .orange, .pink,
                    .orange, .red, .indigo,
                ]
            )
        }
        .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

#Preview("Rewards") {
    RewardsCard()
}
