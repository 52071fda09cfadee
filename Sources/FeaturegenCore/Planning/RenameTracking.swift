/// The renames stage, between rendering and planning: pairs each rendered file with what it was
/// last written as — under the spec's old names (`was:`, a subview's old `case:`), an option's
/// old value that a path names, or the settings the base records were written with — so the
/// planner moves the user's code and base record with the names instead of writing the file
/// anew beside the old one. What was last written is read from the base records.
struct RenameTracking: Sendable {
    let fileSystem: any FileSystem
    /// Each architecture's renderer as the run renders.
    let renderers: [String: FeatureRenderer]
    /// Each architecture's renderer as its base records were written, where a setting changed.
    let previousRenderers: [String: FeatureRenderer]

    /// `files`, rendered from `spec` with its architecture's renderer, paired with what the
    /// spec rendered before its renames, option moves or setting changes.
    func tracking(_ files: [GeneratedFile], of spec: FeatureSpec, architecture: String) -> [GeneratedFile] {
        let renderer = renderers[architecture]!
        let previous = previousRenderers[architecture]
        let noted = SubviewCaseRenames.noting(in: spec, rendered: files, fileSystem: fileSystem)
        if let before = noted.beforeRenames() {
            return attaching((previous ?? renderer).render(before), to: files)
        }
        if let before = OptionPathMoves.before(
            noted, rendered: files, manifest: renderer.templates.manifest, fileSystem: fileSystem, render: renderer.render)
        {
            return attaching((previous ?? renderer).render(before), to: files)
        }
        if let previous { return attaching(previous.render(noted), to: files) }
        return files
    }

    /// The project files of `architecture`, paired with what the recorded settings rendered.
    func trackingProjectFiles(_ files: [GeneratedFile], architecture: String) -> [GeneratedFile] {
        guard let previous = previousRenderers[architecture] else { return files }
        return attaching(previous.renderProjectFiles(), to: files)
    }

    /// The renderers as the base records were written: the run's, with each architecture whose
    /// settings changed taking its previous one; nil when no setting changed.
    var recordedRenderers: [String: FeatureRenderer]? {
        guard !previousRenderers.isEmpty else { return nil }
        return renderers.merging(previousRenderers) { $1 }
    }

    /// Pairs each file with the one the old names rendered (the same template, in the same
    /// order), so its code and base record follow the renames.
    func attaching(_ old: [GeneratedFile], to files: [GeneratedFile]) -> [GeneratedFile] {
        guard old.count == files.count else { return files }
        var files = files
        for index in files.indices {
            if old[index].path != files[index].path { files[index].previousPath = old[index].path }
            files[index].renames = RenameMap.keys(before: old[index].contents, after: files[index].contents)
            files[index].renamedWords = RenamedWords(before: old[index].contents, after: files[index].contents)
        }
        let swift = files.indices.filter { files[$0].path.hasSuffix(".swift") }
        // The base records the files were last written with: a rename already carried out (a
        // `was:` left in the spec) renames nothing again.
        let recorded = swift.compactMap { index in
            ((try? fileSystem.readText(BaseStore.path(for: old[index].path))).flatMap { $0 }
                ?? (try? fileSystem.readText(BaseStore.path(for: files[index].path))).flatMap { $0 }).flatMap(BaseStore.usableText)
        }
        let references = GeneratedNameRenames(
            before: swift.map { old[$0].contents }, after: swift.map { files[$0].contents }, recorded: recorded)
        for index in files.indices { files[index].referenceRenames = references }
        return files
    }
}
