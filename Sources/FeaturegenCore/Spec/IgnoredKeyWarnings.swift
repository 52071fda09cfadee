/// The warnings for keys an architecture does nothing with (`HonouredKeys`): a spec's key
/// its architecture ignores, or a `featuregen.yml` setting every architecture of the project
/// ignores. Each says what the architecture does instead, and which architectures honour it.
struct IgnoredKeyWarnings {
    let architectures: SpecArchitectures

    /// One warning per key the spec writes that `architecture` ignores; a key written under an
    /// ignored key (`subviews.state` under `subviews`) is not warned again.
    func warnings(for uses: [(key: String, location: SourceLocation)], architecture: String) -> [Diagnostic] {
        let keys = architectures.keys(of: architecture)
        let ignored = uses.filter { use in
            !keys.honours(use.key) && CoreKeys.ancestors(of: use.key).allSatisfy(keys.honours)
        }.map { use in
            warning(
                key: use.key, ignoredBy: [architecture], at: use.location,
                remedy: "remove it, or set 'architecture:' to one of them")
        }
        return ignored + unmetRequirements(of: uses, keys: keys, architecture: architecture)
    }

    /// A warning per key the spec sets without the key its architecture renders it with
    /// (`router` without `routes`); keys under it are not warned again.
    private func unmetRequirements(
        of uses: [(key: String, location: SourceLocation)], keys: HonouredKeys, architecture: String
    ) -> [Diagnostic] {
        let used = Set(uses.map(\.key))
        return uses.compactMap { use in
            guard keys.honours(use.key), let requirement = keys.requirements[use.key], !used.contains(requirement.key),
                CoreKeys.ancestors(of: use.key).allSatisfy({ keys.requirements[$0] == nil })
            else { return nil }
            return .warning(
                "architecture '\(architecture)' ignores '\(use.key)' without '\(requirement.key)': \(requirement.explanation)",
                at: use.location, notes: [.init("add '\(requirement.key)', or remove '\(use.key)'")])
        }
    }

    /// The warning for a `featuregen.yml` setting, when no architecture in `used` honours it.
    func settingWarning(_ key: String, at location: SourceLocation, used: [String]) -> Diagnostic? {
        let ignoring = Set(used).sorted()
        guard !ignoring.isEmpty, ignoring.allSatisfy({ !architectures.keys(of: $0).honours(key) }) else { return nil }
        return warning(
            key: key, ignoredBy: ignoring, at: location,
            remedy: "remove it from \(ProjectConfig.fileName), or give a feature one of those architectures")
    }

    private func warning(key: String, ignoredBy ignoring: [String], at location: SourceLocation, remedy: String) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        let message: String
        if ignoring.count == 1, let architecture = ignoring.first {
            let explanation = architectures.keys(of: architecture).explanation(of: key)
            message = "architecture '\(architecture)' ignores '\(key)'" + (explanation.map { ": \($0)" } ?? "")
            if explanation == nil { notes.append(.init("its manifest does not list '\(key)' under 'honours'")) }
        } else {
            message = "architectures \(ignoring.map { "'\($0)'" }.joined(separator: ", ")) ignore '\(key)'"
            for architecture in ignoring {
                let explanation = architectures.keys(of: architecture).explanation(of: key)
                notes.append(.init("\(architecture): \(explanation ?? "its manifest does not list '\(key)' under 'honours'")"))
            }
        }
        let honouring = architectures.names.filter { architectures.keys(of: $0).honours(key) }
        if !honouring.isEmpty {
            notes.append(.init("'\(key)' is honoured by \(honouring.joined(separator: ", ")); \(remedy)"))
        }
        return .warning(message, at: location, notes: notes)
    }
}
