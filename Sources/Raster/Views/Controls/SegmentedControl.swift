// SegmentedControl.swift · Raster/Views/Controls · draws SwiftUI's segmented Picker as iOS 17's UISegmentedControl
// Status: Complete — radii, shadows, separators and label fonts from iOS 13+ design kits
// [UNCERTAIN — not measured on a device]; left-to-right only.

import Foundation

/// iOS's segmented control: equal segments on a rounded track, the selected one raised
/// on a white (dark mode: grey) rounded rectangle with a soft shadow.
///
/// Raster, in points: 32 tall; as wide as proposed (nil or infinite: each segment as wide
/// as the widest label plus 2 × 12). The track is the tertiary system fill with corner
/// radius 9; the selected segment is inset 2 with radius 7. Separators 1 × 12 in
/// (142, 142, 147) at 30 % sit between unselected neighbours. Labels are 13-point text,
/// semibold when selected, centred in their segments. A tap on a segment selects it
/// unless the control is disabled (it is then drawn at half opacity).
///
/// `UISegmentedControl.appearance()`'s `selectedSegmentTintColor` fills the selected segment
/// and the `foregroundColor` of its `.selected` and `.normal` title attributes colours the
/// labels, as SwiftUI's picker is a UISegmentedControl on iOS.
struct SegmentedControl: View {
    let labels: [AnyView]
    let selectedIndex: Int?
    let isEnabled: Bool
    let select: (Int) -> Void

    static let height: CGFloat = 32
    static let trackRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbRadius: CGFloat = 7
    static let separatorSize = CGSize(width: 1, height: 12)
    static let labelPadding: CGFloat = 12
    static let fontSize: CGFloat = 13

    var body: some View {
        let count = labels.count, selected = selectedIndex, enabled = isEnabled, select = self.select
        let proxy = SegmentedProxyLook.current
        return SegmentsLayout(height: Self.height, padding: Self.labelPadding).callAsFunction {
            ForEach(0..<count) { i in
                labels[i]
                    .font(.system(size: Self.fontSize, weight: i == selected ? .semibold : .regular))
                    .proxyForeground(i == selected ? proxy?.selectedTitle : proxy?.normalTitle)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { if enabled { select(i) } }
            }
        }
        .background {
            ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { size, environment in
                Self.items(size: size, count: count, selected: selected, scheme: environment.colorScheme,
                           thumb: proxy?.thumb?.resolve(in: environment))
            }
        }
        .dimmedWhenDisabled(enabled)
    }

    /// Track, separators, then the selected segment's raised thumb (in `thumb`, else the
    /// scheme's default).
    static func items(size: CGSize, count: Int, selected: Int?, scheme: ColorScheme,
                      thumb thumbColor: Color.Resolved? = nil) -> [DisplayList.Item] {
        guard count > 0 else { return [] }
        let bounds = CGRect(origin: .zero, size: size)
        let segment = size.width / CGFloat(count)
        var items: [DisplayList.Item] = [
            .solid(Path(roundedRect: bounds, cornerRadius: trackRadius), SystemColor.tertiaryFill.resolved(scheme)),
        ]
        for boundary in 1..<count where boundary != selected && boundary - 1 != selected {
            let rect = CGRect(x: CGFloat(boundary) * segment - separatorSize.width / 2,
                              y: (size.height - separatorSize.height) / 2,
                              width: separatorSize.width, height: separatorSize.height)
            items.append(.solid(Path(rect), ControlColor.segmentSeparator))
        }
        if let selected, selected < count {
            let rect = CGRect(x: CGFloat(selected) * segment, y: 0, width: segment, height: size.height)
                .insetBy(dx: thumbInset, dy: thumbInset)
            let thumb = Path(roundedRect: rect, cornerRadius: thumbRadius)
            let border = Path(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: thumbRadius - 0.25)
            func grown(_ e: CGFloat) -> Path { Path.roundedRect(rect, cornerRadius: thumbRadius, grownBy: e) }
            // The design kits' shadows: CSS blur 8 and 1 (Gaussian deviations 4 and 0.5),
            // both 3 points down, at 12 % and 4 %, and a 0.5-point border at 4 %.
            items += DisplayList.Item.softShadow(alpha: 0.12, blur: 4, y: 3, outline: grown)
            items += DisplayList.Item.softShadow(alpha: 0.04, blur: 0.5, y: 3, outline: grown)
            items.append(.solid(thumb, thumbColor ?? ControlColor.selectedSegment(scheme)))
            items.append(.stroke(border, .color(ControlColor.rgb(0, 0, 0, 0.04)), StrokeStyle(lineWidth: 0.5)))
        }
        return items
    }
}
