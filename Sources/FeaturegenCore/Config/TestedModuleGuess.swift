/// The app target a project's tests `@testable import`, as `init` guesses it when
/// `--tested-module` is not given, and as `generate`'s error suggests it: the first target of
/// a `Package.swift` beside `featuregen.yml` that is not a test target, or else the name of an
/// `.xcodeproj` there. A reading of the text, not of the package: nil when neither says.
package enum TestedModuleGuess {
    package static func module(packageManifest: String?, folderNames: [String] = []) -> String? {
        if let manifest = packageManifest, let target = firstTarget(in: manifest) { return target }
        let projects = folderNames.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        return projects.lazy.map { String($0.dropLast(".xcodeproj".count)) }.first(where: SwiftIdentifier.isValid)
    }

    /// The name of the first `.target(name:` or `.executableTarget(name:` of the manifest
    /// that is a module name.
    static func firstTarget(in manifest: String) -> String? {
        var best: (offset: Int, name: String)?
        for opening in [".target(", ".executableTarget("] {
            var rest = manifest[...]
            while let range = rest.firstRange(of: opening) {
                rest = rest[range.upperBound...]
                let arguments = rest.drop { $0 == " " || $0 == "\n" }
                guard arguments.hasPrefix("name:") else { continue }
                let value = arguments.dropFirst("name:".count).drop { $0 == " " }
                guard value.hasPrefix("\""), let end = value.dropFirst().firstIndex(of: "\"") else { continue }
                let name = String(value[value.index(after: value.startIndex)..<end])
                guard SwiftIdentifier.isValid(name) else { continue }
                let offset = manifest.distance(from: manifest.startIndex, to: range.lowerBound)
                if best == nil || offset < best!.offset { best = (offset, name) }
                break
            }
        }
        return best?.name
    }
}
