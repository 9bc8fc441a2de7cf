import Raster

// NotificationSettings.swift · RasterExamples · a settings Form: sections with headers and footers, toggles, a picker, a stepper
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

enum PreviewStyle: String, CaseIterable {
    case always = "Always"
    case unlocked = "When Unlocked"
    case never = "Never"
}

struct NotificationSettings: View {
    @State private var allowNotifications = true
    @State private var sounds = true
    @State private var badges = false
    @State private var preview = PreviewStyle.unlocked
    @State private var summaryCount = 2

    var body: some View {
        Form {
            Section {
                Toggle("Allow Notifications", isOn: $allowNotifications)
            } footer: {
                Text("Notifications may include alerts, sounds and icon badges.")
            }

            Section("Alerts") {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Badges", isOn: $badges)
                Picker("Show Previews", selection: $preview) {
                    ForEach(PreviewStyle.allCases, id: \.self) { style in
                        Text(style.rawValue).tag(style)
                    }
                }
            }

            Section {
                Stepper("Summaries: \(summaryCount) a day", value: $summaryCount, in: 1...12)
                Button("Reset to Defaults") {
                    sounds = true
                    badges = false
                }
            } header: {
                Text("Scheduled Summary")
            } footer: {
                Text("Group notifications and deliver them at set times.")
            }
        }
    }
}

#Preview("Notification settings") {
    NotificationSettings()
}
