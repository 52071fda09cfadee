/// The declarations of generated Swift, read from its tokens: types and their members, in
/// the scopes they land in, skipping every body (a function's, a property's, a closure's).
/// The same answers as SwiftParser's tree on every golden file (`DeclarationScannerTests`),
/// at a fraction of its cost.
struct DeclarationScanner {
    private let tokens: [SwiftToken]
    private let file: String
    private var index = 0
    private var found: [GeneratedDeclaration] = []
    private var clauseCount = 0
    /// Keywords written where a declaration's name goes (`var static`): no Swift parses them.
    private var keywordNames: [SwiftToken] = []

    static func declarations(in text: String, file: String) -> [GeneratedDeclaration] {
        scan(text, file: file).declarations
    }

    static func scan(_ text: String, file: String) -> (declarations: [GeneratedDeclaration], keywordNames: [SwiftToken]) {
        var scanner = DeclarationScanner(tokens: SwiftTokens.tokens(of: text), file: file)
        scanner.members(scope: "", clauses: [:], isProtocol: false)
        return (scanner.found, scanner.keywordNames)
    }

    /// Words Swift never takes as a name without backticks.
    private static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    private init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "nonisolated", "mutating",
        "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned", "indirect", "dynamic", "optional",
        "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix", "rethrows",
    ]
    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "associatedtype", "var", "let", "func",
        "init", "case", "subscript", "deinit", "import", "operator", "precedencegroup", "macro",
    ]

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
        let position = index + offset
        return position < tokens.count && tokens[position].kind == .symbol && tokens[position].text == text
    }

    private func isWord(_ text: String, at offset: Int = 0) -> Bool {
        let position = index + offset
        return position < tokens.count && tokens[position].kind == .word && !tokens[position].isEscaped && tokens[position].text == text
    }

    /// Reads declarations until the `}` that closes the scope (consumed) or the end; at `#elseif`,
    /// `#else` and `#endif` it stops without consuming them.
    private mutating func members(scope: String, clauses: [String: Int], isProtocol: Bool) {
        while let token = current {
            if token.kind == .symbol && token.text == "}" {
                index += 1
                return
            }
            if isSymbol("#"), let next = tokens[safe: index + 1], ["elseif", "else", "endif"].contains(next.text) { return }
            declaration(scope: scope, clauses: clauses, isProtocol: isProtocol)
        }
    }

    private mutating func declaration(scope: String, clauses: [String: Int], isProtocol: Bool) {
        var isStatic = false
        var isPrivate = false
        // Attributes and modifiers.
        while let token = current {
            if isSymbol("@") {
                index += 2
                // `@Perception.Bindable`
                while isSymbol("."), tokens[safe: index + 1]?.kind == .word { index += 2 }
                if isSymbol("(") { skipBalanced() }
            } else if token.kind == .word, !token.isEscaped,
                Self.modifiers.contains(token.text)
                    || (token.text == "class"
                        && tokens[safe: index + 1].map { Self.declarationKeywords.contains($0.text) && $0.text != "class" } == true)
            {
                if token.text == "static" || token.text == "class" { isStatic = true }
                if token.text == "private" || token.text == "fileprivate" { isPrivate = true }
                index += 1
                // `private(set)`
                if isSymbol("("), tokens[safe: index + 2]?.text == ")" { index += 3 }
            } else {
                break
            }
        }
        guard let keyword = current else { return }
        if isSymbol("#") {
            poundDirective(scope: scope, clauses: clauses, isProtocol: isProtocol)
            return
        }
        guard keyword.kind == .word, !keyword.isEscaped, Self.declarationKeywords.contains(keyword.text) else {
            // A statement or an expression where no declaration is (top-level code): step over it.
            let start = index
            skipStatement()
            if index == start { index += 1 }
            return
        }
        index += 1
        let declaredScope = isPrivate && scope.isEmpty ? "\(file)#" : scope
        switch keyword.text {
        case "struct", "class", "enum", "actor", "protocol":
            guard let name = current, name.kind == .word else { return skipStatement() }
            index += 1
            record(.type, name, scope: declaredScope, clauses: clauses)
            guard skipToBody() else { return }
            let inner =
                declaredScope.isEmpty
                ? name.text : declaredScope.hasSuffix("#") ? declaredScope + name.text : "\(declaredScope).\(name.text)"
            if keyword.text == "protocol" {
                // Requirements, which extensions implement under the same names.
                var ignored = DeclarationScanner(tokens: [], file: file)
                swap(&ignored.found, &found)
                members(scope: inner, clauses: clauses, isProtocol: true)
                swap(&ignored.found, &found)
            } else {
                members(scope: inner, clauses: clauses, isProtocol: false)
            }
        case "extension":
            var path = ""
            while let part = current, part.kind == .word {
                path += part.text
                index += 1
                if isSymbol("<") { skipAngles() }
                guard isSymbol("."), tokens[safe: index + 1]?.kind == .word else { break }
                path += "."
                index += 1
            }
            guard skipToBody() else { return }
            members(scope: scope.isEmpty ? path : "\(scope).\(path)", clauses: clauses, isProtocol: false)
        case "typealias", "associatedtype":
            if let name = current, name.kind == .word {
                index += 1
                record(.type, name, scope: declaredScope, clauses: clauses)
            }
            skipStatement()
        case "var", "let":
            binding(scope: declaredScope, clauses: clauses, isStatic: isStatic)
        case "func", "init":
            function(keyword, scope: declaredScope, clauses: clauses, isStatic: isStatic)
        case "case":
            cases(scope: declaredScope, clauses: clauses)
        default:
            skipStatement()
        }
    }

    private mutating func binding(scope: String, clauses: [String: Int], isStatic: Bool) {
        while true {
            if let name = current, name.kind == .word {
                index += 1
                record(.variable, name, scope: scope, clauses: clauses, isStatic: isStatic)
            }
            // Its type, value and accessors, up to a `,` before the next binding.
            var reachedComma = false
            skipStatement(stopAtComma: &reachedComma)
            guard reachedComma else { return }
        }
    }

    private mutating func function(_ keyword: SwiftToken, scope: String, clauses: [String: Int], isStatic: Bool) {
        var name = keyword
        if keyword.text == "func" {
            guard let word = current else { return }
            name = word
            index += 1
        } else if isSymbol("?") || isSymbol("!") {
            index += 1
        }
        if isSymbol("<") { skipAngles() }
        guard isSymbol("(") else { return skipStatement() }
        let parameters = parameterList(labelled: true)
        var isAsync = false
        while let token = current, !(token.kind == .symbol && (token.text == "{" || token.text == "}")), !startsDeclaration(token) {
            if token.kind == .word, token.text == "async" { isAsync = true }
            if isSymbol("(") || isSymbol("[") || isSymbol("<") { skipBalanced() } else { index += 1 }
        }
        record(
            keyword.text == "init" ? .initializer : .function, name, scope: scope, clauses: clauses, labels: parameters.map(\.label),
            types: parameters.map(\.type), isStatic: isStatic, isAsync: isAsync, defaulted: parameters.map(\.hasDefault))
        if isSymbol("{") { skipBalanced() }
    }

    private mutating func cases(scope: String, clauses: [String: Int]) {
        while let name = current, name.kind == .word {
            index += 1
            var labels: [String]?
            var types: [String] = []
            if isSymbol("(") {
                let values = parameterList(labelled: false)
                labels = values.map(\.label)
                types = values.map(\.type)
            }
            record(.enumCase, name, scope: scope, clauses: clauses, labels: labels, types: types, isStatic: true)
            // A raw value.
            if isSymbol("=") { index += 1; if current != nil, !startsDeclaration(current!) { index += 1 } }
            guard isSymbol(",") else { return }
            index += 1
        }
    }

    private struct Parameter {
        var label: String
        var type: String
        var hasDefault: Bool
    }

    /// `(a: Int, _ b: String = "")` of a function (`labelled`: the first name is the label) or
    /// `(Int, count: Int)` of a case (a label only where a `:` follows a name).
    private mutating func parameterList(labelled: Bool) -> [Parameter] {
        index += 1
        var parameters: [Parameter] = []
        while let token = current, !(token.kind == .symbol && token.text == ")") {
            var parts: [SwiftToken] = []
            var hasDefault = false
            var typeText = ""
            var sawColon = false
            while let part = current, !(part.kind == .symbol && (part.text == "," || part.text == ")")) {
                if part.kind == .symbol && part.text == "=" && sawColon {
                    hasDefault = true
                    index += 1
                    while let skipped = current, !(skipped.kind == .symbol && (skipped.text == "," || skipped.text == ")")) {
                        if isSymbol("(") || isSymbol("[") || isSymbol("{") { skipBalanced() } else { index += 1 }
                    }
                    break
                }
                if part.kind == .symbol && part.text == ":" && !sawColon {
                    sawColon = true
                    index += 1
                    continue
                }
                if !sawColon, part.kind == .symbol, part.text == "@" {
                    // An attribute of the parameter (`@ViewBuilder root:`).
                    index += 2
                    if isSymbol("(") { skipBalanced() }
                    continue
                }
                let start = index
                if isSymbol("(") || isSymbol("[") || isSymbol("<") { skipBalanced() } else { index += 1 }
                let text = tokens[start..<index].map(\.text).joined()
                if sawColon {
                    typeText += text
                } else {
                    var group = part
                    group.text = text
                    parts.append(group)
                }
            }
            let label: String
            if labelled {
                label = parts.first?.text ?? "_"
            } else if sawColon, let first = parts.first {
                label = first.text
            } else {
                label = "_"
                typeText = parts.map(\.text).joined()
            }
            // A variadic parameter's type is its element's (`Output...`), as SwiftParser's is.
            if typeText.hasSuffix("...") { typeText.removeLast(3) }
            parameters.append(Parameter(label: label, type: typeText, hasDefault: hasDefault))
            if isSymbol(",") { index += 1 }
        }
        if isSymbol(")") { index += 1 }
        return parameters
    }

    /// `#if` … `#elseif` … `#else` … `#endif`: each clause's declarations, told apart by
    /// clause; a freestanding macro (`#Preview { … }`) is stepped over.
    private mutating func poundDirective(scope: String, clauses: [String: Int], isProtocol: Bool) {
        guard let directive = tokens[safe: index + 1] else {
            index += 1
            return
        }
        guard directive.text == "if" else {
            index += 2
            if directive.text == "endif" || directive.text == "else" || directive.text == "elseif" { return }
            if isSymbol("(") { skipBalanced() }
            if isSymbol("{") { skipBalanced() }
            return
        }
        clauseCount += 1
        let id = "\(file)#if\(clauseCount)"
        var clause = 0
        index += 2
        skipRestOfLine()
        while current != nil {
            var inner = clauses
            inner[id] = clause
            members(scope: scope, clauses: inner, isProtocol: isProtocol)
            guard isSymbol("#"), let next = tokens[safe: index + 1] else { return }
            index += 2
            if next.text == "endif" { return }
            if next.text == "elseif" { skipRestOfLine() }
            clause += 1
        }
    }

    private mutating func skipRestOfLine() {
        guard let line = tokens[safe: index - 1]?.line else { return }
        while let token = current, token.line == line {
            if isSymbol("(") { skipBalanced() } else { index += 1 }
        }
    }

    private mutating func record(
        _ kind: GeneratedDeclaration.Kind, _ name: SwiftToken, scope: String, clauses: [String: Int], labels: [String]? = nil,
        types: [String] = [], isStatic: Bool = false, isAsync: Bool = false, defaulted: [Bool] = []
    ) {
        if kind != .initializer, !name.isEscaped, Self.reservedWords.contains(name.text) { keywordNames.append(name) }
        found.append(
            GeneratedDeclaration(
                kind: kind, name: name.text, labels: labels, parameterTypes: types, defaulted: defaulted, isStatic: isStatic,
                isAsync: isAsync, scope: scope, clauses: clauses, file: file, line: name.line, column: name.column, text: ""))
    }

    /// Past a type's name, generics, inheritance and `where` clause to inside its `{`.
    private mutating func skipToBody() -> Bool {
        while let token = current {
            if token.kind == .symbol && token.text == "{" {
                index += 1
                return true
            }
            if token.kind == .symbol && token.text == "}" { return false }
            if isSymbol("(") || isSymbol("[") || isSymbol("<") { skipBalanced() } else { index += 1 }
        }
        return false
    }

    /// `<` written right after a capitalised name: `Array<Int>`, not `count < 3`.
    private func followsTypeName(at position: Int) -> Bool {
        guard let previous = tokens[safe: position - 1], previous.kind == .word, previous.text.first?.isUppercase == true else {
            return false
        }
        let token = tokens[position]
        return previous.line == token.line && previous.column + previous.text.utf8.count == token.column
    }

    private func startsDeclaration(_ token: SwiftToken) -> Bool {
        guard token.startsLine else { return false }
        if token.kind == .symbol { return token.text == "@" || token.text == "#" || token.text == "}" }
        return token.kind == .word && !token.isEscaped
            && (Self.declarationKeywords.contains(token.text) || Self.modifiers.contains(token.text))
    }

    private mutating func skipStatement() {
        var ignored = false
        skipStatement(stopAtComma: &ignored, stoppingAtComma: false)
    }

    /// Past the rest of a declaration: to the next line that starts one, or the scope's `}`,
    /// skipping bracketed parts whole (a body, a closure, a value over several lines).
    private mutating func skipStatement(stopAtComma: inout Bool, stoppingAtComma: Bool = true) {
        var inValue = false
        while let token = current {
            if startsDeclaration(token) { return }
            if token.kind == .symbol {
                switch token.text {
                case "=":
                    inValue = true
                case "<" where !inValue || followsTypeName(at: index):
                    // Generic arguments of a type (`StoreOf<Feature>`, `Subject<Int, Never>()`),
                    // never a comparison, which formatted code writes with spaces.
                    skipAngles()
                    continue
                case "}": return
                case ";":
                    index += 1
                    return
                case "," where stoppingAtComma:
                    index += 1
                    stopAtComma = true
                    return
                case "{", "(", "[":
                    skipBalanced()
                    continue
                default: break
                }
            }
            index += 1
        }
    }

    /// Past a bracketed group that starts at the current token, nested groups included.
    private mutating func skipBalanced() {
        guard let open = current?.text else { return }
        if open == "<" { return skipAngles() }
        let close = open == "(" ? ")" : open == "[" ? "]" : "}"
        var depth = 0
        while let token = current {
            index += 1
            guard token.kind == .symbol else { continue }
            if token.text == open {
                depth += 1
            } else if token.text == close {
                depth -= 1
                if depth == 0 { return }
            } else if token.text == "(" || token.text == "[" || token.text == "{", token.text != open {
                index -= 1
                skipBalanced()
            }
        }
    }

    /// Past `<…>` of generics: angle brackets nest, and brackets inside them are skipped whole.
    private mutating func skipAngles() {
        var depth = 0
        while let token = current {
            if token.kind == .symbol {
                switch token.text {
                case "<": depth += 1
                case ">":
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                case "(", "[":
                    skipBalanced()
                    continue
                case "{", "}", "=": return
                default: break
                }
            }
            index += 1
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
