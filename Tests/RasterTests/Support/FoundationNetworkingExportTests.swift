// Only Raster is imported here: URLRequest, URLSession and HTTPURLResponse must come with it
// (Linux keeps them in FoundationNetworking; Exports.swift re-exports it).
import Raster
import Testing

@Suite struct FoundationNetworkingExportTests {
    @Test func networkingTypesCompileWithImportRasterAlone() {
        var request = URLRequest(url: URL(string: "https://example.com/items.json")!)
        request.httpMethod = "POST"
        let response = HTTPURLResponse(url: request.url!, statusCode: 204, httpVersion: "HTTP/1.1", headerFields: nil)
        let session: URLSession = .shared
        #expect(request.httpMethod == "POST")
        #expect(response?.statusCode == 204)
        #expect(session.configuration.timeoutIntervalForRequest == 60)
    }
}
