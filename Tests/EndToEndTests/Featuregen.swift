import FeaturegenTestSupport
import Foundation
import Testing

/// The built `featuregen` binary, run in a folder as a user would run it.
struct Featuregen {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `featuregen` built with these tests: in the folder of the build's products.
    static let binary: URL = {
        let folder = productsFolder(bundlePaths: Bundle.allBundles.map(\.bundlePath), argument0: CommandLine.arguments[0])
        return folder.appendingPathComponent("featuregen")
    }()

    /// Where the build put its products, as swift-argument-parser's test helpers find it: the
    /// folder of the `.xctest` bundle (on macOS the process is Xcode's `xctest` or SwiftPM's
    /// testing helper, far from the build), else of the test executable itself (Linux).
    static func productsFolder(bundlePaths: [String], argument0: String) -> URL {
        if let bundle = bundlePaths.first(where: { $0.hasSuffix(".xctest") }) {
            return URL(fileURLWithPath: bundle).deletingLastPathComponent()
        }
        // Linux runs `<products>/featuregenPackageTests.xctest` itself, an executable file.
        return URL(fileURLWithPath: argument0).deletingLastPathComponent()
    }

    let folder: URL

    /// A new empty folder under the system's temporary folder.
    init() throws {
        folder = try makeTemporaryFolder("e2e")
    }

    /// An existing folder, such as a subfolder of another run's project.
    init(folder: URL) {
        self.folder = folder
    }

    /// A new empty folder that folds case as macOS's APFS does: in the temporary folder where
    /// that folds case (macOS), else in `FEATUREGEN_CASE_FOLDING_FOLDER` (a mounted exFAT or
    /// casefold ext4 image); the test is skipped, saying so, where there is neither.
    static func inCaseFoldingFolder() throws -> Featuregen {
        let given = ProcessInfo.processInfo.environment["FEATUREGEN_CASE_FOLDING_FOLDER"].flatMap { $0.isEmpty ? nil : $0 }
        let parent = given.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
        let app = Featuregen(folder: parent.appendingPathComponent("featuregen-e2e-\(UUID().uuidString)"))
        try FileManager.default.createDirectory(at: app.folder, withIntermediateDirectories: true)
        try app.write("probe", "")
        let folds = FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("PROBE").path)
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("probe"))
        if !folds {
            app.remove()
            try Test.cancel(
                "\(parent.path) does not fold case; set FEATUREGEN_CASE_FOLDING_FOLDER to a folder that does (a mounted exFAT image)")
        }
        return app
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    /// `init` names the app target the tests import, `App`, as an app's project would have
    /// it guessed from its Package.swift, unless the test names one.
    @discardableResult
    func run(_ arguments: [String]) throws -> Result {
        let named = arguments.contains { $0.hasPrefix("--tested-module") } || arguments.contains("--help")
        return try execute(Self.binary, arguments.first == "init" && !named ? arguments + ["--tested-module", "App"] : arguments)
    }

    /// Runs featuregen with these variables added to the environment, from a subfolder of the
    /// folder if one is named.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String], in subfolder: String? = nil) throws -> Result {
        try execute(Self.binary, arguments, environment: environment, in: subfolder)
    }

    /// Starts featuregen in the folder without waiting for it, for a test that signals or
    /// blocks the run: its errors go to a pipe, to read once it ends; its output is dropped.
    func start(_ arguments: String...) throws -> (process: Process, errors: Pipe) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    /// Runs a program in the folder. Its output goes to files outside the folder, not to
    /// pipes: a program that prints a lot (a build) never blocks on a full pipe, and the
    /// folder holds only what the program wrote.
    func execute(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], in subfolder: String? = nil) throws
        -> Result
    {
        let logs = try makeTemporaryFolder("e2e-output")
        defer { try? FileManager.default.removeItem(at: logs) }
        let output = logs.appendingPathComponent("output"), errors = logs.appendingPathComponent("errors")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = subfolder.map { folder.appendingPathComponent($0) } ?? folder
        // A test run from Xcode must not make featuregen think it runs in a build phase.
        var inherited = ProcessInfo.processInfo.environment
        inherited["XCODE_VERSION_ACTUAL"] = nil
        process.environment = inherited.merging(environment) { _, given in given }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file below the folder but the run cache, with its modification date and text: a
    /// snapshot to compare.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            // The run cache is featuregen's own, git-ignored and read by no build: the run after
            // a generate records it again once the base records are no longer recent (RunCache).
            if path == ".featuregen/cache" { continue }
            let date = values.contentModificationDate?.timeIntervalSince1970 ?? 0
            files[path] = "\(date) \(try String(contentsOf: url, encoding: .utf8).hashValue)"
        }
        return files
    }
}
