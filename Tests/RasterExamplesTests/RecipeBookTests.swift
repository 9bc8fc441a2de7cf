import Foundation
import Testing
import Raster
@testable import RasterExamples

/// The recipe detail's bottom bar shares the recipe through a `ShareLink` titled by a
/// `LocalizedStringResource`, and the list's add button is titled by one too.
@Suite struct RecipeBookTests {
    @Test func theShareItemSharesTheRecipeAsText() throws {
        let host = ViewHost(NavigationStack { RecipeDetail(recipe: Recipe.all[0], isFavourite: .constant(false)) },
                            device: .iPhone15Pro)
        #expect(host.sharedItems.isEmpty)
        try host.tap("Share recipe")
        #expect(host.sharedItems.count == 1)
        #expect(host.sharedItems.first?.items as? [String] == [
            "Tomato soup\nReady in 35 minutes\n1. Roast the tomatoes\n2. Soften the onion\n3. Blend with the stock",
        ])
        #expect(host.sharedItems.first?.subject == Text(verbatim: "Tomato soup"))
    }

    @Test func theAddButtonIsNamedByItsResource() throws {
        let host = ViewHost(RecipeBook(), device: .iPhone15Pro)
        let add = try host.frame(of: "Add recipe")
        // An icon-only bar button at the trailing edge of the navigation bar.
        #expect(add.maxX > 350 && add.minY > 54 && add.maxY < 110)
    }
}
