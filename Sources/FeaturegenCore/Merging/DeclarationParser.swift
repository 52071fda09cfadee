import SwiftParser
import SwiftSyntax

/// Parses Swift text into a `DeclarationNode` tree with SwiftParser. Returns nil for text that
/// does not parse cleanly (the user is mid-edit, or conflict markers remain): the merge then
/// falls back to lines.
struct DeclarationParser {
    private let lines: [Substring]
    /// UTF-8 offset of the start of each line.
    private let lineStarts: [Int]

    static func parse(_ lines: [Substring]) -> DeclarationNode? {
        let text = lines.joined(separator: "\n") + "\n"
        let file = Parser.parse(source: text)
        guard !file.hasError else { return nil }
        return DeclarationParser(lines: lines).root(file)
    }

    private init(lines: [Substring]) {
        self.lines = lines
        var starts: [Int] = []
        starts.reserveCapacity(lines.count)
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.utf8.count + 1
        }
        lineStarts = starts
    }

    private func root(_ file: SourceFileSyntax) -> DeclarationNode {
        // Top-level code (a script, or text that is not Swift) has no declarations to match.
        guard file.statements.allSatisfy({ Self.isDeclaration($0.item) }) else {
            return DeclarationNode(keys: [], head: lines)
        }
        let items = file.statements.map { item -> (Syntax, DeclarationNode) in
            (Syntax(item), leaf(keys: Self.keys(of: item)))
        }
        var node = DeclarationNode(keys: [], head: [])
        if let children = cut(items, after: -1, before: lines.count) {
            node.isContainer = true
            node.children = children
            node.tail = Array(lines[(lastLine(of: items.last?.0) + 1)...])
            return node
        }
        node.head = lines
        return node
    }

    /// A declaration, or a freestanding macro at the top level (`#Preview { … }`), which the
    /// parser reads as an expression.
    private static func isDeclaration(_ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .decl: true
        case .expr(let expression): expression.is(MacroExpansionExprSyntax.self)
        default: false
        }
    }

    // MARK: - Cutting on lines

    /// The children of a container whose opening brace is on line `open` and closing brace on
    /// line `close`, each with its lines filled in; nil when they cannot be cut on whole lines.
    /// `scope` is the container's: the type a nested type is declared in.
    private func cut(_ items: [(Syntax, DeclarationNode)], after open: Int, before close: Int, in scope: String? = nil)
        -> [DeclarationNode]?
    {
        var children: [DeclarationNode] = []
        var previousEnd = open
        for (syntax, template) in items {
            let first = firstLine(of: syntax)
            let last = lastLine(of: syntax)
            guard first > previousEnd, last >= first, last < close else { return nil }
            var child = fill(template, syntax: syntax, from: previousEnd + 1, through: last, in: scope)
            child.leading = first - (previousEnd + 1)
            children += Self.splittingMarks(child)
            previousEnd = last
        }
        return children
    }

    /// A node for `syntax` spanning lines `start...end`, structured where its kind allows. A type
    /// nested in another is scoped by both names, as an extension names it (`GiftDetailDestination`
    /// for `Destination` in `GiftDetail`, and for `extension GiftDetail.Destination`): two nested
    /// types of one name (`GiftDetail.Action`, `GiftDetail.Destination.Action`) are two scopes.
    private func fill(_ template: DeclarationNode, syntax: Syntax, from start: Int, through end: Int, in outer: String?)
        -> DeclarationNode
    {
        var node = template
        node.head = Array(lines[start...end])
        guard let (members, braces, ownScope) = structure(of: syntax) else { return node }
        let scope = outer.map { !$0.hasPrefix("switch ") && template.key.hasPrefix("type ") ? $0 + ownScope : ownScope } ?? ownScope
        let open = lastLine(of: Syntax(braces.open))
        let close = firstLine(of: Syntax(braces.close))
        guard open >= start, close <= end, open < close,
            let children = cut(members, after: open, before: close, in: scope)
        else { return node }
        node.isContainer = true
        node.scope = scope
        node.head = Array(lines[start...open])
        node.children = children
        node.tail = Array(lines[(lastLine(of: members.last?.0) + 1).clamped(atLeast: open + 1)...end])
        return node
    }

    /// A `// MARK:` above a declaration heads a section, not the declaration: it becomes a node
    /// of its own, matched by its text, so a declaration added above or below it (by the user,
    /// or by the spec) neither takes it along nor writes it twice.
    private static func splittingMarks(_ node: DeclarationNode) -> [DeclarationNode] {
        var node = node
        var marks: [DeclarationNode] = []
        while let index = node.head.prefix(node.leading).firstIndex(where: { $0.trimmingBlanks.hasPrefix("// MARK:") }) {
            let lines = Array(node.head[...index])
            var mark = DeclarationNode(keys: ["mark " + lines[lines.count - 1].trimmingBlanks], allowsDuplicates: true, head: lines)
            mark.leading = lines.count - 1
            marks.append(mark)
            node.head.removeFirst(lines.count)
            node.leading -= lines.count
        }
        return marks + [node]
    }

    private func firstLine(of syntax: Syntax) -> Int {
        line(containing: syntax.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func lastLine(of syntax: Syntax?) -> Int {
        guard let syntax else { return -1 }
        return line(
            containing: max(syntax.positionAfterSkippingLeadingTrivia.utf8Offset, syntax.endPositionBeforeTrailingTrivia.utf8Offset - 1))
    }

    private func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    // MARK: - Structure

    private typealias Braces = (open: TokenSyntax, close: TokenSyntax)

    /// The members of a type or extension, or the cases of the one `switch` a function's body
    /// holds; nil for a leaf.
    private func structure(of syntax: Syntax) -> (members: [(Syntax, DeclarationNode)], braces: Braces, scope: String)? {
        if let item = syntax.as(CodeBlockItemSyntax.self) {
            return structure(of: Syntax(item.item))
        }
        if let item = syntax.as(MemberBlockItemSyntax.self) {
            return structure(of: Syntax(item.decl))
        }
        if let group = syntax.asProtocol((any DeclGroupSyntax).self) {
            let members = group.memberBlock.members.map { member in
                (Syntax(member), leaf(keys: Self.keys(ofDeclaration: Syntax(member.decl))))
            }
            let scope = Self.typeName(of: syntax) ?? ""
            return (members, (group.memberBlock.leftBrace, group.memberBlock.rightBrace), scope)
        }
        if let function = syntax.as(FunctionDeclSyntax.self), let body = function.body,
            let switchExpression = Self.onlySwitch(in: body.statements)
        {
            return cases(of: switchExpression, scope: "switch " + function.name.text)
        }
        if let variable = syntax.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let accessors = binding.accessorBlock,
            let switchExpression = Self.onlyOutermostSwitch(in: Syntax(accessors))
        {
            // A computed property whose one switch sits in a closure: a reducer's
            // `var body { Reduce { state, action in switch action { … } } }`.
            return cases(of: switchExpression, scope: "switch " + binding.pattern.trimmedDescription)
        }
        return nil
    }

    /// The one `switch` in a subtree that is not inside another; nil when there is none or
    /// more than one (a user's own switch beside the generated one: merged as lines).
    private static func onlyOutermostSwitch(in syntax: Syntax) -> SwitchExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: [SwitchExprSyntax] = []
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        return finder.found.count == 1 ? finder.found[0] : nil
    }

    /// A switch's cases as the members of the declaration that holds it.
    private func cases(of switchExpression: SwitchExprSyntax, scope: String) -> (
        members: [(Syntax, DeclarationNode)], braces: Braces, scope: String
    ) {
        let cases = switchExpression.cases.map { item in (Syntax(item), leaf(keys: [Self.caseKey(of: item)])) }
        return (cases, (switchExpression.leftBrace, switchExpression.rightBrace), scope)
    }

    private func leaf(keys: [String]) -> DeclarationNode {
        DeclarationNode(
            keys: keys,
            allowsDuplicates: ["extension ", "other ", "macro "].contains { keys.first?.hasPrefix($0) == true }, head: [])
    }

    /// The one `switch` among a body's statements; nil when there is none or more than one.
    private static func onlySwitch(in statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        let switches = statements.compactMap { item -> SwitchExprSyntax? in
            if let expression = item.item.as(SwitchExprSyntax.self) { return expression }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression.as(SwitchExprSyntax.self) }
            return nil
        }
        return switches.count == 1 ? switches[0] : nil
    }
}

extension Int {
    fileprivate func clamped(atLeast lower: Int) -> Int { Swift.max(self, lower) }
}
