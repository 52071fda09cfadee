/// A switch set off (`unit: { own: false }`, see `OptionSwitch`) with what it switches off
/// beside it: each other key of the object, and `dependencies:` where the switched-off file
/// holds the clients, is an error at the key, rather than left out of what is written.
struct OptionSwitchCheck {
    let switches: [OptionSwitch]

    func check(_ pairs: [YAMLNode.Pair], reader: inout SpecReader) {
        for optionSwitch in switches {
            guard let object = pairs.first(where: { $0.key == optionSwitch.option })?.value.mapping,
                let flag = object.first(where: { $0.key == optionSwitch.key }), flag.value.scalar?.text == "false"
            else { continue }
            let off = "'\(optionSwitch.option): { \(optionSwitch.key): false }'"
            for other in object where other.key != optionSwitch.key {
                reader.error(
                    "'\(other.key)' of '\(optionSwitch.option)' beside '\(optionSwitch.key): false': \(off) writes no \(optionSwitch.option) to hold it",
                    at: other.keyLocation,
                    notes: [.init("remove '\(other.key)', or '\(optionSwitch.key): false'")])
            }
            guard optionSwitch.holdsDependencies, let dependencies = pairs.first(where: { $0.key == "dependencies" }),
                let clients = dependencies.value.mapping, clients.contains(where: { !Self.isKeyPath($0.value) })
            else { continue }
            reader.error(
                "'dependencies' with \(off): the feature's own \(optionSwitch.option) holds its clients, and \(off) writes none",
                at: dependencies.keyLocation,
                notes: [
                    .init(
                        "remove '\(optionSwitch.key): false' to give the feature its \(optionSwitch.option), or move the clients to a feature whose \(optionSwitch.option) it shares"
                    )
                ])
        }
    }

    /// `uuid: \.uuid` or `{ keyPath: … }`: no client, and no unit to hold one.
    private static func isKeyPath(_ node: YAMLNode) -> Bool {
        if let text = node.scalar?.text { return text.hasPrefix("\\") }
        return node.mapping?.contains { $0.key == "keyPath" } == true
    }
}
