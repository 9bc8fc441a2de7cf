// UIButton+Configuration.swift · Raster/Views/UIKit · mirrors UIKit UIButton.Configuration and NSDirectionalRectEdge (iOS 15–17)
// Status: Partial — the styles, titles, subtitles, image and its placement, paddings, base
// colours, sizes, corner styles, content insets and activity indicator are drawn; the
// background configuration, text-attribute and colour transformers are not there. Only where
// there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The edges of a rectangle in the layout's direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's look and content (UIKit's `UIButton.Configuration`, iOS 15).
    ///
    /// Raster: drawn as the SwiftUI button of the same look (see `UIButton`): the label is
    /// the image (or a spinner with `showsActivityIndicator`) beside or above the title over
    /// the subtitle, `imagePadding` and `titlePadding` apart, padded by `contentInsets` (by
    /// default the SwiftUI bordered button's padding for the size: 10 × 5 points for mini and
    /// small, 12 × 7 for medium, 20 × 15 for large), in the body font (subheadline for mini
    /// and small).
    public struct Configuration {
        /// The look a configuration was made with.
        enum Look: Sendable {
            case plain, gray, tinted, filled
        }

        /// How large a button is drawn (SwiftUI's control sizes).
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How the corners of the background are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's own corner radius (as `.dynamic` in Raster, which has no
            /// background configuration).
            case fixed = -1
            /// The system's rounding for the size: a capsule for mini and small buttons, else
            /// the radius SwiftUI's automatic shape gives a button of the size's ideal height,
            /// whatever the frame's height [UNCERTAIN: UIKit's radii were not measured].
            case dynamic = 0
            /// A 4-point radius [UNCERTAIN].
            case small
            /// An 8-point radius [UNCERTAIN].
            case medium
            /// A 12-point radius [UNCERTAIN].
            case large
            /// Fully round ends.
            case capsule
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        let look: Look
        /// The title; `attributedTitle` is drawn instead when set.
        public var title: String?
        /// The styled title.
        public var attributedTitle: AttributedString?
        /// The text under the title.
        public var subtitle: String?
        /// The styled subtitle.
        public var attributedSubtitle: AttributedString?
        /// The image beside the title (a symbol or template image takes the label's colour).
        public var image: UIImage?
        /// The edge of the title the image is on (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The room between the image and the title, points (default 0).
        public var imagePadding: CGFloat = 0
        /// The room between the title and the subtitle, points (default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align (default `.automatic`: leading).
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of the title, subtitle and image; nil for the style's.
        public var baseForegroundColor: UIColor?
        /// The colour the style draws its background from; nil for the button's tint.
        public var baseBackgroundColor: UIColor?
        /// How large the button is (default `.medium`).
        public var buttonSize: Size = .medium
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// Whether a spinner is drawn in place of the image.
        public var showsActivityIndicator = false
        /// The symbol configuration of the image. Raster: recorded only.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        private var givenContentInsets: NSDirectionalEdgeInsets?

        init(look: Look) { self.look = look }

        /// The room around the label, points; by default the SwiftUI bordered button's padding
        /// for `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get {
                if let givenContentInsets { return givenContentInsets }
                let metrics = ButtonMetrics(controlSize)
                return NSDirectionalEdgeInsets(top: metrics.verticalPadding, leading: metrics.horizontalPadding,
                                               bottom: metrics.verticalPadding, trailing: metrics.horizontalPadding)
            }
            set { givenContentInsets = newValue }
        }

        /// A button with no background: tinted content (iOS 15).
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// A button with a grey background under tinted content (iOS 15).
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// A button with a light tint background under tinted content (iOS 15).
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// A button with a tint background under white content (iOS 15).
        public static func filled() -> Configuration { Configuration(look: .filled) }
        /// As `plain()` (iOS 15).
        public static func borderless() -> Configuration { Configuration(look: .plain) }
        /// As `gray()` (iOS 15).
        public static func bordered() -> Configuration { Configuration(look: .gray) }
        /// As `tinted()` (iOS 15).
        public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }
        /// As `filled()` (iOS 15).
        public static func borderedProminent() -> Configuration { Configuration(look: .filled) }

        /// The configuration for `button`'s state. Raster: the configuration itself (the
        /// state's look is drawn from the button's `isEnabled`).
        public func updated(for button: UIButton) -> Configuration { self }

        /// The SwiftUI control size of `buttonSize`.
        var controlSize: ControlSize {
            switch buttonSize {
            case .mini: .mini
            case .small: .small
            case .medium: .regular
            case .large: .large
            }
        }

        /// The SwiftUI button drawn for `button`, in its enabled state: its background fills
        /// the bounds it is drawn in (a UIKit button's frame is its platter), the label placed
        /// in it by the button's content alignments. `idealHeight` (points), when given, fixes
        /// the `.dynamic` corner radius at the one SwiftUI gives a button of that height, so that
        /// a taller frame keeps its size's rounding.
        func drawn(for button: UIButton, idealHeight: CGFloat? = nil) -> some View {
            let insets = contentInsets
            let placement = button.contentAlignment
            let styled: AnyView
            switch look {
            case .plain:
                styled = AnyView(Button(action: {}) {
                    label.padding(EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
                        .font(ButtonMetrics(controlSize).font)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: placement)
                }
                .buttonStyle(.borderless))
            case .gray, .tinted, .filled:
                // The style pads the label itself; given insets change that padding.
                let metrics = ButtonMetrics(controlSize)
                let change = EdgeInsets(top: insets.top - metrics.verticalPadding, leading: insets.leading - metrics.horizontalPadding,
                                        bottom: insets.bottom - metrics.verticalPadding, trailing: insets.trailing - metrics.horizontalPadding)
                let button = Button(action: {}) {
                    label.padding(change).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: placement)
                }
                styled = look == .filled ? AnyView(button.buttonStyle(.borderedProminent)) : AnyView(button.buttonStyle(.bordered))
            }
            let tint = (look == .gray ? nil : baseBackgroundColor) ?? button.inheritedTintColor
            return styled
                .controlSize(controlSize)
                .buttonBorderShape(borderShape(idealHeight: idealHeight))
                .tint(look == .gray ? nil : Color(uiColor: tint))
                .disabled(!button.isEnabled)
        }

        /// The image (or spinner) and texts, coloured by `baseForegroundColor` when set.
        @ViewBuilder private var label: some View {
            if let baseForegroundColor {
                arranged.foregroundStyle(Color(uiColor: baseForegroundColor))
            } else {
                arranged
            }
        }

        /// The icon placed on `imagePlacement`'s side of the texts.
        @ViewBuilder private var arranged: some View {
            if imagePlacement.contains(.top) {
                VStack(spacing: imagePadding) { icon; texts }
            } else if imagePlacement.contains(.bottom) {
                VStack(spacing: imagePadding) { texts; icon }
            } else if imagePlacement.contains(.trailing) {
                HStack(spacing: imagePadding) { texts; icon }
            } else {
                HStack(spacing: imagePadding) { icon; texts }
            }
        }

        /// A spinner with `showsActivityIndicator`, else the image.
        @ViewBuilder private var icon: some View {
            if showsActivityIndicator {
                ProgressView()
            } else if let image {
                Image(uiImage: image)
            }
        }

        /// The title over the subtitle.
        private var texts: some View {
            VStack(alignment: textAlignment, spacing: titlePadding) {
                if let attributedTitle { Text(attributedTitle) } else if let title { Text(verbatim: title) }
                if let attributedSubtitle {
                    Text(attributedSubtitle).font(.subheadline)
                } else if let subtitle {
                    Text(verbatim: subtitle).font(.subheadline)
                }
            }
        }

        /// The stack alignment of the title and subtitle.
        private var textAlignment: HorizontalAlignment {
            switch titleAlignment {
            case .automatic, .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        }

        /// The SwiftUI border shape of `cornerStyle`; `.dynamic` is SwiftUI's automatic shape
        /// (a capsule for mini and small buttons), at the radius of `idealHeight` when given.
        private func borderShape(idealHeight: CGFloat?) -> ButtonBorderShape {
            switch cornerStyle {
            case .fixed, .dynamic:
                if let idealHeight, controlSize != .mini, controlSize != .small {
                    .roundedRectangle(radius: ResolvedButtonBorder.automaticRadius(height: idealHeight))
                } else {
                    .automatic
                }
            case .small: .roundedRectangle(radius: 4)
            case .medium: .roundedRectangle(radius: 8)
            case .large: .roundedRectangle(radius: 12)
            case .capsule: .capsule
            }
        }
    }
}
#endif
