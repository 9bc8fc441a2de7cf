// NavigationDestinationModifiers.swift · Raster/Modifiers · mirrors SwiftUI navigationDestination(for:destination:), navigationDestination(isPresented:destination:), navigationDestination(item:destination:) (iOS 17)
// Status: Partial — a declaration stays known to its stack after the view declaring it is
// gone; a presented destination is the view as it was when presented.

import Foundation

/// Declares the screen of a value type to the enclosing navigation stack, when the view's
/// body runs.
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    let destination: (D) -> C

    @Environment(\.navigationContext) private var context

    func body(content: Content) -> some View {
        if let context {
            let destination = self.destination
            context.register(D.self) { AnyView(destination($0)) }
        } else {
            warnOnce("navigationDestination(for: \(D.self).self) is declared outside any NavigationStack or "
                     + "NavigationSplitView, so no stack can show it; declare it inside the stack's root view")
        }
        return content
    }
}

/// Pushes a view while a binding is true, and sets the binding to false when the view is
/// popped.
struct NavigationPresentationModifier: ViewModifier {
    let isPresented: Binding<Bool>
    /// The view to push, built when the binding becomes true.
    let destination: () -> AnyView?

    @Environment(\.navigationContext) private var context
    @State private var token = NavigationPresentationToken()

    func body(content: Content) -> some View {
        let isPresented = self.isPresented, destination = self.destination
        let context = self.context, token = ObjectIdentifier(self.token)
        return content.onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
            guard let context else {
                if presented {
                    warnOnce("navigationDestination(isPresented:) became true outside any NavigationStack or "
                             + "NavigationSplitView, so nothing is pushed; declare it inside the stack")
                }
                return
            }
            if presented, let view = destination() {
                context.push(view: view, presentation: token) { isPresented.wrappedValue = false }
            } else if !presented {
                context.dismiss(presentation: token)
            }
        }
    }
}

/// The identity of one `navigationDestination(isPresented:)` declaration, kept in its state.
final class NavigationPresentationToken {}

extension View {
    /// Associates a destination view with a presented data type for use within a
    /// navigation stack.
    ///
    /// Raster: a `NavigationLink(value:)` of type `D` in the stack, and each value of type
    /// `D` in the stack's path, shows `destination(value)`. Declared outside a stack, it
    /// warns once and does nothing.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto
    /// a `NavigationStack`.
    ///
    /// Raster: setting the binding to true pushes `destination` onto the enclosing stack
    /// (after the update, as `onChange` runs); false, or popping it, pops it.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(NavigationPresentationModifier(isPresented: isPresented) { view })
    }

    /// Associates a destination view with a bound value for use within a navigation stack
    /// (iOS 17).
    ///
    /// Raster: a non-nil item pushes `destination(item)`; popping it sets the item to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil },
                                  set: { if !$0 { item.wrappedValue = nil } })
        return modifier(NavigationPresentationModifier(isPresented: isPresented) {
            item.wrappedValue.map { AnyView(destination($0)) }
        })
    }
}
