// TextVariant.swift · Raster/Modifiers · mirrors SwiftUI textVariant(_:), TextVariantPreference and .sizeDependent (iOS 18)
// Status: Partial — accepted; text is drawn in its full form.

import Foundation

/// Which form of a text a view prefers (SwiftUI `TextVariantPreference`, iOS 18).
public protocol TextVariantPreference {}

/// The preference for a text's form that fits its space: a date or timer text shortens
/// ("Mon" for "Monday") where the full form does not fit (SwiftUI `SizeDependentTextVariant`).
public struct SizeDependentTextVariant: TextVariantPreference {}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// The form that fits the space the text is given.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension View {
    /// Chooses the form of the texts below (iOS 18): with `.sizeDependent`, a date or timer
    /// text shortens where its full form does not fit.
    ///
    /// Raster: accepted; texts are drawn in their full form and wrap or truncate as their
    /// line limit says, so a date that iOS would shorten in a narrow space is truncated instead.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}
