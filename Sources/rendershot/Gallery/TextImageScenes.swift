// TextImageScenes.swift · rendershot/Gallery · issue 17 "Symbols" and "Rich text": images inside Text, text that shrinks to fit (not from a seed)
//
// Symbols interpolated in text and joined to it, at three text styles and weights, in their
// run's colour, wrapping with the text; a bitmap from the gallery's asset catalog on the
// baseline; labels that tighten or scale down (`allowsTightening`, `minimumScaleFactor`)
// before they truncate. Light and dark. Written as ordinary SwiftUI.

import Raster
import RendershotKit

/// Images in text and text that shrinks, at an iPhone's width.
enum TextImageGallery {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("\(Image(systemName: "star.fill")) 4.5 · 1,204 ratings").foregroundStyle(.orange)
                Text("Tap \(Image(systemName: "square.and.arrow.up")) to share, or \(Image(systemName: "heart")) to save.")
                Text(Image(systemName: "checkmark.circle.fill")).foregroundColor(.green)
                    + Text(" Delivered").font(.headline)
                Text("\(Image(systemName: "bolt.fill")) Fast charging").font(.caption).foregroundStyle(.secondary)
                Text("\(Image(systemName: "sun.max.fill")) 24°").font(.largeTitle.bold())
                Text("Asset \(Image("Badge", bundle: .module)) on the baseline").foregroundStyle(.purple)
                Text("A paragraph that wraps keeps \(Image(systemName: "bell")) symbols on its lines and breaks around \(Image(systemName: "paperclip")) them like any word.")
                Divider()
                Group {
                    Text("Cancellation fee waived today").lineLimit(1)
                    Text("Cancellation fee waived today").lineLimit(1).allowsTightening(true)
                    Text("Cancellation fee waived today").lineLimit(1).minimumScaleFactor(0.5)
                }
                .frame(width: 228, alignment: .leading)
                .background(Color.gray.opacity(0.15))
                Text("Quarterly revenue report").font(.title).lineLimit(1).minimumScaleFactor(0.4)
                    .frame(width: 200, alignment: .leading)
                    .background(Color.gray.opacity(0.15))
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("text-images", summary: "Symbols inside Text, and text that tightens or scales down to fit",
                                       size: CGSize(width: 393, height: 500)) {
        ContentView()
    }

    static let darkScene = RendershotScene("text-images-dark", summary: "images in text and shrinking text in the dark colour scheme",
                                           size: CGSize(width: 393, height: 500), colorScheme: .dark) {
        ContentView()
    }
}
