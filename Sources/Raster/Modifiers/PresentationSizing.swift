// PresentationSizing.swift · Raster/Modifiers · mirrors SwiftUI PresentationSizing and presentationSizing(_:) (iOS 18)
// Status: Complete for iPhone: every sizing presents the standard sheet, as iOS does in a
// compact width; the regular-width sizes (iPad, Mac) are not drawn.

import Foundation

/// How a sheet is sized in a regular width (iPad, Mac): the proposal its content is offered.
///
/// Mirrors SwiftUI's `PresentationSizing` (iOS 18). Raster: on an iPhone's compact width iOS
/// presents every sizing as the standard sheet, and so does Raster; `proposedSize` is not
/// asked there.
public protocol PresentationSizing {
    /// The size to propose to the presentation's content, from the root view's own sizes.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The root view of a presentation, measured by a `PresentationSizing`.
///
/// Mirrors SwiftUI's `PresentationSizingRoot` (iOS 18).
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize

    /// The root view's size for `proposal`, points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What a `PresentationSizing` knows of where it presents.
///
/// Mirrors SwiftUI's `PresentationSizingContext` (iOS 18), which has no public members.
public struct PresentationSizingContext {}

/// The platform's default sizing: `page` on iPad.
///
/// Mirrors SwiftUI's `AutomaticPresentationSizing` (iOS 18).
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        PagePresentationSizing().proposedSize(for: root, context: context)
    }
}

/// A size like a page of paper: iPadOS's large sheet.
///
/// Mirrors SwiftUI's `PagePresentationSizing` (iOS 18). Raster: the width of iPadOS's page
/// sheet, 704 points [UNCERTAIN], and the height offered.
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: 704, height: nil)
    }
}

/// A smaller size for forms: iPadOS's form sheet.
///
/// Mirrors SwiftUI's `FormPresentationSizing` (iOS 18). Raster: iPadOS's form sheet, 540 ×
/// 620 points [UNCERTAIN].
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: 540, height: 620)
    }
}

/// The content's own ideal size.
///
/// Mirrors SwiftUI's `FittedPresentationSizing` (iOS 18).
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(root.sizeThatFits(.unspecified))
    }
}

/// A sizing changed along one or both axes (`fitted(horizontal:vertical:)`,
/// `sticky(horizontal:vertical:)`).
public struct ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let fitsHorizontally: Bool, fitsVertically: Bool
    let sticksHorizontally: Bool, sticksVertically: Bool

    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        guard fitsHorizontally || fitsVertically else { return proposal }
        let ideal = root.sizeThatFits(.unspecified)
        return ProposedViewSize(width: fitsHorizontally ? ideal.width : proposal.width,
                                height: fitsVertically ? ideal.height : proposal.height)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's default sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A size like a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A smaller size for forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing, with the content's ideal width and/or height along the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing<Self> {
        ModifiedPresentationSizing(base: self, fitsHorizontally: horizontal, fitsVertically: vertical,
                                   sticksHorizontally: false, sticksVertically: false)
    }

    /// This sizing, growing but never shrinking along the axes given as the content changes.
    ///
    /// Raster: recorded with the sizing; a presentation is sized once.
    public func sticky(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing<Self> {
        ModifiedPresentationSizing(base: self, fitsHorizontally: false, fitsVertically: false,
                                   sticksHorizontally: horizontal, sticksVertically: vertical)
    }
}

extension View {
    /// Sets the sizing of the sheet or full-screen cover presenting this view.
    ///
    /// Mirrors SwiftUI's `presentationSizing(_:)` (iOS 18). Raster: recorded with the
    /// presentation's options; on an iPhone (a compact width) every sizing presents the
    /// standard sheet, as iOS does, and Raster draws no regular-width (iPad) sheet sizes.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        let name = String(describing: type(of: sizing))
        return transformPreference(PresentationOptionsKey.self) { $0.sizing = name }
    }
}
