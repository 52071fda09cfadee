/// Swift refuses two files of one name in one module ("filename 'Module.swift' used twice"),
/// wherever they lie in its folders: a subview `Module` writes `Components/Module.swift` beside
/// the runtime's `Module.swift`. Files under the tests folder build into the test target, the
/// others into the app's.
enum FileNameCheck {
    static func diagnostics(
        for files: [GeneratedFile], specs: [FeatureSpec], testsFolder: String?, readSpec: (String) -> [UInt8]?
    ) -> [Diagnostic] {
        // Indices, not copies: a file's record is large, and a project has thousands.
        var seen: [String: Int] = [:]
        seen.reserveCapacity(files.count)
        var diagnostics: [Diagnostic] = []
        for (index, file) in files.enumerated() where file.path.hasSuffix(".swift") {
            let name = String(ProjectPath.components(of: file.path).last ?? "")
            let isTest = testsFolder.map { file.path.hasPrefix($0 + "/") } ?? false
            let key = (isTest ? "tests/" : "app/") + name
            guard let earlierIndex = seen[key] else {
                seen[key] = index
                continue
            }
            let earlier = files[earlierIndex]
            // The one a spec's word named, else the later one.
            let (named, other) = earlier.feature != nil && file.feature == nil ? (earlier, file) : (file, earlier)
            let spec = named.feature.flatMap { feature in specs.first { $0.name == feature } }
            let specFile = spec?.location.file ?? ProjectConfig.fileName
            let word = SpecWord.best(
                for: String(name.dropLast(".swift".count)), among: SpecWord.words(in: readSpec(specFile), file: specFile))
            let subject = word.map { "'\($0.text)' makes featuregen write" } ?? "featuregen writes"
            diagnostics.append(
                .error(
                    "\(subject) two files named '\(name)' into one \(isTest ? "test target" : "module"): the generated code would not compile",
                    at: word?.location ?? spec?.location,
                    notes: [
                        .init("featuregen writes '\(other.path)' and '\(named.path)', and Swift refuses two files of one name"),
                        .init("choose another name"),
                    ]))
        }
        return diagnostics
    }
}
