import Foundation
import Testing
@testable import Raster

@Suite struct SliderTests {
    /// As wide as proposed, 34 tall (UISlider's frame, SliderTrack.height); with value labels
    /// the track takes what the labels leave, 8 points from each.
    @Test func sizes() {
        let value = Binding.constant(0.5)
        #expect(controlsSize(Slider(value: value), ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 34))
        #expect(controlsSize(Slider(value: value), .unspecified) == CGSize(width: 38, height: 34))
        #expect(controlsSize(Slider(value: value) { Text("Volume") }, ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: 34))
        let host = ViewHost(Slider(value: value) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") },
                            size: CGSize(width: 300, height: 34))
        let texts = host.frames(of: "Text")
        #expect(texts.count == 2)
        let track = host.frames(of: "ControlCanvas")
        #expect(track.count == 1)
        #expect(track[0].minX == texts[0].maxX + 8 && texts[1].minX == track[0].maxX + 8)
        #expect(track[0].height == 34)
    }

    /// Where the thumb is drawn: clamped, stepped from the lower bound, NaN at the start.
    @Test func fractions() {
        #expect(SliderTrack.fraction(of: 0.25, in: 0...1, step: nil) == 0.25)
        #expect(SliderTrack.fraction(of: 30.0, in: 10...20, step: nil) == 1)
        #expect(SliderTrack.fraction(of: -3.0, in: 10...20, step: nil) == 0)
        #expect(SliderTrack.fraction(of: 13.0, in: 10...20, step: 4) == 0.4)
        #expect(SliderTrack.fraction(of: 19.5, in: 10...20, step: 4) == 0.8)   // steps at 10, 14, 18
        #expect(SliderTrack.fraction(of: 25.0, in: 10...20, step: 4) == 1)     // 20 is halfway to 22: kept at the bound
        #expect(SliderTrack.fraction(of: Float(7), in: 5...5, step: nil) == 0)
        let (fractionOfNaN, warnings) = RasterDiagnostics.capturingWarnings { SliderTrack.fraction(of: Double.nan, in: 0...1, step: nil) }
        #expect(fractionOfNaN == 0)
        #expect(warnings == ["Slider value is NaN, so the thumb is drawn at the lower bound; bind the slider to a number"])
        let (zeroStep, stepWarnings) = RasterDiagnostics.capturingWarnings { SliderTrack.fraction(of: 0.3, in: 0...1, step: 0) }
        #expect(zeroStep == 0.3)
        #expect(stepWarnings == ["Slider step 0.0 is not a positive finite number, so the slider is continuous; give a step above 0"])
    }

    /// The track is tinted left of the thumb's centre and filled with the system fill right
    /// of it; the thumb is white, its centre 14 + (width − 28) × fraction from the left.
    @Test func drawing() {
        let image = controlsRender(Slider(value: .constant(0.5)), size: CGSize(width: 228, height: 34))
        // The thumb's centre is at x = 14 + 200 × 0.5 = 114.
        #expect(image.pixel(atPoint: 114, 17) == rgba(255, 255, 255))
        #expect(image.pixel(atPoint: 60, 17) == rgba(0, 122, 255))
        #expect(image.pixel(atPoint: 170, 17).a == 51)   // systemFill: 120,120,128 at 20 %
        #expect(image.pixel(atPoint: 60, 13).a == 0)      // above the 4-point track, clear of the thumb
        let tinted = controlsRender(Slider(value: .constant(0.9), in: 0...1).tint(.orange), size: CGSize(width: 228, height: 34))
        #expect(tinted.pixel(atPoint: 150, 17) == rgba(255, 149, 0))
        let dark = controlsRender(Slider(value: .constant(0.0)), size: CGSize(width: 228, height: 34), colorScheme: .dark)
        #expect(dark.pixel(atPoint: 170, 17).a == 92)     // systemFill dark: 120,120,128 at 36 %
    }

    @Test func disabledIsDimmed() {
        let image = controlsRender(Slider(value: .constant(0.5)).disabled(true), size: CGSize(width: 228, height: 34))
        #expect(image.pixel(atPoint: 60, 17) == rgba(0, 122, 255, 0.5))
    }
}
