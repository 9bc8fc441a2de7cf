import Raster

// SettingsPanel.swift · RasterExamples · a settings screen built from stacks: toggles, a stepper, a segmented picker
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

enum Appearance: String, CaseIterable {
    case light = "Light"
    case dark = "Dark"
    case automatic = "Auto"
}

struct SettingsPanel: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var fontSize = 17
    @State private var appearance = Appearance.automatic

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings").font(.largeTitle).bold()

            section("Connections") {
                Toggle("Wi-Fi", isOn: $wifi)
                Divider()
                Toggle("Bluetooth", isOn: $bluetooth)
            }

            section("Display") {
                Stepper("Text size: \(fontSize) pt", value: $fontSize, in: 12...28)
                Divider()
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases, id: \.self) { option in
                        Text(option.rawValue).tag(option)
                    }
                }
                .pickerStyle(.segmented)
            }

            section("About") {
                Label("Version 1.0", systemImage: "star")
                Divider()
                Label("Favourites", systemImage: "heart")
            }
            Spacer()
        }
        .padding()
    }

    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased()).font(.caption).foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 10) {
                content()
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.5).opacity(0.12)))
        }
    }
}

struct SettingsPanel_Previews: PreviewProvider {
    static var previews: some View {
        SettingsPanel()
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("Settings on an iPhone SE")
    }
}

#Preview("Settings") {
    SettingsPanel()
}

#Preview("Settings, landscape", traits: .landscapeLeft) {
    SettingsPanel()
}
