// PresentationInteractionModifiers.swift · Raster/Modifiers · mirrors SwiftUI presentationBackgroundInteraction, presentationContentInteraction, presentationCompactAdaptation and their types (iOS 16.4)
// Status: Partial — background interaction is drawn (no dimming, taps reach the screen);
// content interaction orders resizing and scrolling (Rendering/ViewHost+SheetScrolling.swift);
// compact adaptation is recorded: Raster draws iPhone looks only (a popover is a sheet
// whatever the adaptation).

import Foundation

/// The kinds of interaction available to views behind a presentation (iOS 16.4).
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind

    /// The default: interaction behind a sheet is disabled, as on iOS.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }
    /// People can't interact with the view behind a presentation.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }
    /// People can interact with the view behind a presentation.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled) }

    /// People can interact with the view behind a presentation while the sheet rests at or
    /// below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }

    /// Whether the screen behind a sheet of `height` takes interaction: it is then neither
    /// dimmed nor covered for taps. `maximum` is the large detent's height.
    func isEnabled(sheetHeight height: CGFloat, maximum: CGFloat, in environment: EnvironmentValues) -> Bool {
        switch kind {
        case .automatic, .disabled: false
        case .enabled: true
        case .enabledUpThrough(let detent): height <= detent.height(maximum: maximum, in: environment)
        }
    }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures
/// (iOS 16.4).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String

    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// Swipes resize the presentation before scrolling its content.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// Swipes scroll the presentation's content before resizing it.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// Strategies for adapting a presentation to a different size class (iOS 16.4).
public struct PresentationAdaptation: Equatable, Sendable {
    let name: String

    /// The default adaptation for the size class.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// Prefer a popover for the size class.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// Prefer a sheet for the size class.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// Prefer a full-screen cover for the size class.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

extension View {
    /// Controls whether people can interact with the view behind a presentation (iOS 16.4).
    ///
    /// Raster: when enabled for the detent the sheet rests at, the screen behind it is not
    /// dimmed, taps beside the sheet reach the screen, and the screen stays in the
    /// accessibility description, as iOS keeps it interactive.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.backgroundInteraction = interaction }
    }

    /// Configures the behavior of swipe gestures on a presentation (iOS 16.4).
    ///
    /// Raster: a drag that starts on a vertical scroll view in a sheet with several detents
    /// (the outermost vertical one under the finger) follows Apple's description. With
    /// `.automatic` or `.resizes` a finger moving up grows the sheet to its largest detent
    /// before the content scrolls; with `.scrolls` it scrolls the content to its end first and
    /// then grows the sheet. A finger moving down scrolls the content back to its top, then
    /// moves the sheet down (to a smaller detent, or dismissing it unless
    /// `interactiveDismissDisabled`). One drag hands the rest of its move over from one to the
    /// other [UNCERTAIN: not stated by Apple]; lifted, a sheet it moved goes to the detent its
    /// release velocity projects, as a drag elsewhere on the sheet does (`presentationDetents`).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.contentInteraction = behavior }
    }

    /// Specifies how to adapt a presentation to compact size classes (iOS 16.4).
    ///
    /// Raster: recorded; presentations keep their iPhone looks (a popover is a sheet).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal: adaptation, vertical: adaptation)
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size
    /// classes (iOS 16.4).
    ///
    /// Raster: recorded; presentations keep their iPhone looks.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        transformPreference(PresentationOptionsKey.self) {
            $0.compactAdaptation = (horizontalAdaptation, verticalAdaptation)
        }
    }
}
