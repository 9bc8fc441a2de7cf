// ScrollEffectScenes.swift · rendershot/Gallery · issue 18: scrollTransition and visualEffect driven by scroll position, at an iPhone's width (not from a seed)
//
// A vertical list of cards whose scroll transition fades and shrinks the ones entering at
// either edge, started part-way down (`defaultScrollAnchor`) so that the first and last
// cards shown are mid-transition; under it a horizontal shelf whose cards turn about their
// vertical axis by their distance from the shelf's centre (`visualEffect` reading the
// `.scrollView` space), as in Apple's WWDC23 "Beyond scroll views" examples; light and dark.

import Raster
import RendershotKit

/// Scroll-driven effects: the top and bottom cards of the list are drawn part-way through
/// the default interactive transition (ease-in-out from the edge to fully visible); the
/// shelf's cards turn more the further they are from its centre.
enum ScrollEffectScenes {
    static let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    struct Card: View {
        let index: Int

        var body: some View {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(colors[index % colors.count].gradient).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Card \(index + 1)").font(.headline)
                    Text("scrollTransition").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .padding(12)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 16) {
                ScrollView {
                    VStack(spacing: 10) {
                        ForEach(0..<12, id: \.self) { index in
                            Card(index: index)
                                .scrollTransition { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.2)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                }
                        }
                    }
                    .padding(.horizontal, 16)
                }
                .defaultScrollAnchor(UnitPoint(x: 0, y: 0.45))
                .frame(height: 330)

                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<10, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 16)
                                .fill(colors[index % colors.count].gradient)
                                .overlay { Text("\(index + 1)").font(.largeTitle.bold()).foregroundStyle(.white) }
                                .frame(width: 110, height: 140)
                                .visualEffect { content, proxy in
                                    let frame = proxy.frame(in: .scrollView(axis: .horizontal))
                                    let distance = frame.midX - 196.5
                                    return content
                                        .rotation3DEffect(.degrees(distance / 6), axis: (x: 0, y: 1, z: 0))
                                        .scaleEffect(1 - min(abs(distance) / 1200, 0.2))
                                }
                        }
                    }
                    .padding(.horizontal, 16)
                }
                .defaultScrollAnchor(UnitPoint(x: 0.25, y: 0))
                .frame(height: 160)
                Spacer(minLength: 0)
            }
            .padding(.top, 16)
        }
    }

    static let scene = RendershotScene("scroll-effects", summary: "scrollTransition cards mid-transition at both edges and a visualEffect shelf turned by scroll position",
                                       size: CGSize(width: 393, height: 560)) {
        ContentView()
    }

    static let darkScene = RendershotScene("scroll-effects-dark", summary: "the scroll-driven effects in the dark colour scheme",
                                           size: CGSize(width: 393, height: 560), colorScheme: .dark) {
        ContentView()
    }
}
