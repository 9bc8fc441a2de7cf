// FontLibrary+Matching.swift · Raster/Text · mirrors how SwiftUI's Font picks a face (iOS 17)
// Status: Complete — family preference lists per design, Inter text/display optical sizes,
// CSS weight matching. A family without a bold or italic face draws the nearest face with a
// synthetic bold or oblique (FontSynthesis.swift).
//
// Face matching follows CSS Fonts Level 4, §5.2 "Matching font styles": among the family's
// faces narrow by width (normal first, then narrower, then wider), then by style (italic
// asks for italic faces, upright for upright ones, falling back to the other), then by
// weight:
//   desired 400…500: weights from desired up to 500 ascending, then below desired
//                    descending, then above 500 ascending;
//   desired < 400:   weights ≤ desired descending, then above ascending;
//   desired > 500:   weights ≥ desired ascending, then below descending.
// Remaining ties go to the face found first (FontDescriptor.precedes).

import Foundation

extension FontLibrary {
    /// Families tried for the system font of each design, in order. The families
    /// `scripts/install-dependencies.sh` installs (Inter, DejaVu) come first, so that with
    /// them installed the bytes drawn do not depend on what else is installed; Apple's own
    /// (SF Pro, New York, SF Mono) are used only where those are missing.
    static let systemFamilies: [Font.Design: [String]] = [
        .default: ["Inter", "DejaVu Sans", "SF Pro", "SF Pro Text"],
        .serif: ["DejaVu Serif", "New York"],
        .monospaced: ["DejaVu Sans Mono", "SF Mono"],
        .rounded: ["Inter", "DejaVu Sans", "SF Pro Rounded"],
    ]

    /// Text families with a display cut for large sizes. As SF Pro switches from its Text to
    /// its Display optical size at 20 pt, Raster uses "Inter Display" instead of "Inter" at
    /// 20 pt and above when it is installed.
    static let displayFamilies: [String: String] = ["SF Pro Text": "SF Pro Display", "Inter": "Inter Display"]

    /// The size in points from which the display family is used.
    static let displaySizeThreshold: CGFloat = 20

    /// Families tried, in order, for characters the primary face lacks, before any other
    /// installed family (sorted by name). The documented fonts come first (Nanum Gothic for
    /// Korean, DejaVu), so that another Korean family installed beside them (Apple's, or
    /// Google's Noto Sans CJK) does not change what is drawn; those are used only where Nanum
    /// Gothic is missing.
    static let fallbackFamilies = ["NanumGothic", "DejaVu Sans", "Apple SD Gothic Neo", "Noto Sans CJK KR"]

    /// The face `font` draws with before fallbacks: a custom family (by family, PostScript
    /// or full name) when asked for and installed, otherwise the design's family list, then
    /// the default design's list, then the first installed family by name. Nil only when no
    /// font is installed at all.
    func primaryDescriptor(for font: Font.Resolved) -> FontDescriptor? {
        let weight = font.weight.weightClass
        if let name = font.family {
            if let named = descriptor(named: name, weight: weight, italic: font.italic) { return named }
            let fallback = FontLibrary.systemFamilies[font.design == .default ? .default : font.design]?.first ?? ""
            warnOnce("family:\(name)", "font '\(name)' is not installed; using the system font (\(fallback) or its stand-in). "
                + "Add its folder to RASTER_FONT_PATH (\(searchOrderHint))")
        }
        var families = FontLibrary.systemFamilies[font.design] ?? []
        if font.design != .default { families += FontLibrary.systemFamilies[.default] ?? [] }
        for family in families {
            var name = family
            if font.size >= FontLibrary.displaySizeThreshold, let display = FontLibrary.displayFamilies[family],
               bestFace(inFamily: display, weight: weight, italic: font.italic) != nil {
                name = display
            }
            if let face = bestFace(inFamily: name, weight: weight, italic: font.italic) { return face }
        }
        guard let first = familyNames.first else { return nil }
        return bestFace(inFamily: first, weight: weight, italic: font.italic)
    }

    /// The best face of `family` (compared without regard to case) for `weight` and `italic`,
    /// or nil when the family is not installed.
    func bestFace(inFamily family: String, weight: Int, italic: Bool) -> FontDescriptor? {
        FontLibrary.bestMatch(in: faces(inFamily: family), weight: weight, italic: italic)
    }

    /// A face asked for by name: a family name, else an exact PostScript name
    /// ("Inter-SemiBold") or full name ("Inter Semi Bold").
    private func descriptor(named name: String, weight: Int, italic: Bool) -> FontDescriptor? {
        if let face = bestFace(inFamily: name, weight: weight, italic: italic) { return face }
        let wanted = name.lowercased()
        return descriptors.first {
            $0.postScriptName.lowercased() == wanted || "\($0.family) \($0.style)".lowercased() == wanted
        }
    }

    /// The CSS font-matching choice among `faces` (all of one family), in the order above.
    static func bestMatch(in faces: [FontDescriptor], weight: Int, italic: Bool) -> FontDescriptor? {
        guard !faces.isEmpty else { return nil }
        let widthRank = { (w: Int) -> Int in w == 5 ? 0 : w < 5 ? 5 - w : 100 + w }
        let bestWidth = faces.map { widthRank($0.widthClass) }.min()!
        var candidates = faces.filter { widthRank($0.widthClass) == bestWidth }
        let styled = candidates.filter { $0.isItalic == italic }
        if !styled.isEmpty { candidates = styled }
        return candidates.min { a, b in
            let ra = weightRank(a.weight, desired: weight), rb = weightRank(b.weight, desired: weight)
            if ra != rb { return ra < rb }
            return FontDescriptor.precedes(a, b)
        }
    }

    /// How well `candidate` matches `desired` weight: lower is better (group × 10 000 +
    /// distance), following the CSS order in this file's header.
    static func weightRank(_ candidate: Int, desired: Int) -> Int {
        let distance = abs(candidate - desired)
        let group: Int
        if (400...500).contains(desired) {
            group = candidate >= desired && candidate <= 500 ? 0 : candidate < desired ? 1 : 2
        } else if desired < 400 {
            group = candidate <= desired ? 0 : 1
        } else {
            group = candidate >= desired ? 0 : 1
        }
        return group * 10_000 + distance
    }
}
