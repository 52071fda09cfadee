import Foundation

/// The built `featuregen` binary, run in a folder as a user would run it.
struct Featuregen {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("featuregen")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/featuregen")
    }()

    let folder: URL

    /// A new empty folder under the system's temporary folder.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// An existing folder, such as a subfolder of another run's project.
    init(folder: URL) {
        self.folder = folder
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file below the folder with its modification date and text: a snapshot to compare.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            let date = values.contentModificationDate?.timeIntervalSince1970 ?? 0
            files[path] = "\(date) \(try String(contentsOf: url, encoding: .utf8).hashValue)"
        }
        return files
    }
}
