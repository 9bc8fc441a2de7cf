import Raster

// AnimatedBadges.swift · RasterExamples · an inbox badge that bounces with keyframes when a message arrives, and a live indicator that pulses through phases
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

/// What the badge's keyframes animate.
struct BadgeBounce {
    var scale = 1.0
    var lift = 0.0
    var angle = Angle.zero
}

/// An inbox icon whose unread badge jumps, grows and wiggles each time a message arrives,
/// its count rolling to the new number, beside a "Live" dot that pulses for ever.
public struct AnimatedBadgesScreen: View {
    @State private var unread: Int

    public init(unread: Int = 3) {
        _unread = State(initialValue: unread)
    }

    public var body: some View {
        VStack(spacing: 32) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "envelope.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.blue)
                    .frame(width: 72, height: 60)
                badge
                    .offset(x: 14, y: -10)
            }
            Button("New message") {
                withAnimation(.snappy) { unread += 1 }
            }
            .buttonStyle(.borderedProminent)
            HStack(spacing: 10) {
                Circle()
                    .fill(.red)
                    .frame(width: 12, height: 12)
                    .phaseAnimator([false, true]) { dot, expanded in
                        dot
                            .scaleEffect(expanded ? 1.8 : 1)
                            .opacity(expanded ? 0.35 : 1)
                    } animation: { expanded in
                        expanded ? .easeOut(duration: 0.8) : .easeIn(duration: 0.4)
                    }
                Text("Live")
                    .font(.headline)
            }
        }
        .padding(40)
    }

    private var badge: some View {
        Text("\(unread)")
            .font(.callout.bold())
            .foregroundStyle(.white)
            .contentTransition(.numericText(value: Double(unread)))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(.red))
            .keyframeAnimator(initialValue: BadgeBounce(), trigger: unread) { content, value in
                content
                    .scaleEffect(value.scale)
                    .rotationEffect(value.angle)
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.4, duration: 0.2, spring: Spring(duration: 0.3, bounce: 0.2))
                    SpringKeyframe(1.0, spring: Spring(duration: 0.4, bounce: 0.4))
                }
                KeyframeTrack(\.lift) {
                    LinearKeyframe(0, duration: 0.1)
                    SpringKeyframe(-14, duration: 0.15, spring: Spring(duration: 0.3, bounce: 0.3))
                    CubicKeyframe(-14, duration: 0.1)
                    SpringKeyframe(0, spring: Spring(duration: 0.4, bounce: 0.4))
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(-14), duration: 0.1)
                    CubicKeyframe(.degrees(14), duration: 0.1)
                    CubicKeyframe(.degrees(-8), duration: 0.1)
                    CubicKeyframe(.zero, duration: 0.1)
                }
            }
    }
}
