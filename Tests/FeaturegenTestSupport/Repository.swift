import Foundation

/// Paths of the package the tests are built from.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package static let specs = root.appendingPathComponent("Specs")
    package static let golden = root.appendingPathComponent("Tests/Golden")

    /// Re-record golden files instead of comparing with them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["FEATUREGEN_RECORD"] == "1" }

    package static func specFiles(in folder: String = "Specs") throws -> [(name: String, text: String)] {
        let specs = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { ($0, try String(contentsOf: specs.appendingPathComponent($0), encoding: .utf8)) }
    }
}
