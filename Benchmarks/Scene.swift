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
    /// problem: unreadable, not a JSON object, not an rbench-scene/1 file, a field missing or
    /// not what FORMAT.md says it is (naming the field, the op and what it must be), a name
    /// or font that is not a plain file name (the PNG is written as NAME.raster.png in the
    /// output folder), or a canvas Pixmap cannot make.
    init(contentsOf url: URL) throws {
        func fail(_ what: String) -> LoadError { .malformed(url.path, what) }
        // JSONSerialization takes about 60 times a file's size in memory.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw fail("not a regular file (a folder, a pipe or a device); a scene is a JSON file")
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Scene.maximumFileSize else {
            throw fail("\(size) bytes, more than a scene file may hold (\(Scene.maximumFileSize) bytes); split the scene or draw fewer ops")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw LoadError.unreadable(url.path, error.localizedDescription) }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw fail("not valid JSON (\(detail)); a scene is one JSON object in the rbench-scene/1 format")
        }
        guard json is [String: Any] else { throw fail("the top level is not a JSON object; a scene is one object in the rbench-scene/1 format") }
        let root = try Record(json, place: "the scene", fail: fail)
        guard try root.string("format") == "rbench-scene/1" else { throw fail("not an rbench-scene/1 file (its format is not 'rbench-scene/1')") }
        let name = try root.plainName("name", purpose: "its PNG is NAME.raster.png in the output folder")
        guard name.utf8.count + ".raster.png".utf8.count <= 255 else {
            throw fail("the scene's name is \(name.utf8.count) bytes long; NAME.raster.png must fit a file name (255 bytes), so at most 244")
        }
        let side = 1...Pixmap.maximumDimension
        let width = try root.whole("width", in: side), height = try root.whole("height", in: side)
        guard width * height <= Pixmap.maximumPixelCount else {
            throw fail("a \(width)x\(height) canvas cannot be made: at most \(Pixmap.maximumPixelCount) pixels in all")
        }
        let bg = try root.components("background")
        guard let ops = root.values["ops"] as? [Any] else { throw fail("the scene's ops are missing or not a list of ops") }
        self.name = name
        self.width = width
        self.height = height
        let a = bg[3] / 255
        background = PremultipliedRGBA8(r: UInt8((bg[0] * a).rounded()), g: UInt8((bg[1] * a).rounded()),
                                        b: UInt8((bg[2] * a).rounded()), a: UInt8(bg[3].rounded()))
        opCount = ops.count
        self.ops = []
        for (i, value) in ops.enumerated() {
            let op = try Record(value, place: "op \(i)", fail: fail)
            let kind = try op.string("op")
            if kind == "text" {
                self.ops.append(try Scene.prepareText(op))
                continue
            }
            self.ops.append(try Scene.prepare(op, kind: kind))
        }
        notes = []
    }

    /// The folders a text op's font file is looked up in (FORMAT.md): `RBENCH_FONT_DIRS`,
    /// `bench/fonts/`, then the DejaVu folder of fonts-dejavu-core.
    static var fontDirectories: [URL] = []

    /// The largest scene file read, in bytes (the shipped scenes are at most a few megabytes).
    static let maximumFileSize = 64 << 20

    /// An op's `alpha` and `transform`, common to every op (FORMAT.md).
    private static func common(_ op: Record) throws -> (alpha: Double, transform: CGAffineTransform) {
        let alpha = try op.number("alpha", in: 0...1, default: 1)
        guard op.values["transform"] != nil else { return (alpha, .identity) }
        let t = try op.numbers("transform", count: 6)
        return (alpha, CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    private static func prepareText(_ op: Record) throws -> DrawOp {
        let text = try op.string("text")
        let file = try op.plainName("font", purpose: "a font file's name, looked up in the font folders")
        // The em size in pixels: up to a canvas side.
        let size = try op.number("size", in: 0.0001...Double(Pixmap.maximumDimension))
        let origin = CGPoint(x: try op.number("x"), y: try op.number("y"))
        let color = try op.color("color")
        let (alpha, transform) = try common(op)
        var isFolder: ObjCBool = false
        guard let url = fontDirectories.map({ $0.appendingPathComponent(file) })
            .first(where: { FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && !isFolder.boolValue })
        else { throw op.fail("\(op.place): font file \(file) not found in \(fontDirectories.map(\.path))") }
        let line: BenchmarkText
        do { line = try BenchmarkText(text, fontFile: url, pixelSize: size, baseline: origin, color: color) } catch {
            throw op.fail("\(op.place): \(url.path) is not a font file FreeType can read; give a .ttf or .otf file")
        }
        return DrawOp(path: Path(), kind: .text(line), shading: .color(.black), alpha: alpha, transform: transform)
    }

    /// The geometry ops of FORMAT.md.
    private static let geometryKinds: Set<String> = ["fill_rect", "fill_rounded_rect", "fill_ellipse", "fill_path", "stroke_path"]

    private static func prepare(_ op: Record, kind: String) throws -> DrawOp {
        guard geometryKinds.contains(kind) else {
            throw op.fail("\(op.place): unknown op '\(kind)'; the ops are \(geometryKinds.sorted().joined(separator: ", ")) and text")
        }
        let (alpha, transform) = try common(op)
        let shading = try paint(try op.record("paint"))
        func rect() throws -> CGRect {
            let r = try op.numbers("rect", count: 4)
            return CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        let path: Path
        var drawKind = DrawOp.Kind.fill(FillStyle())
        switch kind {
        case "fill_rect":
            path = Path(try rect())
        case "fill_rounded_rect":
            let r = try rect()
            let radius = min(try op.number("radius", in: 0...Double.greatestFiniteMagnitude, default: 0), abs(r.width) / 2, abs(r.height) / 2)
            path = Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        case "fill_ellipse":
            path = Path(ellipseIn: try rect())
        case "fill_path":
            path = try scenePath(try op.record("path"))
            let rule = try op.choice("fill_rule", from: ["nonzero", "evenodd"], default: "nonzero")
            drawKind = .fill(FillStyle(eoFill: rule == "evenodd"))
        default:
            path = try scenePath(try op.record("path"))
            let s = try op.record("stroke")
            let caps: [String: CGLineCap] = ["butt": .butt, "round": .round, "square": .square]
            let joins: [String: CGLineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
            let dash = s.values["dash"] == nil ? [] : try s.numbers("dash")
            guard dash.count % 2 == 0, dash.allSatisfy({ $0 > 0 }) else {
                throw s.fail("\(s.place)'s dash must be an even number of positive lengths (got \(dash))")
            }
            drawKind = .stroke(StrokeStyle(
                lineWidth: try s.number("width", in: 0...Double.greatestFiniteMagnitude, default: 1),
                lineCap: caps[try s.choice("cap", from: caps.keys.sorted(), default: "butt")]!,
                lineJoin: joins[try s.choice("join", from: joins.keys.sorted(), default: "miter")]!,
                miterLimit: try s.number("miter_limit", in: 1...Double.greatestFiniteMagnitude, default: 4),
                dash: dash.map { CGFloat($0) },
                dashPhase: try s.number("dash_phase", default: 0)))
        }
        return DrawOp(path: path, kind: drawKind, shading: shading, alpha: alpha, transform: transform)
    }

    private static func paint(_ p: Record) throws -> GraphicsContext.Shading {
        switch try p.choice("type", from: ["solid", "linear", "radial"]) {
        case "solid":
            return .color(try p.color("color"))
        case let type:
            guard let list = p.values["stops"] as? [Any], !list.isEmpty else {
                throw p.fail("\(p.place)'s stops are missing or empty; give [[offset, r, g, b, a], ...] from offset 0 to 1")
            }
            var stops: [Gradient.Stop] = []
            for (i, value) in list.enumerated() {
                let stop = try Record.numbers(value, named: "\(p.place)'s stop \(i)", count: 5, fail: p.fail)
                let first = i == 0, last = i == list.count - 1
                guard (0...1).contains(stop[0]), stop[0] >= (stops.last?.location ?? 0), !first || stop[0] == 0,
                      !last || stop[0] == 1 else {
                    throw p.fail("\(p.place)'s stop \(i) has offset \(stop[0]); offsets run in order from 0 (the first) to 1 (the last)")
                }
                guard stop[1...].allSatisfy({ (0...255).contains($0) && $0.rounded() == $0 }) else {
                    throw p.fail("\(p.place)'s stop \(i) has a colour component that is not a whole number from 0 to 255 (\(stop[1...].map { $0 }))")
                }
                stops.append(Gradient.Stop(color: color(stop[1...]), location: stop[0]))
            }
            let gradient = Gradient(stops: stops)
            if type == "linear" {
                return .linearGradient(gradient, startPoint: try p.point("p0"), endPoint: try p.point("p1"))
            }
            return .radialGradient(gradient, center: try p.point("center"), startRadius: 0,
                                   endRadius: try p.positive("radius"))
        }
    }

    /// Straight RGBA components, 0–255 each (checked by the caller), as a Color.
    fileprivate static func color(_ c: ArraySlice<Double>) -> Color {
        let v = Array(c)
        return Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, opacity: v[3] / 255)
    }

    /// `{"verbs": "MLQCZ", "pts": [...]}` as a Path.
    private static func scenePath(_ record: Record) throws -> Path {
        let verbs = try record.string("verbs"), pts = try record.numbers("pts")
        var path = Path()
        var i = 0
        func point() throws -> CGPoint {
            guard i + 1 < pts.count else { throw record.fail("\(record.place) runs out of points: its verbs '\(verbs)' need more than \(pts.count / 2)") }
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
            default: throw record.fail("\(record.place) has an unknown verb '\(v)'; the verbs are M, L, Q, C and Z")
            }
        }
        guard i == pts.count else {
            throw record.fail("\(record.place)'s pts hold \(pts.count) numbers, but its verbs '\(verbs)' use \(i)")
        }
        return path
    }
}

/// A JSON object of a scene file, read field by field: a read that fails names the field, the
/// object it belongs to (`place`, such as "op 3's paint") and what the field must be.
private struct Record {
    let values: [String: Any]
    let place: String
    let fail: (String) -> Scene.LoadError

    init(_ value: Any, place: String, fail: @escaping (String) -> Scene.LoadError) throws {
        guard let values = value as? [String: Any] else { throw fail("\(place) is not a JSON object") }
        self.values = values
        self.place = place
        self.fail = fail
    }

    /// The object in field `key`.
    func record(_ key: String) throws -> Record {
        guard let value = values[key] else { throw fail("\(place) has no \(key)") }
        return try Record(value, place: "\(place)'s \(key)", fail: fail)
    }

    func string(_ key: String) throws -> String {
        guard let value = values[key] else { throw fail("\(place) has no \(key)") }
        guard let string = value as? String else { throw fail("\(place)'s \(key) must be a string (got \(Record.show(value)))") }
        return string
    }

    /// A string that is one of `choices`; `fallback` when the field is absent (nil: required).
    func choice(_ key: String, from choices: [String], default fallback: String? = nil) throws -> String {
        if values[key] == nil, let fallback { return fallback }
        let value = try string(key)
        guard choices.contains(value) else {
            throw fail("\(place)'s \(key) is '\(value)'; it must be one of \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// A string usable as a file name: not empty, no '/', not '.' or '..'.
    func plainName(_ key: String, purpose: String) throws -> String {
        let name = try string(key)
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw fail("\(place)'s \(key) '\(name)' is not a plain file name (not empty, no '/', not '.' or '..'): \(purpose)")
        }
        return name
    }

    /// A finite number in `range`; `fallback` when the field is absent (nil: required).
    func number(_ key: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                default fallback: Double? = nil) throws -> Double {
        guard let value = values[key] else {
            if let fallback { return fallback }
            throw fail("\(place) has no \(key)")
        }
        guard let number = Record.finite(value), range.contains(number) else {
            throw fail("\(place)'s \(key) must be a number\(Record.describe(range)) (got \(Record.show(value)))")
        }
        return number
    }

    /// A whole number in `range`.
    func whole(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = values[key] else { throw fail("\(place) has no \(key)") }
        guard let number = Record.finite(value), number.rounded() == number, number >= Double(range.lowerBound),
              number <= Double(range.upperBound) else {
            throw fail("\(place)'s \(key) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(Record.show(value)))")
        }
        return Int(number)
    }

    /// A list of finite numbers in `range`, `count` of them when given.
    func numbers(_ key: String, count: Int? = nil,
                 in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) throws -> [Double] {
        guard let value = values[key] else { throw fail("\(place) has no \(key)") }
        return try Record.numbers(value, named: "\(place)'s \(key)", count: count, in: range, fail: fail)
    }

    /// `value` as a list of finite numbers in `range`, `count` of them when given; a failure
    /// calls it `name`.
    static func numbers(_ value: Any, named name: String, count: Int? = nil,
                        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                        fail: (String) -> Scene.LoadError) throws -> [Double] {
        let shape = count.map { "a list of \($0) numbers" } ?? "a list of numbers"
        guard let list = value as? [Any], count == nil || list.count == count,
              case let numbers = list.compactMap(finite), numbers.count == list.count, numbers.allSatisfy(range.contains) else {
            throw fail("\(name) must be \(shape)\(describe(range)) (got \(show(value)))")
        }
        return numbers
    }

    /// Straight RGBA: four whole numbers from 0 to 255.
    func components(_ key: String) throws -> [Double] {
        let c = try numbers(key, count: 4, in: 0...255)
        guard c.allSatisfy({ $0.rounded() == $0 }) else {
            throw fail("\(place)'s \(key) must be 4 whole numbers from 0 to 255 (got \(c))")
        }
        return c
    }

    func color(_ key: String) throws -> Color { Scene.color(try components(key)[...]) }

    /// A finite number above 0.
    func positive(_ key: String) throws -> Double {
        let number = try self.number(key, in: 0...Double.greatestFiniteMagnitude)
        guard number > 0 else { throw fail("\(place)'s \(key) must be a number above 0 (got \(number))") }
        return number
    }

    /// Two finite numbers.
    func point(_ key: String) throws -> CGPoint {
        let xy = try numbers(key, count: 2)
        return CGPoint(x: xy[0], y: xy[1])
    }

    /// A JSON number that is finite. JSONSerialization gives true and false as NSNumbers too,
    /// of Objective-C type "c" (numbers are "i", "q" or "d"), which also cast to Double.
    private static func finite(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    /// A JSON value as a message shows it: strings quoted.
    private static func show(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
        return "\(value)"
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == -Double.greatestFiniteMagnitude && range.upperBound == Double.greatestFiniteMagnitude ? ""
            : range.upperBound == Double.greatestFiniteMagnitude ? " of at least \(range.lowerBound)"
            : " from \(range.lowerBound) to \(range.upperBound)"
    }
}
