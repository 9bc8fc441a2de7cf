// PresentationModifiers.swift · Raster/Modifiers · mirrors SwiftUI sheet, fullScreenCover, popover, PresentationDetent, presentationDetents, presentationDragIndicator, presentationCornerRadius, presentationBackground, interactiveDismissDisabled (iOS 17)
// Status: Partial — iPhone behaviour (a popover is a sheet); a dragged sheet does not stretch
// past its large height; the looks are in Views/Presentation/PresentationLayer.swift.

import Foundation

/// Presents a view over the window while `isPresented`: registers it with the window's
/// `PresentationStore`, whose layer shows it. The modified view itself is unchanged.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let style: Presentation.Style
    let source: String
    let isPresented: Bool
    /// Ends the presentation (sets the binding to false or nil).
    let dismiss: () -> Void
    /// Run once the presentation has ended.
    let onDismiss: (() -> Void)?
    /// The presented view; built only while presented.
    let content: () -> AnyView
    /// For a menu: the menu to show, read only while presented.
    var menu: (() -> OpenMenu)? = nil

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.becomeTransparent(content: content)
        let wasPresented = node.storage["presented"] as? ValueBox<Bool> ?? ValueBox(false)
        node.storage["presented"] = wasPresented
        if wasPresented.value && !isPresented, let onDismiss { graph.afterUpdate(onDismiss) }
        wasPresented.value = isPresented
        let store = graph.presentations
        store.present(isPresented ? Presentation(style: style, source: source, environment: node.environment,
                                                 content: self.content(), dismiss: dismiss, menu: menu?()) : nil,
                      by: node)
        // A presenter that leaves the tree ends its presentation (the node may be gone by then).
        let presenter = ObjectIdentifier(node)
        node.outputs.disappearActions.append { [weak store] in store?.removeEntryOfRemovedPresenter(presenter) }
    }
}

extension View {
    /// The presentation modifier for a `Bool` binding.
    func presenting<Content: View>(_ style: Presentation.Style, _ source: String, isPresented: Binding<Bool>,
                                   onDismiss: (() -> Void)?, content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: style, source: source, isPresented: isPresented.wrappedValue,
                                      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                                      content: { AnyView(content()) }))
    }

    /// The presentation modifier for an optional item: presented while it is not nil, its
    /// content built with the item and given the item's identity.
    func presenting<Item: Identifiable, Content: View>(_ style: Presentation.Style, _ source: String, item: Binding<Item?>,
                                                       onDismiss: (() -> Void)?, content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(PresentationModifier(style: style, source: source, isPresented: current != nil,
                                             dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                             content: { current.map { AnyView(content($0).id($0.id)) } ?? AnyView(EmptyView()) }))
    }

    /// Presents a sheet when `isPresented` is true.
    ///
    /// Raster: on iPhone, a page sheet rising from the bottom of the window to its detent
    /// (`presentationDetents`, large by default: from 10 points below the safe-area top), with
    /// rounded top corners; at the large detent the screen behind is scaled back and dimmed.
    /// The content inherits this view's environment; `@Environment(\.dismiss)` in it sets
    /// `isPresented` to false. `onDismiss` runs after the sheet is dismissed. A second
    /// presentation from the same level while one is shown waits for it, with a warning.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.sheet, "sheet(isPresented:onDismiss:content:)", isPresented: isPresented, onDismiss: onDismiss,
                   content: content)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content, while
    /// the item is not nil.
    ///
    /// Raster: as `sheet(isPresented:onDismiss:content:)`; dismissing sets `item` to nil, and a
    /// different item (another id) builds the content anew.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.sheet, "sheet(item:onDismiss:content:)", item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible when
    /// `isPresented` is true.
    ///
    /// Raster: the content fills the window in the device's safe area, on the system
    /// background; the screen behind is not drawn differently (it is covered).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.fullScreenCover, "fullScreenCover(isPresented:onDismiss:content:)", isPresented: isPresented,
                   onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the given
    /// item as a data source for its content, while the item is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.fullScreenCover, "fullScreenCover(item:onDismiss:content:)", item: item, onDismiss: onDismiss,
                   content: content)
    }

    /// Presents a popover when `isPresented` is true.
    ///
    /// Raster: in a compact width (every iPhone preset) a popover is presented as a sheet, as
    /// on iPhone; the anchor and arrow edge are accepted and not used.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.sheet, "popover(isPresented:attachmentAnchor:arrowEdge:content:)", isPresented: isPresented,
                   onDismiss: nil, content: content)
    }

    /// Presents a popover using the given item as a data source for its content, while the
    /// item is not nil (a sheet on iPhone, as `popover(isPresented:...)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.sheet, "popover(item:attachmentAnchor:arrowEdge:content:)", item: item, onDismiss: nil, content: content)
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point is at the given rectangle of the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point is the given unit point of the presenting view.
    case point(UnitPoint)
}

// MARK: - Detents

/// A type that represents a height where a sheet naturally rests.
///
/// Raster: heights in points, rounded to whole points and at most the sheet's largest height
/// (`large`, the context's `maxDetentValue`), which runs from 10 points below the window's
/// safe-area top to its bottom: 783 on an iPhone 15 Pro (852 − 59 − 10).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's height function.
    private let customHeight: (@Sendable (Context) -> CGFloat?)?
    /// A custom detent's type name, for its description.
    private let customName: String?

    init(_ kind: Kind, customHeight: (@Sendable (Context) -> CGFloat?)? = nil, customName: String? = nil) {
        self.kind = kind
        self.customHeight = customHeight
        self.customName = customName
    }

    /// Two detents are equal when they are the same kind with the same value (custom detents:
    /// the same type).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }
    /// Hashes the detent's kind and value.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(.large)

    /// The system detent for a sheet that's approximately half the height of the screen.
    ///
    /// Raster: half the large height, rounded to whole points as every detent is (392 on an
    /// iPhone 15 Pro) [HIG "Sheets": about half; the exact value is UNCERTAIN].
    public static let medium = PresentationDetent(.medium)

    /// A custom detent with the specified fractional height (of the large height).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction))
    }

    /// A custom detent with the specified height, points (the whole sheet, bottom safe area
    /// included, as on iOS 17).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height))
    }

    /// A custom detent with a calculated height.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), customHeight: { D.height(in: $0) },
                           customName: String(describing: type))
    }

    /// This detent's height for a sheet whose large height is `maximum` (clamped to it).
    func height(maximum: CGFloat, in environment: EnvironmentValues) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .large: value = maximum
        case .medium: value = maximum / 2
        case .fraction(let fraction): value = maximum * fraction
        case .height(let height): value = height
        case .custom: value = customHeight?(Context(maxDetentValue: maximum, environment: environment)) ?? maximum
        }
        // Whole points, so that the sheet's edges are on the pixel grid.
        return min(max(value.isFinite ? value.rounded() : maximum, 0), maximum)
    }

    /// This detent's height in a sheet whose large height is `maximum`, or nil when the
    /// detent cannot hold the sheet; warns once about a value that is not a height.
    ///
    /// UIKit documents no rule for such values (a custom detent's resolver returns "a height
    /// within the safe area of the sheet", nil for an inactive detent), so Raster takes the
    /// nearest valid one: a fraction above 1 or an infinite height is the large height; a
    /// fraction or height of zero or less, or NaN, would be an empty sheet and is left out.
    func validHeight(maximum: CGFloat, in environment: EnvironmentValues) -> CGFloat? {
        let fix = "give a fraction in 0 < f ≤ 1 of the large height or a positive height in points, "
            + "such as .fraction(0.25) or .height(200)"
        switch kind {
        case .fraction(let value) where value.isNaN || value <= 0,
             .height(let value) where value.isNaN || value <= 0:
            warnOnce("presentationDetents: \(self) has no height and is left out (a sheet cannot rest there); \(fix)")
            return nil
        case .fraction(let fraction) where fraction > 1:
            warnOnce("presentationDetents: \(self) is taller than the sheet; the large detent (\(formatPoints(maximum)) points) "
                     + "is used; \(fix)")
            return maximum
        case .height(let height) where height.isInfinite:
            warnOnce("presentationDetents: \(self) is taller than the sheet; the large detent (\(formatPoints(maximum)) points) "
                     + "is used; \(fix)")
            return maximum
        case .custom:
            guard let value = customHeight?(Context(maxDetentValue: maximum, environment: environment)) else { return nil }
            guard value.isNaN || value <= 0 else { return height(maximum: maximum, in: environment) }
            warnOnce("presentationDetents: a custom detent's height \(value) is not a height and the detent is left out; "
                     + "return a positive height up to context.maxDetentValue, or nil to leave the detent out")
            return nil
        default:
            return height(maximum: maximum, in: environment)
        }
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup
    public struct Context {
        /// The height that the presentation appears in, points.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// Returns the value of the environment at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

extension PresentationDetent: CustomStringConvertible {
    /// The detent as SwiftUI code writes it: `.medium`, `.fraction(0.25)`, `.height(200.0)`,
    /// `.custom(MyDetent.self)`.
    ///
    /// Raster: the text warnings and debug output show (SwiftUI's `PresentationDetent` prints
    /// its internal fields); not in SwiftUI's API.
    public var description: String {
        switch kind {
        case .large: ".large"
        case .medium: ".medium"
        case .fraction(let fraction): ".fraction(\(fraction))"
        case .height(let height): ".height(\(height))"
        case .custom: ".custom(\(customName ?? "CustomPresentationDetent").self)"
        }
    }
}

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context; nil hides the detent.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Information that you use to calculate the detent's height.
    public typealias Context = PresentationDetent.Context
}

// MARK: - Options set inside presented content

/// What a sheet's content asks of its presentation (the `presentation…` modifiers), read
/// by the sheet from its content's preferences. Fields left nil keep the default.
struct PresentationOptions: Equatable {
    var detents: Set<PresentationDetent>?
    /// The detent the selection binding held when the content was built, if one was given:
    /// compared only, so that a new selection is a change of options. Where the sheet rests
    /// is read from `selection` itself, by the sheet's body (`restingDetent`).
    var selectedDetent: PresentationDetent?
    /// The selection binding, which a drag that moves the sheet to another detent sets.
    /// Not compared: a binding has no identity, and its value is `selectedDetent`.
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
    var interactiveDismissDisabled = false
    var backgroundInteraction: PresentationBackgroundInteraction?
    var contentInteraction: PresentationContentInteraction?
    /// The horizontal and vertical compact adaptations (`presentationCompactAdaptation`).
    var compactAdaptation: (horizontal: PresentationAdaptation, vertical: PresentationAdaptation)?
    /// The type of the `presentationSizing` given, recorded (an iPhone sheet is sized alike
    /// for every sizing).
    var sizing: String?

    static func == (a: PresentationOptions, b: PresentationOptions) -> Bool {
        a.detents == b.detents && a.selectedDetent == b.selectedDetent && a.dragIndicator == b.dragIndicator
            && a.cornerRadius == b.cornerRadius && a.interactiveDismissDisabled == b.interactiveDismissDisabled
            && a.backgroundInteraction == b.backgroundInteraction && a.contentInteraction == b.contentInteraction
            && a.compactAdaptation?.horizontal == b.compactAdaptation?.horizontal
            && a.compactAdaptation?.vertical == b.compactAdaptation?.vertical && a.sizing == b.sizing
    }

    /// The detents a sheet whose large height is `maximum` can rest at, with their heights,
    /// lowest first (two of the same height: the first in the set's order stays). Detents
    /// that are not heights are left out and others clamped, with a warning
    /// (`PresentationDetent.validHeight`); with none left, or an empty set, the sheet has
    /// `.large` alone, with a warning for the empty set. No `presentationDetents`: `.large`.
    func restingDetents(maximum: CGFloat, in environment: EnvironmentValues) -> [(detent: PresentationDetent, height: CGFloat)] {
        guard let detents else { return [(.large, maximum)] }
        if detents.isEmpty {
            warnOnce("presentationDetents([]) has no detents; the sheet rests at .large. Give at least one detent, "
                     + "such as [.medium, .large]")
        }
        var resting: [(detent: PresentationDetent, height: CGFloat)] = []
        for detent in detents.sorted(by: { $0.description < $1.description }) {
            if let height = detent.validHeight(maximum: maximum, in: environment), !resting.contains(where: { $0.height == height }) {
                resting.append((detent, height))
            }
        }
        return resting.isEmpty ? [(.large, maximum)] : resting.sorted { $0.height < $1.height }
    }

    /// Where the sheet rests among `detents` (`restingDetents`): with a selection binding,
    /// its detent, read here so that the body calling this depends on it (an Observable
    /// model's property bound with `@Bindable` as well as `@State`), else the smallest, with
    /// a warning when the selection is not in the set; without one, `dragged` (the detent
    /// the last drag left it at) when it is one of them, else the smallest (UIKit shows a
    /// sheet at its smallest detent when none is selected: `selectedDetentIdentifier`).
    func restingDetent(among detents: [(detent: PresentationDetent, height: CGFloat)],
                       dragged: PresentationDetent?) -> (detent: PresentationDetent, height: CGFloat) {
        if let selected = selection?.wrappedValue {
            if let resting = detents.first(where: { $0.detent == selected }) { return resting }
            if self.detents?.contains(selected) == false {
                let names = detents.map(\.detent.description).joined(separator: ", ")
                warnOnce("presentationDetents(_:selection:): the selection \(selected) is not one of the detents [\(names)]; "
                         + "the sheet rests at the smallest, \(detents[0].detent). Select one of the detents, or add "
                         + "\(selected) to them")
            }
            return detents[0]
        }
        if let dragged, let resting = detents.first(where: { $0.detent == dragged }) { return resting }
        return detents[0]
    }

    /// Whether the grabber is drawn: when asked, or automatically when the sheet has more
    /// than one detent to drag between, `restingCount` being how many it can rest at
    /// (`restingDetents`: detents that are not heights left out, equal heights merged).
    func showsDragIndicator(restingCount: Int) -> Bool {
        switch dragIndicator ?? .automatic {
        case .visible: return true
        case .hidden: return false
        case .automatic: return restingCount > 1
        }
    }
}

struct PresentationOptionsKey: PreferenceKey {
    static var defaultValue: PresentationOptions { PresentationOptions() }

    /// Siblings' options combine, the first view's winning where both set a field.
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        let next = nextValue()
        value.detents = value.detents ?? next.detents
        value.selectedDetent = value.selectedDetent ?? next.selectedDetent
        value.selection = value.selection ?? next.selection
        value.dragIndicator = value.dragIndicator ?? next.dragIndicator
        value.cornerRadius = value.cornerRadius ?? next.cornerRadius
        value.interactiveDismissDisabled = value.interactiveDismissDisabled || next.interactiveDismissDisabled
        value.backgroundInteraction = value.backgroundInteraction ?? next.backgroundInteraction
        value.contentInteraction = value.contentInteraction ?? next.contentInteraction
        value.compactAdaptation = value.compactAdaptation ?? next.compactAdaptation
    }
}

/// The background a sheet's content asks for (`presentationBackground`); nil keeps the
/// system background.
struct PresentationBackgroundKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }

    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet.
    ///
    /// Raster: the sheet first rests at its smallest detent; see `PresentationDetent` for the
    /// heights. A vertical drag on the sheet (`ViewHost.drag`, or `beginDrag`, `moveDrag`,
    /// `endDrag`) moves it with the finger and, when the finger lifts, to the detent nearest
    /// where the drag would come to rest: the lift point projected by the release velocity
    /// (`DragGesture.Value.predictedEndLocation`, UIKit's deceleration, WWDC 2018 session
    /// 803 "Designing Fluid Interfaces"); it animates there on the host clock (`.smooth`).
    /// Projected below half the smallest detent's height the sheet is dismissed instead,
    /// unless `interactiveDismissDisabled`. A drag that starts on content that handles it
    /// (a `DragGesture`, a slider) is the content's; one on a vertical scroll view resizes the
    /// sheet before or after scrolling it as `presentationContentInteraction(_:)` says. An
    /// empty set is `.large`, and detents that are not heights are left out or clamped, each
    /// with a warning (`PresentationDetent`). Dragged up past its large height the sheet
    /// stretches a little and springs back.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.detents = detents }
    }

    /// Sets the available detents for the enclosing sheet, the one shown being `selection`'s
    /// when it is one of them.
    ///
    /// Raster: as `presentationDetents(_:)`; a drag that moves the sheet to another detent
    /// sets `selection` to it, and setting `selection` moves the sheet (animated when set in
    /// `withAnimation`), whether it is bound to `@State` or through `@Bindable` to an
    /// Observable model. A selection that is not one of `detents` warns once and the sheet
    /// rests at the smallest detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return transformPreference(PresentationOptionsKey.self) {
            $0.detents = detents
            $0.selectedDetent = selected
            $0.selection = selection
        }
    }

    /// Sets the visibility of the drag indicator (the grabber, 36 × 5 points) on top of a
    /// sheet. `.automatic` shows it when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.dragIndicator = visibility }
    }

    /// Requests that the presentation have a specific corner radius, points (nil: the
    /// system's, 10 [UNCERTAIN]).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.cornerRadius = cornerRadius }
    }

    /// Sets the presentation background of the enclosing sheet using a shape style; it fills
    /// the whole sheet, under the bottom safe area too.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: PresentationBackgroundKey.self, value: AnyView(Rectangle().fill(style)))
    }

    /// Sets the presentation background of the enclosing sheet to a custom view, sized to
    /// the sheet and aligned in it.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        preference(key: PresentationBackgroundKey.self,
                   value: AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)))
    }

    /// Conditionally prevents interactive dismissal of presentations: taps beside a sheet or
    /// dialog and drags down on a sheet then leave it open (`dismiss()` still dismisses).
    ///
    /// Raster: dragged below its smallest detent such a sheet rubber-bands, moving
    /// UIScrollView's rubber band of the finger's travel over the sheet's large height
    /// (`rubberBand(_:dimension:)`, constant 0.55; whether UIKit's sheets use the same
    /// figures is UNCERTAIN), whole points, and springs back when the finger lifts.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.interactiveDismissDisabled = $0.interactiveDismissDisabled || isDisabled }
    }
}
