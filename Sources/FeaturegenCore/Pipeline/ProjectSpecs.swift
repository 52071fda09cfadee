/// The specs of one run, each read and validated once: those the run was given, and the
/// project's other specs, read on first use (a route, a client, a flow or a setting that leaves
/// the run needs them) and then kept for every later question.
///
/// An other spec that does not load is left out: its errors are its own, reported by a run that
/// has it at hand, and must not stop a run of specs that do not depend on it.
package struct ProjectSpecs: Sendable {
    /// The specs the run was given, validated: every spec of the project for a complete run.
    package let specs: [FeatureSpec]
    private let rest: Rest

    /// - Parameter otherPaths: the project's spec files that are not among `specs` (none for a
    ///   complete run).
    init(specs: [FeatureSpec], otherPaths: [String], loader: SpecLoader) {
        self.specs = specs
        self.rest = Rest(paths: otherPaths, loader: loader)
    }

    /// The run of the specs read from `paths` alone, out of a complete run, which read and
    /// validated every spec: the rest are its others, already read.
    func narrowed(to paths: Set<String>) -> ProjectSpecs {
        ProjectSpecs(
            specs: all.filter { paths.contains($0.location.file) }, rest: Rest(loaded: all.filter { !paths.contains($0.location.file) }))
    }

    private init(specs: [FeatureSpec], rest: Rest) {
        self.specs = specs
        self.rest = rest
    }

    /// The project's specs that are not among `specs`, read on the first call.
    package var others: [FeatureSpec] { rest.specs }

    /// `specs`, then the others.
    package var all: [FeatureSpec] { specs + others }

    private final class Rest: Sendable {
        let paths: [String]
        /// Nil where the specs were read already.
        let loader: SpecLoader?
        let loaded: Locked<[FeatureSpec]?>

        init(paths: [String], loader: SpecLoader) {
            self.paths = paths
            self.loader = loader
            self.loaded = Locked(paths.isEmpty ? [] : nil)
        }

        init(loaded specs: [FeatureSpec]) {
            paths = []
            loader = nil
            loaded = Locked(specs)
        }

        var specs: [FeatureSpec] {
            loaded.withLock { loaded in
                if let loaded { return loaded }
                let specs = paths.concurrentMap { path in try? loader?.load(path) }.compactMap { $0 }
                loaded = specs
                return specs
            }
        }
    }
}
