/// The path of a generated file as a manifest writes it: project-relative, with placeholders
/// for the project's settings and the names of what is rendered —
/// `{{output}}/{{feature}}/Components/{{subview}}.swift`.
public struct PathPattern: Sendable, Equatable {
    /// Placeholders every scope can use, and those only some scopes have.
    static let projectNames: Set<String> = ["output", "runtime", "runtimeFolder"]

    static func names(in scope: ArchitectureManifest.Scope) -> Set<String> {
        switch scope {
        case .project: projectNames
        case .feature: projectNames.union(["feature"])
        case .subview: projectNames.union(["feature", "subview"])
        case .route: projectNames.union(["feature", "route"])
        }
    }

    public let text: String

    /// The placeholders of `text` that `scope` does not provide; empty when the pattern is good.
    static func problems(in text: String, scope: ArchitectureManifest.Scope) -> [String] {
        var problems: [String] = []
        let names = names(in: scope)
        for piece in pieces(of: text) {
            switch piece {
            case .text: continue
            case .unclosed: problems.append("'{{' without a closing '}}'")
            case .placeholder(let name) where !names.contains(name):
                let allowed = names.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
                problems.append("unknown placeholder '{{\(name)}}' for a \(scope.rawValue) file; it can use \(allowed)")
            case .placeholder: continue
            }
        }
        return problems
    }

    /// The path with every placeholder replaced.
    func expanded(_ values: [String: String]) -> String {
        var result = ""
        for piece in Self.pieces(of: text) {
            switch piece {
            case .text(let text), .unclosed(let text): result += text
            case .placeholder(let name): result += values[name] ?? ""
            }
        }
        return ProjectPath.normalized(result)
    }

    private enum Piece {
        case text(Substring)
        case placeholder(String)
        /// From a `{{` that no `}}` closes to the end.
        case unclosed(Substring)
    }

    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = pair(UInt8(ascii: "{"), in: rest[...]) {
            guard let close = pair(UInt8(ascii: "}"), in: rest[open.upperBound...]) else {
                pieces.append(.text(rest[..<open.lowerBound]))
                pieces.append(.unclosed(rest[open.lowerBound...]))
                return pieces
            }
            pieces.append(.text(rest[..<open.lowerBound]))
            pieces.append(.placeholder(String(rest[open.upperBound..<close.lowerBound]).trimmingBlanks))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(rest))
        return pieces
    }

    /// The first two bytes `byte` in a row (`{{`, `}}`).
    private static func pair(_ byte: UInt8, in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == byte, next < bytes.endIndex, bytes[next] == byte { return index..<bytes.index(after: next) }
            index = next
        }
        return nil
    }
}
