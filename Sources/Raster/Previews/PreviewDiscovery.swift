// PreviewDiscovery.swift · Raster/Previews · finds every preview in the process: #Preview registrations and PreviewProvider types (Raster's own)
// Status: Complete.
//
// Nothing lists previews by hand. `#Preview` declares a type conforming to PreviewRegistry,
// and a preview provider is a type conforming to PreviewProvider: ConformanceRecords reads
// the conformances of every loaded image from the runtime's records, so every preview
// linked into the process is found. Each preview's view is built once in a view graph to
// read what its modifiers recorded at its root (PreviewModifiers.swift,
// PreferredColorScheme.swift).
//
// Order (stable across runs and builds): by module name; in a module, the `#Preview`s by
// file, line and column, then the providers by type name, each provider's views in order.

import Foundation

/// Finds the previews of the process.
///
/// ```swift
/// for preview in PreviewDiscovery.previews(inModule: "MyViews") {
///     try preview.render().write(to: URL(fileURLWithPath: preview.referenceName + ".png"))
/// }
/// ```
public enum PreviewDiscovery {
    /// Every preview linked into the process, or only those declared in the module named
    /// `moduleName`, in the order described above. A `#Preview` whose `makePreview()` throws
    /// is left out with a warning. Only the previews of `moduleName` are made (their view
    /// code runs to read their traits): those of other modules are not touched.
    ///
    /// Main actor (`@preconcurrency`): making a preview runs its view code, which in the
    /// Swift 6 mode checks it runs on the main actor.
    @MainActor @preconcurrency
    public static func previews(inModule moduleName: String? = nil) -> [DiscoveredPreview] {
        var previews = registeredPreviews(inModule: moduleName) + providedPreviews(inModule: moduleName)
        previews.sort { $0.order < $1.order }
        // A name's reference depends on no other preview but those of the same name: adding a
        // preview elsewhere never renames one (as an order counter would).
        func key(_ candidate: Candidate) -> String { candidate.moduleName + "/" + FilePath.fileName(from: candidate.name) }
        func fileKey(_ candidate: Candidate) -> String { key(candidate) + "/" + candidate.declaringFile }
        var sharing: [String: Int] = [:], sharingInFile: [String: Int] = [:]
        for candidate in previews {
            sharing[key(candidate), default: 0] += 1
            sharingInFile[fileKey(candidate), default: 0] += 1
        }
        var taken = Set<String>()
        return previews.compactMap { candidate in
            var base = candidate.moduleName + "." + FilePath.fileName(from: candidate.name)
            if sharing[key(candidate)]! > 1 {
                base += "-" + FilePath.fileName(from: candidate.declaringFile)
                if sharingInFile[fileKey(candidate)]! > 1 { base += "-" + candidate.positionInFile }
            }
            var reference = base
            var suffix = 2
            while !taken.insert(reference).inserted {
                reference = "\(base)-\(suffix)"
                suffix += 1
            }
            return candidate.preview(referenceName: reference)
        }
    }

    /// The names of the modules that declare previews, sorted.
    public static func moduleNames() -> [String] {
        let modules = ConformanceRecords.types(conformingTo: "PreviewRegistry", declaredIn: "Raster")
            + ConformanceRecords.types(conformingTo: "PreviewProvider", declaredIn: "Raster")
        return Set(modules.map(\.moduleName)).sorted()
    }

    /// A preview before its reference name is known.
    private struct Candidate {
        let moduleName: String
        let name: String
        /// Module, then 0 and file, line, column for `#Preview`s or 1 and type name, index for providers.
        let order: Order
        /// What tells previews of the same name apart: the file's name without `.swift` for a
        /// `#Preview`, the type's name for a provider; then the line, or the view's number.
        let declaringFile: String
        let positionInFile: String
        let location: String
        let view: () -> AnyView
        let declaredName: String?
        let traits: [PreviewTrait<Preview.ViewTraits>]
        let platform: PreviewPlatform?
        let recorded: RecordedTraits

        func preview(referenceName: String) -> DiscoveredPreview {
            var layout: PreviewLayout?
            var orientation: InterfaceOrientation?
            for trait in traits {
                switch trait.value {
                case .layout(let value): layout = value
                case .orientation(let value): orientation = value
                }
            }
            return DiscoveredPreview(
                name: name, referenceName: referenceName, moduleName: moduleName, location: location,
                displayName: declaredName ?? recorded.values.displayName,
                layout: layout ?? recorded.values.layout ?? .device, device: recorded.values.device,
                orientation: orientation ?? recorded.values.orientation ?? .portrait,
                colorScheme: recorded.colorScheme, traits: traits, platform: platform,
                context: recorded.values.context, view: view)
        }
    }

    private struct Order: Comparable {
        let module: String
        let kind: Int
        let file: String
        let position: [Int]

        static func < (a: Order, b: Order) -> Bool {
            if a.module != b.module { return a.module < b.module }
            if a.kind != b.kind { return a.kind < b.kind }
            if a.file != b.file { return a.file < b.file }
            return a.position.lexicographicallyPrecedes(b.position)
        }
    }

    /// What a preview's view recorded at its root.
    private struct RecordedTraits {
        let values: PreviewTraitValues
        let colorScheme: ColorScheme?

        init(_ view: AnyView) {
            let graph = FrameRenderer.makeGraph(view, scale: 1, colorScheme: .light)
            // Laid out at its ideal size, not the window it is rendered in: what that warns
            // about (a navigation bar crowded at that width) is not the preview's. Rendering
            // the preview warns about what is.
            _ = RasterDiagnostics.capturingWarnings { graph.updateAndLayout(proposal: .unspecified) }
            values = graph.root?.preferenceValue(PreviewTraitsKey.self) ?? PreviewTraitValues()
            colorScheme = graph.root?.preferenceValue(PreferredColorSchemeKey.self).flatMap { $0 }
        }
    }

    /// The `#Preview`s, named; ordered within each file by position.
    private static func registeredPreviews(inModule moduleName: String?) -> [Candidate] {
        var made: [(module: String, registry: any PreviewRegistry.Type, preview: Preview)] = []
        for found in ConformanceRecords.types(conformingTo: "PreviewRegistry", declaredIn: "Raster") {
            guard moduleName == nil || found.moduleName == moduleName,
                  let registry = found.type as? any PreviewRegistry.Type else { continue }
            do {
                made.append((found.moduleName, registry, try registry.makePreview()))
            } catch {
                warnOnce("The #Preview at \(registry.fileID):\(registry.line) is left out: making it threw \(error)")
            }
        }
        made.sort { ($0.registry.fileID, $0.registry.line, $0.registry.column) < ($1.registry.fileID, $1.registry.line, $1.registry.column) }
        var positionInFile: [String: Int] = [:]
        return made.map { module, registry, preview in
            let position = positionInFile[registry.fileID, default: 0] + 1
            positionInFile[registry.fileID] = position
            // Isolated, as `DiscoveredPreview.host` is: appearance proxies a preview's view
            // sets in its `init()` stay out of the process's.
            let recorded = AppearanceProxies.isolated { RecordedTraits(preview.makeView()) }
            let baseName = FilePath.stem(registry.fileID)
            let declaredName = preview.displayName.flatMap { $0.isEmpty ? nil : $0 }
            return Candidate(
                moduleName: module,
                name: declaredName ?? recorded.values.displayName ?? "\(baseName) \(position)",
                order: Order(module: module, kind: 0, file: registry.fileID, position: [registry.line, registry.column]),
                declaringFile: baseName, positionInFile: "L\(registry.line)",
                location: "\(registry.fileID):\(registry.line):\(registry.column)", view: preview.makeView,
                declaredName: declaredName, traits: preview.traits, platform: nil, recorded: recorded)
        }
    }

    /// Each top-level view of each `PreviewProvider`'s `previews`.
    private static func providedPreviews(inModule moduleName: String?) -> [Candidate] {
        var candidates: [Candidate] = []
        for found in ConformanceRecords.types(conformingTo: "PreviewProvider", declaredIn: "Raster") {
            guard moduleName == nil || found.moduleName == moduleName,
                  let provider = found.type as? any PreviewProvider.Type else { continue }
            let typeName = displayName(of: provider)
            let count = provider.previewParts().count
            for index in 0..<count {
                let view = { AnyView(provider.previewParts()[index]) }
                let recorded = RecordedTraits(view())
                candidates.append(Candidate(
                    moduleName: found.moduleName,
                    name: recorded.values.displayName ?? (count == 1 ? typeName : "\(typeName) \(index + 1)"),
                    order: Order(module: found.moduleName, kind: 1, file: typeName, position: [index]),
                    declaringFile: typeName, positionInFile: "\(index + 1)",
                    location: "\(typeName).previews[\(index)]", view: view, declaredName: nil, traits: [],
                    platform: provider.platform, recorded: recorded))
            }
        }
        return candidates
    }

    /// The type's name as written in its module, such as "Card_Previews" or "Card.Previews".
    static func displayName(of type: Any.Type) -> String {
        var name = String(reflecting: type)
        // Private types print an unstable "(unknown context at $55d1…)." part.
        while let start = name.range(of: "(unknown context at "), let end = name[start.upperBound...].range(of: ").") {
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        if let dot = name.firstIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }
}

extension PreviewProvider {
    /// The top-level views of `previews`: each view of a `Group`, a multi-view body or a
    /// `ForEach` (nested ones too); `previews` itself otherwise.
    static func previewParts() -> [any View] { splitPreviewParts(previews) }
}

/// Views whose parts are separate previews at the top level of `previews`.
protocol PreviewParts {
    var previewParts: [any View] { get }
}

/// The parts of `view` (recursively) if it has any, else `view`.
func splitPreviewParts(_ view: any View) -> [any View] {
    (view as? any PreviewParts)?.previewParts ?? [view]
}

extension Group: PreviewParts where Content: View {
    var previewParts: [any View] { splitPreviewParts(content) }
}

extension TupleView: PreviewParts {
    var previewParts: [any View] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any View).map(splitPreviewParts) ?? []
        }
    }
}

extension ForEach: PreviewParts {
    var previewParts: [any View] { data.flatMap { splitPreviewParts(content($0)) } }
}
