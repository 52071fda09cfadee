/// `effect:` beside an action: `effect: news.markAsRead`, or the long form
/// `{ call: news.fetchPage, arguments: { page: page }, response: newsResponse, set: news,
/// loading: isLoading, failure: errorMessage }`.
extension SpecDecoder {
    func effect(_ pair: YAMLNode.Pair, of action: String, reader: inout SpecReader) -> FeatureSpec.Effect? {
        let what = "the effect of '\(action)'"
        if pair.value.mapping == nil {
            guard let text = reader.text(pair.value, what) else { return nil }
            guard let (client, endpoint) = call(text, at: pair.value.location, reader: &reader) else { return nil }
            return .init(client: client, endpoint: endpoint, location: pair.keyLocation, keyLocations: ["call": pair.value.location])
        }
        guard let options = reader.mapping(pair.value, what, allowed: SpecVocabulary.effect.names) else { return nil }
        guard let callPair = options.first(where: { $0.key == "call" }) else {
            reader.error(
                "\(what) names no endpoint to call", at: pair.keyLocation,
                notes: [.init("write 'call: client.endpoint', a dependency of the feature and one of its endpoints")])
            return nil
        }
        guard let text = reader.text(callPair.value, "'call'"),
            let (client, endpoint) = call(text, at: callPair.value.location, reader: &reader)
        else { return nil }
        var effect = FeatureSpec.Effect(client: client, endpoint: endpoint, location: pair.keyLocation)
        reader.noteKeys(options, in: "actions.effect")
        for option in options {
            effect.keyLocations[option.key] = option.value.location
            switch option.key {
            case "response": effect.response = name(option, "response action", reader: &reader)
            case "set": effect.set = name(option, "state field", reader: &reader)
            case "loading": effect.loading = name(option, "state field", reader: &reader)
            case "failure": effect.failure = name(option, "state field", reader: &reader)
            case "arguments": effect.arguments = arguments(option.value, of: action, reader: &reader)
            case "then": effect.then = steps(option.value, of: action, reader: &reader)
            default: break
            }
        }
        return effect
    }

    /// The name an option gives (`response: newsResponse`); a mapping or a list there is an
    /// error, not an option left out.
    private func name(_ option: YAMLNode.Pair, _ what: String, reader: inout SpecReader) -> String? {
        guard option.value.scalar != nil else {
            reader.error("expected a \(what) name for '\(option.key)', found \(option.value.shapeDescription)", at: option.value.location)
            return nil
        }
        return reader.name(option.value, what)
    }

    /// `news.fetchPage`: a dependency's name and one of its endpoints.
    private func call(_ text: String, at location: SourceLocation, reader: inout SpecReader) -> (String, String)? {
        let parts = text.trimmingBlanks.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, SwiftIdentifier.isValid(parts[0]), SwiftIdentifier.isValid(parts[1]) else {
            let hint =
                text.contains("(")
                ? "write the endpoint without its arguments ('news.fetchPage'); 'arguments:' says where a value comes from"
                : "write the dependency and its endpoint: 'news.fetchPage'"
            reader.error("'\(text)' is not an endpoint to call", at: location, notes: [.init(hint)])
            return nil
        }
        return (parts[0], parts[1])
    }

    /// `arguments: { page: currentPage }`: each parameter label and the name it is read from.
    private func arguments(_ node: YAMLNode, of action: String, reader: inout SpecReader) -> [FeatureSpec.Argument] {
        guard let pairs = reader.mapping(node, "the arguments of the effect of '\(action)'") else { return [] }
        return pairs.compactMap { pair in
            guard let label = reader.name(pair.key, "argument label", at: pair.keyLocation),
                let source = reader.name(pair.value, "state field or action value")
            else { return nil }
            return .init(label: label, source: source, location: pair.keyLocation)
        }
    }

    /// `then: [didDelete, { didSave: { item: draft } }, dismiss]`: an output or route by name, or
    /// an output with the state fields its values are read from.
    private func steps(_ node: YAMLNode, of action: String, reader: inout SpecReader) -> [FeatureSpec.Step] {
        let what = "'then' of the effect of '\(action)'"
        guard let items = reader.list(node, what) else { return [] }
        return items.compactMap { item in
            guard let pairs = item.mapping else {
                return reader.name(item, "output or route").map { .init(name: $0, location: item.location) }
            }
            guard pairs.count == 1, let pair = pairs.first else {
                reader.error(
                    "expected one output with its values in \(what)", at: item.location,
                    notes: [.init("write each on its own: '- { didDelete: { id: syncUpID } }'")])
                return nil
            }
            guard let name = reader.name(pair.key, "output", at: pair.keyLocation) else { return nil }
            var step = FeatureSpec.Step(name: name, location: pair.keyLocation)
            if pair.value.isNull {
                return step
            } else if pair.value.mapping != nil {
                step.arguments = arguments(pair.value, of: action, reader: &reader)
            } else if let source = reader.name(pair.value, "state field") {
                step.arguments = [.init(label: "", source: source, location: pair.value.location)]
            }
            return step
        }
    }
}
