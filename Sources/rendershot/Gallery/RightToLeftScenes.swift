// RightToLeftScenes.swift · rendershot/Gallery · a Hebrew settings screen laid out right to left, light and dark (not from a seed)
//
// A "General" page pushed on a "Settings" stack in `\.layoutDirection` .rightToLeft: the
// back chevron points right at the right end of the bar, list rows start at the right with
// their icon, values and disclosure chevrons sit at the left, a toggle's switch is at the
// left with its thumb at its left end when on, and the Hebrew text (with English words, numbers and brackets mixed in) is ordered
// by the bidirectional algorithm; an Arabic value joins its letters.

import Raster
import RendershotKit

enum RightToLeftSettings {
    /// One settings row: a coloured icon square, a title and an optional value.
    struct SettingRow: View {
        let symbol: String
        let color: Color
        let title: String
        var value: String?

        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: symbol)
                    .font(.system(size: 15))
                    .foregroundStyle(.white)
                    .frame(width: 29, height: 29)
                    .background(color, in: RoundedRectangle(cornerRadius: 7))
                Text(title)
                Spacer()
                if let value { Text(value).foregroundStyle(.secondary) }
            }
        }
    }

    struct GeneralPage: View {
        @State private var automaticUpdates = true

        var body: some View {
            List {
                Section {
                    HStack(spacing: 12) {
                        Text("דל").font(.title3).foregroundStyle(.white)
                            .frame(width: 56, height: 56)
                            .background(.gray, in: Circle())
                        VStack(alignment: .leading, spacing: 2) {
                            Text("דנה לוי").font(.title3)
                            Text("Apple ID, iCloud+ ומדיה").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    NavigationLink(value: "about") { SettingRow(symbol: "info.circle", color: .gray, title: "אודות") }
                    NavigationLink(value: "language") {
                        SettingRow(symbol: "globe", color: .blue, title: "שפה ואזור", value: "English (US)")
                    }
                    Toggle(isOn: $automaticUpdates) {
                        SettingRow(symbol: "arrow.clockwise", color: .green, title: "עדכונים אוטומטיים")
                    }
                } footer: {
                    Text("גרסה 17.0 (21A329) הותקנה ב־18 בספטמבר 2023, בשעה 9:41.")
                }
                Section {
                    SettingRow(symbol: "internaldrive", color: .gray, title: "אחסון", value: "64 ג״ב מתוך 128 ג״ב")
                    SettingRow(symbol: "globe", color: .orange, title: "שפה נוספת", value: "العربية")
                }
            }
            .navigationTitle("כללי")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct ContentView: View {
        @State private var path = ["general"]

        var body: some View {
            NavigationStack(path: $path) {
                Text("הגדרות")
                    .navigationTitle("הגדרות")
                    .navigationDestination(for: String.self) { _ in GeneralPage() }
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }

    static let window = CGSize(width: 393, height: 600)

    static let scene = RendershotScene("right-to-left", summary: "a Hebrew settings page laid out right to left: bar, list rows, toggle, mixed text",
                                       size: window) { ContentView() }
    static let darkScene = RendershotScene("right-to-left-dark", summary: "the right-to-left settings page in dark mode", size: window,
                                           colorScheme: .dark) { ContentView() }
}
