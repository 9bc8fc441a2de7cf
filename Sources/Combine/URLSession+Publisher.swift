// URLSession+Publisher.swift · Combine · mirrors Foundation's URLSession.dataTaskPublisher(for:), URLSession.DataTaskPublisher (iOS 17)
// Status: Complete — one data task per subscription, started when it subscribes, cancelled
// when it cancels; what URLSession itself can load on Linux is FoundationNetworking's.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that delivers the results of performing URL session data tasks.
    ///
    /// Mirrors the publisher Apple's Foundation adds to `URLSession`, which Linux's Foundation
    /// lacks. Each subscription runs one data task of `request` on `session` and publishes its
    /// data and response, then finishes; or fails with the task's `URLError` (an error that is
    /// not one, which FoundationNetworking does not give, as `URLError(.unknown)`).
    ///
    /// Raster: the task starts when the subscriber subscribes (Apple's starts at its first
    /// demand; a `sink` demands at once, so the two agree there), and the value is held until
    /// there is demand for it. Cancelling the subscription cancels the task. On Linux
    /// FoundationNetworking loads `http`, `https` and `data:` URLs; a `file:` URL fails with
    /// `URLError(.unsupportedURL)`, where Apple's loads the file.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The URL request performed by the data task.
        public let request: URLRequest
        /// The URL session that performs the data task.
        public let session: URLSession

        /// Creates a data task publisher from the provided URL request and URL session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let request = self.request, session = self.session
            let running = RunningTask()
            Deferred {
                Future<Output, URLError> { promise in
                    let task = session.dataTask(with: request) { data, response, error in
                        if let error {
                            promise(.failure(Self.urlError(from: error)))
                        } else if let response {
                            promise(.success((data: data ?? Data(), response: response)))
                        } else {
                            promise(.failure(URLError(.badServerResponse)))
                        }
                    }
                    running.task = task
                    task.resume()
                }
            }
            .handleEvents(receiveCancel: { running.task?.cancel() })
            .receive(subscriber: subscriber)
        }

        /// The task's error as a `URLError`: FoundationNetworking reports NSURLErrorDomain errors.
        private static func urlError(from error: Error) -> URLError {
            if let urlError = error as? URLError { return urlError }
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) else {
                return URLError(.unknown)
            }
            return URLError(code, userInfo: nsError.userInfo)
        }
    }

    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// The data task of one `DataTaskPublisher` subscription, for cancelling it.
private final class RunningTask: @unchecked Sendable {
    private let lock = NSLock()
    private var _task: URLSessionDataTask?
    var task: URLSessionDataTask? {
        get { lock.lock(); defer { lock.unlock() }; return _task }
        set { lock.lock(); _task = newValue; lock.unlock() }
    }
}
