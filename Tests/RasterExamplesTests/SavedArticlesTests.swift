import Foundation
import Testing
import Raster
import RasterExamples

/// The saved-articles example loads in its `task(id:)` through a main-actor model: the
/// first render shows the loaded list, and choosing "Unread" restarts the task, whose
/// reload shows in the render the tap makes.
@Suite struct SavedArticlesTests {
    @MainActor @Test func theTaskLoadsInTheFirstRenderAndReloadsWhenTheFilterChanges() throws {
        let model = SavedArticlesModel()
        let host = ViewHost(SavedArticles(model: model), device: .iPhone15)
        #expect(try host.frame(of: "5 articles · 40 min of reading").height > 0)
        #expect(model.loads == 1)
        #expect(model.isLoading == false)
        #expect(model.articles.map(\.id) == [1, 2, 3, 4, 5])
        #expect(try host.tap("Unread"))
        #expect(try host.frame(of: "3 articles · 30 min of reading").height > 0)
        #expect(model.loads == 2)
        #expect(model.articles.map(\.id) == [1, 3, 5])
    }
}
