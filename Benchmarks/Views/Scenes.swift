// Scenes.swift · Benchmarks/Views · the views the view benchmarks measure
// Status: Complete.

import Foundation
import Raster

/// A row of five views: the unit of the 10,000-view list.
struct BenchmarkRow: View {
    let index: Int
    var body: some View {
        HStack {
            Color.blue.frame(width: 24, height: 24)
            Text("Row \(index)")
            Spacer()
            Text("detail")
        }
    }
}

/// A feed of `count` `BenchmarkRow`s in a LazyVStack in a ScrollView: only the rows near
/// the visible region are built, so the work must not grow with `count`.
struct LazyFeed: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<count, id: \.self) { index in
                    BenchmarkRow(index: index)
                }
            }
        }
    }
}

/// A `List` (inset-grouped, in a navigation stack) of `count` rows, built lazily.
struct LazyList: View {
    let count: Int
    var body: some View {
        NavigationStack {
            List(0..<count, id: \.self) { index in
                BenchmarkRow(index: index)
            }
            .navigationTitle("Rows")
        }
    }
}

/// A cell of the photo grid: a rounded square with its number over it.
struct BenchmarkCell: View {
    let index: Int
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.blue)
            .frame(height: 80)
            .overlay(Text("\(index)"))
    }
}

/// A photo grid of `count` `BenchmarkCell`s: adaptive columns of at least 80 points (four
/// on a 390-point phone) in a LazyVGrid in a ScrollView, built line by line.
struct LazyPhotoGrid: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<count, id: \.self) { index in
                    BenchmarkCell(index: index)
                }
            }
        }
    }
}

/// 2,000 rows of five views each (HStack, colour, frame, two texts, spacer ≈ 10,000 views).
struct TenThousandViews: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<2000, id: \.self) { index in
                BenchmarkRow(index: index)
            }
        }
    }
}

@Observable final class LeafModel {
    var value = 0
}

/// A leaf that reads one observable value: changing it re-runs this body only.
struct ObservedLeaf: View {
    let model: LeafModel
    var body: some View { Text("Value \(model.value)") }
}

/// 10,000 nodes with one observed leaf.
struct TenThousandNodes: View {
    let model: LeafModel
    var body: some View {
        VStack(spacing: 4) {
            ObservedLeaf(model: model)
            ForEach(0..<2000, id: \.self) { index in
                BenchmarkRow(index: index)
            }
        }
    }
}

/// A typical phone screen of about 300 views: a header, cards with texts and shapes, a tab bar.
struct PhoneScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Today").font(.largeTitle).bold()
                Spacer()
                Circle().fill(Color.blue).frame(width: 36, height: 36)
            }
            ForEach(0..<12, id: \.self) { card in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Card \(card)").font(.headline)
                        Text("A line of secondary text").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(card * 7) min").font(.caption)
                }
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
            }
            Spacer()
            HStack {
                ForEach(0..<4, id: \.self) { tab in
                    VStack(spacing: 2) {
                        Circle().frame(width: 24, height: 24)
                        Text("Tab \(tab)").font(.caption2)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

/// A view that counts its units, to report how many views a benchmark lays out.
func unitCount(of view: some View, proposal: ProposedViewSize) -> Int {
    ImageRenderer(content: view).layoutDescription().split(separator: "\n").count
}

/// The phone screen with a card that slides across as `model.value` goes from 0 to 1.
struct AnimatedPhoneScreen: View {
    let model: LeafModel
    var body: some View {
        ZStack(alignment: .topLeading) {
            PhoneScreen()
            RoundedRectangle(cornerRadius: 16).fill(Color.purple)
                .frame(width: 120, height: 80)
                .padding(.leading, CGFloat(model.value) * 250)
                .padding(.top, 400)
        }
    }
}

/// The image `RASTER_PNG_BENCH_FRAME` names, read once (the first use); nil when it is unset
/// or empty. One that cannot be read stops the run with an error, exit status 2, rather than
/// timing the phone screen under another file's name.
let userBenchmarkFrame: (path: String, pixmap: Pixmap)? = {
    guard let path = ProcessInfo.processInfo.environment["RASTER_PNG_BENCH_FRAME"], !path.isEmpty else { return nil }
    do { return (path, try Pixmap(contentsOf: URL(fileURLWithPath: path))) } catch {
        FileHandle.standardError.write(Data(("ViewBenchmarks: error: RASTER_PNG_BENCH_FRAME=\(path) is not a readable "
                                             + "PNG image (\(error)); name a PNG file, or unset it to encode the phone screen\n").utf8))
        exit(2)
    }
}()

/// The 1170×2532 frame the PNG encoder is timed on: the phone screen at 3x, or
/// `userBenchmarkFrame`.
func pngBenchmarkFrame() -> Pixmap {
    if let frame = userBenchmarkFrame { return frame.pixmap }
    let host = ViewHost(PhoneScreen(), size: CGSize(width: 390, height: 844), scale: 3)
    return host.render().pixmap
}

/// The frame `pngBenchmarkFrame` encodes when it is not the phone screen: the file and its
/// size in pixels.
func pngBenchmarkFrameName() -> String? {
    userBenchmarkFrame.map { "\($0.path), \($0.pixmap.width)x\($0.pixmap.height)" }
}
