import Raster

// OrderDetail.swift · RasterExamples · an order receipt in a scroll view: group boxes of labeled values, a disclosure group, a control group
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct OrderLine: Identifiable {
    let id: Int
    let name: String
    let detail: String
    let quantity: Int
    let price: Double
}

struct OrderDetail: View {
    var showsDelivery = false

    @State private var deliveryShown = false

    let lines = [
        OrderLine(id: 1, name: "Espresso beans", detail: "Whole bean, 1 kg", quantity: 2, price: 18.50),
        OrderLine(id: 2, name: "Milk frother", detail: "Stainless steel", quantity: 1, price: 34.00),
        OrderLine(id: 3, name: "Paper filters", detail: "Pack of 100", quantity: 3, price: 4.25),
    ]

    private var subtotal: Double {
        lines.reduce(0) { $0 + Double($1.quantity) * $1.price }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Order #10482").font(.largeTitle).bold()
                    Text("Placed on 14 November").foregroundStyle(.secondary)
                }

                GroupBox("Items") {
                    VStack(spacing: 10) {
                        ForEach(lines) { line in
                            LabeledContent {
                                Text(Double(line.quantity) * line.price, format: .currency(code: "EUR"))
                            } label: {
                                Text("\(line.quantity) × \(line.name)")
                                Text(line.detail)
                            }
                        }
                    }
                }

                GroupBox {
                    VStack(spacing: 8) {
                        LabeledContent("Subtotal", value: subtotal, format: .currency(code: "EUR"))
                        LabeledContent("Shipping", value: "Free")
                        Divider()
                        LabeledContent("Total") {
                            Text(subtotal, format: .currency(code: "EUR")).bold().foregroundStyle(.primary)
                        }
                    }
                }

                DisclosureGroup("Delivery", isExpanded: $deliveryShown) {
                    VStack(spacing: 8) {
                        LabeledContent("Carrier", value: "Parcel Express")
                        LabeledContent("Tracking", value: "PX 2291 0048")
                        LabeledContent("Arrives", value: "Monday")
                    }
                    .padding(.top, 4)
                }

                ControlGroup {
                    Button("Reorder") {}
                    Button("Invoice") {}
                    Button("Help") {}
                }
            }
            .padding()
        }
        .onAppear { deliveryShown = showsDelivery }
    }
}

#Preview("Order") {
    OrderDetail()
}

#Preview("Order, delivery shown") {
    OrderDetail(showsDelivery: true)
}
