import Raster

// NowPlaying.swift · RasterExamples · a music player: artwork, a seek bar scrubbed with a drag, transport buttons and a volume slider
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct NowPlaying: View {
    let duration: TimeInterval = 245
    @State private var elapsed: TimeInterval = 62
    @State private var isPlaying = false
    @State private var volume = 0.6
    /// Where the finger holds the seek bar, as a fraction of the track; nil when it does not.
    @GestureState private var scrubbing: Double?

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 96))
                        .foregroundStyle(.white.opacity(0.9))
                }
                .frame(width: 260, height: 260)
                .shadow(color: .black.opacity(0.25), radius: 16, y: 8)
                .scaleEffect(isPlaying ? 1 : 0.92)
            VStack(spacing: 4) {
                Text("Harbour Lights").font(.title2).bold()
                Text("The Night Ferries").font(.title3).foregroundStyle(.secondary)
            }
            seekBar
            HStack(spacing: 48) {
                Button { skip(by: -10) } label: { Image(systemName: "gobackward.10") }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.system(size: 44))
                }
                Button { skip(by: 10) } label: { Image(systemName: "goforward.10") }
            }
            .font(.title)
            .foregroundStyle(.primary)
            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding(24)
    }

    private var fraction: Double { scrubbing ?? elapsed / duration }

    private var seekBar: some View {
        VStack(spacing: 6) {
            GeometryReader { proxy in
                let width = proxy.size.width
                ZStack(alignment: .leading) {
                    Capsule().fill(.quaternary)
                    Capsule().fill(.primary).frame(width: width * fraction)
                }
                .frame(height: scrubbing == nil ? 6 : 10)
                .frame(maxHeight: .infinity)
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($scrubbing) { value, state, _ in state = min(max(value.location.x / width, 0), 1) }
                        .onEnded { value in elapsed = min(max(value.location.x / width, 0), 1) * duration }
                )
            }
            .frame(height: 24)
            HStack {
                Text(time(fraction * duration))
                Spacer()
                Text("-" + time(duration - fraction * duration))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)
        }
    }

    private func skip(by seconds: TimeInterval) {
        elapsed = min(max(elapsed + seconds, 0), duration)
    }

    private func time(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
