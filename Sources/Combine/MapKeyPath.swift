// MapKeyPath.swift · Combine · mirrors Combine map(_:) with one, two or three key paths (Publishers.MapKeyPath, MapKeyPath2, MapKeyPath3) (iOS 13)
// Status: Complete.

import Foundation

extension Publisher {
    /// Publishes the value of `keyPath` of each element.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Publishes the values of two key paths of each element as a tuple.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
        -> Publishers.MapKeyPath2<Self, T0, T1> {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Publishes the values of three key paths of each element as a tuple.
    public func map<T0, T1, T2>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
                                _ keyPath2: KeyPath<Output, T2>) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}

extension Publishers {
    /// A publisher that publishes the value of a key path of each upstream element.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.map { $0[keyPath: keyPath] }.receive(subscriber: subscriber)
        }
    }

    /// A publisher that publishes the values of two key paths of each upstream element.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        public typealias Output = (Output0, Output1)
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }.receive(subscriber: subscriber)
        }
    }

    /// A publisher that publishes the values of three key paths of each upstream element.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        public typealias Output = (Output0, Output1, Output2)
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) }.receive(subscriber: subscriber)
        }
    }
}
