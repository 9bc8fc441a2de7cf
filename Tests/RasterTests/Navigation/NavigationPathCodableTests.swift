// NavigationPathCodableTests.swift · RasterTests/Navigation · NavigationPath.codable, NavigationPath(_:) and CodableRepresentation (Views/Navigation/NavigationPath.swift)

import Foundation
import Testing
@testable import Raster

struct SavedRecipe: Codable, Hashable {
    var name: String
    var servings: Int
}

private struct NotCodable: Hashable {
    var id: Int
}

@Suite struct NavigationPathCodableTests {
    @Test func aPathOfCodableElementsRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("soups")
        path.append(SavedRecipe(name: "Pho", servings: 2))
        let codable = try #require(path.codable)
        let json = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    /// Each element is its type's mangled name then its JSON text, the last appended first.
    @Test func theEncodingListsTypeNamesAndJSONFromTheTopOfTheStack() throws {
        let path = NavigationPath([1, 2])
        var withText = path
        withText.append("a")
        let json = String(decoding: try JSONEncoder().encode(try #require(withText.codable)), as: UTF8.self)
        #expect(json == #"["SS","\"a\"","Si","2","Si","1"]"#)
    }

    @Test func aPathWithAnElementThatIsNotCodableHasNoCodableRepresentation() {
        var path = NavigationPath([1])
        path.append(NotCodable(id: 3))
        #expect(path.codable == nil)
        #expect(NavigationPath().codable.map { NavigationPath($0) } == NavigationPath())
    }

    @Test func decodingAnUnknownTypeNameThrows() {
        let json = Data(#"["NoSuchType9Mangled","1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        }
    }
}
