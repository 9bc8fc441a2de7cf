import Raster

// ActivitySummary.swift · RasterExamples · a fitness summary: three concentric activity rings
// drawn with trimmed circles, a grid of figures, and gauges for the weekly goals
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct ActivityRing: Identifiable {
    let title: String
    let value: Double
    let goal: Double
    let unit: String
    let color: Color

    var id: String { title }
    var progress: Double { value / goal }

    static let today = [
        ActivityRing(title: "Move", value: 420, goal: 500, unit: "KCAL", color: .red),
        ActivityRing(title: "Exercise", value: 24, goal: 30, unit: "MIN", color: .green),
        ActivityRing(title: "Stand", value: 9, goal: 12, unit: "HRS", color: .cyan),
    ]
}

struct ActivityRings: View {
    let rings: [ActivityRing]
    var lineWidth: CGFloat = 18

    var body: some View {
        ZStack {
            ForEach(Array(rings.enumerated()), id: \.element.id) { index, ring in
                let inset = CGFloat(index) * (lineWidth + 3)
                Circle()
                    .stroke(ring.color.opacity(0.25), lineWidth: lineWidth)
                    .padding(inset)
                Circle()
                    .trim(from: 0, to: min(ring.progress, 1))
                    .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(inset)
            }
        }
        .padding(lineWidth / 2)
    }
}

struct ActivitySummary: View {
    var rings = ActivityRing.today
    var weeklyWorkouts = 3.0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 20) {
                        ActivityRings(rings: rings)
                            .frame(width: 150, height: 150)
                        Grid(alignment: .leading, verticalSpacing: 10) {
                            ForEach(rings) { ring in
                                GridRow {
                                    VStack(alignment: .leading, spacing: 0) {
                                        Text(ring.title)
                                            .font(.subheadline.weight(.semibold))
                                        Text("\(Int(ring.value))/\(Int(ring.goal)) \(ring.unit)")
                                            .font(.title3.weight(.semibold).monospacedDigit())
                                            .foregroundStyle(ring.color)
                                    }
                                }
                            }
                        }
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                    Text("Weekly Goals")
                        .font(.title2.bold())
                    VStack(spacing: 16) {
                        Gauge(value: weeklyWorkouts, in: 0...5) {
                            Text("Workouts")
                        } currentValueLabel: {
                            Text("\(Int(weeklyWorkouts)) of 5")
                        }
                        .tint(.green)
                        Gauge(value: 0.62) {
                            Text("Distance")
                        } currentValueLabel: {
                            Text("31 km")
                        }
                        .tint(Gradient(colors: [.yellow, .orange]))
                        HStack {
                            ForEach(rings) { ring in
                                Gauge(value: min(ring.progress, 1)) {
                                    Text(ring.title)
                                } currentValueLabel: {
                                    Text("\(Int(ring.progress * 100))")
                                }
                                .gaugeStyle(.accessoryCircularCapacity)
                                .tint(ring.color)
                                .frame(maxWidth: .infinity)
                            }
                        }
                    }
                    .padding()
                    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                }
                .padding()
            }
            .navigationTitle("Summary")
        }
    }
}

#Preview("Activity") {
    ActivitySummary()
}
