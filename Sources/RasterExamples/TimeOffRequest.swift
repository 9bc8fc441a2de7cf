import Raster

// TimeOffRequest.swift · RasterExamples · a time-off request Form: a MultiDatePicker of days off within the rest of the year, a type picker, a note and a submit button
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

enum LeaveKind: String, CaseIterable, Identifiable {
    case vacation = "Vacation"
    case sick = "Sick Leave"
    case personal = "Personal"

    var id: String { rawValue }
}

struct TimeOffRequest: View {
    @State private var days: Set<DateComponents>
    @State private var kind = LeaveKind.vacation
    @State private var note = ""
    @State private var submitted = false

    private let bounds: Range<Date>

    init(days: Set<DateComponents> = [], bounds: Range<Date>) {
        _days = State(initialValue: days)
        self.bounds = bounds
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    MultiDatePicker("Days Off", selection: $days, in: bounds)
                } header: {
                    Text("Days Off")
                } footer: {
                    Text(days.isEmpty ? "Tap the days you will be away." : "\(days.count) days selected.")
                }

                Section("Details") {
                    Picker("Type", selection: $kind) {
                        ForEach(LeaveKind.allCases) { kind in
                            Text(kind.rawValue).tag(kind)
                        }
                    }
                    TextField("Note for your manager", text: $note)
                }
            }
            .navigationTitle("Time Off")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Submit") { submitted = true }
                        .disabled(days.isEmpty)
                }
            }
        }
    }
}

/// December 2026 to the end of January 2027, in UTC.
private let requestBounds: Range<Date> = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1))!
    let end = calendar.date(from: DateComponents(year: 2027, month: 2, day: 1))!
    return start..<end
}()

#Preview("Time off") {
    TimeOffRequest(days: [
        DateComponents(year: 2026, month: 12, day: 23),
        DateComponents(year: 2026, month: 12, day: 24),
        DateComponents(year: 2026, month: 12, day: 28),
    ], bounds: requestBounds)
}
