import Foundation
import Testing
import Raster
import RasterSnapshotTesting
import RendershotKit
@testable import rendershot

/// Each gallery scene, hosted in its window with its taps played, compared byte for byte with
/// `Snapshots/GallerySnapshotTests/sceneMatchesReference.<scene>.png`. A missing reference is
/// recorded (and the test fails saying so); `RASTER_RECORD=1` re-records every reference.
@Suite struct GallerySnapshotTests {
    @Test func galleryHasTheSeedScenes() {
        #expect(Gallery.scenes.map(\.name) == [
            "state-counter", "state-counter-desugared", "state-initial-value", "state-assigned-in-init",
            "state-counter-twice", "observable-counter", "observable-shared-counter",
            "state-model-from-init", "state-object-counter", "state-object-counter-desugared",
            "observed-object-counter", "rooms", "closure-counter", "manual-binding-counter",
            "projected-value-counter", "binding-counter", "state-object-binding-counter",
            "clamped-binding-counter", "bindable-stepper", "bindable-stepper-variants", "environment-font", "environment-dynamic-type",
            "badge", "badge-tint", "badge-color", "badge-style", "badge-fancy", "environment-object",
            "environment-object-legacy", "flow-layout", "geometry-background", "overflow-border",
            "overflow-border-initial", "measure-size", "zstack-flow-layout", "flow-layout-mixed",
            "coordinate-spaces", "scale-effect-sizes", "highlight-overlay", "highlight-anchor",
            "highlight-matched", "hero", "hero-wrong-order", "observed-object-view-model",
            "observable-view-model", "published-random-number", "observable-random-number",
            "subview-plain-model", "subview-state-model", "environment-view-model", "bindable-text-field",
            "bindable-in-body", "day-night-identity", "foreach-range", "foreach-key-path",
            "foreach-identifiable", "transitions-insertion", "transitions-removal", "any-layout",
            "photo-grid", "grid-table", "scroll-feed", "grouping-views", "grouping-views-dark", "symbols", "symbols-dark",
            "assets", "assets-dark", "dynamic-type", "dynamic-type-dark", "accessibility-size-form", "accessibility-size-form-dark", "emoji", "emoji-dark",
            "effects", "effects-dark",
            "safe-area-screen",
            "safe-area-screen-dark", "list-editing", "list-editing-dark", "list-separators", "list-sidebar-outline", "list-sidebar-outline-dark", "tab-view", "tab-view-dark",
            "tab-view-more", "tab-view-more-dark", "tab-view-landscape", "tab-view-landscape-dark",
            "sheet-medium", "sheet-medium-dark", "alert-destructive", "alert-destructive-dark", "alert-over-colour", "alert-over-colour-dark", "dialog-over-colour", "dialog-over-colour-dark", "sheet-large", "sheet-large-dark",
            "menus-links-gauges", "menus-links-gauges-dark",
            "date-pickers", "date-pickers-dark", "picker-styles", "picker-styles-dark", "label-rows", "label-rows-dark",
            "world-clock", "world-clock-dark", "spending-dashboard", "spending-dashboard-dark",
            "right-to-left", "right-to-left-dark", "animated-badges", "animated-badges-dark", "rich-text",
            "rich-text-dark", "redacted-placeholders", "redacted-placeholders-dark",
            "text-images",
            "text-images-dark",
            "image-paint", "image-paint-dark",
            "navigation-root",
            "navigation-root-dark", "navigation-pushed", "navigation-pushed-dark",
            "localization-fr", "localization-fr-dark", "localization-ko", "localization-ko-dark",
            "split-view-ipad", "split-view-ipad-dark", "split-view-iphone",
            "navigation-scrolled", "navigation-scrolled-dark", "navigation-scrolled-device", "navigation-scrolled-device-dark",
            "search-scopes-suggestions", "search-scopes-suggestions-dark",
            "scroll-effects", "scroll-effects-dark", "inspector-ipad", "inspector-ipad-dark",
            "mailbox-sidebar", "mailbox-sidebar-dark", "liquid-glass", "liquid-glass-dark",
        ])
    }

    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneMatchesReference(name: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.name == name })
        assertSnapshot(of: scene.host(), as: .image(), named: name)
    }
}
