// MenuLinkGaugeScenes.swift · rendershot/Gallery · issue 18 "Controls": menus, links, share links, button toggles, gauges and an empty state (not from a seed)
//
// One screen of these controls in their iOS 17 looks, light and dark: closed menus (plain,
// with its indicator, as an icon, as a bordered button, disabled), a link and share links,
// button-style toggles on and off, gauges in every iOS style (one with a gradient tint),
// and a content-unavailable view. Written as ordinary SwiftUI.

import Foundation
import Raster
import RendershotKit

/// The controls at an iPhone 15's 393-point width, 16 points from the edges.
enum MenuLinkGauge {
    struct ContentView: View {
        private let site = URL(string: "https://example.com/terms")!

        var body: some View {
            VStack(alignment: .leading, spacing: 18) {
                HStack(spacing: 18) {
                    Menu("Sort") {
                        Button("Name") {}
                        Button("Date") {}
                    }
                    Menu("Filter") {}
                        .menuIndicator(.visible)
                    Menu {
                        Button("Duplicate") {}
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                    .labelStyle(.iconOnly)
                    Menu("Options") {}
                        .buttonStyle(.bordered)
                    Menu("Locked") {}
                        .disabled(true)
                }
                HStack(spacing: 18) {
                    Link("Terms of Service", destination: site)
                    ShareLink(item: site)
                    ShareLink(item: site) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .buttonStyle(.borderedProminent)
                }
                HStack(spacing: 12) {
                    Toggle("Bold", isOn: .constant(true))
                    Toggle("Italic", isOn: .constant(false))
                    Toggle("Strike", isOn: .constant(true))
                        .disabled(true)
                }
                .toggleStyle(.button)
                Gauge(value: 62, in: 0...100) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("62 GB used")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 0.35) {
                    Text("Temperature")
                }
                .tint(Gradient(colors: [.green, .yellow, .red]))
                HStack(spacing: 20) {
                    Gauge(value: 72, in: 40...180) {
                        Text("BPM")
                    } currentValueLabel: {
                        Text("72")
                    } minimumValueLabel: {
                        Text("40")
                    } maximumValueLabel: {
                        Text("180")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.8) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("80")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.green)
                    Gauge(value: 0.55) {
                        Text("UV")
                    } currentValueLabel: {
                        Text("6")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(Gradient(colors: [.green, .yellow, .orange, .red, .purple]))
                    VStack(spacing: 10) {
                        Gauge(value: 0.45) { Text("Wind") }
                            .gaugeStyle(.accessoryLinear)
                        Gauge(value: 0.7) { Text("Rain") }
                            .gaugeStyle(.accessoryLinearCapacity)
                    }
                }
                ContentUnavailableView("No Favorites", systemImage: "star",
                                       description: Text("Tap the star on a recipe to keep it here."))
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("menus-links-gauges", summary: "Menu, Link, ShareLink, button toggles, Gauge styles and ContentUnavailableView in their iOS 17 look",
                                       size: CGSize(width: 393, height: 760)) {
        ContentView()
    }

    static let darkScene = RendershotScene("menus-links-gauges-dark", summary: "menus, links, gauges and an empty state in the dark colour scheme",
                                           size: CGSize(width: 393, height: 760), colorScheme: .dark) {
        ContentView()
    }
}
