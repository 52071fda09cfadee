import FeaturegenTestSupport
import Foundation
import Testing

/// `scripts/release`: the artifact bundle, its checksum, and the plugin package whose
/// `.binaryTarget(url:checksum:)` points at it, as a release publishes them.
@Suite struct ReleaseTests {
    private let url = "https://example.com/featuregen/releases/download/0.2.0/featuregen.artifactbundle.zip"

    /// A copy of what the script reads of this checkout.
    private func checkout() throws -> Featuregen {
        try Featuregen.copyOfCheckout(["Package.swift", "Sources", "Plugins", "scripts"])
    }

    /// The manifest's targets as `swift package dump-package` reads them, by name.
    private func targets(of package: URL, in folder: Featuregen) throws -> [String: [String: Any]] {
        let dump = try folder.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--package-path", package.path, "dump-package"])
        #expect(dump.status == 0, "\(dump.errors)")
        let manifest = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any]
        let targets = manifest?["targets"] as? [[String: Any]] ?? []
        return Dictionary(
            targets.compactMap { target in (target["name"] as? String).map { ($0, target) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theReleaseManifestPointsAtTheBundleWithItsChecksum() throws {
        let checkout = try checkout()
        defer { checkout.remove() }
        let release = try checkout.execute(
            checkout.folder.appendingPathComponent("scripts/release"), ["--binary", Featuregen.binary.path, "--url", url])
        #expect(release.status == 0, "\(release.errors)")
        let printed = release.output.split(separator: "\n").first { $0.hasPrefix("checksum: ") }.map { String($0.dropFirst(10)) }
        let zip = checkout.folder.appendingPathComponent("Artifacts/featuregen.artifactbundle.zip")
        let computed = try checkout.execute(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "compute-checksum", zip.path])
        #expect(printed != nil && printed == computed.output.trimmingCharacters(in: .whitespacesAndNewlines), "\(release.output)")

        let plugins = checkout.folder.appendingPathComponent("Artifacts/FeaturegenPlugins")
        let released = try targets(of: plugins, in: checkout)
        #expect(released["FeaturegenBinary"]?["url"] as? String == url)
        #expect(released["FeaturegenBinary"]?["checksum"] as? String == printed)
        // The same plugins as the source package declares: verbs, descriptions, permissions.
        // The copy, not this checkout: `swift test` holds this checkout's build folder.
        let source = try targets(of: checkout.folder, in: checkout)
        for plugin in ["FeaturegenCommand", "FeaturegenCheck"] {
            let declared = try JSONSerialization.data(withJSONObject: source[plugin]?["pluginCapability"] ?? [:], options: .sortedKeys)
            let shipped = try JSONSerialization.data(withJSONObject: released[plugin]?["pluginCapability"] ?? [:], options: .sortedKeys)
            #expect(source[plugin]?["pluginCapability"] != nil, "\(plugin)")
            #expect(declared == shipped, "\(plugin): \(String(decoding: shipped, as: UTF8.self))")
            let sources = try FileManager.default.contentsOfDirectory(atPath: plugins.appendingPathComponent("Plugins/\(plugin)").path)
            for file in sources {
                #expect(
                    FileManager.default.contentsEqual(
                        atPath: plugins.appendingPathComponent("Plugins/\(plugin)/\(file)").path,
                        andPath: Repository.root.appendingPathComponent("Plugins/\(plugin)/\(file)").path))
            }
        }
    }

    @Test func aURLSwiftPMCannotDownloadIsRefusedBeforeAnythingIsBuilt() throws {
        let checkout = try checkout()
        defer { checkout.remove() }
        for bad in ["http://example.com/featuregen.artifactbundle.zip", "https://example.com/featuregen.tar.gz", ""] {
            let release = try checkout.execute(
                checkout.folder.appendingPathComponent("scripts/release"), ["--binary", Featuregen.binary.path, "--url", bad])
            #expect(release.status == 2)
            #expect(release.errors.contains("error: --url must be the https address"), "\(release.errors)")
            #expect(!FileManager.default.fileExists(atPath: checkout.folder.appendingPathComponent("Artifacts").path))
        }
    }
}
