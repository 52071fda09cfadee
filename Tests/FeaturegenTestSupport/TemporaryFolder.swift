import Foundation

/// A new empty folder in the system's temporary folder, `featuregen-<name>-<UUID>`; the caller
/// removes it.
package func makeTemporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
