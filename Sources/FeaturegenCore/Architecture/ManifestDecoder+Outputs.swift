/// `outputs:`: how a feature of the architecture hands its outputs to the feature that opens it
/// (`ArchitectureManifest.Outputs`).
extension ManifestDecoder {
    /// `outputs: protocol`, or `outputs: { style: closures, reportsResults: "!options.entryFields" }`.
    func outputs(_ node: YAMLNode, reader: inout SpecReader) -> ArchitectureManifest.Outputs? {
        typealias Style = ArchitectureManifest.Outputs.Style
        var styleNode = node
        var resultsNode: YAMLNode?
        if node.mapping != nil {
            guard let pairs = reader.mapping(node, "'outputs'", allowed: ["style", "reportsResults"]) else { return nil }
            guard let style = pairs.first(where: { $0.key == "style" })?.value else {
                reader.error(
                    "'outputs' has no 'style'", at: node.location,
                    notes: [.init("'style' is one of: \(Style.allCases.map(\.rawValue).joined(separator: ", "))")])
                return nil
            }
            styleNode = style
            resultsNode = pairs.first { $0.key == "reportsResults" }?.value
        }
        guard let text = reader.text(styleNode, "the style of 'outputs'") else { return nil }
        guard let style = Style(rawValue: text) else {
            let allowed = Style.allCases.map(\.rawValue)
            reader.error(
                "unknown outputs style '\(text)'", at: styleNode.location,
                notes: DidYouMean.notes(
                    for: text, among: allowed, listing: "the style of 'outputs' is one of: \(allowed.joined(separator: ", "))"))
            return nil
        }
        var outputs = ArchitectureManifest.Outputs(style: style)
        guard let resultsNode else { return outputs }
        outputs.resultsLocation = resultsNode.location
        // `true`, `false`, or a condition on the opened feature's options, as `when:` writes one.
        if let scalar = resultsNode.scalar, scalar.isPlain, scalar.text == "true" || scalar.text == "false" {
            outputs.reportsResults = scalar.text == "true"
        } else if let condition = reader.text(resultsNode, "'reportsResults'") {
            outputs.reportsResults = true
            outputs.resultsCondition = condition
        }
        if outputs.reportsResults, style != .closures {
            reader.error(
                "'reportsResults' with 'style: \(style.rawValue)': only an Output struct of closures is built to hand its outputs on",
                at: resultsNode.location, notes: [.init("use 'style: closures', or remove 'reportsResults'")])
        }
        return outputs
    }

    /// `reportsResults:`'s condition names options of the opened feature: a boolean option
    /// (`options.name`), a boolean key of an object option (`options.name.key`), or a string
    /// option's value (`options.entryFields` for `entry: fields`), each of this manifest.
    func checkResultsCondition(_ manifest: ArchitectureManifest, reader: inout SpecReader) {
        guard let condition = manifest.outputs?.resultsCondition else { return }
        let flags = manifest.options.flatMap { option -> [String] in
            switch option.kind {
            case .boolean: [option.name]
            case .string: option.values.map(option.flagName(for:))
            case .object: option.keys.filter { $0.kind == .boolean }.map { "\(option.name).\($0.name)" }
            default: []
            }
        }.map { ArchitectureManifest.File.optionCondition + $0 }
        for (name, _) in ArchitectureManifest.File.conditionParts(condition) where !flags.contains(name) {
            var notes: [Diagnostic.Note] = []
            if let near = DidYouMean.suggestion(for: name, among: flags) { notes.append(.init("did you mean '\(near)'?")) }
            notes.append(
                .init(
                    "name a boolean option ('options.name'), a boolean key of an object option ('options.name.key') "
                        + "or a string option's value ('options.entryFields' for 'entry: fields'), joined by '&&'"))
            reader.error(
                "'reportsResults' names '\(name)', which is no flag of this manifest's options",
                at: manifest.outputs?.resultsLocation ?? SourceLocation(file: manifest.path, line: 1, column: 1), notes: notes)
        }
    }
}
