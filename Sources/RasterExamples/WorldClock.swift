import Raster

// WorldClock.swift · RasterExamples · a world clock whose analogue faces a TimelineView redraws every second
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.
// In Raster the timeline's date is the host's (18 September 2023, 16:41:00 UTC at time 0), so
// Cupertino shows 9:41.

/// A city on the world clock, with its time zone.
public struct WorldClockCity: Identifiable {
    public let name: String
    public let timeZone: TimeZone
    public var id: String { name }

    /// `identifier` is an IANA zone; `standardOffset` (hours from GMT) stands in where the
    /// system has no time zone database.
    public init(_ name: String, _ identifier: String, standardOffset: Int) {
        self.name = name
        timeZone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: standardOffset * 3600)!
    }

    public static let samples = [
        WorldClockCity("Cupertino", "America/Los_Angeles", standardOffset: -8),
        WorldClockCity("London", "Europe/London", standardOffset: 0),
        WorldClockCity("Tokyo", "Asia/Tokyo", standardOffset: 9),
        WorldClockCity("Sydney", "Australia/Sydney", standardOffset: 10),
    ]
}

/// The World Clock tab: one row per city, redrawn once a second.
public struct WorldClockScreen: View {
    let cities: [WorldClockCity]

    public init(cities: [WorldClockCity] = WorldClockCity.samples) {
        self.cities = cities
    }

    public var body: some View {
        NavigationStack {
            TimelineView(.animation(minimumInterval: 1)) { context in
                List(cities) { city in
                    WorldClockRow(city: city, home: cities[0].timeZone, date: context.date)
                }
                .listStyle(.plain)
            }
            .navigationTitle("World Clock")
        }
    }
}

/// One city: its clock face, its name and offset from home, and its time in digits.
struct WorldClockRow: View {
    let city: WorldClockCity
    let home: TimeZone
    let date: Date

    var body: some View {
        let time = ClockTime(date, in: city.timeZone)
        HStack(spacing: 14) {
            ClockFace(time: time)
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 2) {
                Text(dayAndOffset)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Text(city.name)
                    .font(.title2)
            }
            Spacer()
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(time.digits)
                    .font(.system(size: 44, weight: .light))
                Text(time.hour < 12 ? "AM" : "PM")
                    .font(.title3)
            }
        }
        .padding(.vertical, 6)
    }

    /// "Today, +8HRS" as the Clock app writes it: the day relative to home, and the offset.
    var dayAndOffset: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = city.timeZone
        let there = calendar.dateComponents([.year, .month, .day], from: date)
        calendar.timeZone = home
        let here = calendar.dateComponents([.year, .month, .day], from: date)
        let hereDay = calendar.date(from: here)!, thereDay = calendar.date(from: there)!
        let days = Int((thereDay.timeIntervalSince(hereDay) / 86_400).rounded())
        let day = days == 0 ? "Today" : days > 0 ? "Tomorrow" : "Yesterday"
        let hours = (city.timeZone.secondsFromGMT(for: date) - home.secondsFromGMT(for: date)) / 3600
        return hours == 0 ? day : "\(day), \(hours > 0 ? "+" : "")\(hours)HRS"
    }
}

/// The hour, minute and second of a date in a time zone.
struct ClockTime {
    let hour: Int
    let minute: Int
    let second: Int

    init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        second = parts.second ?? 0
    }

    /// "9:41": the hour on a 12-hour dial and the minutes.
    var digits: String {
        let dialHour = hour % 12 == 0 ? 12 : hour % 12
        return "\(dialHour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// An analogue clock face: twelve hour marks, hour and minute hands and an orange second hand.
struct ClockFace: View {
    let time: ClockTime

    var body: some View {
        GeometryReader { proxy in
            let radius = min(proxy.size.width, proxy.size.height) / 2
            let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
            ZStack {
                Circle().fill(Color(white: 0.5).opacity(0.12))
                Circle().stroke(Color.primary, lineWidth: 1.5)
                Path { path in
                    for mark in 0..<12 {
                        let angle = Angle.degrees(Double(mark) * 30)
                        path.move(to: point(center, radius * 0.78, angle))
                        path.addLine(to: point(center, radius * 0.9, angle))
                    }
                }
                .stroke(Color.primary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
                hand(center, length: radius * 0.5, width: 3,
                     angle: .degrees((Double(time.hour % 12) + Double(time.minute) / 60) * 30), color: .primary)
                hand(center, length: radius * 0.75, width: 2,
                     angle: .degrees((Double(time.minute) + Double(time.second) / 60) * 6), color: .primary)
                hand(center, length: radius * 0.82, width: 1,
                     angle: .degrees(Double(time.second) * 6), color: .orange)
                Circle().fill(Color.orange).frame(width: 4, height: 4).position(center)
            }
        }
    }

    /// The point `length` from `center` at `angle` clockwise from twelve o'clock.
    func point(_ center: CGPoint, _ length: CGFloat, _ angle: Angle) -> CGPoint {
        CGPoint(x: center.x + length * CGFloat(sin(angle.radians)), y: center.y - length * CGFloat(cos(angle.radians)))
    }

    func hand(_ center: CGPoint, length: CGFloat, width: CGFloat, angle: Angle, color: Color) -> some View {
        Path { path in
            path.move(to: center)
            path.addLine(to: point(center, length, angle))
        }
        .stroke(color, style: StrokeStyle(lineWidth: width, lineCap: .round))
    }
}

#Preview("World clock") {
    WorldClockScreen()
}
