// Scene.swift · Benchmarks · reads rbench-scene/1 files (shared/bench/FORMAT.md)
// Status: Complete.

import Foundation
@_spi(Benchmarks) import Raster

/// One prepared draw call: everything resolved before timing starts.
struct DrawOp {
    enum Kind {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        case text(BenchmarkText)
    }
    var path: Path
    var kind: Kind
    var shading: GraphicsContext.Shading
    var alpha: Double
    var transform: CGAffineTransform
}

/// A scene file, prepared for drawing.
struct Scene {
    var name: String
    var width: Int
    var height: Int
    var background: PremultipliedRGBA8
    var ops: [DrawOp]
    var opCount: Int
    var notes: [String]

    enum LoadError: Error, CustomStringConvertible {
        case unreadable(String, String)
        case malformed(String, String)

        var description: String {
            switch self {
            case .unreadable(let path, let reason): return "cannot read scene file \(path): \(reason)"
            case .malformed(let path, let what): return "\(path): \(what)"
            }
        }
    }

    /// Reads and prepares the scene at `url`. Throws `LoadError` naming the file and the
    /// problem: unreadable, not a JSON object, not an rbench-scene/1 file, a name that is not a
    /// plain file name (the PNG is written as NAME.raster.png in the output folder), a canvas
    /// Pixmap cannot make, or a bad op.
    init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw LoadError.unreadable(url.path, error.localizedDescription) }
        func fail(_ what: String) -> LoadError { .malformed(url.path, what) }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("not valid JSON (\(error.localizedDescription)); a scene is one JSON object in the rbench-scene/1 format")
        }
        guard let root = json as? [String: Any] else { throw fail("the top level is not a JSON object; a scene is one object in the rbench-scene/1 format") }
        guard root["format"] as? String == "rbench-scene/1" else { throw fail("not an rbench-scene/1 file") }
        guard let name = root["name"] as? String, let width = root["width"] as? Int, let height = root["height"] as? Int,
              let bg = root["background"] as? [Double], bg.count == 4, let ops = root["ops"] as? [[String: Any]]
        else { throw fail("missing name, width, height, background or ops") }
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw fail("the name '\(name)' is not a plain file name (no '/', not empty, '.' or '..'); its PNG is NAME.raster.png in the output folder")
        }
        let side = 1...Pixmap.maximumDimension
        guard side.contains(width), side.contains(height), width * height <= Pixmap.maximumPixelCount else {
            throw fail("a \(width)x\(height) canvas cannot be made: width and height must be whole pixels from 1 to "
                       + "\(Pixmap.maximumDimension), at most \(Pixmap.maximumPixelCount) pixels in all")
        }
        self.name = name
        self.width = width
        self.height = height
        let a = bg[3] / 255
        background = PremultipliedRGBA8(r: UInt8((bg[0] * a).rounded()), g: UInt8((bg[1] * a).rounded()),
                                        b: UInt8((bg[2] * a).rounded()), a: UInt8(bg[3]))
        opCount = ops.count
        self.ops = []
        for (i, op) in ops.enumerated() {
            guard let kind = op["op"] as? String else { throw fail("op \(i) has no kind") }
            if kind == "text" {
                self.ops.append(try Scene.prepareText(op, fail: { fail("op \(i): \($0)") }))
                continue
            }
            self.ops.append(try Scene.prepare(op, kind: kind, fail: { fail("op \(i): \($0)") }))
        }
        notes = []
    }

    /// The folders a text op's font file is looked up in (FORMAT.md): `RBENCH_FONT_DIRS`,
    /// `bench/fonts/`, then the DejaVu folder of fonts-dejavu-core.
    static var fontDirectories: [URL] = []

    private static func prepareText(_ op: [String: Any], fail: (String) -> LoadError) throws -> DrawOp {
        guard let text = op["text"] as? String, let file = op["font"] as? String, let size = op["size"] as? Double,
              let x = op["x"] as? Double, let y = op["y"] as? Double, let c = op["color"] as? [Double], c.count == 4
        else { throw fail("text op needs text, font, size, x, y and color") }
        guard let url = fontDirectories.map({ $0.appendingPathComponent(file) })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) })
        else { throw fail("font file \(file) not found in \(fontDirectories.map(\.path))") }
        let line = try BenchmarkText(text, fontFile: url, pixelSize: size, baseline: CGPoint(x: x, y: y), color: color(c[...]))
        return DrawOp(path: Path(), kind: .text(line), shading: .color(.black), alpha: 1, transform: .identity)
    }

    private static func prepare(_ op: [String: Any], kind: String, fail: (String) -> LoadError) throws -> DrawOp {
        let alpha = op["alpha"] as? Double ?? 1
        var transform = CGAffineTransform.identity
        if let t = op["transform"] as? [Double], t.count == 6 {
            transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        guard let paintRecord = op["paint"] as? [String: Any] else { throw fail("no paint") }
        let shading = try paint(paintRecord, fail: fail)
        func rect() throws -> CGRect {
            guard let r = op["rect"] as? [Double], r.count == 4 else { throw fail("no rect") }
            return CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        let path: Path
        var drawKind = DrawOp.Kind.fill(FillStyle())
        switch kind {
        case "fill_rect":
            path = Path(try rect())
        case "fill_rounded_rect":
            let r = try rect()
            let radius = max(0, min(op["radius"] as? Double ?? 0, abs(r.width) / 2, abs(r.height) / 2))
            path = Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        case "fill_ellipse":
            path = Path(ellipseIn: try rect())
        case "fill_path":
            path = try scenePath(op["path"], fail: fail)
            drawKind = .fill(FillStyle(eoFill: op["fill_rule"] as? String == "evenodd"))
        case "stroke_path":
            path = try scenePath(op["path"], fail: fail)
            guard let s = op["stroke"] as? [String: Any] else { throw fail("no stroke") }
            let caps: [String: CGLineCap] = ["butt": .butt, "round": .round, "square": .square]
            let joins: [String: CGLineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
            drawKind = .stroke(StrokeStyle(
                lineWidth: s["width"] as? Double ?? 1,
                lineCap: caps[s["cap"] as? String ?? "butt"] ?? .butt,
                lineJoin: joins[s["join"] as? String ?? "miter"] ?? .miter,
                miterLimit: s["miter_limit"] as? Double ?? 4,
                dash: (s["dash"] as? [Double] ?? []).map { CGFloat($0) },
                dashPhase: s["dash_phase"] as? Double ?? 0))
        default:
            throw fail("unknown op \(kind)")
        }
        return DrawOp(path: path, kind: drawKind, shading: shading, alpha: alpha, transform: transform)
    }

    private static func color(_ c: ArraySlice<Double>) -> Color {
        let v = Array(c)
        return Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, opacity: v[3] / 255)
    }

    private static func paint(_ p: [String: Any], fail: (String) -> LoadError) throws -> GraphicsContext.Shading {
        switch p["type"] as? String {
        case "solid":
            guard let c = p["color"] as? [Double], c.count == 4 else { throw fail("bad solid colour") }
            return .color(color(c[...]))
        case "linear", "radial":
            guard let stops = p["stops"] as? [[Double]], stops.allSatisfy({ $0.count == 5 }) else { throw fail("bad stops") }
            let gradient = Gradient(stops: stops.map { Gradient.Stop(color: color($0[1...]), location: $0[0]) })
            if p["type"] as? String == "linear" {
                guard let p0 = p["p0"] as? [Double], let p1 = p["p1"] as? [Double] else { throw fail("bad linear paint") }
                return .linearGradient(gradient, startPoint: CGPoint(x: p0[0], y: p0[1]), endPoint: CGPoint(x: p1[0], y: p1[1]))
            }
            guard let c = p["center"] as? [Double], let r = p["radius"] as? Double else { throw fail("bad radial paint") }
            return .radialGradient(gradient, center: CGPoint(x: c[0], y: c[1]), startRadius: 0, endRadius: r)
        default:
            throw fail("unknown paint type")
        }
    }

    /// `{"verbs": "MLQCZ", "pts": [...]}` as a Path.
    private static func scenePath(_ record: Any?, fail: (String) -> LoadError) throws -> Path {
        guard let r = record as? [String: Any], let verbs = r["verbs"] as? String, let pts = r["pts"] as? [Double]
        else { throw fail("bad path") }
        var path = Path()
        var i = 0
        func point() throws -> CGPoint {
            guard i + 1 < pts.count else { throw fail("path runs out of points") }
            defer { i += 2 }
            return CGPoint(x: pts[i], y: pts[i + 1])
        }
        for v in verbs {
            switch v {
            case "M": path.move(to: try point())
            case "L": path.addLine(to: try point())
            case "Q": let c = try point(); path.addQuadCurve(to: try point(), control: c)
            case "C": let c1 = try point(), c2 = try point(); path.addCurve(to: try point(), control1: c1, control2: c2)
            case "Z": path.closeSubpath()
            default: throw fail("unknown verb \(v)")
            }
        }
        return path
    }
}
