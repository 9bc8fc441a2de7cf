// IdentityScenes.swift · rendershot/Gallery · seed 004 (Identity and lifetime), samples 004-4 to 004-10
//
// Structural identity: the two branches of an `if` are two views with two lifetimes, so
// switching resets their state (004-4/5); and explicit identity in `ForEach`: a constant
// range (004-6), a key path (004-7/8) and `Identifiable` elements (004-9/10). Each
// scene's comment lists its differences from the seed. 004-1 to 004-3 elide the view's
// body and 004-11 is a declaration; they are not built.

import Foundation
import Raster
import RendershotKit

/// Seed 004, samples 004-4 and 004-5: a `CatRecorder` in the day branch and another, in
/// the night style, in the else branch. The taps start recording in the day recorder
/// ("Stop recording"), then switch to night: the night branch is a new identity with new
/// `@State` and `@StateObject` storage, so its microphone is not recording ("Start
/// recording") although the day one was.
/// Differences from the seed: the seed defines neither `Microphone` (here an
/// `ObservableObject` with `@Published var isRecording = false`), `MicView` (a button that
/// starts and stops it), `nightTimeStyle()` (padding on black in the dark colour scheme)
/// nor `dayTime`; 004-5's body is `Recorders`' body, and `ContentView` adds a
/// "Day time" toggle above it to switch. The types are nested in `DayNight`; the scene adds
/// the taps.
enum DayNight {
    final class Microphone: ObservableObject {
        @Published var isRecording = false
    }

    struct MicView: View {
        @ObservedObject var mic: Microphone
        init(_ mic: Microphone) { self.mic = mic }
        var body: some View {
            Button(mic.isRecording ? "Stop recording" : "Start recording") {
                mic.isRecording.toggle()
            }
        }
    }

    struct CatRecorder: View {
        @State var title = ""
        @StateObject var mic = Microphone ()
        var body: some View {
            VStack {
                TextField ("Title:", text: $title)
                MicView(mic)
            }
        }
    }

    struct Recorders: View {
        var dayTime: Bool
        var body: some View {
            if dayTime {
                CatRecorder()
            } else {
                CatRecorder()
                    .nightTimeStyle()
            }
        }
    }

    struct ContentView: View {
        @State private var dayTime = true
        var body: some View {
            VStack(spacing: 20) {
                Toggle("Day time", isOn: $dayTime)
                Recorders(dayTime: dayTime)
            }
            .padding()
        }
    }

    static let scene = RendershotScene("day-night-identity", summary: "004-4/5: if/else branches are two identities: night's recorder starts fresh",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 461)), ScriptedTap(at: 0.5, CGPoint(x: 348, y: 388))]) {
        ContentView()
    }
}

extension View {
    /// The night look of seed 004's `CatRecorder` (the seed does not show it): padded, on
    /// black, in the dark colour scheme.
    func nightTimeStyle() -> some View {
        padding()
            .background(Color.black)
            .environment(\.colorScheme, .dark)
    }
}

/// Seed 004, sample 004-6: five texts from a constant range, identified by their offsets.
/// Differences from the seed: none (the root's views stack vertically, as in a window).
let forEachRangeScene = RendershotScene("foreach-range", summary: "004-6: ForEach(0..<5) of \"🐑 n\" texts") {
    ForEach(0..<5) { offset in
        Text("🐑 \(offset)")
    }
}

/// Seed 004, samples 004-7 and 004-8: rescue cats identified by the key path `\.tagID`.
/// Differences from the seed: `RescueCat`'s elided fields are one, `name`; `rescueCats`
/// (three cats with fixed UUIDs, so renderings are the same) and `ProfileView` (the cat's
/// name) are not in the seed; the `VStack` around the `ForEach` is added; nested in
/// `KeyPathCats`.
enum KeyPathCats {
    struct RescueCat {
        var name: String
        var tagID: UUID
    }

    struct ProfileView: View {
        var cat: RescueCat
        init(_ cat: RescueCat) { self.cat = cat }
        var body: some View {
            Text(cat.name)
        }
    }

    static let rescueCats = [
        RescueCat(name: "Mochi", tagID: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!),
        RescueCat(name: "Nabi", tagID: UUID(uuidString: "7A1B2C3D-0000-4000-8000-000000000002")!),
        RescueCat(name: "Tofu", tagID: UUID(uuidString: "7A1B2C3D-0000-4000-8000-000000000003")!),
    ]

    static let scene = RendershotScene("foreach-key-path", summary: "004-7/8: ForEach(rescueCats, id: \\.tagID)") {
        VStack {
            ForEach(rescueCats, id: \.tagID) { rescueCat in
                ProfileView(rescueCat)
            }
        }
    }
}

/// Seed 004, samples 004-9 and 004-10: the same cats, `Identifiable` through their tag.
/// Differences from the seed: the seed's `var id: UUID { tageID }` is a typo; it is
/// `tagID`. `RescueCat`'s elided fields are one, `name`; `rescueCats` (fixed UUIDs) and
/// `ProfileView` are not in the seed; the `VStack` is added; nested in
/// `IdentifiableCats`.
enum IdentifiableCats {
    struct RescueCat: Identifiable {
        var name: String
        var tagID: UUID
        var id: UUID { tagID }
    }

    struct ProfileView: View {
        var cat: RescueCat
        init(_ cat: RescueCat) { self.cat = cat }
        var body: some View {
            Text(cat.name)
        }
    }

    static let rescueCats = [
        RescueCat(name: "Mochi", tagID: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!),
        RescueCat(name: "Nabi", tagID: UUID(uuidString: "7A1B2C3D-0000-4000-8000-000000000002")!),
        RescueCat(name: "Tofu", tagID: UUID(uuidString: "7A1B2C3D-0000-4000-8000-000000000003")!),
    ]

    static let scene = RendershotScene("foreach-identifiable", summary: "004-9/10: ForEach over Identifiable rescue cats") {
        VStack {
            ForEach(rescueCats) { rescueCat in
                ProfileView(rescueCat)
            }
        }
    }
}
