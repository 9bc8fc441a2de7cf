import Raster

// OnboardingPage.swift · RasterExamples · an onboarding page: gradient, illustration, a title whose letters rise in (TextRenderer), page dots, progress, sign-up field
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

@Observable
final class OnboardingModel {
    var page = 1
    var pageCount = 3
    var email = ""

    var progress: Double { Double(page) / Double(pageCount) }
}

/// Lets a title's letters rise into place one after another, fading in and coming into focus.
struct RisingLettersRenderer: TextRenderer {
    /// 0: nothing shown yet; 1: every letter in place.
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let slices = layout.flatMap { line in line.flatMap { run in run } }
        let stagger = 0.6 / Double(max(slices.count, 1))
        for (index, slice) in slices.enumerated() {
            let start = Double(index) * stagger
            let local = min(max((progress - start) / 0.4, 0), 1)
            guard local > 0 else { continue }
            var copy = context
            copy.opacity = local
            if local < 1 {
                copy.translateBy(x: 0, y: (1 - local) * slice.typographicBounds.rect.height / 2)
                copy.addFilter(.blur(radius: (1 - local) * 4))
            }
            copy.draw(slice)
        }
    }
}

/// Brings a title in letter by letter (and takes it away in reverse), over 0.9 seconds.
struct RisingLettersTransition: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = .easeOut(duration: 0.9) }
        } body: { view in
            view.textRenderer(RisingLettersRenderer(progress: phase.isIdentity ? 1 : 0))
        }
    }
}

struct OnboardingPage: View {
    @State private var model = OnboardingModel()
    private let titles = ["Welcome to Raster", "Snapshots on Linux", "Ready when you are"]

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            ZStack {
                Circle().fill(.white.opacity(0.25)).frame(width: 180, height: 180)
                Circle().fill(.white.opacity(0.35)).frame(width: 120, height: 120)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 36))
                    .frame(width: 64, height: 64)
            }
            VStack(spacing: 8) {
                ZStack {
                    Text(titles[model.page - 1]).font(.title).bold()
                        .id(model.page)
                        .transition(RisingLettersTransition())
                }
                Text("Render your SwiftUI views on Linux, pixel for pixel, in tests and on the command line.")
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 32)
            }
            .foregroundStyle(.white)

            HStack(spacing: 8) {
                ForEach(1...model.pageCount, id: \.self) { index in
                    Capsule()
                        .fill(.white.opacity(index == model.page ? 1 : 0.4))
                        .frame(width: index == model.page ? 20 : 8, height: 8)
                }
            }
            ProgressView(value: model.progress)
                .tint(.white)
                .padding(.horizontal, 48)
            Spacer()
            VStack(spacing: 12) {
                TextField("Email address", text: $model.email)
                    .textFieldStyle(.roundedBorder)
                Button("Continue") {
                    withAnimation { model.page = min(model.page + 1, model.pageCount) }
                }
                    .buttonStyle(.borderedProminent)
                    .tint(.indigo)
            }
            .padding(.horizontal, 32)
            .padding(.bottom, 32)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
    }
}

struct OnboardingPage_Previews: PreviewProvider {
    static var previews: some View {
        OnboardingPage()
            .previewDisplayName("Onboarding")
        OnboardingPage()
            .previewInterfaceOrientation(.landscapeRight)
            .previewDisplayName("Onboarding, landscape")
    }
}

#Preview("Onboarding, dark") {
    OnboardingPage()
        .preferredColorScheme(.dark)
}
