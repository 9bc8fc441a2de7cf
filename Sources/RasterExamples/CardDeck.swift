import Raster

// CardDeck.swift · RasterExamples · a deck of cards swiped away with a drag
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct CardDeck: View {
    struct Card: Identifiable {
        let id: Int
        let title: String
        let subtitle: String
        let color: Color
    }

    @State private var cards = [
        Card(id: 0, title: "Lisbon", subtitle: "Trams, tiles and custard tarts", color: .orange),
        Card(id: 1, title: "Kyoto", subtitle: "Temples in the autumn leaves", color: .pink),
        Card(id: 2, title: "Oslo", subtitle: "Fjords a short ferry away", color: .teal),
    ]
    @State private var kept: [String] = []
    @GestureState private var drag = CGSize.zero

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(cards.reversed()) { card in
                    let isTop = card.id == cards.first?.id
                    let depth = CGFloat(cards.firstIndex { $0.id == card.id } ?? 0)
                    CardView(card: card, drag: isTop ? drag : .zero)
                        .offset(x: isTop ? drag.width : 0, y: isTop ? drag.height : depth * 10)
                        .rotationEffect(.degrees(isTop ? Double(drag.width / 20) : 0))
                        .scaleEffect(1 - depth * 0.05)
                        .gesture(isTop ? swipe : nil)
                }
            }
            .frame(height: 320)
            Text(kept.isEmpty ? "Swipe right to keep" : "Kept: " + kept.joined(separator: ", "))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
    }

    /// Follows the finger while it is down; a card flung past 120 points leaves the deck.
    private var swipe: some Gesture {
        DragGesture()
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
                guard abs(value.predictedEndTranslation.width) > 120, let top = cards.first else { return }
                if value.translation.width > 0 { kept.append(top.title) }
                cards.removeFirst()
            }
    }
}

private struct CardView: View {
    let card: CardDeck.Card
    let drag: CGSize

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Spacer()
            Text(card.title).font(.largeTitle).bold()
            Text(card.subtitle).font(.subheadline)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(width: 260, height: 300, alignment: .leading)
        .background(card.color.gradient, in: RoundedRectangle(cornerRadius: 24))
        .overlay(alignment: .topLeading) {
            Text("KEEP")
                .font(.title2).bold()
                .foregroundStyle(.green)
                .padding(.horizontal, 10).padding(.vertical, 4)
                .background(Capsule().fill(.white))
                .padding(20)
                .opacity(Double(max(0, min(1, drag.width / 100))))
        }
        .overlay(alignment: .topTrailing) {
            Text("SKIP")
                .font(.title2).bold()
                .foregroundStyle(.red)
                .padding(.horizontal, 10).padding(.vertical, 4)
                .background(Capsule().fill(.white))
                .padding(20)
                .opacity(Double(max(0, min(1, -drag.width / 100))))
        }
        .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }
}
