/// Assembles loader events into nested nodes, checking depth, key kinds and duplicate keys.
struct YAMLTreeBuilder {
    enum ContainerKind { case sequence, mapping }

    private struct Frame {
        var kind: ContainerKind
        var location: SourceLocation
        var isFlow: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: (text: String, location: SourceLocation)?
        var seenKeys: [String: SourceLocation] = [:]
    }

    private let file: String
    private var stack: [Frame] = []
    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func open(_ kind: ContainerKind, at location: SourceLocation, isFlow: Bool) throws(DiagnosticsError) {
        if stack.last?.kind == .mapping && stack.last?.pendingKey == nil {
            throw DiagnosticsError(
                .error(
                    "a mapping key must be a plain name, not a \(kind == .sequence ? "list" : "mapping")",
                    at: location))
        }
        guard stack.count < YAMLLoader.maximumDepth else {
            throw DiagnosticsError(
                .error(
                    "the spec is nested more than \(YAMLLoader.maximumDepth) levels deep", at: location))
        }
        stack.append(Frame(kind: kind, location: location, isFlow: isFlow))
    }

    mutating func close() {
        guard let frame = stack.popLast() else { return }
        let node: YAMLNode
        switch frame.kind {
        case .sequence: node = YAMLNode(.sequence(frame.items), at: frame.location, isFlow: frame.isFlow)
        case .mapping: node = YAMLNode(.mapping(frame.pairs), at: frame.location, isFlow: frame.isFlow)
        }
        add(node)
    }

    mutating func add(_ node: YAMLNode) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        switch stack[top].kind {
        case .sequence:
            stack[top].items.append(node)
        case .mapping:
            if let key = stack[top].pendingKey {
                stack[top].pairs.append(.init(key: key.text, keyLocation: key.location, value: node))
                stack[top].pendingKey = nil
            } else {
                addKey(node, to: top)
            }
        }
    }

    private mutating func addKey(_ node: YAMLNode, to top: Int) {
        let text = node.scalar?.text ?? ""
        if node.scalar?.isPlain == true && text == "<<" {
            diagnostics.append(
                .error(
                    "merge keys ('<<') are not supported in specs", at: node.location,
                    notes: [.init("write the keys out in this mapping")]))
        } else if let first = stack[top].seenKeys[text] {
            diagnostics.append(
                .error(
                    "duplicate key '\(text)'", at: node.location,
                    notes: [.init("'\(text)' is first set here", at: first)]))
        } else {
            stack[top].seenKeys[text] = node.location
        }
        stack[top].pendingKey = (text, node.location)
    }
}
