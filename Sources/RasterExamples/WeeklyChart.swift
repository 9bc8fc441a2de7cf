import Raster

// WeeklyChart.swift · RasterExamples · a bar chart of a week drawn with paths, with a gridline shape
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct Bars: Shape {
    var values: [Double]
    var maximum: Double
    var gap: CGFloat = 8

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !values.isEmpty, maximum > 0 else { return path }
        let width = (rect.width - gap * CGFloat(values.count - 1)) / CGFloat(values.count)
        for (index, value) in values.enumerated() {
            let height = rect.height * CGFloat(value / maximum)
            let bar = CGRect(x: rect.minX + CGFloat(index) * (width + gap), y: rect.maxY - height, width: width, height: height)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: 4, height: 4))
        }
        return path
    }
}

struct Gridlines: Shape {
    var count: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for line in 0...count {
            let y = rect.minY + rect.height * CGFloat(line) / CGFloat(count)
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

struct WeeklyChart: View {
    var title: String
    var values: [Double]
    let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(title).font(.headline)
                Spacer()
                Text("\(Int(values.reduce(0, +))) min").font(.subheadline).foregroundStyle(.secondary)
            }
            ZStack {
                Gridlines(count: 4)
                    .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                Bars(values: values, maximum: values.max() ?? 1)
                    .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
            }
            .frame(height: 140)
            HStack(spacing: 8) {
                ForEach(0..<days.count, id: \.self) { index in
                    Text(days[index]).font(.caption).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
        .frame(width: 320)
    }
}

struct WeeklyChart_Previews: PreviewProvider {
    static var previews: some View {
        WeeklyChart(title: "Exercise", values: [30, 45, 20, 60, 35, 80, 50])
            .previewLayout(.fixed(width: 360, height: 260))
    }
}

#Preview("Chart", traits: .sizeThatFitsLayout) {
    WeeklyChart(title: "Reading", values: [10, 25, 15, 40, 5, 55, 30])
}
