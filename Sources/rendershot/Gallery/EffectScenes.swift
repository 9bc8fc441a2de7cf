// EffectScenes.swift · rendershot/Gallery · issue 18 "Effects and styles": materials, a 3D-rotated card and colour effects (not from a seed)
//
// Materials of every thickness over a colourful backdrop, a card turned about its vertical
// axis with rotation3DEffect, an elliptical gradient, and a photo-like swatch row through
// saturation, contrast, hueRotation, grayscale and colorInvert; light and dark. Written as
// ordinary SwiftUI.

import Raster
import RendershotKit

/// Effects and styles at an iPhone's width.
enum EffectGallery {
    struct ContentView: View {
        private let materials: [(String, Material)] = [
            ("Ultra thin", .ultraThin), ("Thin", .thin), ("Regular", .regular), ("Thick", .thick), ("Ultra thick", .ultraThick),
        ]

        var body: some View {
            VStack(spacing: 20) {
                ZStack {
                    HStack(spacing: 0) {
                        Color.pink
                        Color.orange
                        Color.yellow
                        Color.green
                        Color.blue
                        Color.purple
                    }
                    Circle().fill(Color.white).frame(width: 70, height: 70).offset(x: -90, y: -30)
                    VStack(spacing: 6) {
                        ForEach(materials, id: \.0) { name, material in
                            Text(name)
                                .font(.subheadline)
                                .frame(maxWidth: .infinity, minHeight: 26)
                                .background(material, in: RoundedRectangle(cornerRadius: 8))
                        }
                    }
                    .padding(.horizontal, 24)
                }
                .frame(height: 190)

                HStack(spacing: 24) {
                    VStack(alignment: .leading, spacing: 4) {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                        Text("Card").font(.headline)
                        Text("rotation3DEffect").font(.caption).foregroundStyle(.secondary)
                    }
                    .padding(14)
                    .frame(width: 150, height: 100, alignment: .topLeading)
                    .background(.indigo.gradient, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
                    .rotation3DEffect(.degrees(35), axis: (x: 0, y: 1, z: 0))

                    Ellipse()
                        .fill(EllipticalGradient(colors: [.yellow, .orange, .red]))
                        .frame(width: 140, height: 90)
                }

                HStack(spacing: 8) {
                    swatch.saturation(0.3)
                    swatch.contrast(1.6)
                    swatch.hueRotation(.degrees(120))
                    swatch.grayscale(1)
                    swatch.colorInvert()
                }
                VStack(spacing: 4) {
                    Text("Primary level")
                    Text(verbatim: "Secondary level, set by foregroundStyle(_:_:)").font(.caption).foregroundStyle(.secondary)
                }
                .foregroundStyle(.primary, .teal)
                Spacer()
            }
            .padding(.vertical, 16)
        }

        private var swatch: some View {
            LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 64, height: 48)
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
    }

    static let scene = RendershotScene("effects", summary: "materials over colour, a 3D-rotated card, an elliptical gradient and colour effects",
                                       size: CGSize(width: 393, height: 520)) {
        ContentView()
    }

    static let darkScene = RendershotScene("effects-dark", summary: "the effects in the dark colour scheme",
                                           size: CGSize(width: 393, height: 520), colorScheme: .dark) {
        ContentView()
    }
}
