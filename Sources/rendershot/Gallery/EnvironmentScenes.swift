// EnvironmentScenes.swift · rendershot/Gallery · seed 001 (Environment), samples 001-1 to 001-3 and 001-28 to 001-31
//
// The environment flowing down: a font set on a stack (001-1 to 001-3), an `@Observable`
// object found by its type (001-28/29), and the pre-iOS 17 `environmentObject` with a
// preview that overrides one dependency (001-30/31). Each scene's own comment lists its
// differences from the seed.

import Raster
import RendershotKit

/// Seed 001, samples 001-1, 001-2 and 001-3: `.font(.title)` on a VStack (top),
/// `.environment(\.font, .title)` on the same VStack (middle; the seed says the two are
/// the same view tree), and the VStack beside a `Text("Hello!")` that keeps the body font
/// (bottom).
/// Differences from the seed: the three samples are shown in one `VStack(spacing: 40)`,
/// which the seed does not have; 001-2's elided content (`...`) is 001-1's two texts.
let environmentFontScene = RendershotScene("environment-font", summary: "001-1/2/3: .font(.title) and .environment(\\.font, .title) flow down only") {
    VStack(spacing: 40) {
        VStack {
            Text("Item 1")
            Text("Item 2")
        }
        .font(.title)
        VStack {
            Text("Item 1")
            Text("Item 2")
        }
        .environment(\.font, .title)
        HStack {
            VStack {
                Text("Item 1")
                Text("Item 2")
            }
            .font(.title)
            Text("Hello!")
        }
    }
}

/// Seed 001, samples 001-28 and 001-29: an `@Observable` `UserModel` read with
/// `@Environment` as an optional. Top: `Nested()` with no model above it shows
/// "default name"; bottom: 001-29's `ContentView`, which injects a `UserModel()`, shows its
/// name.
/// Differences from the seed: the seed elides `UserModel`'s body; here it is
/// `var name = "Jordan"`. The seed's `@Environment var userModel: UserModel?` does not
/// compile (its note says so); it is `@Environment(UserModel.self) var userModel` as in
/// SwiftUI. `Nested`'s elided rest of the body is left out. The two views are shown in one
/// `VStack(spacing: 40)`; the types are nested in the `EnvironmentObjectExample` enum.
enum EnvironmentObjectExample {
    @Observable final class UserModel {
        var name = "Jordan"
    }

    struct Nested: View {
        @Environment(UserModel.self) var userModel: UserModel?

        var body: some View {
            Text(userModel?.name ?? "default name")
        }
    }

    struct ContentView: View {
        var body: some View {
            Nested()
                .padding()
                .environment(UserModel())
        }
    }

    static let scene = RendershotScene("environment-object", summary: "001-28/29: @Environment(UserModel.self) optional: nil gives \"default name\"") {
        VStack(spacing: 40) {
            Nested()
            ContentView()
        }
    }
}

/// Seed 001, samples 001-30 and 001-31: before iOS 17, `injectDependencies()` supplies a
/// `UserModel` and a `Database` with `environmentObject`, and the preview puts
/// `UserModel.mock()` closer to `Nested`: the nearer object wins, so the text shows the
/// mock's name, "Preview user".
/// Differences from the seed: the seed does not show `UserModel` (here an
/// `ObservableObject` with `@Published var name = "Jordan"`), `UserModel.mock()` (here a
/// subclass whose name is "Preview user", as the seed suggests), `Database` (an empty
/// `ObservableObject`) or this `Nested` (one `Text` of an `@EnvironmentObject` user's
/// name). `Nested_Previews` does not conform to `PreviewProvider`, which Raster does not
/// have; the scene shows its `previews`. The types are nested in the
/// `EnvironmentObjectLegacy` enum, so `injectDependencies()` names them with it.
enum EnvironmentObjectLegacy {
    class UserModel: ObservableObject {
        @Published var name = "Jordan"
        static func mock() -> UserModel { MockUserModel() }
    }
    final class MockUserModel: UserModel {
        override init() {
            super.init()
            name = "Preview user"
        }
    }
    final class Database: ObservableObject {}

    struct Nested: View {
        @EnvironmentObject var userModel: UserModel
        var body: some View {
            Text(userModel.name)
        }
    }

    struct Nested_Previews {
        static var previews: some View {
            Nested()
                .environmentObject(UserModel.mock())
                .injectDependencies()
        }
    }

    static let scene = RendershotScene("environment-object-legacy", summary: "001-30/31: environmentObject; the mock set nearer to the view wins") {
        Nested_Previews.previews
    }
}

extension View {
    func injectDependencies() -> some View {
        environmentObject(EnvironmentObjectLegacy.UserModel())
            .environmentObject(EnvironmentObjectLegacy.Database())
    }
}
