// DatePickerScenes.swift · rendershot/Gallery · issue 18 "Controls": date pickers, picker styles, a colour picker and a text editor (not from a seed)
//
// Two screens, light and dark: the three date picker styles (compact with date and time, the
// graphical calendar, the wheels of a time), and the picker styles with a colour picker and a
// text editor in a Form. Dates are fixed and shown in UTC, so the scenes never change with the clock.

import Foundation
import Raster
import RendershotKit

/// The date picker styles at an iPhone 15's 393-point width.
enum DatePickerStyles {
    struct ContentView: View {
        // December 1, 2026, 7:41 PM UTC.
        @State private var date = Date(timeIntervalSince1970: 1_796_154_060)

        var body: some View {
            VStack(spacing: 12) {
                DatePicker("Starts", selection: $date)
                DatePicker("Date", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                DatePicker("Time", selection: $date, displayedComponents: .hourAndMinute)
                    .datePickerStyle(.wheel)
                    .labelsHidden()
                Spacer(minLength: 0)
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("date-pickers", summary: "DatePicker's compact, graphical and wheel styles as iOS 17 draws them",
                                       size: CGSize(width: 393, height: 852)) {
        ContentView()
    }

    static let darkScene = RendershotScene("date-pickers-dark", summary: "the date picker styles in the dark colour scheme",
                                           size: CGSize(width: 393, height: 852), colorScheme: .dark) {
        ContentView()
    }
}

/// Picker styles, a colour picker and a text editor in a Form.
enum PickerStyleShowcase {
    enum Flavor: String, CaseIterable {
        case vanilla = "Vanilla", chocolate = "Chocolate", strawberry = "Strawberry"
    }

    struct ContentView: View {
        @State private var flavor = Flavor.chocolate
        @State private var size = 1
        @State private var color = Color.teal
        @State private var notes = "Two scoops, no cone."

        var body: some View {
            NavigationStack {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.inline)
                    Section {
                        Picker("Size", selection: $size) {
                            Text("Small").tag(0)
                            Text("Medium").tag(1)
                            Text("Large").tag(2)
                        }
                        .pickerStyle(.navigationLink)
                        ColorPicker("Sprinkles", selection: $color)
                        Picker("Size", selection: $size) {
                            Text("S").tag(0)
                            Text("M").tag(1)
                            Text("L").tag(2)
                        }
                        .pickerStyle(.palette)
                    }
                    Section("Notes") {
                        TextEditor(text: $notes)
                    }
                    Section {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
                        }
                        .pickerStyle(.wheel)
                    }
                }
                .navigationTitle("Order")
            }
        }
    }

    static let scene = RendershotScene("picker-styles", summary: "inline, navigation-link, palette and wheel pickers, a colour picker and a text editor in a Form",
                                       size: CGSize(width: 393, height: 852)) {
        ContentView()
    }

    static let darkScene = RendershotScene("picker-styles-dark", summary: "the picker styles in the dark colour scheme",
                                           size: CGSize(width: 393, height: 852), colorScheme: .dark) {
        ContentView()
    }
}
