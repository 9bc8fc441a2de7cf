// FileMoverTests.swift · RasterTests/Presentation · fileMover answered through ViewHost
// (Modifiers/FileImportExportModifiers.swift, Rendering/ViewHost+FileRequests.swift).

import Foundation
import Testing
@testable import Raster

@Suite struct FileMoverTests {
    private final class Outcomes {
        var moved: [[URL]] = []
        var errors: [String] = []
    }

    private struct Mover: View {
        let files: [URL]
        let outcomes: Outcomes
        var single = false
        @State private var moving = false

        var body: some View {
            Group {
                if single {
                    Button(moving ? "Moving" : "Move") { moving = true }
                        .fileMover(isPresented: $moving, file: files.first) { result in
                            switch result {
                            case .success(let url): outcomes.moved.append([url])
                            case .failure(let error): outcomes.errors.append("\(error)")
                            }
                        }
                } else {
                    Button(moving ? "Moving" : "Move") { moving = true }
                        .fileMover(isPresented: $moving, files: files) { result in
                            switch result {
                            case .success(let urls): outcomes.moved.append(urls)
                            case .failure(let error): outcomes.errors.append("\(error)")
                            }
                        }
                }
            }
        }
    }

    /// A scratch folder with `names` written in it, and an empty destination folder beside;
    /// `root` holds both, for the test to remove.
    private func scratch(_ names: [String]) throws -> (files: [URL], destination: URL, root: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("FileMoverTests-\(UUID().uuidString)")
        let source = root.appendingPathComponent("source"), destination = root.appendingPathComponent("moved")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let files = try names.map { name in
            let url = source.appendingPathComponent(name)
            try Data(name.utf8).write(to: url)
            return url
        }
        return (files, destination, root)
    }

    /// The dialog opens with the button; choosing a folder moves the files there in order,
    /// closes the dialog and gives the completion their new URLs.
    @Test func choosingAFolderMovesTheFiles() throws {
        let (files, destination, root) = try scratch(["a.txt", "b.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcomes = Outcomes()
        let host = ViewHost(Mover(files: files, outcomes: outcomes), size: CGSize(width: 200, height: 100))
        #expect(host.pendingFileMove == nil)
        try host.tap("Move")
        #expect(host.pendingFileMove?.files == files)
        #expect(host.completeFileMove(to: destination))
        let moved = [destination.appendingPathComponent("a.txt"), destination.appendingPathComponent("b.txt")]
        #expect(outcomes.moved == [moved])
        #expect(try String(contentsOf: moved[1], encoding: .utf8) == "b.txt")
        #expect(!FileManager.default.fileExists(atPath: files[0].path))
        #expect(host.pendingFileMove == nil)
        #expect(try host.frame(of: "Move").width > 0)
    }

    /// The one-file form gets one URL; cancelling closes the dialog without a completion, and
    /// a failure is delivered as it is.
    @Test func theOneFileFormCancelAndFailure() throws {
        let (files, destination, root) = try scratch(["note.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcomes = Outcomes()
        let host = ViewHost(Mover(files: files, outcomes: outcomes, single: true), size: CGSize(width: 200, height: 100))
        try host.tap("Move")
        #expect(host.cancelFileMove())
        #expect(outcomes.moved.isEmpty && outcomes.errors.isEmpty)
        #expect(FileManager.default.fileExists(atPath: files[0].path))
        try host.tap("Move")
        #expect(host.failFileMove(with: CocoaError(.fileWriteNoPermission)))
        #expect(outcomes.errors.count == 1)
        try host.tap("Move")
        #expect(host.completeFileMove(to: destination))
        #expect(outcomes.moved == [[destination.appendingPathComponent("note.txt")]])
    }

    /// No files: nothing opens, and a warning names the fix.
    @Test func noFilesOpensNothingAndWarns() throws {
        let (host, warnings) = try RasterDiagnostics.capturingWarnings { () throws -> ViewHost in
            let host = ViewHost(Mover(files: [], outcomes: Outcomes()), size: CGSize(width: 200, height: 100))
            try host.tap("Move")
            _ = host.pendingFileMove
            return host
        }
        #expect(host.pendingFileMove == nil)
        #expect(warnings.contains { $0.contains("fileMover(isPresented:files:onCompletion:) is presented with no files") })
    }
}
