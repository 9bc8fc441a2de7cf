// PickerWheel.swift · Raster/Views/Controls · draws UIPickerView's wheels at rest (the `.wheel` Picker and DatePicker styles)
// Status: Partial — the wheels at rest with their selection band; they do not spin (no drags),
// so a wheel's selection changes only through its binding. Left-to-right only.

import Foundation

/// One wheel of a picker: its rows' labels, the row under the selection band, and the
/// wheel's share of the picker's width.
struct WheelColumn {
    var labels: [AnyView]
    /// The row drawn at the centre; nil (no row matches the selection) draws the first row there.
    var selectedIndex: Int?
    /// The wheel's width relative to its siblings (equal shares by default).
    var weight: CGFloat = 1
    /// Where the labels sit across the wheel.
    var alignment: Alignment = .center
}

/// How a `PickerWheel` shares its width between its wheels.
enum WheelArrangement {
    /// Each wheel gets its weight's share of the width: UIPickerView's components.
    case weighted
    /// UIDatePicker's time wheels, packed in the centre (`PackedWheelLayout`).
    case packed
}

/// UIPickerView at rest: the wheels side by side on a cylinder, a rounded selection band
/// across the middle row.
///
/// Raster, in points: `PickerWheelMetrics.height` tall; as wide as proposed (nil:
/// `PickerWheelMetrics.idealWidth`), split between the wheels by weight or, for a date
/// picker's time, packed in the centre (`WheelArrangement`). Each wheel's rows
/// are `rowHeight` apart on a cylinder of radius `radius`: a row `k` rows from the
/// selected one is centred `radius × sin(k × rowHeight / radius)` from the middle and drawn
/// squashed to `cos` of that angle; rows past a quarter turn are hidden. Labels are
/// `fontSize`-point text, the selected row in the primary colour and the others at
/// `offCentreOpacity`. The band is the tertiary system fill, `rowHeight` tall, inset
/// `bandInset` from both ends with radius `bandRadius`. Disabled: drawn at half opacity.
struct PickerWheel: View {
    let columns: [WheelColumn]
    var arrangement: WheelArrangement = .weighted
    let isEnabled: Bool

    var body: some View {
        wheels
            .background {
                ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { size, environment in
                    PickerWheelMetrics.band(size: size, scheme: environment.colorScheme)
                }
            }
            .clipped()
            .dimmedWhenDisabled(isEnabled)
    }

    /// The wheels side by side, in the arrangement's layout.
    @ViewBuilder private var wheels: some View {
        let columns = self.columns
        switch arrangement {
        case .weighted:
            WheelWidthLayout(weights: columns.map(\.weight)).callAsFunction {
                ForEach(columns.indices, id: \.self) { WheelRows(column: columns[$0], isPacked: false) }
            }
        case .packed:
            PackedWheelLayout().callAsFunction {
                ForEach(columns.indices, id: \.self) { WheelRows(column: columns[$0], isPacked: true) }
            }
        }
    }
}

/// Lays the wheels of a `PickerWheel` side by side, each as wide as its weight's share.
///
/// Proposes to child: its slice of the width and the picker's height. Reports size: the
/// proposed width (nil or infinite: `PickerWheelMetrics.idealWidth`) by
/// `PickerWheelMetrics.height`. Places child: the slices left to right.
struct WheelWidthLayout: Layout {
    let weights: [CGFloat]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? PickerWheelMetrics.idealWidth
        return CGSize(width: width, height: PickerWheelMetrics.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let total = weights.reduce(0, +)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let share = total > 0 && index < weights.count ? weights[index] / total : 1 / CGFloat(subviews.count)
            let width = bounds.width * share
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// Lays UIDatePicker's wheels side by side, packed in the centre as iOS does for a time.
///
/// Each wheel is as wide as its ideal width (its widest row plus `packedPadding` on both
/// sides, see `WheelRows`). The wheels together with `packedPadding` at both outer ends span
/// `PickerWheelMetrics.idealWidth` (or more, when the rows need it), centred in the picker;
/// the first and last wheels are widened by half the spare width each, so with the hour
/// wheel's rows at its trailing end and the AM/PM wheel's at its leading end the rows stay
/// together in the middle whatever the picker's width. Flutter `date_picker.dart`
/// `_DatePickerLayoutDelegate` and `_kDatePickerPadSize` (12), its reading of UIDatePicker.
///
/// Proposes to child: its width and the picker's height. Reports size: the proposed width
/// (nil or infinite: the span) by `PickerWheelMetrics.height`. Places child: left to right.
struct PackedWheelLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? Self.span(Self.widths(subviews))
        return CGSize(width: width, height: PickerWheelMetrics.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let widths = Self.widths(subviews)
        let span = min(bounds.width, Self.span(widths))
        let spare = span - widths.reduce(0, +)
        var x = bounds.minX + (bounds.width - span) / 2
        for (index, subview) in subviews.enumerated() {
            var width = widths[index]
            if index == 0 { width += spare / 2 }
            if index == subviews.count - 1 { width += spare / 2 }
            width = max(0, width)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }

    /// Each wheel's ideal width, its padding included.
    private static func widths(_ subviews: Subviews) -> [CGFloat] {
        subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    /// The width the wheels are packed into: the 320-point picker, or the wheels and the
    /// outer padding when they need more.
    private static func span(_ widths: [CGFloat]) -> CGFloat {
        max(PickerWheelMetrics.idealWidth, widths.reduce(0, +) + 2 * PickerWheelMetrics.packedPadding)
    }
}

/// One wheel's visible rows, placed on the cylinder around the selected row. Packed, the
/// wheel also lays out every row hidden, so it is as wide as its widest row whichever rows show.
private struct WheelRows: View {
    let column: WheelColumn
    let isPacked: Bool

    var body: some View {
        let center = column.selectedIndex ?? 0
        let visible = PickerWheelMetrics.visibleOffsets.filter { column.labels.indices.contains(center + $0) }
        return ZStack(alignment: column.alignment) {
            if isPacked {
                ForEach(column.labels.indices, id: \.self) { index in
                    column.labels[index].font(.system(size: PickerWheelMetrics.fontSize)).lineLimit(1).hidden()
                }
            }
            ForEach(visible, id: \.self) { offset in
                let angle = PickerWheelMetrics.angle(ofRowsFromCentre: offset)
                column.labels[center + offset]
                    .font(.system(size: PickerWheelMetrics.fontSize))
                    .lineLimit(1)
                    .scaleEffect(x: 1, y: cos(angle))
                    .offset(y: PickerWheelMetrics.radius * sin(angle))
                    .controlOpacity(offset == 0 ? 1 : PickerWheelMetrics.offCentreOpacity)
            }
        }
        .padding(.horizontal, isPacked ? PickerWheelMetrics.packedPadding : PickerWheelMetrics.labelInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: column.alignment)
    }
}

/// UIPickerView's figures, in points.
enum PickerWheelMetrics {
    /// The picker's height: UIPickerView's default frame is 320 × 216 (markmeretzky.com
    /// INFO1-CE9236 "picker", logged from `initWithFrame:`; Flutter `date_picker.dart`
    /// `_kPickerWidth` 320 "from the picker's intrinsic content size constraint").
    static let height: CGFloat = 216
    static let idealWidth: CGFloat = 320
    /// A row's height (Flutter `date_picker.dart` `_kItemExtent`, "derived from Apple's design
    /// resources and iOS simulators with Debug View Hierarchy").
    static let rowHeight: CGFloat = 32
    /// The cylinder's radius: Flutter's eyeballed diameter ratio 1.07 of the height
    /// (`picker.dart` `_kDefaultDiameterRatio`). [UNCERTAIN — eyeballed by Flutter]
    static let radius: CGFloat = 1.07 * height / 2
    /// Labels' size: Flutter's picker text, 21 points ("inspected on iOS 13 simulator",
    /// `text_theme.dart` `_kDefaultPickerTextStyle`). [UNCERTAIN for iOS 17]
    static let fontSize: CGFloat = 21
    /// Rows off the band are dimmed (Flutter `picker.dart` `_kOverAndUnderCenterOpacity` 0.447).
    static let offCentreOpacity = 0.447
    /// The selection band: tertiary system fill, radius 8, 9 in from the picker's ends
    /// (Flutter `CupertinoPickerDefaultSelectionOverlay`, "iOS 14 style").
    static let bandRadius: CGFloat = 8
    static let bandInset: CGFloat = 9
    /// The gap between a wheel's labels and its ends. [UNCERTAIN — read from screenshots]
    static let labelInset: CGFloat = 8
    /// The gap on either side of a packed wheel's rows, so rows of neighbouring time wheels
    /// are 24 apart (Flutter `date_picker.dart` `_kDatePickerPadSize`, its reading of
    /// UIDatePicker). [UNCERTAIN — not measured on a device]
    static let packedPadding: CGFloat = 12

    /// The rows drawn on either side of the selected one: those less than a quarter turn away.
    static var visibleOffsets: [Int] {
        let reach = Int((CGFloat.pi / 2 * radius / rowHeight).rounded(.down))
        return Array(-reach...reach)
    }

    /// The angle (radians) of the row `offset` rows from the selected one.
    static func angle(ofRowsFromCentre offset: Int) -> CGFloat {
        CGFloat(offset) * rowHeight / radius
    }

    /// The selection band across a picker of `size`.
    static func band(size: CGSize, scheme: ColorScheme) -> [DisplayList.Item] {
        let rect = CGRect(x: bandInset, y: (size.height - rowHeight) / 2, width: max(0, size.width - 2 * bandInset), height: rowHeight)
        return [.solid(Path(roundedRect: rect, cornerRadius: bandRadius), SystemColor.tertiaryFill.resolved(scheme))]
    }
}
