// UIApplicationShortcutItemTests.swift · RasterTests/Views · Home Screen quick actions as values (Views/UIKit/UIApplicationShortcutItem.swift)

import Foundation
import Testing
@testable import Raster

@MainActor @Suite(.serialized) struct UIApplicationShortcutItemTests {
    @Test func itemsKeepTheirValuesAndCompareByThem() {
        let icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
        let item = UIApplicationShortcutItem(type: "com.example.favorite", localizedTitle: "Favorites",
                                             localizedSubtitle: "3 saved", icon: icon,
                                             userInfo: ["id": NSNumber(value: 7)])
        #expect(item.type == "com.example.favorite")
        #expect(item.localizedTitle == "Favorites" && item.localizedSubtitle == "3 saved")
        #expect(item.icon == UIApplicationShortcutIcon(systemImageName: "star.fill"))
        #expect(item.icon != UIApplicationShortcutIcon(type: .favorite))
        #expect((item.userInfo?["id"] as? NSNumber)?.intValue == 7)
        let plain = UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New")
        #expect(plain.localizedSubtitle == nil && plain.icon == nil && plain.userInfo == nil)
        #expect(plain == UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New"))
        #expect(plain != item)
    }

    @Test func aMutableItemChangesAndTheApplicationKeepsTheList() {
        let item = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        item.localizedTitle = "Compose"
        item.icon = UIApplicationShortcutIcon(type: .compose)
        item.localizedSubtitle = "Draft"
        #expect(item.localizedTitle == "Compose" && item.localizedSubtitle == "Draft")
        #expect(item.icon == UIApplicationShortcutIcon(type: .compose))
        let previous = UIApplication.shared.shortcutItems
        defer { UIApplication.shared.shortcutItems = previous }
        UIApplication.shared.shortcutItems = [item]
        #expect(UIApplication.shared.shortcutItems?.map(\.localizedTitle) == ["Compose"])
        UIApplication.shared.shortcutItems = nil
        #expect(UIApplication.shared.shortcutItems == nil)
    }
}
