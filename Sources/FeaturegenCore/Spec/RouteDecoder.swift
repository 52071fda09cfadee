/// `routes:` — `- dismiss`, `- name`, or `- name: { module:, input:, presentation:, output: }`.
struct RouteDecoder {
    static let keys = SpecVocabulary.route.names
    /// The keys of an alert route's `alert:`.
    static let alertKeys = SpecVocabulary.alert.names
    /// The values of `style:`: how the alert is shown.
    static let alertStyles = SpecVocabulary.alertStyles
    /// The keys of one of its `buttons:`.
    static let buttonKeys = SpecVocabulary.button.names

    func decode(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Route] {
        guard let items = reader.items(node, "'routes'") else { return [] }
        return items.compactMap { item in
            if item.scalar != nil, !item.isNull {
                return reader.name(item, "route").map {
                    .init(name: $0, kind: $0 == "dismiss" ? .dismiss : .custom, parameters: [], location: item.location)
                }
            }
            guard let pairs = item.mapping, pairs.count == 1 else {
                reader.error(
                    "expected one route in each item of 'routes', found \(item.mapping.map { "\($0.count) keys" } ?? item.shapeDescription)",
                    at: item.location, notes: [.init("write '- name' or '- name: { module: Name, input: { … } }'")])
                return nil
            }
            return route(pairs[0], reader: &reader)
        }
    }

    private func route(_ pair: YAMLNode.Pair, reader: inout SpecReader) -> FeatureSpec.Route? {
        guard let name = reader.name(pair.key, "route", at: pair.keyLocation) else { return nil }
        var route = FeatureSpec.Route(name: name, kind: .custom, parameters: [], location: pair.keyLocation)
        guard let body = pair.value.mapping, body.contains(where: { Self.keys.contains($0.key) }) else {
            // `name: (label: Type)` — a custom route with parameters.
            route.parameters = SpecDecoder().parameters(pair.value, "route '\(name)'", reader: &reader) ?? []
            return route
        }
        guard reader.mapping(pair.value, "route '\(name)'", allowed: Self.keys) != nil else { return nil }
        reader.noteKeys(body, in: "routes")
        if let was = body.first(where: { $0.key == "was" })?.value {
            route.previousName = reader.previousName(was, of: "route")
        }
        if let external = body.first(where: { $0.key == "external" }) {
            route.isExternal = reader.bool(external.value, "'external'") ?? false
            if route.isExternal, !body.contains(where: { $0.key == "module" }) {
                reader.error("'external' says the route's module is written by hand; the route names no 'module'", at: external.keyLocation)
            }
        }
        if let input = body.first(where: { $0.key == "input" })?.value {
            route.parameters = SpecDecoder().parameters(input, "the input of route '\(name)'", reader: &reader) ?? []
        }
        var presentation = FeatureSpec.Route.Presentation.push
        var isAlert = false
        if let node = body.first(where: { $0.key == "presentation" })?.value, let text = reader.text(node, "'presentation'") {
            if text == "alert" {
                isAlert = true
            } else if let value = FeatureSpec.Route.Presentation(rawValue: text) {
                presentation = value
            } else {
                let allowed = FeatureSpec.Route.Presentation.allCases.map(\.rawValue) + ["alert"]
                let notes = DidYouMean.notes(
                    for: text, among: allowed, listing: "presentation is one of: \(allowed.joined(separator: ", "))")
                reader.error("unknown presentation '\(text)' for route '\(name)'", at: node.location, notes: notes)
            }
        }
        if let pair = body.first(where: { $0.key == "output" }) {
            if body.contains(where: { $0.key == "module" }) {
                route.handledOutputs = handledOutputs(pair.value, route: name, module: moduleName(body), reader: &reader)
            } else {
                reader.error("route '\(name)' opens no module, so it has no outputs to handle", at: pair.keyLocation)
            }
        }
        if let pair = body.first(where: { $0.key == "alert" }) {
            if !isAlert, let presentation = body.first(where: { $0.key == "presentation" }) {
                reader.error(
                    "route '\(name)' shows an alert ('alert:'), so its presentation can only be 'alert'",
                    at: presentation.value.location)
            }
            isAlert = true
            route.alert = alert(pair.value, route: name, reader: &reader)
        }
        if let node = body.first(where: { $0.key == "module" })?.value {
            if isAlert {
                reader.error("an alert route shows no module; remove 'module' or the alert presentation", at: node.location)
            } else if let text = reader.text(node, "'module'"),
                let module = reader.name(text, "module", at: node.location, typeName: true)
            {
                route.kind = .module(module, presentation)
            }
        } else if isAlert {
            route.kind = .alert
        }
        return route
    }

    /// `alert: { title: Delete?, message: …, buttons: [ { title: Delete, role: destructive,
    /// action: confirmDeletion }, { title: Cancel, role: cancel } ] }`, with `style:
    /// confirmationDialog` for an action sheet.
    private func alert(_ node: YAMLNode, route: String, reader: inout SpecReader) -> FeatureSpec.Alert? {
        var alert = FeatureSpec.Alert(title: nil, message: nil, buttons: [], location: node.location)
        if node.isNull { return alert }
        guard let pairs = reader.mapping(node, "the alert of route '\(route)'", allowed: Self.alertKeys) else { return nil }
        reader.noteKeys(pairs, in: "routes.alert")
        for pair in pairs {
            switch pair.key {
            case "title": alert.title = reader.text(pair.value, "the alert's 'title'")
            case "message": alert.message = reader.text(pair.value, "the alert's 'message'")
            case "style":
                alert.styleLocation = pair.keyLocation
                guard let text = reader.text(pair.value, "the alert's 'style'")?.trimmingBlanks else { break }
                if Self.alertStyles.contains(text) {
                    alert.isConfirmationDialog = text == "confirmationDialog"
                } else {
                    let notes = DidYouMean.notes(
                        for: text, among: Self.alertStyles, listing: "style is one of: \(Self.alertStyles.joined(separator: ", "))")
                    reader.error("unknown style '\(text)' for the alert of route '\(route)'", at: pair.value.location, notes: notes)
                }
            case "buttons":
                if pair.value.isNull { break }
                guard case let .sequence(items) = pair.value.kind else {
                    reader.error(
                        "expected a list for the buttons of route '\(route)', found \(pair.value.shapeDescription)",
                        at: pair.value.location,
                        notes: [
                            .init(
                                "write '[ { title: Delete, role: destructive, action: confirmDeletion }, { title: Cancel, role: cancel } ]'"
                            )
                        ])
                    break
                }
                alert.buttons = items.compactMap { button($0, route: route, reader: &reader) }
            default: break
            }
        }
        return alert
    }

    /// `{ title: Delete, role: destructive, action: confirmDeletion }`, or `- OK`: a button
    /// with only a title.
    private func button(_ node: YAMLNode, route: String, reader: inout SpecReader) -> FeatureSpec.AlertButton? {
        if node.scalar != nil, !node.isNull {
            return reader.text(node, "a button's title").map { .init(title: $0, role: nil, action: nil, location: node.location) }
        }
        let what = "a button of route '\(route)'"
        guard let pairs = reader.mapping(node, what, allowed: Self.buttonKeys) else { return nil }
        reader.noteKeys(pairs, in: "routes.alert.buttons")
        guard let titlePair = pairs.first(where: { $0.key == "title" }) else {
            reader.error(
                "\(what) needs a 'title'", at: node.location,
                notes: [.init("write '{ title: Delete, role: destructive, action: confirmDeletion }'")])
            return nil
        }
        guard let title = reader.text(titlePair.value, "a button's 'title'") else { return nil }
        var button = FeatureSpec.AlertButton(title: title, role: nil, action: nil, location: node.location)
        if let node = pairs.first(where: { $0.key == "role" })?.value, let text = reader.text(node, "'role'") {
            if let role = FeatureSpec.AlertButton.Role(rawValue: text) {
                button.role = role
            } else {
                let allowed = FeatureSpec.AlertButton.Role.allCases.map(\.rawValue)
                let notes = DidYouMean.notes(
                    for: text, among: allowed, listing: "a button's role is one of: \(allowed.joined(separator: ", "))")
                reader.error("unknown role '\(text)' for a button of route '\(route)'", at: node.location, notes: notes)
            }
        }
        if let node = pairs.first(where: { $0.key == "action" })?.value {
            button.action = reader.name(node, "button action")
        }
        return button
    }

    private func moduleName(_ body: [YAMLNode.Pair]) -> String {
        body.first(where: { $0.key == "module" })?.value.scalar?.text ?? ""
    }

    /// `output: [didBuy]` — each handled by `<module><Output>` (`cartDidBuy`) — or
    /// `output: { didBuy: onPurchase }` with the handlers' names.
    private func handledOutputs(
        _ node: YAMLNode, route: String, module: String, reader: inout SpecReader
    ) -> [FeatureSpec.HandledOutput] {
        let what = "the outputs route '\(route)' handles"
        if node.isNull { return [] }
        if let pairs = node.mapping {
            return pairs.compactMap { pair in
                guard let output = reader.name(pair.key, "output", at: pair.keyLocation),
                    let text = reader.text(pair.value, "the handler of '\(pair.key)'"),
                    let handler = reader.name(text, "handler", at: pair.value.location)
                else { return nil }
                return .init(output: output, handler: handler, location: pair.keyLocation)
            }
        }
        let items = node.scalar != nil ? [node] : (reader.items(node, what) ?? [])
        return items.compactMap { item in
            guard let text = reader.text(item, "an output"), let output = reader.name(text, "output", at: item.location) else { return nil }
            return .init(output: output, handler: Self.defaultHandler(module: module, output: output), location: item.location)
        }
    }

    /// `cartDidBuy`: the opened module's name as a variable, then the output's.
    static func defaultHandler(module: String, output: String) -> String {
        guard let first = output.first else { return output }
        return SwiftIdentifier.lowercasingFirst(module) + first.uppercased() + output.dropFirst()
    }
}
