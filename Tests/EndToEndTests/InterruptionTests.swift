import Foundation
import Testing

/// `generate` stopped at many moments, by SIGINT and by SIGKILL: at no point is there a file
/// outside the generated Swift files, the base records and featuregen's own folder, and the
/// next run leaves exactly what a run that was never stopped leaves.
@Suite(.serialized) struct InterruptionTests {
    private static func specs(_ app: Featuregen) throws {
        for index in 0..<120 {
            try app.write(
                "Specs/Screen\(index).yaml",
                "feature: Screen\(index)\nstate:\n  title: String\n  count: Int\nactions:\n  - load\n  - select: Int\nsubviews:\n  Screen\(index)Row:\n    state:\n      title: String\n    actions: [onTap]\nroutes:\n  - dismiss\n"
            )
        }
    }

    /// Path → bytes of every file below `folders`.
    private func tree(_ app: Featuregen, _ folders: [String]) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try allFiles(app) where folders.contains(where: { path.hasPrefix($0 + "/") }) {
            files[path] = try Data(contentsOf: app.folder.appendingPathComponent(path))
        }
        return files
    }

    private func allFiles(_ app: Featuregen) throws -> [String] {
        let base = app.folder.standardizedFileURL.path
        var paths: [String] = []
        let walker = FileManager.default.enumerator(at: app.folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
        }
        return paths
    }

    /// Files a user would find that are neither theirs nor featuregen's.
    private func strays(_ app: Featuregen) throws -> [String] {
        try allFiles(app).filter { path in
            !(path.hasPrefix("Specs/") || path == "featuregen.yml" || path == ".gitattributes" || path.hasPrefix(".featuregen/")
                || ((path.hasPrefix("Features/") || path.hasPrefix("FeatureTests/")) && path.hasSuffix(".swift")))
        }
    }

    @Test func generateInterruptedAtManyMomentsLeavesNothingAndTheNextRunCompletesIt() throws {
        let reference = try Featuregen()
        let app = try Featuregen()
        defer { reference.remove(); app.remove() }
        for project in [reference, app] {
            try project.run("init")
            try Self.specs(project)
        }
        let clock = ContinuousClock()
        var status: Int32 = -1
        let full = try clock.measure { status = try reference.run("generate").status }
        #expect(status == 0)
        let seconds = Double(full.components.seconds) + Double(full.components.attoseconds) / 1e18

        // Twelve moments spread over a full run's length.
        let fractions = [0.05, 0.6, 0.2, 0.85, 0.35, 0.7, 0.1, 0.5, 0.3, 0.95, 0.15, 0.45]
        var interruptedMidway = 0
        for (index, fraction) in fractions.enumerated() {
            let delay = seconds * fraction
            // Most times the output is gone again, so there is work to stop in the middle of.
            if index % 4 != 3, FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features").path) {
                try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Features"))
            }
            let (process, errors) = try app.start("generate")
            Thread.sleep(forTimeInterval: delay)
            let signal = index % 2 == 0 ? SIGINT : SIGKILL
            kill(process.processIdentifier, signal)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let status = process.terminationStatus
            if signal == SIGINT && status == 130 {
                interruptedMidway += 1
                #expect(message.contains("running 'featuregen generate' again completes the run"), "\(message)")
            } else if signal == SIGINT {
                #expect(status == 0, "stopped by SIGINT with \(status): \(message)")
            }
            #expect(try strays(app) == [], "after \(signal == SIGINT ? "SIGINT" : "SIGKILL") at \(delay) s")
        }
        #expect(interruptedMidway > 0, "no SIGINT arrived while files were being written")

        let final = try app.run("generate")
        #expect(final.status == 0, "\(final.errors)")
        #expect(try strays(app) == [])
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen/tmp").path))
        #expect(try tree(app, ["Features", ".featuregen/base"]) == tree(reference, ["Features", ".featuregen/base"]))
        #expect(try app.run("check").status == 0)
    }
}
