import Foundation
import Testing
@testable import Raster

/// Problems a fresh user found (fresh19): tapping a toggle by its label, the stepper's and
/// the menu picker's accessibility elements, SF Symbol names in combined labels, a
/// LabeledContent value as a link's label, invalid ImageRenderer proposals and
/// single-detent sheets.
@Suite struct FreshUserIssuesTests {
    private let phone = CGSize(width: 393, height: 400)

    /// On iOS a tap on a Form row's label text leaves the switch alone, and XCUITest's
    /// `switches["…"].tap()` taps that same centre (ViewHost+Elements.swift cites the
    /// reports); the tap warns with the call that flips the toggle, which does.
    @Test func tappingAFormToggleByItsLabelWarnsWithTheCallThatFlipsIt() throws {
        let model = ControlsModel()
        let host = ViewHost(Form { Toggle("Notifications", isOn: Bindable(model).isOn) }, size: phone)
        var recognized = true
        let warnings = try capturingWarnings { recognized = try host.tap("Notifications") }
        #expect(!recognized)
        #expect(!model.isOn)
        let row = try host.frame(of: "Notifications")
        #expect(warnings == ["ViewHost.tap(\"Notifications\") tapped the middle of the toggle \"Notifications\" at (\(formatPoints(row.minX)), "
            + "\(formatPoints(row.minY)), \(formatPoints(row.width)), \(formatPoints(row.height))), which does not flip it, as a tap "
            + "on a row's label leaves iOS's switch alone; tap the switch to flip it: host.tap(at: CGPoint(x: 335.5, y: 61.5))"])
        // The switch's centre: the row (x 32...361) less half its 51 points, the row's middle.
        #expect(host.tap(at: CGPoint(x: 335.5, y: 61.5)))
        #expect(model.isOn)
        // A tap that flips (a button-style toggle) says nothing.
        let button = ViewHost(Toggle("Bold", isOn: Bindable(model).isOn).toggleStyle(.button), size: phone)
        var flipped = false
        let quiet = try capturingWarnings { flipped = try button.tap("Bold") }
        #expect(flipped)
        #expect(quiet.isEmpty)
        #expect(!model.isOn)
    }

    /// UIStepper's accessibility: an adjustable element holding "Decrement" and "Increment"
    /// buttons (magentaa11y.com's stepper checklist; XCUITest's `steppers.buttons["Increment"]`).
    @Test func stepperIsAdjustableWithIncrementAndDecrementButtons() throws {
        let model = ControlsModel()
        let host = ViewHost(Form { Stepper("Guests: \(model.count)", value: Bindable(model).count, in: 0...5) }, size: phone)
        #expect(try host.tap("Increment"))
        #expect(try host.tap("Increment"))
        #expect(try host.tap("Decrement"))
        #expect(model.count == 1)
        // The control is 94 points wide at the row's trailing end (x 267...361), a button per half.
        #expect(host.accessibilityDescription() == """
            container "Guests: 0" actions: [adjustable] (32, 46, 329, 32)
              [button] "Decrement" (267, 46, 47, 32)
              [button] "Increment" (314, 46, 47, 32)
            """)
    }

    /// A menu picker in a Form row is one button, labelled with the picker's label, its
    /// value the selected option; SF Symbol names are not part of a row's combined label.
    @Test func menuPickerIsOneButtonAndSymbolsStayOutOfCombinedLabels() {
        let view = Form {
            Picker("Units", selection: .constant("Metric")) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
            }
            Button {} label: {
                HStack { Image(systemName: "star.fill"); Text("Morning Run"); Text("5 km") }
            }
            Button {} label: { Image(systemName: "trash") }
        }
        #expect(ViewHost(view, size: phone).accessibilityDescription() == """
            [button] "Units" value: "Metric" (32, 47, 329, 21)
            [button] "Morning Run, 5 km" (32, 91, 174.907, 21)
            [button] "trash" (32, 137, 11.827, 15.24)
            """)
    }

    /// iOS draws LabeledContent's value in the secondary colour in form rows, also when
    /// it is a navigation link's label, light and dark.
    @Test func labeledContentValueIsSecondaryAsALinksLabel() {
        let view = NavigationStack {
            Form {
                NavigationLink { Text("About") } label: { LabeledContent("Version", value: "2.4.1") }
                LabeledContent("Build", value: "88")
            }
        }
        for scheme in [ColorScheme.light, .dark] {
            let primary = SystemColor.primary.resolved(scheme), secondary = SystemColor.secondary.resolved(scheme)
            #expect(textColors(view, ProposedViewSize(width: 393, height: 400), colorScheme: scheme)
                    == [primary, secondary, primary, secondary])
        }
    }

    /// A proposal with a negative or NaN dimension: one warning naming it as written and
    /// what is used instead (nil, the ideal size), and the image is the ideal size.
    @Test func invalidProposalsWarnOnceNamingTheProposal() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 320).frame(idealHeight: 20))
        renderer.proposedSize = ProposedViewSize(width: .nan, height: -5)
        var image: RasterImage?
        let warnings = try capturingWarnings { image = try renderer.render() }
        #expect(warnings == ["ImageRenderer.proposedSize is ProposedViewSize(width: nan, height: -5); a proposed width or height "
            + "is nil or 0 or more points (not negative, not NaN), so ProposedViewSize(width: nil, height: nil) is used "
            + "(nil: the ideal size)"])
        #expect(image?.pixmap.width == 320)
        #expect(image?.pixmap.height == 20)
    }

    /// A sheet left with one usable detent has nothing to drag between: no grabber, as
    /// other single-detent sheets.
    @Test func aSheetWithOneUsableDetentHidesTheDragIndicator() {
        func grabberFrames(_ detents: Set<PresentationDetent>) -> [CGRect] {
            let host = ViewHost(Color.clear.sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents(detents)
            }, size: CGSize(width: 393, height: 852))
            var frames: [CGRect] = []
            _ = capturingWarnings { frames = host.frames(of: "Capsule") }
            return frames
        }
        #expect(grabberFrames([.fraction(2), .height(-10)]).isEmpty)
        #expect(grabberFrames([.large]).isEmpty)
        #expect(grabberFrames([.medium, .large]).count == 1)
    }
}
