/// The first body of a screen (`FirstBodyContext`), from the spec's state, effects and actions.
extension ContextBuilder {
    /// `actions` are the feature's, as `actionContexts` writes them: the buttons call their handlers.
    static func firstBody(of spec: FeatureSpec, actions: [ActionContext]) -> FirstBodyContext {
        let effects = spec.actions.compactMap(\.effect)
        let shownBySubviews = Set(
            spec.subviews.flatMap { subview in
                subview.fields.compactMap { field -> String? in
                    if case let .parentField(name) = field.source { return name }
                    return nil
                }
            })
        let loading = effects.compactMap(\.loading).first { !shownBySubviews.contains($0) }
        let failure = effects.compactMap(\.failure).first { !shownBySubviews.contains($0) }
        let skipped = shownBySubviews.union([loading, failure].compactMap { $0 })
        let rows = spec.state.filter { !skipped.contains($0.name) && $0.forEach == nil && !$0.isFocusState }
            .compactMap { row(for: $0, in: spec) }
        let responses = Set(effects.compactMap(\.response))
        let buttons = spec.actions.filter { action in
            action.parameters.isEmpty && !responses.contains(action.name) && !action.isAlertButtonAction
                && !isEvent(action.name) && !["viewDidLoad", "task"].contains(action.name)
        }
        .map { action in
            let name = SwiftIdentifier.escaped(action.name)
            let context = actions.first { $0.name == name }
            return BodyButtonContext(
                title: title(of: action.name), name: name, handlerCall: context?.handlerCall ?? "\(name)()",
                opensRoute: context?.route.map { !$0.isCustom } ?? false)
        }
        let hasOwnViews = !rows.isEmpty || !buttons.isEmpty || loading != nil || failure != nil
        return FirstBodyContext(
            rows: rows, loading: loading.map(SwiftIdentifier.escaped) ?? "", hasLoading: loading != nil,
            failure: failure.map(SwiftIdentifier.escaped) ?? "", hasFailure: failure != nil, buttons: buttons,
            isEmpty: !hasOwnViews && spec.subviews.isEmpty && !spec.state.contains { $0.forEach != nil }, hasOwnViews: hasOwnViews)
    }

    /// `didScrollToBottom`, `onItemAppear`, `willClose`: something that happened, sent by a
    /// view, not a command a button gives.
    private static func isEvent(_ name: String) -> Bool {
        ["on", "did", "will"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// `addToCart` → `Add to cart`; TCA's `addButtonTapped` → `Add`.
    static func title(of name: String) -> String {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        for suffix in [["Button", "Tapped"], ["Tapped"]] where words.count > suffix.count && Array(words.suffix(suffix.count)) == suffix {
            words.removeLast(suffix.count)
        }
        let sentence = words.enumerated().map { index, word in
            index == 0
                ? SwiftIdentifier.uppercasingFirst(word) : word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }
        return sentence.joined(separator: " ")
    }

    private static let valueTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "Decimal"]

    private static func row(for field: FeatureSpec.StateField, in spec: FeatureSpec) -> BodyRowContext? {
        let name = SwiftIdentifier.escaped(field.name)
        let type = field.type.filter { !$0.isWhitespace }
        var row = BodyRowContext(
            field: name, isText: false, isValue: false, isList: false, label: title(of: field.name), listID: "", itemText: "")
        if type == "String" {
            row.isText = true
        } else if valueTypes.contains(type) {
            row.isValue = true
        } else if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let element = String(type.dropFirst().dropLast())
            if ["String", "Int"].contains(element) {
                row.listID = "\\.self"
                row.itemText = element == "String" ? "item" : "String(item)"
            } else if let nested = spec.types.first(where: { $0.name == element }), case let .structure(fields) = nested.shape,
                fields.contains(where: { $0.name == "id" })
            {
                row.listID = "\\.id"
                let text = fields.first { $0.type == "String" && $0.name != "id" }
                row.itemText = text.map { "item.\(SwiftIdentifier.escaped($0.name))" } ?? "String(describing: item)"
            } else {
                return nil
            }
            row.isList = true
        } else {
            return nil
        }
        return row
    }
}
