// DynamicTypeSizeScenes.swift · rendershot/Gallery · issue 17 "Dynamic Type": one small screen at three Dynamic Type sizes, light and dark (not from a seed)
//
// The same settings screen (an inline navigation title over an inset-grouped list with a
// toggle, a value row, a navigation row with an icon, a button and a footer) at `.xSmall`,
// the default `.large` and `.accessibility3`, side by side: text styles follow the iOS 17
// size table (ios17-metrics.md §8.1: body 14 / 17 / 40 pt), rows keep their 44-pt minimum
// and grow with their text, a `@ScaledMetric` icon side and the disclosure chevron scale
// with body (icon 22 → 18.1 / 22 / 51.8 pt), and the navigation bar keeps its Large size as
// iOS's does. The captions above the panels use `Font.system(size:)`, which does not scale.
// Written as ordinary SwiftUI.

import Raster
import RendershotKit

enum DynamicTypeSizes {
    struct SettingsScreen: View {
        @ScaledMetric private var iconSide = 22.0
        @State private var isOn = true

        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Toggle("Night Mode", isOn: $isOn)
                        LabeledContent("Font", value: "Serif")
                        NavigationLink {
                            Text("Text Size")
                        } label: {
                            HStack {
                                Image(systemName: "textformat.size")
                                    .frame(width: iconSide, height: iconSide)
                                    .foregroundStyle(.tint)
                                Text("Text Size")
                            }
                        }
                        Button("Sign Out") {}
                    } footer: {
                        Text("Changes apply to every book.")
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Reading")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    struct Panels: View {
        static let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility3]

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                ForEach(Self.sizes, id: \.self) { size in
                    VStack(spacing: 6) {
                        Text("\(size)").font(.system(size: 12, weight: .semibold)).foregroundStyle(.secondary)
                        SettingsScreen()
                            .dynamicTypeSize(size)
                            .frame(width: 260, height: 420)
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                    }
                }
            }
            .padding(12)
        }
    }

    static let scene = RendershotScene("dynamic-type", summary: "one settings screen at xSmall, large and accessibility3: text, rows and a ScaledMetric grow",
                                       size: CGSize(width: 828, height: 472)) {
        Panels()
    }

    static let darkScene = RendershotScene("dynamic-type-dark", summary: "the Dynamic Type sizes in the dark colour scheme",
                                           size: CGSize(width: 828, height: 472), colorScheme: .dark) {
        Panels()
    }
}
