/// Reads spec files into validated `FeatureSpec`s: the "load" and "validate" stages.
public struct SpecLoader: Sendable {
    public let fileSystem: any FileSystem
    public var architectures: SpecArchitectures

    public init(fileSystem: any FileSystem, architectures: SpecArchitectures = .builtIn()) {
        self.fileSystem = fileSystem
        self.architectures = architectures
    }

    /// Loads every file, then checks them against each other; throws every error of every file.
    /// - Parameters:
    ///   - extra: a spec not yet on disk (`featuregen new`), checked with the others.
    ///   - projectPaths: every spec of the project, when `paths` are some of them
    ///     (`generate Basket`): where a spec at hand renames its feature, the others are read
    ///     too, so that its `was:` is checked against the whole project.
    public func load(
        _ paths: [String], adding extra: (bytes: [UInt8], path: String)? = nil, among projectPaths: [String]? = nil
    ) throws(DiagnosticsError) -> [FeatureSpec] {
        var diagnostics = DiagnosticCollector()
        var specs: [FeatureSpec] = []
        let loaded = paths.concurrentMap { path in Result<FeatureSpec, DiagnosticsError> { () throws(DiagnosticsError) in try load(path) } }
        for result in loaded {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if let extra {
            do throws(DiagnosticsError) {
                specs.append(try load(extra.bytes, path: extra.path))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        var validator = ProjectValidator(specs: specs, architectures: architectures)
        let names = Set(specs.map(\.name))
        let routesOut = specs.contains { spec in
            spec.routes.contains { route in
                guard case .module(let module, _) = route.kind else { return false }
                return !route.isExternal && !names.contains(module)
            }
        }
        if let projectPaths, specs.contains(where: { $0.previousName != nil }) || routesOut {
            let others = projectPaths.filter { !paths.contains($0) }
            // A spec that does not load has its own errors, reported when it is at hand.
            validator.others = others.concurrentMap { path in try? load(path) }.compactMap { $0 }
        }
        diagnostics.append(contentsOf: validator.diagnostics())
        try diagnostics.throwIfErrors()
        return specs
    }

    public func load(_ path: String) throws(DiagnosticsError) -> FeatureSpec {
        let bytes: [UInt8]?
        do {
            bytes = try fileSystem.read(path)
        } catch {
            throw DiagnosticsError(.error("\(error)", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        guard let bytes else {
            throw DiagnosticsError(.error("no such spec file", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return try load(bytes, path: path)
    }

    /// Loads spec text already in memory (tests, the fuzzer).
    public func load(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> FeatureSpec {
        try SpecDecoder(architectures: architectures).decode(YAMLLoader().load(ParameterListQuoting.quote(bytes), file: path))
    }
}
