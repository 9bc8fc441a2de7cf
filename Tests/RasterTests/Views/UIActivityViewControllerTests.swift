// UIActivityViewControllerTests.swift · RasterTests/Views · the share sheet wrapped in a UIViewControllerRepresentable, as apps write it

import Foundation
import Testing
@testable import Raster

/// The usual wrapper of UIKit's share sheet.
private struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.print, .assignToContact]
        return controller
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

private struct Article: View {
    @State private var sharing = false
    let page = URL(string: "https://example.com/story")!

    var body: some View {
        Button("Share") { sharing = true }
            .sheet(isPresented: $sharing) {
                ShareSheet(items: ["A story worth reading", page])
            }
    }
}

@MainActor @Suite struct UIActivityViewControllerTests {
    /// Presenting the wrapped share sheet records one share of its items, as a ShareLink's
    /// tap does, and warns that no sheet is drawn; updates of the sheet record nothing more.
    @Test func presentingTheShareSheetRecordsItsItems() throws {
        let host = ViewHost(Article(), device: .iPhone15)
        _ = host.render()
        #expect(host.sharedItems.isEmpty)
        let warnings = try capturingWarnings {
            try host.tap("Share")
            _ = host.render()
        }
        #expect(warnings.contains { $0.contains("UIActivityViewController: Raster draws no share sheet") })
        #expect(host.sharedItems.count == 1)
        let items = host.sharedItems.first?.items ?? []
        #expect(items.count == 2)
        #expect(items.first as? String == "A story worth reading")
        #expect(items.last as? URL == URL(string: "https://example.com/story"))
        _ = host.render()
        #expect(host.sharedItems.count == 1)
    }

    /// The controller keeps what the app set on it.
    @Test func theControllerKeepsItsSettings() {
        let controller = UIActivityViewController(activityItems: [1, "two"], applicationActivities: [UIActivity()])
        controller.excludedActivityTypes = [.airDrop]
        #expect(controller.activityItems.count == 2)
        #expect(controller.applicationActivities?.count == 1)
        #expect(controller.excludedActivityTypes == [.airDrop])
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
        #expect(controller.shareRequest.items.count == 1)
    }
}
