import Raster
import Charts

// SpendingDashboard.swift · RasterExamples · a week's spending drawn with Swift Charts: stacked bars by category, a balance line over dates, and a donut of the month's shares
// An ordinary SwiftUI view file: only the first import differs from one written for SwiftUI.

/// One day's spending in one category.
public struct DailySpend: Identifiable {
    public let day: String
    public let category: String
    public let amount: Double
    public var id: String { day + category }

    public static let week: [DailySpend] = [
        ("Mon", 18, 6, 0), ("Tue", 24, 9, 12), ("Wed", 12, 4, 0), ("Thu", 31, 7, 25), ("Fri", 16, 14, 48), ("Sat", 42, 0, 36), ("Sun", 9, 0, 18),
    ].flatMap { day, food, transport, fun in
        [DailySpend(day: day, category: "Food", amount: food), DailySpend(day: day, category: "Transport", amount: transport),
         DailySpend(day: day, category: "Fun", amount: fun)]
    }
}

/// The account's balance at the end of a day.
public struct Balance: Identifiable {
    public let date: Date
    public let amount: Double
    public var id: Date { date }

    /// Two weeks from Monday 4 September 2023 (UTC).
    public static let fortnight: [Balance] = [1_840, 1_795, 1_760, 1_930, 1_870, 1_690, 1_655, 1_640, 1_602, 1_588, 1_543, 1_470, 1_402, 1_380]
        .enumerated().map { Balance(date: Date(timeIntervalSince1970: 1_693_785_600 + Double($0.offset) * 86_400), amount: $0.element) }
}

/// A dashboard of the week's spending.
public struct SpendingDashboard: View {
    let week: [DailySpend]
    let balances: [Balance]
    let shares: [(category: String, amount: Double)] = [("Food", 152), ("Rent", 400), ("Transport", 40), ("Fun", 139)]

    public init(week: [DailySpend] = DailySpend.week, balances: [Balance] = Balance.fortnight) {
        self.week = week
        self.balances = balances
    }

    var total: Double { week.reduce(0) { $0 + $1.amount } }

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    card("This week", detail: "$\(Int(total))") {
                        Chart(week) { spend in
                            BarMark(x: .value("Day", spend.day), y: .value("Amount", spend.amount))
                                .foregroundStyle(by: .value("Category", spend.category))
                                .cornerRadius(3)
                        }
                        .chartForegroundStyleScale(["Food": Color.green, "Transport": Color.blue, "Fun": Color.orange])
                        .frame(height: 180)
                    }
                    card("Balance", detail: "$\(Int(balances.last?.amount ?? 0))") {
                        Chart(balances) { balance in
                            AreaMark(x: .value("Date", balance.date), yStart: .value("Floor", 1_000), yEnd: .value("Balance", balance.amount))
                                .foregroundStyle(LinearGradient(colors: [Color.indigo.opacity(0.35), Color.indigo.opacity(0.02)],
                                                                startPoint: .top, endPoint: .bottom))
                            LineMark(x: .value("Date", balance.date), y: .value("Balance", balance.amount))
                                .foregroundStyle(Color.indigo)
                                .interpolationMethod(.monotone)
                            RuleMark(y: .value("Limit", 1_500))
                                .foregroundStyle(Color.red)
                                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                                .annotation(position: .top, alignment: .leading) {
                                    Text("Alert at $1,500").font(.caption2).foregroundStyle(.red)
                                }
                        }
                        .chartYScale(domain: 1_000...2_000)
                        .frame(height: 150)
                    }
                    card("September", detail: "by category") {
                        Chart(shares, id: \.category) { share in
                            SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                                .foregroundStyle(by: .value("Category", share.category))
                        }
                        .chartLegend(position: .trailing, alignment: .center)
                        .frame(height: 150)
                    }
                }
                .padding()
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Spending")
        }
    }

    func card<Content: View>(_ title: String, detail: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(title).font(.headline)
                Spacer()
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            content()
        }
        .padding()
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Spending") {
    SpendingDashboard()
}
