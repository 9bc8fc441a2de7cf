// NotificationCenter+Publisher.swift · Combine · mirrors Foundation's NotificationCenter.publisher(for:object:), NotificationCenter.Publisher (iOS 17)
// Status: Complete — each subscriber observes the center from the moment it subscribes until it
// cancels; notifications are delivered on the posting thread, as Foundation delivers them.

import Foundation

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// Mirrors the publisher Apple's Foundation adds to `NotificationCenter`, which Linux's
    /// Foundation lacks. It never fails and never finishes; each subscription adds an observer
    /// to `center` and removes it when cancelled.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification; nil for any sender.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let notifications = PassthroughSubject<Notification, Never>()
            let center = self.center
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notifications.send($0) }
            notifications
                .handleEvents(receiveCancel: { center.removeObserver(observer) })
                .receive(subscriber: subscriber)
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications named `name`,
    /// from `object` (nil: from any sender).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
