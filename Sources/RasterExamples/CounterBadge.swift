import Raster

// CounterBadge.swift · RasterExamples · a counter whose badge springs when the count changes
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct CounterBadge: View {
    @Binding var count: Int

    var body: some View {
        HStack(spacing: 20) {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.indigo)
                    .frame(width: 64, height: 64)
                Text("\(count)")
                    .font(.caption)
                    .bold()
                    .foregroundStyle(.white)
                    .padding(.horizontal, 7)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(.red))
                    .scaleEffect(count > 9 ? 1.2 : 1)
                    .animation(.spring(duration: 0.4, bounce: 0.5), value: count)
                    .offset(x: 10, y: -10)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Inbox").font(.headline)
                Stepper("\(count) unread", value: $count, in: 0...99)
            }
        }
        .padding()
    }
}

struct CounterBadge_Previews: PreviewProvider {
    static var previews: some View {
        CounterBadge(count: .constant(3))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Three unread")
    }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 12
    CounterBadge(count: $count)
}
