// SafeAreaScenes.swift · rendershot/Gallery · a screen on an iPhone 15 Pro with its safe area and status bar (not from a seed)
//
// The content sits in the safe area (below the 59-point Dynamic Island inset, above the
// 34-point home indicator); its ShapeStyle background reaches under both, as SwiftUI's
// does; a `safeAreaInset` toolbar sits at the bottom of the safe area, its own background
// reaching to the screen's bottom edge. The status bar (9:41) is drawn over it and the
// image is clipped to the screen's 55-point corners. Light and dark.

import Raster
import RendershotKit

enum SafeAreaScreen {
    struct Forecast: Identifiable {
        let id: String
        let high: Int
        let color: Color
    }

    static let forecast = [
        Forecast(id: "Mon", high: 21, color: .orange), Forecast(id: "Tue", high: 19, color: .yellow),
        Forecast(id: "Wed", high: 16, color: .teal), Forecast(id: "Thu", high: 14, color: .blue),
    ]

    struct ContentView: View {
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Cupertino").font(.largeTitle).bold()
                Text(sizeClass == .compact ? "Compact width: four days in a row" : "Regular width")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack(spacing: 8) {
                    ForEach(SafeAreaScreen.forecast) { day in
                        VStack(spacing: 6) {
                            Text(day.id).font(.caption)
                            Circle().fill(day.color).frame(width: 28, height: 28)
                            Text("\(day.high)°").font(.headline)
                        }
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                        .background(.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(.teal.opacity(0.18))
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack {
                    Text("Updated 9:41").font(.footnote)
                    Spacer()
                    Text("Refresh").font(.body).foregroundStyle(.tint)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .background(.gray.opacity(0.2))
            }
        }
    }

    static let device = Device.iPhone15Pro.showingStatusBar().clippedToScreenCorners()

    static let scene = RendershotScene("safe-area-screen", summary: "a screen on an iPhone 15 Pro: safe area, status bar, safeAreaInset toolbar",
                             device: device) { ContentView() }
    static let darkScene = RendershotScene("safe-area-screen-dark", summary: "the same screen in dark mode", device: device,
                                 colorScheme: .dark) { ContentView() }
}
