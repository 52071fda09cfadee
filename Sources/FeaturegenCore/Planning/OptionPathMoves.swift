/// A spec option that a file's path names changed (`reducerSuffix: ViewModel` where featuregen
/// wrote `RecipeBookReducer.swift`): the file and what it declares are renamed, with the user's
/// code in them, not written anew beside the old one. The old value is the one featuregen last
/// wrote the file under, recorded by its base record at the old path — knowledge, not a guess.
enum OptionPathMoves {
    /// `spec` with the option's old value, when some file whose path names an option has no
    /// base record where it goes now and has one where that value put it; nil otherwise.
    static func before(
        _ spec: FeatureSpec, rendered: [GeneratedFile], manifest: ArchitectureManifest, fileSystem: any FileSystem,
        render: (FeatureSpec) -> [GeneratedFile]
    ) -> FeatureSpec? {
        let names = Set(manifest.files.flatMap(\.path.optionNames))
        guard !names.isEmpty else { return nil }
        func recorded(_ path: String) -> Bool { fileSystem.stamp(BaseStore.path(for: path)) != nil }
        let moved = rendered.filter { !$0.retired && !($0.origin?.path.optionNames.isEmpty ?? true) }
        guard !moved.isEmpty, !moved.contains(where: { recorded($0.path) }) else { return nil }
        // A flag (`subviewScopeFeature`) stands for the string option it is a value of.
        let options = manifest.options.filter { option in
            names.contains(option.name) || option.values.contains { names.contains(option.flagName(for: $0)) }
        }
        for option in options.sorted(by: { $0.name < $1.name }) {
            guard case .string(let current)? = spec.options[option.name] else { continue }
            for value in option.values where value != current {
                var old = spec
                old.options[option.name] = .string(value)
                let oldFiles = render(old)
                guard oldFiles.count == rendered.count else { continue }
                if zip(oldFiles, rendered).contains(where: { $0.path != $1.path && recorded($0.path) }) { return old }
            }
        }
        return nil
    }
}
