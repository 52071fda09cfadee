/// `.featuregen/check-inputs.xcfilelist`: every file and folder `featuregen check` reads, one
/// `$(SRCROOT)/path` a line, for the *Input File Lists* of an Xcode build phase that runs
/// `check` with user script sandboxing on (the sandbox lets a script read only its declared
/// inputs). Written by each complete `generate` whose list changed; `check` fails when it is
/// there and stale, since the build phase would then deny `check` a file it needs.
package enum CheckInputList {
    package static let path = ReservedPaths.storeFolder + "/check-inputs.xcfilelist"

    /// The list for a project whose generated files are `outputs`; every line is a file or a
    /// folder that exists once they are written.
    package static func text(config: ProjectConfig, specPaths: [String], outputs: [String], fileSystem: any FileSystem) -> String {
        // Only what is there (Xcode stops a build at a missing input): the run cache, which git
        // ignores, is left out, and `check` does without it.
        var paths = [ProjectConfig.fileName, path, config.specs, config.output]
        if fileSystem.stamp(SettingsRecord.path) != nil { paths.append(SettingsRecord.path) }
        paths += config.tests.map { [$0] } ?? []
        paths += config.templates.map { folder in [folder] + ((try? fileSystem.files(under: folder)) ?? []) } ?? []
        paths += specPaths
        paths += outputs.flatMap { [$0, BaseStore.path(for: $0)] }
        paths.append(BaseStore.folder)
        // Sorted, then each once: equal paths are neighbours, so no set is needed (a large
        // project lists 30,000).
        var text = ""
        var previous: String?
        for path in paths.sorted() where path != previous {
            text += "$(SRCROOT)/" + path + "\n"
            previous = path
        }
        return text
    }
}
