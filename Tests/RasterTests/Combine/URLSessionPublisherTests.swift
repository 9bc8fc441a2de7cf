// URLSession.dataTaskPublisher(for:) (Combine/URLSession+Publisher.swift). This file imports
// Combine alone (no Raster), as a service written for Apple's Combine would (MovieSwiftUI's
// ImageService); it loads `data:` URLs, which FoundationNetworking loads without a network.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Combine

@Suite struct URLSessionPublisherTests {
    /// Waits up to 10 s for the publisher to finish; its values and completion.
    private func run(_ publisher: URLSession.DataTaskPublisher)
        -> ([(data: Data, response: URLResponse)], Subscribers.Completion<URLError>?) {
        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var values: [(data: Data, response: URLResponse)] = []
        var completion: Subscribers.Completion<URLError>?
        let subscription = publisher.sink(
            receiveCompletion: { lock.lock(); completion = $0; lock.unlock(); done.signal() },
            receiveValue: { value in lock.lock(); values.append(value); lock.unlock() })
        _ = done.wait(timeout: .now() + 10)
        subscription.cancel()
        lock.lock(); defer { lock.unlock() }
        return (values, completion)
    }

    @Test func aLoadedURLPublishesItsDataAndResponseThenFinishes() throws {
        let url = try #require(URL(string: "data:text/plain,hello%20raster"))
        let (values, completion) = run(URLSession.shared.dataTaskPublisher(for: url))
        #expect(values.count == 1)
        #expect(values.first.map { String(decoding: $0.data, as: UTF8.self) } == "hello raster")
        #expect(values.first?.response.mimeType == "text/plain")
        guard case .finished = completion else { Issue.record("expected .finished, got \(String(describing: completion))"); return }
    }

    @Test func aURLTheSessionCannotLoadFailsWithItsURLError() throws {
        let url = URL(fileURLWithPath: "/nonexistent/raster.txt")
        let (values, completion) = run(URLSession.shared.dataTaskPublisher(for: URLRequest(url: url)))
        #expect(values.isEmpty)
        guard case .failure(let error) = completion else { Issue.record("expected a failure, got \(String(describing: completion))"); return }
        #expect(error.code == .unsupportedURL)
    }

    @Test func thePublisherNamesItsRequestAndSession() throws {
        let url = try #require(URL(string: "data:,x"))
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        #expect(publisher.request.url == url)
        #expect(publisher.session === URLSession.shared)
    }
}
