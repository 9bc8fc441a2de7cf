// Merge.swift · Combine · mirrors Combine merge(with:) of two to eight publishers and of publishers of one type (Publishers.Merge, Merge3 … Merge8, MergeMany) (iOS 17)
// Status: Partial — like combineLatest (Combining.swift), these request unlimited values from
// their upstreams and pass values on while the subscriber has demand (values beyond its
// demand are dropped, not buffered).

import Foundation

extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering
    /// an interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }

    /// Combines elements from this publisher with those from two other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from three other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// Combines elements from this publisher with those from four other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Combines elements from this publisher with those from five other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
    -> Publishers.Merge6<Self, B, C, D, E, F>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from six other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from seven other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// It finishes when both upstreams have finished, and fails as soon as either fails.
    ///
    /// Raster: this and `Merge3`…`Merge8` subscribe as a `MergeMany` of their upstreams, erased.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers.
    ///
    /// It finishes when all three upstreams have finished, and fails as soon as one fails.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers.
    ///
    /// It finishes when all four upstreams have finished, and fails as soon as one fails.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to five upstream publishers.
    ///
    /// It finishes when all five upstreams have finished, and fails as soon as one fails.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to six upstream publishers.
    ///
    /// It finishes when all six upstreams have finished, and fails as soon as one fails.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to seven upstream publishers.
    ///
    /// It finishes when all seven upstreams have finished, and fails as soon as one fails.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to eight upstream publishers.
    ///
    /// It finishes when all eight upstreams have finished, and fails as soon as one fails.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G
        public let h: H

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers.
    ///
    /// It finishes when all upstreams have finished (at once if there are none), and fails
    /// as soon as one fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an arbitrary number
        /// of upstream publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a sequence of
        /// upstream publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !publishers.isEmpty else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            let fanIn = FanIn<S>(name: "merge", downstream: subscriber, upstreams: publishers.count)
            subscriber.receive(subscription: fanIn)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(fanIn.input(index) { fanIn.deliver($0) })
            }
        }

        /// Combines elements from this publisher with those from another publisher of the
        /// same type, delivering an interleaved sequence of elements.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}
