import Foundation
import Testing
@testable import Raster

/// A custom style that shows the fraction as a fixed-width bar.
private struct BlockStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.blue.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 5)
    }
}

@Suite struct ProgressViewTests {
    @Test func spinnerSizes() {
        #expect(controlsSize(ProgressView(), .unspecified) == CGSize(width: 20, height: 20))
        #expect(controlsSize(ProgressView().controlSize(.small), .unspecified) == CGSize(width: 14, height: 14))
        #expect(controlsSize(ProgressView().controlSize(.large), .unspecified) == CGSize(width: 37, height: 37))
        #expect(controlsSize(ProgressView(), ProposedViewSize(width: 300, height: 300)) == CGSize(width: 20, height: 20))
    }

    @Test func spinnerHasEightFadingSpokes() {
        let items = Spinner.items(size: CGSize(width: 20, height: 20), environment: EnvironmentValues())
        let opacities = items.compactMap { item -> Float? in
            guard case .stroke(_, .color(let c), _) = item else { return nil }
            return c.opacity
        }
        #expect(opacities.count == 8)
        // The secondary label colour's 60 %, times 1, 0.8, 0.6, 0.4 and then 0.3.
        let expected: [Float] = [1, 0.8, 0.6, 0.4, 0.3, 0.3, 0.3, 0.3].map { 0.6 * $0 }
        #expect(zip(opacities, expected).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func linearBarFillsTheWidthAndIsFourTall() {
        #expect(controlsSize(ProgressView(value: 0.5), ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 4))
        #expect(controlsSize(ProgressView(value: 0.5), .unspecified) == CGSize(width: 10, height: 4))
        let title = controlsSize(Text("Download"), .unspecified)
        #expect(controlsSize(ProgressView("Download", value: 0.5), ProposedViewSize(width: 200, height: nil))
                == CGSize(width: 200, height: title.height + 4 + 4))
    }

    @Test func linearBarColours() {
        let image = controlsRender(ProgressView(value: 0.25), size: CGSize(width: 200, height: 4))
        #expect(image.pixel(atPoint: 25, 2) == rgba(0, 122, 255))
        #expect(image.pixel(atPoint: 150, 2).a == 51)
        let tinted = controlsRender(ProgressView(value: 3, total: 4).tint(.orange), size: CGSize(width: 200, height: 4))
        #expect(tinted.pixel(atPoint: 140, 2) == rgba(255, 149, 0))
        #expect(tinted.pixel(atPoint: 160, 2).a == 51)
    }

    /// The deprecated `tint:` styles fill in their tint, ahead of a `tint(_:)` around the view;
    /// the spinner draws as it does under `tint(_:)`.
    @Test func styleTintsColourTheBarAndTheSpinner() {
        let bar = controlsRender(ProgressView(value: 0.25).progressViewStyle(LinearProgressViewStyle(tint: .orange)).tint(.red),
                                 size: CGSize(width: 200, height: 4))
        #expect(bar.pixel(atPoint: 25, 2) == rgba(255, 149, 0))
        #expect(bar.pixel(atPoint: 150, 2).a == 51)
        let side = CGSize(width: 20, height: 20)
        let styled = controlsRender(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .indigo)), size: side)
        let tinted = controlsRender(ProgressView().tint(.indigo), size: side)
        #expect(styled.pixmap.data == tinted.pixmap.data)
        #expect(styled.pixmap.data != controlsRender(ProgressView(), size: side).pixmap.data)
    }

    @Test func valuesAreClamped() {
        let over = controlsRender(ProgressView(value: 7, total: 4), size: CGSize(width: 200, height: 4))
        #expect(over.pixel(atPoint: 195, 2) == rgba(0, 122, 255))
        let under = controlsRender(ProgressView(value: -1.0), size: CGSize(width: 200, height: 4))
        #expect(under.pixel(atPoint: 5, 2).a == 51)
    }

    @Test func stylesAreChosen() {
        #expect(controlsSize(ProgressView(value: 0.5).progressViewStyle(.circular), .unspecified) == CGSize(width: 20, height: 20))
        #expect(controlsSize(ProgressView().progressViewStyle(.linear), ProposedViewSize(width: 80, height: nil)) == CGSize(width: 80, height: 4))
        #expect(controlsSize(ProgressView(value: 0.3).progressViewStyle(BlockStyle()), .unspecified) == CGSize(width: 30, height: 5))
    }
}
