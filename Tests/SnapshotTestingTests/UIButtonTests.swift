// UIButtonTests.swift · SnapshotTestingTests · UIKit's UIButton: the classic per-state API and iOS 15 configurations, against the UILabel and SwiftUI buttons that draw the same pixels

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import SnapshotTesting

@MainActor @Suite struct UIButtonTests {
    @Test func aSystemButtonsTitleIsA15PointTintedLabelCentredInIt() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Continue"
        let text = label.intrinsicContentSize
        // The title's width, and its line height with 6 points above and below.
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        label.textColor = .systemBlue
        label.frame = CGRect(x: 80 - text.width / 2, y: 22 - text.height / 2, width: text.width, height: text.height)
        let reference = UIView(frame: button.frame)
        reference.addSubview(label)
        #expect(try pixelsOnWhite(button).pngData() == pixelsOnWhite(reference).pngData())
    }

    @Test func titlesAndColoursFollowTheStateWithTheNormalOnesAsFallback() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .disabled)
        #expect(button.currentTitle == "Save" && button.title(for: .highlighted) == "Save")
        #expect(button.currentTitleColor == .systemBlue)
        button.isEnabled = false
        #expect(button.currentTitle == "Saving…" && button.currentTitleColor == .systemGray)
        button.tintColor = .systemRed
        button.isEnabled = true
        #expect(button.currentTitleColor == .systemRed)
        let custom = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(custom.buttonType == .custom && custom.titleColor(for: .normal) == .white)
        custom.setTitleColor(.black, for: .normal)
        #expect(custom.titleColor(for: .selected) == .black)
    }

    @Test func leadingAlignmentAndContentInsetsPlaceTheTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Edit"
        let text = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 32, height: text.height + 12))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        label.textColor = .systemBlue
        label.frame = CGRect(x: 16, y: 20 - text.height / 2, width: text.width, height: text.height)
        let reference = UIView(frame: button.frame)
        reference.addSubview(label)
        #expect(try pixelsOnWhite(button).pngData() == pixelsOnWhite(reference).pngData())
    }

    @Test func configurationsDrawTheSwiftUIButtonOfTheSameLook() throws {
        let size = CGSize(width: 220, height: 70)
        // A UIKit button's frame is its platter: the SwiftUI label fills the button, whose
        // corners keep the radius of the ideal 34.33-point height (6.01 rounded up).
        func filling(_ title: String) -> some View { Text(title).frame(maxWidth: .infinity, maxHeight: .infinity) }
        let corners = ButtonBorderShape.roundedRectangle(radius: 7)
        let looks: [(UIButton.Configuration, AnyView)] = [
            (.filled(), AnyView(Button {} label: { filling("Continue") }.buttonStyle(.borderedProminent).buttonBorderShape(corners))),
            (.tinted(), AnyView(Button {} label: { filling("Continue") }.buttonStyle(.bordered).buttonBorderShape(corners)
                .tint(Color(uiColor: .systemBlue)))),
            (.gray(), AnyView(Button {} label: { filling("Continue") }.buttonStyle(.bordered).buttonBorderShape(corners))),
        ]
        for (configuration, swiftUI) in looks {
            var configuration = configuration
            configuration.title = "Continue"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: .zero, size: size)
            #expect(try pixelsOnWhite(button).pngData() == pixelsOnWhite(swiftUI, size: size).pngData())
            let ideal = UIHostingController(rootView: Button("Continue") {}.buttonStyle(.bordered))
            #expect(button.intrinsicContentSize == ideal.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)))
        }
    }

    @Test func aConfigurationsImageSizeCornersAndInsetsAreDrawn() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 6
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemGreen
        let button = UIButton(configuration: configuration)
        let size = CGSize(width: 240, height: 90)
        button.frame = CGRect(origin: .zero, size: size)
        let swiftUI = Button {} label: {
            HStack(spacing: 6) { Image(systemName: "square.and.arrow.up"); Text("Share") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule).tint(Color(uiColor: .systemGreen))
        #expect(try pixelsOnWhite(button).pngData() == pixelsOnWhite(swiftUI, size: size).pngData())
        // Wider insets grow the button by exactly the difference.
        let before = button.intrinsicContentSize
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 15, leading: 30, bottom: 15, trailing: 30)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: before.width + 20, height: before.height))
    }

    @Test func theUpdateHandlerRunsWhenAsked() {
        let button = UIButton(configuration: .plain())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isEnabled ? "On" : "Off"
        }
        button.isEnabled = false
        button.setNeedsUpdateConfiguration()
        #expect(runs == 1 && button.configuration?.title == "Off")
    }

    @Test func aPrimaryActionGivesTheTitleAndRunsOnSendActions() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { _ in taps += 1 })
        #expect(button.currentTitle == "Tap me")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
    }
}
