// NotificationCenter.publisher(for:object:) (Combine/NotificationCenter+Publisher.swift). This
// file imports Combine alone (no Raster), as a model file written for Apple's Combine would.

import Foundation
import Testing
import Combine

@Suite struct NotificationCenterPublisherTests {
    /// A subscriber receives the notifications posted after it subscribed, from any sender or
    /// from its `object` only, until it cancels.
    @Test func subscribersReceivePostsUntilTheyCancel() {
        let center = NotificationCenter()
        let name = Notification.Name("RasterTestPing")
        let sender = NSObject()
        center.post(name: name, object: nil, userInfo: ["n": 0])
        var fromAnyone: [Int] = [], fromSender: [Int] = []
        let anyone = center.publisher(for: name).sink { fromAnyone.append($0.userInfo?["n"] as? Int ?? -1) }
        let onlySender = center.publisher(for: name, object: sender).sink { fromSender.append($0.userInfo?["n"] as? Int ?? -1) }
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: name, object: sender, userInfo: ["n": 2])
        center.post(name: Notification.Name("RasterTestOther"), object: sender, userInfo: ["n": 9])
        anyone.cancel()
        center.post(name: name, object: sender, userInfo: ["n": 3])
        onlySender.cancel()
        center.post(name: name, object: sender, userInfo: ["n": 4])
        #expect(fromAnyone == [1, 2])
        #expect(fromSender == [2, 3])
    }

    /// The publisher is a value naming its center, name and object.
    @Test func thePublisherNamesItsSource() {
        let center = NotificationCenter()
        let publisher = center.publisher(for: Notification.Name("RasterTestPing"))
        #expect(publisher.center === center)
        #expect(publisher.name.rawValue == "RasterTestPing")
        #expect(publisher.object == nil)
    }
}
