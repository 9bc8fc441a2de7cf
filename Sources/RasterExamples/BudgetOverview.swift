import Raster

// BudgetOverview.swift · RasterExamples · a month's budget: spending by category as a ring drawn in a Canvas with symbol icons, and the expenses in a Table
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

enum BudgetCategory: String, CaseIterable, Identifiable {
    case groceries, transport, home, leisure

    var id: Self { self }

    var color: Color {
        switch self {
        case .groceries: .green
        case .transport: .blue
        case .home: .orange
        case .leisure: .pink
        }
    }

    var symbol: String {
        switch self {
        case .groceries: "cart.fill"
        case .transport: "car.fill"
        case .home: "house.fill"
        case .leisure: "gamecontroller.fill"
        }
    }
}

struct Expense: Identifiable {
    let id: Int
    var name: String
    var category: BudgetCategory
    var amount: Double
    var day: String
}

struct SpendingRing: View {
    var expenses: [Expense]

    private var totals: [(category: BudgetCategory, amount: Double)] {
        BudgetCategory.allCases.map { category in
            (category, expenses.filter { $0.category == category }.reduce(0) { $0 + $1.amount })
        }
        .filter { $0.amount > 0 }
    }

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 18
            let total = totals.reduce(0) { $0 + $1.amount }
            guard total > 0 else { return }
            var start = Angle.degrees(-90)
            for slice in totals {
                let end = start + .degrees(360 * slice.amount / total)
                var arc = Path()
                arc.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                context.stroke(arc, with: .color(slice.category.color), style: StrokeStyle(lineWidth: 30))
                let middle = Angle.radians((start.radians + end.radians) / 2)
                if let icon = context.resolveSymbol(id: slice.category) {
                    context.draw(icon, at: CGPoint(x: center.x + cos(middle.radians) * radius,
                                                   y: center.y + sin(middle.radians) * radius))
                }
                start = end
            }
            context.draw(Text(total, format: .currency(code: "EUR")).font(.title2.bold()), at: center)
        } symbols: {
            ForEach(BudgetCategory.allCases) { category in
                Image(systemName: category.symbol)
                    .font(.caption.bold())
                    .foregroundStyle(.white)
            }
        }
        .frame(height: 220)
        .accessibilityLabel("Spending by category")
    }
}

struct BudgetOverview: View {
    @State private var expenses = [
        Expense(id: 1, name: "Market hall", category: .groceries, amount: 64.20, day: "Oct 2"),
        Expense(id: 2, name: "Monthly pass", category: .transport, amount: 49.00, day: "Oct 1"),
        Expense(id: 3, name: "Electricity", category: .home, amount: 82.35, day: "Oct 5"),
        Expense(id: 4, name: "Cinema", category: .leisure, amount: 24.00, day: "Oct 7"),
        Expense(id: 5, name: "Bakery", category: .groceries, amount: 12.80, day: "Oct 8"),
        Expense(id: 6, name: "Bike repair", category: .transport, amount: 35.50, day: "Oct 9"),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                SpendingRing(expenses: expenses)
                    .padding(.vertical, 8)
                Table(expenses) {
                    TableColumn("Expense") { expense in
                        HStack(spacing: 12) {
                            Image(systemName: expense.category.symbol)
                                .foregroundStyle(expense.category.color)
                                .frame(width: 28)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(expense.name)
                                Text(expense.day).font(.caption).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(expense.amount, format: .currency(code: "EUR")).monospacedDigit()
                        }
                    }
                    TableColumn("Category") { expense in
                        Text(expense.category.rawValue.capitalized)
                    }
                    TableColumn("Amount") { expense in
                        Text(expense.amount, format: .currency(code: "EUR"))
                    }
                }
            }
            .navigationTitle("October")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Expense", systemImage: "plus") {
                        expenses.append(Expense(id: expenses.count + 1, name: "New expense", category: .leisure, amount: 0, day: "Oct 10"))
                    }
                }
            }
        }
    }
}

#Preview("Budget") {
    BudgetOverview()
}
