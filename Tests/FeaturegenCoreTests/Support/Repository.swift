import Foundation

/// Paths of the package this test target is built from.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let specs = root.appendingPathComponent("Specs")
    static let golden = root.appendingPathComponent("Tests/Golden")

    /// Re-record golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FEATUREGEN_RECORD"] == "1" }

    static func specFiles(in folder: String = "Specs") throws -> [(name: String, text: String)] {
        let specs = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { ($0, try String(contentsOf: specs.appendingPathComponent($0), encoding: .utf8)) }
    }
}
