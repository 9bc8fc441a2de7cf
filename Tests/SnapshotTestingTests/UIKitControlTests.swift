// UIKitControlTests.swift · SnapshotTestingTests · UISwitch, UISlider, UIProgressView and UIStepper against the SwiftUI controls that draw them

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import SnapshotTesting

@MainActor @Suite struct UIKitControlTests {
    @Test func aSwitchIsSwiftUIsSwitchAtItsOwnSize() throws {
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(control.frame.size == CGSize(width: 51, height: 31) && control.intrinsicContentSize == control.frame.size)
        control.setOn(true, animated: true)
        control.onTintColor = .systemOrange
        let expected = try pixelsOnWhite(Toggle("", isOn: .constant(true)).labelsHidden().tint(Color(uiColor: .systemOrange)), size: control.frame.size)
        #expect(try pixelsOnWhite(control).pngData() == expected.pngData())
    }

    @Test func aSliderDrawsItsValueClampedToItsRange() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 25
        #expect(slider.value == 20)
        slider.value = 15
        let expected = try pixelsOnWhite(Slider(value: .constant(15.0), in: 10...20), size: slider.frame.size)
        #expect(try pixelsOnWhite(slider).pngData() == expected.pngData())
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func aProgressViewDrawsItsProgressInItsTint() throws {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = 0.25
        bar.progressTintColor = .systemPink
        let expected = try pixelsOnWhite(ProgressView(value: 0.25).tint(Color(uiColor: .systemPink)), size: bar.frame.size)
        #expect(try pixelsOnWhite(bar).pngData() == expected.pngData())
    }

    @Test func aStepperAtItsMinimumDimsItsMinus() throws {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.frame.size == stepper.intrinsicContentSize && stepper.frame.width > 90)
        stepper.value = -3
        #expect(stepper.value == 0)
        let expected = try pixelsOnWhite(Stepper("", value: .constant(0.0), in: 0...100).labelsHidden(), size: stepper.frame.size)
        #expect(try pixelsOnWhite(stepper).pngData() == expected.pngData())
        stepper.value = 50
        #expect(try pixelsOnWhite(stepper).pngData() != expected.pngData())
    }
}
