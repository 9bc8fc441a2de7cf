// InspectorModifiers.swift · Raster/Modifiers · mirrors SwiftUI inspector(isPresented:content:), inspectorColumnWidth(_:), inspectorColumnWidth(min:ideal:max:) (iOS 17)
// Status: Partial — a sheet in a compact width, a trailing column in a regular width; the
// column is not resizable and nothing slides in or out.

import Foundation

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// Raster: in a compact horizontal size class (every iPhone preset) the inspector is
    /// presented as a sheet while `isPresented`, as iOS 17 adapts it
    /// (`sheet(isPresented:onDismiss:content:)`; dismissing it sets `isPresented` to false).
    /// In a regular width (iPad presets) it is a trailing column of the modified view, its
    /// full height, on the grouped background (which reaches into the safe area), with a
    /// one-pixel separator on its leading edge: `inspectorColumnWidth` in the inspector's
    /// content sets its width, else 320 points (`InspectorMetrics.columnWidth`); the modified
    /// view takes the rest of the width.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
    }

    /// Sets a fixed, preferred width for the inspector containing this view when presented
    /// as a trailing column, points (ignored when it is a sheet).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        transformPreference(InspectorColumnWidthKey.self) { $0 = width }
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    ///
    /// Raster: the column is drawn `ideal` points wide, within `min` and `max` when they are
    /// given (nothing is resized by a user).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return inspectorColumnWidth(width)
    }
}

/// The figures of an inspector column, points.
enum InspectorMetrics {
    /// The column's width when its content sets none: 320, the default width of a split
    /// view's column on iPad (as `SplitViewMetrics.columnWidth`). [UNCERTAIN — Apple documents
    /// no default for iOS 17's inspector; not measured]
    static let columnWidth: CGFloat = 320
}

/// The width the inspector's content asked for with `inspectorColumnWidth` (nil: none).
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

/// `inspector(isPresented:content:)`: a sheet in a compact width, a trailing column in a
/// regular one.
struct InspectorModifier<Inspector: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let inspector: Inspector

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.displayScale) private var displayScale
    /// The width the inspector's content asked for (`inspectorColumnWidth`).
    @State private var columnWidth: CGFloat?

    func body(content: Content) -> some View {
        if horizontalSizeClass == .regular {
            HStack(spacing: 0) {
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
                if isPresented.wrappedValue {
                    inspector
                        .onPreferenceChange(InspectorColumnWidthKey.self) { columnWidth = $0 }
                        .frame(width: columnWidth ?? InspectorMetrics.columnWidth)
                        .frame(maxHeight: .infinity)
                        .background(Color(storage: .system(.systemGroupedBackground)).ignoresSafeArea())
                        .overlay(alignment: .leading) {
                            Rectangle().fill(Color(storage: .system(.separator)))
                                .frame(width: 1 / max(displayScale, 1)).ignoresSafeArea()
                        }
                }
            }
        } else {
            content.sheet(isPresented: isPresented) { inspector }
        }
    }
}
