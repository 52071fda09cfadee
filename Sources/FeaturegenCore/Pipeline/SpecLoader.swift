/// Reads spec files into validated `FeatureSpec`s: the "load" and "validate" stages.
public struct SpecLoader: Sendable {
    public let fileSystem: any FileSystem
    public var architectures: SpecArchitectures

    public init(fileSystem: any FileSystem, architectures: SpecArchitectures = .builtIn()) {
        self.fileSystem = fileSystem
        self.architectures = architectures
    }

    /// Loads every file, then checks them against each other; throws every error of every file.
    /// - Parameter extra: a spec not yet on disk (`featuregen new`), checked with the others.
    public func load(_ paths: [String], adding extra: (bytes: [UInt8], path: String)? = nil) throws(DiagnosticsError) -> [FeatureSpec] {
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
        diagnostics.append(contentsOf: ProjectValidator(specs: specs).diagnostics())
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
