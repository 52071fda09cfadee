/// The path of a generated file as a manifest writes it: project-relative, with placeholders
/// for the project's settings and the names of what is rendered —
/// `{{output}}/{{feature}}/Components/{{subview}}.swift`.
public struct PathPattern: Sendable, Equatable {
    /// Placeholders every scope can use, and those only some scopes have.
    static let projectNames: Set<String> = ["output", "runtime", "runtimeFolder"]
    static let names: [ArchitectureManifest.Scope: Set<String>] = [
        .project: projectNames,
        .feature: projectNames.union(["feature"]),
        .subview: projectNames.union(["feature", "subview"]),
        .route: projectNames.union(["feature", "route"]),
    ]

    public let text: String

    /// The placeholders of `text` that `scope` does not provide; empty when the pattern is good.
    static func problems(in text: String, scope: ArchitectureManifest.Scope) -> [String] {
        var problems: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                problems.append("'{{' without a closing '}}'")
                break
            }
            let name = String(rest[open.upperBound..<close.lowerBound]).trimmingBlanks
            if !(names[scope] ?? []).contains(name) {
                let allowed = (names[scope] ?? []).sorted().map { "{{\($0)}}" }.joined(separator: ", ")
                problems.append("unknown placeholder '{{\(name)}}' for a \(scope.rawValue) file; it can use \(allowed)")
            }
            rest = rest[close.upperBound...]
        }
        return problems
    }

    /// The path with every placeholder replaced.
    func expanded(_ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            result += values[String(rest[open.upperBound..<close.lowerBound]).trimmingBlanks] ?? ""
            rest = rest[close.upperBound...]
        }
        return ProjectPath.normalized(result + rest)
    }
}
