/// Finds the names a template uses that its context does not have, the way Mustache looks
/// names up: in the innermost section's value first, then outwards. `{{featur}}` is an error
/// at its line and column, with a did-you-mean, instead of empty text in the output.
struct TemplateNameChecker {
    /// The context types, with `OptionsContext` answering the architecture's spec options.
    private let types: [String: [String: TemplateSchema.Value]]

    init(options: [SpecOption] = []) {
        var types = TemplateSchema.types
        types[TemplateSchema.options] = Dictionary(
            options.flatMap { option in
                option.templateNames.map { name in
                    let value: TemplateSchema.Value =
                        option.kind == .cases && name.name == option.name ? .context("ActionContext") : name.isList ? .strings : .scalar
                    return (name.name, value)
                }
            },
            uniquingKeysWith: { first, _ in first })
        types[TemplateSchema.architectureFlags] = Dictionary(uniqueKeysWithValues: ArchitectureCatalog.names.map { ($0, .scalar) })
        types[TemplateSchema.routesByArchitecture] = Dictionary(
            uniqueKeysWithValues: ArchitectureCatalog.names.map { ($0, TemplateSchema.Value.context("RouteContext")) })
        self.types = types
    }

    func diagnostics(in text: String, file: String, root: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stack: [String?] = [root]  // context type names; nil for a section that adds none
        let bytes = Array(text.utf8)
        var index = 0
        while let open = Self.find("{{", in: bytes, from: index) {
            let triple = open + 2 < bytes.count && bytes[open + 2] == UInt8(ascii: "{")
            let closing = triple ? "}}}" : "}}"
            guard let close = Self.find(closing, in: bytes, from: open + 2) else { break }
            let content = String(decoding: bytes[(open + (triple ? 3 : 2))..<close], as: UTF8.self).trimmingBlanks
            index = close + closing.utf8.count
            guard let sigil = content.first else { continue }
            var name = content
            switch sigil {
            case "!", "%", ">", "$", "<": continue
            case "=": return diagnostics  // new delimiters: the rest is not in {{ }} any more
            case "#", "^", "/", "&": name = content.dropFirst().trimmingBlanks
            default: break
            }
            let location = Self.location(of: open, in: bytes, file: file)
            if sigil == "/" {
                if stack.count > 1 { stack.removeLast() }
                continue
            }
            switch resolve(name, in: stack) {
            case .failure(let message):
                diagnostics.append(.error(message.text, at: location, notes: message.notes))
                if sigil == "#" || sigil == "^" { stack.append(nil) }
            case .success(let value):
                guard sigil == "#" || sigil == "^" else { continue }
                if sigil == "#", case .context(let type)? = value { stack.append(type) } else { stack.append(nil) }
            }
        }
        return diagnostics
    }

    private struct Problem: Error {
        var text: String
        var notes: [Diagnostic.Note] = []
    }

    /// What a tag's name stands for: nil for a value without names of its own.
    private func resolve(_ name: String, in stack: [String?]) -> Result<TemplateSchema.Value?, Problem> {
        if name == "." { return .success(nil) }
        if let parenthesis = name.firstIndex(of: "("), name.hasSuffix(")") {
            let function = String(name[..<parenthesis]).trimmingBlanks
            guard TemplateSchema.transforms.contains(function) else {
                return .failure(
                    Problem(
                        text: "unknown transform '\(function)' in '{{\(name)}}'",
                        notes: [.init("transforms are: \(TemplateSchema.transforms.sorted().joined(separator: ", "))")]))
            }
            let argument = String(name[name.index(after: parenthesis)..<name.index(before: name.endIndex)]).trimmingBlanks
            return argument.isEmpty ? .success(nil) : resolve(argument, in: stack)
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var value: TemplateSchema.Value?
        for frame in stack.reversed() {
            if let type = frame, let found = types[type]?[parts[0]] {
                value = found
                break
            }
        }
        guard var current = value else { return .failure(unknown(parts[0], in: stack)) }
        for part in parts.dropFirst() {
            guard case .context(let type) = current, let next = types[type]?[part] else {
                return .failure(Problem(text: "'\(name)' names '\(part)', which '\(parts[0])' does not have"))
            }
            current = next
        }
        return .success(current)
    }

    private func unknown(_ name: String, in stack: [String?]) -> Problem {
        let visible = stack.compactMap { $0 }.flatMap { types[$0]?.keys.map { $0 } ?? [] }
        var notes: [Diagnostic.Note] = []
        if let guess = DidYouMean.suggestion(for: name, among: Array(Set(visible)).sorted()) {
            notes.append(.init("did you mean '\(guess)'?"))
        }
        notes.append(.init("the names templates can use are listed in the README, under 'Writing your own templates'"))
        return Problem(text: "unknown name '\(name)': the template's context has no such value", notes: notes)
    }

    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
            if Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
        }
        return nil
    }

    private static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourceLocation(file: file, line: line, column: column)
    }
}
