// GroupingScenes.swift · rendershot/Gallery · issue "Real app screens I": grouping views (not from a seed)
//
// One screen of the grouping views in their iOS 17 looks, light and dark: labeled content
// (one line and a two-line label group), group boxes (labelled, and one inside another),
// a disclosure group expanded and one collapsed, and a control group. Written as ordinary
// SwiftUI.

import Raster
import RendershotKit

/// The grouping views at an iPhone 15's 393-point width, 16 points from the edges.
enum GroupingViews {
    struct ContentView: View {
        @State private var notesShown = true

        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                GroupBox("Account") {
                    VStack(spacing: 8) {
                        LabeledContent("Name", value: "Ada Lovelace")
                        LabeledContent("Plan", value: "Family")
                        LabeledContent {
                            Text("2 of 6")
                        } label: {
                            Text("Members")
                            Text("Invite up to four more")
                        }
                    }
                }
                GroupBox("Storage") {
                    GroupBox {
                        LabeledContent("Used", value: 0.62, format: .percent)
                    }
                }
                DisclosureGroup("Notes", isExpanded: $notesShown) {
                    Text("Renews on the first of each month.")
                        .foregroundStyle(.secondary)
                }
                DisclosureGroup("Payment history") {
                    Text("Never shown while collapsed")
                }
                ControlGroup {
                    Button("Previous") {}
                    Button("Today") {}
                    Button("Next") {}
                }
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("grouping-views", summary: "GroupBox, LabeledContent, DisclosureGroup and ControlGroup in their iOS 17 look",
                             size: CGSize(width: 393, height: 640)) {
        ContentView()
    }

    static let darkScene = RendershotScene("grouping-views-dark", summary: "the grouping views in the dark colour scheme",
                                 size: CGSize(width: 393, height: 640), colorScheme: .dark) {
        ContentView()
    }
}
