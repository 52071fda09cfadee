/// The first body of a screen (`FirstBodyContext`), from the spec's state, effects and actions.
extension ContextBuilder {
    /// `actions` are the feature's, as `actionContexts` writes them: the buttons call their handlers;
    /// `routes` are its routes, which a navigation stack's root opens with links (`stackLinks`)
    /// where they open features of its own `architecture`.
    static func firstBody(
        of spec: FeatureSpec, actions: [ActionContext], routes: [RouteContext] = [], architecture: String? = nil
    ) -> FirstBodyContext {
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
        var rows = spec.state.filter { !skipped.contains($0.name) && $0.forEach == nil && !$0.isFocusState }
            .compactMap { row(for: $0, in: spec) }
        let responses = Set(effects.compactMap(\.response))
        // An action an alert's button sends is confirmed there: a button of its own would skip
        // the question ("Delete the picture?").
        let confirmed = Set(spec.routes.flatMap { $0.alert?.buttons ?? [] }.compactMap(\.action))
        var buttons = spec.actions.filter { action in
            action.parameters.isEmpty && !responses.contains(action.name) && !confirmed.contains(action.name)
                && !isEvent(action.name) && !["viewDidLoad", "viewDidDisappear", "task"].contains(action.name)
        }
        .map { action in
            let name = SwiftIdentifier.escaped(action.name)
            let context = actions.first { $0.name == name }
            return BodyButtonContext(
                title: title(of: action.name), name: name, handlerCall: context?.handlerCall ?? "\(name)()",
                opensRoute: context?.route.map { !$0.isCustom } ?? false)
        }
        for index in rows.indices where rows[index].isList {
            rows[index].select = select(rows[index], in: spec, actions: actions, excluding: responses.union(confirmed))
        }
        if isStackRoot(spec) {
            // The path holds features of the root's own architecture.
            let pushed = routes.filter { $0.isDeclaredModule && $0.moduleIs.architecture == architecture }
            stackLinks(of: spec, routes: pushed, actions: actions, rows: &rows, buttons: &buttons)
        }
        let hasOwnViews = !rows.isEmpty || !buttons.isEmpty || loading != nil || failure != nil
        var context = FirstBodyContext(
            rows: rows, loading: loading.map(SwiftIdentifier.escaped) ?? "", hasLoading: loading != nil,
            failure: failure.map(SwiftIdentifier.escaped) ?? "", hasFailure: failure != nil, buttons: buttons,
            isEmpty: !hasOwnViews && spec.subviews.isEmpty && !spec.state.contains { $0.forEach != nil }, hasOwnViews: hasOwnViews)
        context.failureIsOptional = failureIsOptional(failure, in: spec)
        return context
    }

    /// The command a listed element sends when tapped: the action that takes one value of the
    /// element's type, one that opens a route first (`details(post:)` before `mark(post:)`),
    /// never an event (`onItemAppear`), a response or an alert's. Only for elements of a type of
    /// the spec's own: a `String` says too little to tell which command it is for.
    private static func select(
        _ row: BodyRowContext, in spec: FeatureSpec, actions: [ActionContext], excluding excluded: Set<String>
    ) -> BodyButtonContext? {
        guard let field = spec.state.first(where: { SwiftIdentifier.escaped($0.name) == row.field }) else { return nil }
        let element = String(field.type.filter { !$0.isWhitespace }.dropFirst().dropLast())
        guard spec.types.contains(where: { $0.name == element }) else { return nil }
        let candidates = spec.actions.filter { action in
            action.parameters.count == 1 && action.parameters[0].type.filter { !$0.isWhitespace } == element
                && !excluded.contains(action.name) && !isEvent(action.name)
        }
        guard let action = candidates.first(where: { spec.routeIndex(openedBy: $0) != nil }) ?? candidates.first else { return nil }
        let name = SwiftIdentifier.escaped(action.name)
        let label = action.parameters[0].label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? ""
        let handler = GeneratedNames.handler(of: action)
        let handlerLabel = handler.labels?.first.map { $0 == "_" ? "" : "\(SwiftIdentifier.argumentLabel($0)): " } ?? ""
        let context = actions.first { $0.name == name }
        return BodyButtonContext(
            title: title(of: action.name), name: "\(name)(\(label)item)",
            handlerCall: "\(SwiftIdentifier.escaped(handler.name))(\(handlerLabel)item)",
            opensRoute: context?.route.map { !$0.isCustom } ?? false)
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

    /// tca's `navigation: stack`: the feature is a navigation stack's root, whose view pushes the
    /// features of its path itself.
    private static func isStackRoot(_ spec: FeatureSpec) -> Bool {
        spec.options["navigation"] == .string("stack")
    }

    /// A navigation stack's root pushes with `NavigationLink(state:)`, as TCA's SyncUps does, the
    /// push routes to tca features (its path's elements) it can build without an action's
    /// values: a listed element's row links to the first route built from the element (and the
    /// state), a command's button becomes a link when its route takes nothing, and a route no
    /// button opens gets a link of its own when the state holds its input. Any other route keeps
    /// its action and its button; an action whose route a link opens stays, for code that pushes.
    private static func stackLinks(
        of spec: FeatureSpec, routes: [RouteContext], actions: [ActionContext], rows: inout [BodyRowContext],
        buttons: inout [BodyButtonContext]
    ) {
        let pushed = spec.routes.compactMap { route in routes.first { $0.name == SwiftIdentifier.escaped(route.name) }.map { (route, $0) } }
            .filter { $1.isPush }
        var linked: Set<String> = []
        for index in rows.indices where rows[index].isList {
            guard let field = spec.state.first(where: { SwiftIdentifier.escaped($0.name) == rows[index].field }) else { continue }
            let element = String(field.type.filter { !$0.isWhitespace }.dropFirst().dropLast())
            for (route, context) in pushed where !linked.contains(context.name) {
                guard let arguments = linkArguments(of: route, in: spec, element: element) else { continue }
                rows[index].link = BodyLinkContext(route: context.name, module: context.module, arguments: arguments)
                linked.insert(context.name)
                break
            }
        }
        for index in buttons.indices {
            let opened = actions.first { $0.name == buttons[index].name }?.route?.name
            guard let (route, context) = pushed.first(where: { $1.name == opened }), route.parameters.isEmpty,
                let arguments = linkArguments(of: route, in: spec, element: nil)
            else { continue }
            buttons[index].link = BodyLinkContext(route: context.name, module: context.module, arguments: arguments)
            linked.insert(context.name)
        }
        for (route, context) in pushed where !linked.contains(context.name) {
            guard let arguments = linkArguments(of: route, in: spec, element: nil) else { continue }
            var button = BodyButtonContext(title: title(of: route.name), name: context.name, handlerCall: "", opensRoute: true)
            button.link = BodyLinkContext(route: context.name, module: context.module, arguments: arguments)
            buttons.append(button)
        }
    }

    /// `wish: item, owner: store.owner`: what the state of the feature a link pushes for `route`
    /// is made with, each value of its input the listed `element` (`item`, for the one field of
    /// its type) or the state's field of its name and type (`owner`); nil when one is neither,
    /// or when `element` is given and no field takes it.
    private static func linkArguments(
        of route: FeatureSpec.Route, in spec: FeatureSpec, element: String?
    ) -> [LinkArgumentContext]? {
        var arguments: [LinkArgumentContext] = []
        var takesElement = false
        for parameter in route.parameters {
            guard let label = parameter.label else { return nil }
            let type = parameter.type.filter { !$0.isWhitespace }
            if let element, !takesElement, type == element {
                takesElement = true
                arguments.append(LinkArgumentContext(label: SwiftIdentifier.argumentLabel(label), field: "", isItem: true))
            } else if spec.state.contains(where: { $0.name == label && $0.type.filter { !$0.isWhitespace } == type }) {
                arguments.append(
                    LinkArgumentContext(label: SwiftIdentifier.argumentLabel(label), field: SwiftIdentifier.escaped(label), isItem: false))
            } else {
                return nil
            }
        }
        guard element == nil || takesElement else { return nil }
        return arguments
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
