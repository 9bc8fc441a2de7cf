// AnimatedBadgeScenes.swift · rendershot/Gallery · issue 18 "Animation APIs": RasterExamples' keyframe badge and phase pulse mid-animation, light and dark (not from a seed)

import Raster
import RendershotKit
import RasterExamples

/// RasterExamples' animated badges 0.15 s after a tap on "New message": the badge is
/// lifted, enlarged and tilted by its keyframes, its count rolling from 3 to 4 (numeric
/// text), and the live dot a fifth of the way into its first phase.
enum AnimatedBadgeScenes {
    /// The "New message" button, window points.
    static let button = CGPoint(x: 150, y: 160)
    static let taps = [ScriptedTap(at: 0, button), ScriptedTap(at: 0.15, CGPoint(x: 2, y: 2))]
    static let size = CGSize(width: 300, height: 300)

    static let scene = RendershotScene("animated-badges", summary: "keyframeAnimator badge, numericText count and phaseAnimator dot, 0.15 s after a tap",
                                       size: size, taps: taps) { AnimatedBadgesScreen() }

    static let darkScene = RendershotScene("animated-badges-dark", summary: "the animated badges in dark mode",
                                           size: size, colorScheme: .dark, taps: taps) { AnimatedBadgesScreen() }
}
