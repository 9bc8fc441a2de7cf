// TextFittingModifiers.swift · Raster/Modifiers · mirrors SwiftUI minimumScaleFactor(_:), allowsTightening(_:) and their environment values (iOS 17)
// Status: Complete for the API; how text shrinks is in Text/TextLayout+Fitting.swift.

import Foundation

private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space (default 1: text does not shrink).
    ///
    /// Raster: a fraction of the font size; values are read clamped to 0.01...1.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit
    /// the text into the available space (default false).
    ///
    /// Raster: by at most 0.025 em per character (Text/TextLayout+Fitting.swift).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// How text in this environment shrinks before it is truncated.
    var textFitting: TextLayout.Fitting {
        let factor = minimumScaleFactor.isFinite ? Swift.min(1, Swift.max(0.01, minimumScaleFactor)) : 1
        return TextLayout.Fitting(minimumScaleFactor: factor, allowsTightening: allowsTightening)
    }
}

extension View {
    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    ///
    /// - Parameter factor: a fraction between 0 and 1 (inclusive) you use to specify the
    ///   minimum amount of text scaling that this view permits.
    ///
    /// Raster: text that is truncated at its size (by its line limit or the proposed height)
    /// is laid out at the largest scale, in steps of 1/1000 down to `factor`, at which it is
    /// not; every run's font size, spacing and baseline offset, and every inline image,
    /// scale together. A factor
    /// outside 0...1 or not finite gets one warning and is clamped (0 to 0.01; not finite: 1).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        if !(factor.isFinite && factor >= 0 && factor <= 1) {
            warnOnce("minimumScaleFactor(\(factor)): the factor must be a fraction between 0 and 1; it is clamped to "
                + "\(factor.isFinite ? (factor < 0 ? "0.01" : "1") : "1"); pass a value in 0...1")
        }
        return environment(\.minimumScaleFactor, factor)
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line.
    ///
    /// - Parameter flag: a Boolean value that indicates whether the space between characters
    ///   compresses when necessary.
    ///
    /// Raster: a truncated text first tries the least tightening, up to 0.025 em less space
    /// after each character, that lets it fit; then it scales (`minimumScaleFactor(_:)`) at
    /// that full tightening.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
