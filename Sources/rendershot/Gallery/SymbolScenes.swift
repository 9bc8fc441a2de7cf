// SymbolScenes.swift · rendershot/Gallery · issue 17 "Symbols": SF Symbols names drawn as icons (not from a seed)
//
// A grid of common SF Symbols names (navigation, editing, media, communication, people,
// weather, status and shapes with their variants), then the image scales beside text, a
// symbol variant, labels and a button, light and dark. Written as ordinary SwiftUI.

import Raster
import RendershotKit

/// SF Symbols drawn from Raster's icon font at an iPhone's width.
enum SymbolGallery {
    static let names = [
        "chevron.left", "chevron.right", "arrow.up", "arrow.clockwise", "plus", "minus", "xmark", "checkmark",
        "gearshape", "person", "person.fill", "house", "magnifyingglass", "heart", "heart.fill", "star",
        "star.fill", "bell", "bell.slash", "trash", "pencil", "square.and.arrow.up", "envelope", "phone",
        "message", "camera", "photo", "play.fill", "pause.fill", "forward.fill", "speaker.wave.2", "wifi",
        "battery.100", "location", "map", "calendar", "clock", "cloud.rain", "sun.max", "moon",
        "lock", "key", "cart", "creditcard", "doc", "folder", "link", "paperclip",
        "bookmark", "tag", "flag", "exclamationmark.triangle", "info.circle", "questionmark.circle",
        "plus.circle.fill", "xmark.circle.fill", "checkmark.circle", "circle", "square", "ellipsis",
    ]

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 8), spacing: 14) {
                    ForEach(SymbolGallery.names, id: \.self) { name in
                        Image(systemName: name)
                    }
                }
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill")
                    Image(systemName: "star.fill").imageScale(.large)
                    Text("4.5 stars")
                }
                .foregroundStyle(.orange)
                HStack(spacing: 12) {
                    Image(systemName: "bell")
                    Image(systemName: "bell").symbolVariant(.fill)
                    Image(systemName: "heart").symbolVariant(.circle.fill)
                    Image(systemName: "cloud.sun.fill").font(.title)
                }
                .foregroundStyle(.tint)
                Label("Favourites", systemImage: "heart.fill")
                Label("Downloads", systemImage: "arrow.down.circle").font(.headline)
                Button("Share", systemImage: "square.and.arrow.up") {}
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("symbols", summary: "SF Symbols names drawn from the Material Icons font, scales, variants and labels",
                                       size: CGSize(width: 393, height: 480)) {
        ContentView()
    }

    static let darkScene = RendershotScene("symbols-dark", summary: "the symbols in the dark colour scheme",
                                           size: CGSize(width: 393, height: 480), colorScheme: .dark) {
        ContentView()
    }
}
