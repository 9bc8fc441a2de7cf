// GlassScenes.swift · rendershot/Gallery · iOS 26 Liquid Glass over colour: glass effects, tints, a container with a union of two glass buttons and the glass button styles (not from a seed)
//
// Written as an iOS 26 app writes it, behind `if #available(iOS 26.0, *)`, which is true on
// Linux; light and dark.

import Raster
import RendershotKit

/// Liquid Glass over a colourful backdrop at an iPhone's width.
enum GlassGallery {
    struct ContentView: View {
        @Namespace private var namespace

        var body: some View {
            ZStack {
                backdrop
                if #available(iOS 26.0, *) {
                    glass
                }
            }
        }

        private var backdrop: some View {
            ZStack {
                LinearGradient(colors: [.pink, .orange, .yellow, .green, .teal, .blue, .purple],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().fill(Color.white).frame(width: 90, height: 90).offset(x: -110, y: -120)
                Rectangle().fill(Color.black).frame(width: 60, height: 400).rotationEffect(.degrees(20)).offset(x: 90)
                Text("LIQUID").font(.system(size: 64, weight: .black)).foregroundStyle(.white.opacity(0.9)).offset(y: 130)
            }
        }

        @available(iOS 26.0, *)
        private var glass: some View {
            VStack(spacing: 18) {
                Text("Hello, World!")
                    .font(.title)
                    .padding()
                    .glassEffect()
                HStack(spacing: 12) {
                    Text("Clear").padding().glassEffect(.clear)
                    Text("Orange").padding().glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 12))
                    Image(systemName: "star.fill").frame(width: 52, height: 52).glassEffect(.regular.interactive(), in: .circle)
                }
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 20) {
                        Image(systemName: "pencil").font(.title2).frame(width: 64, height: 64).glassEffect()
                            .glassEffectUnion(id: "tools", namespace: namespace)
                        Image(systemName: "eraser").font(.title2).frame(width: 64, height: 64).glassEffect()
                            .glassEffectUnion(id: "tools", namespace: namespace)
                        Image(systemName: "scribble").font(.title2).frame(width: 64, height: 64).glassEffect()
                    }
                }
                HStack(spacing: 12) {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                    Button("Clear") {}.buttonStyle(.glass(.clear))
                }
            }
        }
    }

    static let scene = RendershotScene("liquid-glass", summary: "iOS 26 Liquid Glass: glass effects, tints, a container and the glass button styles over colour",
                                       size: CGSize(width: 393, height: 480)) {
        ContentView()
    }

    static let darkScene = RendershotScene("liquid-glass-dark", summary: "the Liquid Glass scene in the dark colour scheme",
                                           size: CGSize(width: 393, height: 480), colorScheme: .dark) {
        ContentView()
    }
}
