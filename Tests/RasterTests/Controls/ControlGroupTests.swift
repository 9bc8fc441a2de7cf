import Foundation
import Testing
@testable import Raster

/// Frames at an iPhone 15's 393-point width. The automatic look in a view's content (equal
/// segments on one platter) is read from screenshots of iOS 16–17 control groups
/// [UNCERTAIN, not measured]; its padding (12 × 7 around body text at the regular size),
/// platter fill (secondary system fill) and corner radius (ceil(0.175 × height)) are the
/// bordered button's, from OpenSwiftUI's reading of SwiftUI's `BorderedButtonSpec`.
@Suite struct ControlGroupTests {
    private let window = CGSize(width: 393, height: 100)

    private func stepper(_ model: ControlsModel) -> some View {
        ControlGroup {
            Button("Decrease") { model.count -= 1 }
            Button("Increase") { model.count += 1 }
        }
    }

    @Test func buttonsShareTheWidthInEqualSegments() {
        let decrease = controlsSize(Text("Decrease"), .unspecified, scale: 1)
        let increase = controlsSize(Text("Increase"), .unspecified, scale: 1)
        let height = decrease.height + 2 * 7
        let top = (100 - height) / 2
        let host = ViewHost(stepper(ControlsModel()), size: window)
        #expect(host.frames(of: "ControlCanvas") == [CGRect(x: 0, y: top, width: 393, height: height)])
        #expect(host.frames(of: "Text") == [
            CGRect(x: (196.5 - decrease.width) / 2, y: top + 7, width: decrease.width, height: decrease.height),
            CGRect(x: 196.5 + (196.5 - increase.width) / 2, y: top + 7, width: increase.width, height: increase.height),
        ])
        // Ideal width: two segments as wide as the widest padded label.
        #expect(controlsSize(stepper(ControlsModel()), .unspecified, scale: 1)
                == CGSize(width: 2 * (max(decrease.width, increase.width) + 24), height: height))
    }

    @Test func aTapAnywhereInASegmentRunsItsButton() {
        let model = ControlsModel()
        let host = ViewHost(stepper(model), size: window)
        // Near the platter's ends, far from the labels.
        host.tap(at: CGPoint(x: 380, y: 50))
        host.tap(at: CGPoint(x: 380, y: 50))
        host.tap(at: CGPoint(x: 10, y: 50))
        #expect(model.count == 1)
        let disabled = ViewHost(stepper(model).disabled(true), size: window)
        disabled.tap(at: CGPoint(x: 380, y: 50))
        #expect(model.count == 1)
    }

    @Test func platterLabelsAndSeparator() {
        let group = stepper(ControlsModel())
        let blue = SystemColor.blue.resolved(.light)
        #expect(textColors(group) == [blue, blue])
        let items = drawnItems(group, ProposedViewSize(width: 393, height: nil))
        let fills = items.compactMap { item -> Color.Resolved? in
            guard case .fill(_, .color(let color), _) = item else { return nil }
            return color
        }
        #expect(fills == [SystemColor.secondaryFill.resolved(.light), SystemColor.separator.resolved(.light)])
        // The separator: one pixel at the middle, inset 7 points from top and bottom.
        let separator = items.compactMap { item -> CGRect? in
            guard case .fill(let path, .color(let color), _) = item, color == SystemColor.separator.resolved(.light) else { return nil }
            return path.boundingRect
        }
        let line = controlsSize(Text("Decrease"), .unspecified, scale: 3).height
        #expect(separator.count == 1)
        let rect = separator[0]
        #expect(abs(rect.minX - (196.5 - 1.0 / 6)) < 1e-9 && abs(rect.width - 1.0 / 3) < 1e-9)
        #expect(rect.minY == 7 && abs(rect.height - line) < 1e-9)
        let dark = drawnItems(group, ProposedViewSize(width: 393, height: nil), colorScheme: .dark)
        guard case .fill(_, .color(let platter), _) = dark.first else { Issue.record("no platter"); return }
        #expect(platter == SystemColor.secondaryFill.resolved(.dark))
    }

    @Test func paletteIsARowWithoutPlatter() {
        let host = ViewHost(stepper(ControlsModel()).controlGroupStyle(.palette), size: window)
        #expect(host.frames(of: "ControlCanvas").isEmpty)
        let frames = host.frames(of: "Text")
        #expect(frames.count == 2 && frames[1].minX - frames[0].maxX == 8)
    }

    @Test func menuStylesDrawTheLabel() {
        let labeled = ControlGroup("Adjust", systemImage: "plus") {
            Button("Decrease") {}
            Button("Increase") {}
        }
        let menu = ViewHost(labeled.controlGroupStyle(.menu), size: window)
        #expect(menu.frames(of: "Text").count == 1)
        #expect(menu.frames(of: "Image").count == 1)
        let compact = ViewHost(labeled.controlGroupStyle(.compactMenu), size: window)
        #expect(compact.frames(of: "Text").isEmpty)
        #expect(compact.frames(of: "Image").count == 1)
        // The title and the icon (a glyph of the symbol font) both take the tint.
        #expect(textColors(labeled.controlGroupStyle(.menu)) == [SystemColor.blue.resolved(.light), SystemColor.blue.resolved(.light)])
        // The label does not show in the automatic style.
        #expect(ViewHost(labeled, size: window).frames(of: "Text").count == 2)
    }

    @Test func aMenuWithoutALabelWarns() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            _ = ViewHost(stepper(ControlsModel()).controlGroupStyle(.menu), size: window).render()
        }
        #expect(warnings == ["A ControlGroup drawn with a menu style has no label, so its menu button is empty; "
                             + "give it one with ControlGroup(_:systemImage:content:) or ControlGroup(content:label:)"])
    }

    @Test func anEmptyGroupWarnsAndHasNoHeight() {
        let (size, warnings) = RasterDiagnostics.capturingWarnings {
            controlsSize(ControlGroup { EmptyView() }, ProposedViewSize(width: 393, height: nil))
        }
        #expect(size == CGSize(width: 393, height: 0))
        #expect(warnings == ["A ControlGroup has no controls, so it draws an empty platter; put the buttons it groups in its content"])
    }

    @Test func navigationLooksLikeAutomaticInContent() {
        let automatic = ViewHost(stepper(ControlsModel()), size: window).frames(of: "Text")
        #expect(ViewHost(stepper(ControlsModel()).controlGroupStyle(.navigation), size: window).frames(of: "Text") == automatic)
        #expect(ViewHost(stepper(ControlsModel()).controlGroupStyle(.automatic), size: window).frames(of: "Text") == automatic)
    }

    @Test func labeledContentShowsItsControlsOnItsOwn() {
        let content = LabeledControlGroupContent(content: Text("Controls"), label: Text("Label"))
        #expect(ViewHost(content, size: window).layoutDescription().contains(#"Text("Controls")"#))
        let built = ControlGroup { Button("A") {} } label: { Text("Label") }
        #expect(ViewHost(built, size: window).frames(of: "Text").count == 1)
    }
}
