// AccessibilityContentTests.swift · RasterTests/Accessibility · custom content, text content types, speech attributes, ignoring Smart Invert, direct touch, zoom actions and linked groups in the accessibility tree

import Foundation
import Testing
@testable import Raster

@Suite struct AccessibilityContentTests {
    private func tree<V: View>(_ view: V) -> String {
        ViewHost(view, size: CGSize(width: 200, height: 100)).accessibilityDescription()
    }

    /// Custom content is listed in the order it was added, high importance marked; content of
    /// a key added again takes the outer modifier's value in its place, and a nil value
    /// removes it.
    @Test func customContentIsListedByKey() {
        let age = AccessibilityCustomContentKey("Age")
        let breed = AccessibilityCustomContentKey(Text(verbatim: "Breed"), id: "breed")
        let view = Text(verbatim: "Rex")
            .accessibilityCustomContent(age, "2 years")
            .accessibilityCustomContent(breed, Text(verbatim: "Beagle"), importance: .high)
            .accessibilityCustomContent("Owner", "Ana")
            .accessibilityCustomContent(age, "3 years")
        #expect(tree(view) == #"[staticText] "Rex" customContent: [Age: 3 years; Breed: Beagle (high); Owner: Ana] (85, 39.5, 30, 21)"#)
        let removed = Text(verbatim: "Rex").accessibilityCustomContent(breed, Text(verbatim: "Beagle"))
            .accessibilityCustomContent(breed, nil)
        #expect(tree(removed) == #"[staticText] "Rex" (85, 39.5, 30, 21)"#)
    }

    /// The text content type, the speech attributes, Smart Invert and direct touch are
    /// listed after the element's values; false flags are not.
    @Test func speechAndTouchAttributesAreListed() {
        let view = Text(verbatim: "let x = 1")
            .accessibilityTextContentType(.sourceCode)
            .speechAlwaysIncludesPunctuation()
            .speechAdjustedPitch(0.5)
            .speechSpellsOutCharacters(false)
            .speechAnnouncementsQueued()
        #expect(tree(view).hasPrefix(#"[staticText] "let x = 1" textContentType: sourceCode speech: [punctuation, pitch: 0.5, queued] ("#))
        let image = Image(systemName: "photo").accessibilityIgnoresInvertColors()
            .accessibilityDirectTouch(options: [.silentOnTouch])
        #expect(tree(image).hasPrefix(#"[image] "photo" ignoresInvertColors directTouch: [silentOnTouch] ("#))
        let off = Image(systemName: "photo").accessibilityIgnoresInvertColors(false).accessibilityDirectTouch(false)
        #expect(tree(off).hasPrefix(#"[image] "photo" ("#))
    }

    /// A zoom action is listed as "zoom", not performed; a linked group by its id.
    @Test func zoomActionsAndLinkedGroupsAreListed() {
        struct Linked: View {
            @Namespace var group
            var body: some View {
                Text(verbatim: "Map").accessibilityZoomAction { _ in }.accessibilityLinkedGroup(id: "map", in: group)
            }
        }
        #expect(tree(Linked()).hasPrefix(#"[staticText] "Map" actions: [zoom] linkedGroup: map ("#))
    }

    /// The iOS 16 and 17 accessibility and display flags default as on a device with no
    /// setting changed: animated images play, nothing else is on.
    @Test func newerEnvironmentFlagsDefaultAsOnADevice() {
        let environment = EnvironmentValues()
        #expect(environment.accessibilityPlayAnimatedImages)
        #expect(!environment.accessibilityDimFlashingLights)
        #expect(!environment.accessibilityLargeContentViewerEnabled)
        #expect(!environment.isSceneCaptured)
        #expect(!environment.isLuminanceReduced)
    }
}
