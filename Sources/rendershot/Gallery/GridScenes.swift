// GridScenes.swift · rendershot/Gallery · issue "Real app screens I": grids
//
// Two screens an app shows with grids: a photo grid of adaptive columns (LazyVGrid) and a
// small table (Grid). Not from the seeds; written as ordinary SwiftUI.

import Raster
import RendershotKit

/// A photo grid: eighteen coloured rounded squares in `LazyVGrid` columns of at least 80
/// points, under a title. In the window's 390 points less 16 of padding each side, the
/// adaptive item makes ⌊(358 + 8) / (80 + 8)⌋ = 4 columns of (358 − 24) / 4 = 83.5 points.
/// On an iPhone the grid would sit in a ScrollView; here it is in a VStack, every cell built.
enum PhotoGrid {
    struct ContentView: View {
        let columns = [GridItem(.adaptive(minimum: 80))]

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Recents")
                    .font(.title.bold())
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(0..<18) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color(hue: Double(index) / 18, saturation: 0.55, brightness: 0.9))
                            .aspectRatio(1, contentMode: .fit)
                    }
                }
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("photo-grid", summary: "LazyVGrid of 18 rounded squares in adaptive columns (minimum 80 pt)") {
        ContentView()
    }
}

/// A small table in a `Grid`: a bold header row, a divider spanning the columns, and four
/// rows whose number columns are trailing-aligned with `gridColumnAlignment`; the last row
/// is a total under a second divider, its label spanning two columns.
enum GridTable {
    struct Item {
        let name: String
        let quantity: Int
        let price: String
    }

    static let items = [
        Item(name: "Apples", quantity: 6, price: "3.20"),
        Item(name: "Bread", quantity: 1, price: "2.75"),
        Item(name: "Coffee beans", quantity: 2, price: "15.80"),
    ]

    struct ContentView: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("Item")
                    Text("Qty").gridColumnAlignment(.trailing)
                    Text("Price").gridColumnAlignment(.trailing)
                }
                .font(.headline)
                Divider()
                ForEach(GridTable.items, id: \.name) { item in
                    GridRow {
                        Text(item.name)
                        Text("\(item.quantity)")
                        Text(item.price)
                    }
                }
                Divider()
                GridRow {
                    Text("Total").gridCellColumns(2)
                    Text("21.75")
                }
                .font(.headline)
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
            .padding()
        }
    }

    static let scene = RendershotScene("grid-table", summary: "Grid of a three-item table: header, dividers, trailing number columns, a spanning total") {
        ContentView()
    }
}
