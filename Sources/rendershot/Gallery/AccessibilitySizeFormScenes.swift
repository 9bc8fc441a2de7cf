// AccessibilitySizeFormScenes.swift · rendershot/Gallery · issue 17 "Dynamic Type": a settings form at accessibility3, light and dark (not from a seed)
//
// A whole iPhone 15 screen of a settings `Form` at `.accessibility3` (body 40 pt,
// footnote 33 pt; ios17-metrics.md §8.1): rows grow with their text beside the fixed-size
// switch (51 × 31) and stepper (94 × 32), the segmented control keeps its 32-pt height, the
// footer wraps, and the inline navigation bar keeps its Large size, as iOS's system bars do
// (they show the large content viewer instead of growing). Written as ordinary SwiftUI.

import Raster
import RendershotKit

enum AccessibilitySizeForm {
    struct Screen: View {
        @State private var isOn = true
        @State private var copies = 2
        @State private var quality = 1

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Toggle("Airplane Mode", isOn: $isOn)
                        Stepper("Copies: \(copies)", value: $copies)
                        LabeledContent("Version", value: "17.2")
                    } header: {
                        Text("General")
                    }
                    Section {
                        Picker("Quality", selection: $quality) {
                            Text("Low").tag(0)
                            Text("High").tag(1)
                        }
                        .pickerStyle(.segmented)
                        Button("Sign Out") {}
                    } footer: {
                        Text("Text grows to the size chosen in Settings.")
                    }
                }
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
            }
            .dynamicTypeSize(.accessibility3)
        }
    }

    static let scene = RendershotScene("accessibility-size-form", summary: "a settings form at accessibility3: rows grow and wrap, switches, steppers and bars keep their sizes",
                                       size: CGSize(width: 393, height: 852)) {
        Screen()
    }

    static let darkScene = RendershotScene("accessibility-size-form-dark", summary: "the accessibility3 settings form in the dark colour scheme",
                                           size: CGSize(width: 393, height: 852), colorScheme: .dark) {
        Screen()
    }
}
