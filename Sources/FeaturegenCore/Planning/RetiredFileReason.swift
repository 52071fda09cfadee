/// Why a file its feature no longer has (`retire: true` in the manifest: a vsurf unit under
/// `unit: { own: false }`, a subview made inline, a flow's screen files) is still on disk, and
/// what the user does about it: it holds their code, so neither `generate` nor `--prune`
/// removes it; only moving the code out and deleting the file ends it.
enum RetiredFileReason {
    static func text(for file: GeneratedFile) -> String {
        let owner = file.feature.map { "feature \($0)" } ?? "the project"
        let rule = file.origin?.condition.map { " (the architecture writes it only when `\($0)`)" } ?? ""
        return "\(owner) no longer has this file\(rule); it holds your code, so neither 'featuregen generate' "
            + "nor '--prune' removes it: move what you need into the feature's other files and delete it"
    }
}
