// InspectorScenes.swift · rendershot/Gallery · issue 18: inspector(isPresented:content:) as a trailing column on an iPad (10th generation) in landscape, light and dark (not from a seed)

import Raster
import RendershotKit

/// A drawing canvas in a navigation stack with its inspector shown: on an iPad (regular
/// width) a 320-point trailing column beside the stack, the screen's full height, on the
/// grouped background with a hairline separator on its leading edge, holding a form; the
/// stack and its bar take the rest of the width, as iPadOS 17 draws an inspector applied
/// to a navigation stack.
enum InspectorScenes {
    static let iPad = Device.iPad10.landscape.showingStatusBar()

    struct ContentView: View {
        @State private var showsInspector = true
        @State private var filled = true

        var body: some View {
            NavigationStack {
                ZStack {
                    Circle().fill(Color.orange.gradient).frame(width: 180, height: 180).offset(x: -80, y: -40)
                    RoundedRectangle(cornerRadius: 24).fill(Color.blue.gradient).frame(width: 200, height: 140).offset(x: 90, y: 60)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Canvas")
                .navigationBarTitleDisplayMode(.inline)
            }
            // Outside the stack, so that the column is beside the stack and its bar.
            .inspector(isPresented: $showsInspector) {
                Form {
                    Section("Shape") {
                        LabeledContent("Kind", value: "Rounded rectangle")
                        LabeledContent("Size", value: "200 × 140")
                        Toggle("Filled", isOn: $filled)
                    }
                    Section("Colour") {
                        LabeledContent("Fill", value: "Blue")
                    }
                }
            }
        }
    }

    static let scenes = [
        RendershotScene("inspector-ipad", summary: "an inspector shown as a trailing column on an iPad in landscape",
                        device: iPad) { ContentView() },
        RendershotScene("inspector-ipad-dark", summary: "the inspector column in dark mode", device: iPad,
                        colorScheme: .dark) { ContentView() },
    ]
}
