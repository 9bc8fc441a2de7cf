// LabelListScenes.swift · rendershot/Gallery · issue 18 "Controls": Settings-style Label rows in a Form, light and dark (not from a seed)
//
// Rows whose symbols are narrow (iphone, figure.walk) and wide (airplane, square.stack.3d.up)
// beside one another, so the titles show lining up on iOS's icon column, with a toggle and a
// navigation row as a settings screen has them.

import Raster
import RendershotKit

/// Label rows in a Form at an iPhone 15's 393-point width.
enum LabelListRows {
    struct ContentView: View {
        @State private var airplaneMode = false

        var body: some View {
            Form {
                Section {
                    Toggle(isOn: $airplaneMode) { Label("Airplane Mode", systemImage: "airplane") }
                    Label("Wi-Fi", systemImage: "wifi")
                    Label("Notifications", systemImage: "bell.badge")
                    Label("Focus", systemImage: "moon.fill")
                }
                Section("Device") {
                    Label("iPhone", systemImage: "iphone")
                    Label("Fitness", systemImage: "figure.walk")
                    Label("Stacks", systemImage: "square.stack.3d.up")
                    Label("Mail", systemImage: "envelope")
                }
            }
        }
    }

    static let scene = RendershotScene("label-rows", summary: "Label rows in a Form: titles lined up on the icon column whatever the symbol's width",
                                       size: CGSize(width: 393, height: 520)) {
        ContentView()
    }

    static let darkScene = RendershotScene("label-rows-dark", summary: "the Label rows in the dark colour scheme",
                                           size: CGSize(width: 393, height: 520), colorScheme: .dark) {
        ContentView()
    }
}
