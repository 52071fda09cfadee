/// The path of a generated file as a manifest writes it: project-relative, with placeholders
/// for the project's settings and the names of what is rendered —
/// `{{output}}/{{feature}}/Components/{{subview}}.swift` — and, for a path an option changes,
/// a string option's value (`{{options.reducerSuffix}}`) or a part only an option's flag shows
/// (`{{#options.subviewScopeFeature}}{{feature}}.{{/options.subviewScopeFeature}}`).
package struct PathPattern: Sendable, Equatable {
    /// Placeholders every scope can use, and those only some scopes have.
    static let projectNames: Set<String> = ["output", "runtime", "runtimeFolder", "tests"]

    /// A file whose path uses `{{tests}}` is a test: written only when featuregen.yml sets
    /// `tests:`.
    package var isTest: Bool {
        PatternPiece.pieces(of: text).contains { if case .value("tests") = $0 { true } else { false } }
    }

    static func names(in scope: ArchitectureManifest.Scope) -> Set<String> {
        switch scope {
        case .project: projectNames
        case .feature: projectNames.union(["feature"])
        case .subview: projectNames.union(["feature", "subview"])
        case .route: projectNames.union(["feature", "route"])
        case .dependency: projectNames.union(["feature", "dependency"])
        case .flow: projectNames.union(["flow"])
        }
    }

    package let text: String

    /// The placeholders of `text` that `scope` does not provide; empty when the pattern is good.
    static func problems(in text: String, scope: ArchitectureManifest.Scope) -> [String] {
        var problems: [String] = []
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        if text.hasPrefix("/") || text.hasPrefix("~") {
            problems.append("it is absolute; a manifest's paths are relative to the project's folder")
        } else if components.contains("..") {
            problems.append("it leads outside the project ('..')")
        } else if components.last.map({ $0.isEmpty || $0 == "." }) ?? true {
            problems.append("it names a folder, not a file; end it with the file's name (such as '{{feature}}View.swift')")
        }
        let names = names(in: scope)
        for piece in PatternPiece.pieces(of: text) {
            switch piece {
            case .text: continue
            case .unclosed: problems.append("'{{' without a closing '}}'")
            case .open(let name, _) where Self.isOptionFlag(name, in: scope), .close(let name) where Self.isOptionFlag(name, in: scope):
                continue
            case .open(let name, _), .close(let name):
                problems.append(
                    "'{{\(name)}}' is not an option's flag; a path shows a part only for one ('{{#options.flag}}…{{/options.flag}}')")
            // A string option's value (`{{options.reducerSuffix}}`), checked against the
            // manifest's options once they are read.
            case .value(let name) where scope != .project && name.hasPrefix("options.") && name.count > "options.".count: continue
            case .value(let name) where !names.contains(name):
                let allowed = names.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
                problems.append("unknown placeholder '{{\(name)}}' for a \(scope.rawValue) file; it can use \(allowed)")
            case .value: continue
            }
        }
        return problems
    }

    private static func isOptionFlag(_ name: String, in scope: ArchitectureManifest.Scope) -> Bool {
        scope != .project && name.hasPrefix("options.") && name.count > "options.".count
    }

    /// The string options and flags the path names (`reducerSuffix` for
    /// `{{options.reducerSuffix}}`, `subviewScopeFeature` for `{{#options.subviewScopeFeature}}`).
    package var optionNames: [String] {
        PatternPiece.pieces(of: text).compactMap { piece in
            switch piece {
            case .value(let name), .open(let name, _):
                name.hasPrefix("options.") ? String(name.dropFirst("options.".count)) : nil
            case .text, .close, .unclosed: nil
            }
        }
    }

    /// The path with every placeholder replaced; a flag's part is kept where `values` has the
    /// flag (`"options.subviewScopeFeature": "true"`), or lacks it for `{{^…}}`.
    func expanded(_ values: [String: String]) -> String {
        var result = ""
        var hidden: String?
        for piece in PatternPiece.pieces(of: text) {
            switch piece {
            case .open(let name, let inverted) where hidden == nil:
                let shown = !(values[name] ?? "").isEmpty
                if shown == inverted { hidden = name }
            case .close(let name): if hidden == name { hidden = nil }
            case _ where hidden != nil: continue
            case .text(let text), .unclosed(let text): result += text
            case .value(let name): result += values[name] ?? ""
            case .open: continue
            }
        }
        return ProjectPath.normalized(result)
    }
}
