/// Reads spec files into validated `FeatureSpec`s: the "load" and "validate" stages.
package struct SpecLoader: Sendable {
    package let fileSystem: any FileSystem
    package var architectures: SpecArchitectures

    package init(fileSystem: any FileSystem, architectures: SpecArchitectures = .builtIn()) {
        self.fileSystem = fileSystem
        self.architectures = architectures
    }

    /// Loads every file, then checks them against each other; throws every error of every file.
    /// - Parameter projectPaths: every spec of the project, when `paths` are some of them
    ///   (`generate Basket`): where a spec at hand renames its feature, the others are read
    ///   too, so that its `was:` is checked against the whole project.
    package func load(_ paths: [String], among projectPaths: [String]? = nil) throws(DiagnosticsError) -> [FeatureSpec] {
        try loadRun(paths, among: projectPaths).specs
    }

    /// `load(_:among:)`, with the project's other specs (those of `projectPaths` that
    /// are not in `paths`) kept for the rest of the run, read here when validation needs them.
    package func loadRun(_ paths: [String], among projectPaths: [String]? = nil) throws(DiagnosticsError) -> ProjectSpecs {
        var diagnostics = DiagnosticCollector()
        var specs: [FeatureSpec] = []
        let loaded = paths.concurrentMap { path in Result<FeatureSpec, DiagnosticsError> { () throws(DiagnosticsError) in try load(path) } }
        for result in loaded {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
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
        let inFlows = specs.contains { architectures.flow(of: $0) != nil }
        let atHand = Set(paths)
        let run = ProjectSpecs(specs: specs, otherPaths: projectPaths?.filter { !atHand.contains($0) } ?? [], loader: self)
        if specs.contains(where: { $0.previousName != nil }) || routesOut || inFlows {
            validator.others = run.others
        }
        diagnostics.append(contentsOf: validator.diagnostics())
        try diagnostics.throwIfErrors()
        return run
    }

    package func load(_ path: String) throws(DiagnosticsError) -> FeatureSpec {
        let bytes: [UInt8]?
        do {
            bytes = try fileSystem.read(path)
        } catch {
            throw DiagnosticsError(.error("\(error)", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        guard let bytes else {
            throw DiagnosticsError(.error("no such spec file", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        var spec = try load(bytes, path: path)
        if let warning = schemaModelineWarning(in: bytes, path: path) {
            var warnings = DiagnosticCollector()
            warnings.append(contentsOf: spec.warnings + [warning])
            spec.warnings = warnings.sorted()
        }
        return spec
    }

    /// Loads spec text already in memory (tests, the fuzzer).
    package func load(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> FeatureSpec {
        let quoting = ParameterListQuoting.quoteReporting(bytes)
        var spec = try SpecDecoder(architectures: architectures).decode(YAMLLoader().load(quoting.bytes, file: path))
        var warnings = DiagnosticCollector()
        warnings.append(contentsOf: spec.warnings + quoting.shorthands.map { Self.warning(for: $0, in: path) })
        spec.warnings = warnings.sorted()
        return spec
    }

    /// featuregen reads `didBuy: (itemCount: Int)`, but YAML does not: editors and other tools
    /// report an error there. The warning shows a spelling both read.
    private static func warning(for shorthand: ParameterListQuoting.Shorthand, in path: String) -> Diagnostic {
        let escaped = shorthand.text.reduce(into: "") { text, character in
            if character == "\\" || character == "\"" { text.append("\\") }
            text.append(character)
        }
        let fix =
            flowMapping(of: shorthand.text).map { "write it as a mapping, '\($0)', or in quotes, '\"\(escaped)\"'" }
            ?? "write it in quotes: '\"\(escaped)\"'"
        return .warning(
            "'\(shorthand.text)' is not valid YAML: editors and other YAML tools report an error here",
            at: SourceLocation(file: path, line: shorthand.line, column: shorthand.column),
            notes: [.init(fix)])
    }

    /// `{ itemCount: Int, isLiked: Bool }` for a list of simple labelled parameters, or nil.
    static func flowMapping(of parameterList: String) -> String? {
        let inner = parameterList.dropFirst().dropLast()
        guard !inner.contains(where: { "[]{}()<>\"'#&*!|>%@`".contains($0) }) else { return nil }
        var pairs: [String] = []
        for parameter in inner.split(separator: ",") {
            let parts = parameter.split(separator: ":", omittingEmptySubsequences: false).map { part in
                String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            }
            guard parts.count == 2, SwiftIdentifier.isValid(parts[0]), !parts[1].isEmpty,
                parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" })
            else { return nil }
            pairs.append("\(parts[0]): \(parts[1])")
        }
        return pairs.isEmpty ? nil : "{ \(pairs.joined(separator: ", ")) }"
    }
}
