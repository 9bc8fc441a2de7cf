import Raster

// OnboardingPage.swift · RasterExamples · an onboarding page: gradient, illustration, page dots, progress, sign-up field
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

@Observable
final class OnboardingModel {
    var page = 1
    var pageCount = 3
    var email = ""

    var progress: Double { Double(page) / Double(pageCount) }
}

struct OnboardingPage: View {
    @State private var model = OnboardingModel()

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
                Text("Welcome to Raster").font(.title).bold()
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
                Button("Continue") { model.page = min(model.page + 1, model.pageCount) }
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
