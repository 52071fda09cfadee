/// A file as the templates render it now, with its path relative to the project root.
package struct GeneratedFile: Sendable, Equatable {
    /// The longest file a template may render (10 MB), and the most a run may render in all
    /// (1 GB): far beyond any screen's code, and far below what exhausts memory.
    package static let sizeLimit = MustacheRenderer.outputLimit
    package static let runSizeLimit = 1_000_000_000

    package var path: String
    package var contents: String
    /// The spec the file was rendered from; nil for the project's runtime file.
    package var feature: String?
    /// Where the file was before a rename the spec declares (`was:`).
    package var previousPath: String?
    /// The manifest's entry the file is rendered from (its template and path pattern), for
    /// diagnostics about the path; nil for a file made some other way.
    package var origin: ArchitectureManifest.File?
    /// The manifest no longer writes the file for its feature (its `when:` stopped holding, on
    /// a file with `retire: true`): the file there is removed when it holds no user code, and
    /// kept, reported, when it does. `contents` is empty.
    package var retired = false
    /// Declaration keys renamed by the spec, old → new, for the merge.
    var renames: [String: String] = [:]
    /// Words renamed by the spec, for lines the user rewrote.
    var renamedWords = RenamedWords()
    /// The names the feature's renames change, for the references in the user's code.
    var referenceRenames = GeneratedNameRenames()

    package init(path: String, contents: String, feature: String?) {
        self.path = path
        self.contents = contents
        self.feature = feature
    }
}
