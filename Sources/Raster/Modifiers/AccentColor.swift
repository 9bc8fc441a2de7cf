// AccentColor.swift · Raster/Modifiers · mirrors SwiftUI View.accentColor(_:) (iOS 17; deprecated for tint(_:))
// Status: Complete.

import Foundation

private struct AccentColorKey: ToolbarInheritedKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The accent colour set with `accentColor(_:)`; nil means system blue. It never
    /// refers to `Color.accentColor` itself (the inherited colour is substituted).
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension Color.Storage {
    /// The colour with `Color.accentColor` replaced by `accent`.
    func replacingAccent(with accent: Color.Storage) -> Color.Storage {
        switch self {
        case .accent: return accent
        case .opacity(let base, let opacity): return .opacity(base.replacingAccent(with: accent), opacity)
        case .resolved, .system, .asset, .dynamic: return self
        }
    }
}

extension View {
    /// Sets the accent color for this view and the views it contains; nil keeps the
    /// inherited accent color.
    ///
    /// Raster: `Color.accentColor` inside the view resolves to `accentColor`, and so does
    /// the tint of controls and `.tint` styles where no `tint(_:)` is set (a `tint(_:)`
    /// takes precedence, as in SwiftUI). `Color.accentColor` within `accentColor` stands
    /// for the inherited accent colour.
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            guard let accentColor else { return }
            let inherited = environment.accentColor?.storage ?? .system(.blue)
            environment.accentColor = Color(storage: accentColor.storage.replacingAccent(with: inherited))
        })
    }
}
