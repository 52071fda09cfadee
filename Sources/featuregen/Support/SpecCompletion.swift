import ArgumentParser
import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the shell offers for a spec argument: the feature names of the project the command
/// line names with `--project`, or of the nearest one above the working folder. A folder
/// that is no project, or a config that does not load, offers nothing rather than an error
/// in the middle of the user's typing.
enum SpecCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in featureNames(words: words, prefix: prefix) }

    static func featureNames(words: [String], prefix: String) -> [String] {
        let root = ProjectOptions.root(projectOption(in: words), searching: true)
        guard let project = try? Project.load(from: DiskFileSystem(root: root)), let specs = try? project.specPaths() else {
            return []
        }
        return specs.map(ProjectPath.stem).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The value of `--project` among the words typed so far (`--project App` or
    /// `--project=App`).
    static func projectOption(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == "--project", index + 1 < words.count { return words[index + 1] }
            if word.hasPrefix("--project=") { return String(word.dropFirst("--project=".count)) }
        }
        return nil
    }
}
