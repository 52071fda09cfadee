/// The keys a manifest's `honours:` and `ignores:` name: every key of the spec format,
/// written as its path in a spec (`subviews.state.writable`), and the `featuregen.yml`
/// settings templates render differently (`observation`).
package enum CoreKeys {
    /// Every key a spec can write besides `architecture:` and the architectures' own options,
    /// in the order Documentation/Spec.md describes them.
    package static let spec: [String] = {
        let nested = { (section: String, keys: [String]) in keys.map { "\(section).\($0)" } }
        return SpecDecoder.topLevelKeys
            + nested("input", SpecDecoder.inputKeys)
            + nested("actions", SpecDecoder.actionAnnotationKeys) + nested("actions.effect", ["then"])
            + nested("state", StateFieldDecoder.keys) + ["state.cases", "state.cases.was"]
            + nested("constants", ConstantDecoder.keys)
            + nested("types", SpecDecoder.typeKeys) + nested("types.cases", ["was"]) + nested("types.fields", ["derived"])
            + nested("subviews", SubviewDecoder.keys) + nested("subviews.actions", ["was"])
            + nested("subviews.state", SubviewDecoder.fieldKeys)
            + nested("subviews.constants", ConstantDecoder.keys)
            + nested("routes", RouteDecoder.keys)
            + nested("routes.alert", RouteDecoder.alertKeys) + nested("routes.alert.buttons", RouteDecoder.buttonKeys)
            + nested("router", SpecDecoder.routerKeys) + nested("router.properties", ConstantDecoder.keys)
            + nested("dependencies", DependencyDecoder.keys)
    }()

    /// The settings of `featuregen.yml` that the templates see.
    package static let settings = ["observation", "access"]

    package static let all = spec + settings

    /// The keys a key is written under, nearest last: `subviews`, `subviews.state` for
    /// `subviews.state.writable`.
    static func ancestors(of key: String) -> [String] {
        let parts = key.split(separator: ".")
        return (1..<max(parts.count, 1)).map { parts.prefix($0).joined(separator: ".") }
    }
}
