import Raster

// WeatherForecast.swift · RasterExamples · a weather screen: a sky gradient, translucent cards, an hourly strip that scrolls sideways and ten days of temperature-range bars
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

/// One hour of the hourly strip.
public struct HourlyForecast: Identifiable, Hashable {
    public let hour: String
    public let symbol: String
    public let temperature: Int
    public var id: String { hour }

    public init(_ hour: String, _ symbol: String, _ temperature: Int) {
        self.hour = hour
        self.symbol = symbol
        self.temperature = temperature
    }
}

/// One day of the ten-day list: its lowest and highest temperatures.
public struct DailyForecast: Identifiable, Hashable {
    public let day: String
    public let symbol: String
    public let low: Int
    public let high: Int
    public var id: String { day }

    public init(_ day: String, _ symbol: String, low: Int, high: Int) {
        self.day = day
        self.symbol = symbol
        self.low = low
        self.high = high
    }
}

/// A city's forecast, as the screen shows it.
public struct CityForecast {
    public var city: String
    public var temperature: Int
    public var condition: String
    public var summary: String
    public var hours: [HourlyForecast]
    public var days: [DailyForecast]

    public static let cupertino = CityForecast(
        city: "Cupertino", temperature: 72, condition: "Mostly Sunny",
        summary: "Sunny conditions will continue all day. Wind gusts are up to 12 mph.",
        hours: [
            HourlyForecast("Now", "sun.max.fill", 72), HourlyForecast("11AM", "sun.max.fill", 74),
            HourlyForecast("12PM", "cloud.sun.fill", 76), HourlyForecast("1PM", "cloud.sun.fill", 77),
            HourlyForecast("2PM", "sun.max.fill", 78), HourlyForecast("3PM", "sun.max.fill", 78),
            HourlyForecast("4PM", "cloud.fill", 75), HourlyForecast("5PM", "cloud.fill", 71),
        ],
        days: [
            DailyForecast("Today", "sun.max.fill", low: 61, high: 78),
            DailyForecast("Tue", "cloud.sun.fill", low: 58, high: 74),
            DailyForecast("Wed", "cloud.rain.fill", low: 54, high: 63),
            DailyForecast("Thu", "cloud.rain.fill", low: 52, high: 60),
            DailyForecast("Fri", "cloud.fill", low: 55, high: 66),
            DailyForecast("Sat", "sun.max.fill", low: 57, high: 73),
            DailyForecast("Sun", "sun.max.fill", low: 60, high: 79),
        ])

    /// The lowest and highest temperatures of all days: the scale of every range bar.
    public var weekRange: ClosedRange<Int> {
        (days.map(\.low).min() ?? 0)...(days.map(\.high).max() ?? 0)
    }
}

/// The screen: the city and its current temperature over a sky gradient, then the hourly and
/// daily cards.
public struct WeatherScreen: View {
    let forecast: CityForecast

    public init(forecast: CityForecast = .cupertino) {
        self.forecast = forecast
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                header
                HourlyCard(summary: forecast.summary, hours: forecast.hours)
                DailyCard(days: forecast.days, weekRange: forecast.weekRange)
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 24)
        }
        .foregroundStyle(.white)
        .background {
            LinearGradient(colors: [Color(red: 0.18, green: 0.45, blue: 0.82), Color(red: 0.45, green: 0.69, blue: 0.93)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        }
    }

    private var header: some View {
        VStack(spacing: 2) {
            Text(forecast.city)
                .font(.system(size: 34))
            Text("\(forecast.temperature)°")
                .font(.system(size: 96, weight: .thin))
            Text(forecast.condition)
                .font(.title3)
                .foregroundStyle(.white.opacity(0.8))
            if let today = forecast.days.first {
                Text("H:\(today.high)°  L:\(today.low)°")
                    .font(.title3)
                    .fontWeight(.medium)
            }
        }
        .padding(.top, 32)
        .accessibilityElement(children: .combine)
    }
}

/// A translucent card with a small uppercase heading, as the Weather app's modules are drawn.
struct ForecastCard<Content: View>: View {
    let title: String
    let systemImage: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label(title.uppercased(), systemImage: systemImage)
                .font(.caption)
                .fontWeight(.medium)
                .foregroundStyle(.white.opacity(0.6))
            Divider().overlay(.white.opacity(0.3))
            content
        }
        .padding(14)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 15, style: .continuous))
        .environment(\.colorScheme, .dark)
    }
}

/// The hourly strip: a sentence, then hours that scroll sideways.
struct HourlyCard: View {
    let summary: String
    let hours: [HourlyForecast]

    var body: some View {
        ForecastCard(title: "Hourly forecast", systemImage: "clock") {
            Text(summary)
                .font(.subheadline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 22) {
                    ForEach(hours) { hour in
                        VStack(spacing: 10) {
                            Text(hour.hour)
                                .font(.subheadline)
                                .fontWeight(.medium)
                            Image(systemName: hour.symbol)
                                .symbolRenderingMode(.multicolor)
                                .font(.title2)
                                .frame(height: 28)
                            Text("\(hour.temperature)°")
                                .font(.title3)
                                .fontWeight(.medium)
                        }
                    }
                }
            }
        }
    }
}

/// Ten days: the day, its weather, and its temperatures as a bar on the week's scale.
struct DailyCard: View {
    let days: [DailyForecast]
    let weekRange: ClosedRange<Int>

    var body: some View {
        ForecastCard(title: "10-day forecast", systemImage: "calendar") {
            ForEach(days) { day in
                HStack(spacing: 12) {
                    Text(day.day)
                        .frame(width: 56, alignment: .leading)
                    Image(systemName: day.symbol)
                        .symbolRenderingMode(.multicolor)
                        .frame(width: 30)
                    Text("\(day.low)°")
                        .foregroundStyle(.white.opacity(0.6))
                        .frame(width: 36, alignment: .trailing)
                    TemperatureRangeBar(range: day.low...day.high, scale: weekRange)
                        .frame(height: 5)
                    Text("\(day.high)°")
                        .frame(width: 36, alignment: .trailing)
                }
                .font(.title3)
                .fontWeight(.medium)
                .monospacedDigit()
                if day != days.last {
                    Divider().overlay(.white.opacity(0.3))
                }
            }
        }
    }
}

/// A capsule track with the day's range filled in a cool-to-warm gradient, placed on the
/// week's scale.
struct TemperatureRangeBar: View {
    let range: ClosedRange<Int>
    let scale: ClosedRange<Int>

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(max(scale.upperBound - scale.lowerBound, 1))
            let start = CGFloat(range.lowerBound - scale.lowerBound) / span * proxy.size.width
            let end = CGFloat(range.upperBound - scale.lowerBound) / span * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(.black.opacity(0.15))
                Capsule()
                    .fill(LinearGradient(colors: [.cyan, .green, .yellow, .orange],
                                         startPoint: .leading, endPoint: .trailing))
                    .frame(width: max(end - start, proxy.size.height))
                    .offset(x: start)
            }
        }
    }
}

#Preview("Weather") {
    WeatherScreen()
}

#Preview("Weather, rainy week") {
    WeatherScreen(forecast: CityForecast(
        city: "Seattle", temperature: 48, condition: "Rain",
        summary: "Rain expected around 2PM.",
        hours: CityForecast.cupertino.hours.map { HourlyForecast($0.hour, "cloud.rain.fill", $0.temperature - 26) },
        days: CityForecast.cupertino.days.map { DailyForecast($0.day, "cloud.rain.fill", low: $0.low - 16, high: $0.high - 22) }))
}
