/// Random specs whose names are drawn from what generated code is made of: the members and
/// types the templates write themselves, Swift keywords, and standard, SwiftUI and runtime
/// type names, in every place a spec names something (actions, fields, subviews and their
/// actions, types, routes and their output handlers, dependencies, constants), beside a
/// feature `Other<seed>` the spec routes to. Seeded: a failure names its seed.
struct RandomNamedSpecs {
    static let memberNames = [
        "binding", "destination", "delegate", "path", "screen", "store", "intent", "state", "reducer", "body", "send",
        "handle", "subscribe", "cancellable", "makeModule", "makeStore", "makeIntent", "makeState", "makeReducer", "reduce",
        "makeStateHolder", "input", "output", "router", "view", "action", "load", "navigator", "model", "unit", "dismiss",
        "alert", "presented", "close", "onAppear", "headerTap", "tap", "update", "objectWillChange", "viewState",
        "navigationState", "services", "commands", "feedback", "effects", "id", "value", "task", "cancel", "build",
    ]
    static let keywords = [
        "class", "default", "func", "let", "var", "return", "in", "is", "as", "self", "protocol", "where", "switch", "case",
        "import", "repeat", "throws", "true", "false", "nil", "super", "init", "static", "struct", "enum", "extension",
        "guard", "defer", "do", "catch", "try", "while", "for", "if", "else", "some", "any", "Type", "Self", "Any",
    ]
    static let typeNames = [
        "String", "View", "Int", "Task", "Never", "Reducer", "Store", "Destination", "Path", "Intent", "Navigator",
        "NavigationState", "State", "Action", "Text", "List", "Image", "Color", "Result", "Error", "Feature", "Unit",
        "Services", "Header", "Item", "Model", "Router", "Input", "Output", "Effect", "Delegate", "Alert", "Screen",
        "ViewState", "Presentation", "Binding", "Module", "Reducing", "Container", "Holder", "Group", "Flow",
    ]
    static let architectures = ["mvvm", "mvi", "statecontainer", "tca", "vsurf"]

    var random: SplitMix64
    let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }

    /// A lowercase name: mostly one of the generated members, sometimes a keyword or a plain one.
    private mutating func member(_ plain: String) -> String {
        chance(60) ? pick(Self.memberNames) : chance(40) ? pick(Self.keywords) : plain
    }

    private mutating func type(_ plain: String) -> String {
        chance(60) ? pick(Self.typeNames) : plain
    }

    /// The spec of `Shop<seed>` and of the feature it routes to, and the project settings.
    mutating func specs(architecture: String) -> (shop: String, other: String, settings: String) {
        let shop = "Shop\(seed)"
        let other = "Other\(seed)"
        var lines = ["feature: \(shop)"]
        if architecture == "tca", chance(40) { lines.append("navigation: stack") }
        if chance(30) { lines += ["output:", "  \(member("didFinish")): Void"] }
        let stateType = type("Item")
        lines += ["state:", "  \(member("query")): { type: String\(chance(40) && architecture == "tca" ? ", binding: true" : "") }"]
        // The spec's own type: a field of a type nobody declares would be the user's to write.
        let ownsType = chance(60)
        if ownsType {
            lines.append("  \(member("selection")): { type: \(stateType)?, initial: nil }")
            lines += ["types:", "  \(stateType):", "    title: String"]
        }
        if chance(25) { lines += ["constantsEnum: \(type("Constants"))", "constants:", "  limit: 3"] }
        lines += ["actions:", "  - \(member("refresh"))", "  - \(member("select")): Int"]
        if chance(50) { lines += ["subviews:", "  \(type("Header")):", "    actions: [\(member("tap"))]"] }
        let presentation = chance(50) ? "push" : "present"
        var route = "  - \(member("open")): { module: \(other), presentation: \(presentation)"
        if chance(60) { route += ", output: { didClose: \(member("otherDidClose")) }" }
        lines += ["routes:", route + " }"]
        if chance(40) {
            lines += [
                "dependencies:", "  \(member("api")):", "    type: \(type("ShopClient"))", "    endpoints:",
                "      \(member("fetch")): \"() async throws -> Int\"",
            ]
            // A preview that builds the spec's own type, which clients and doubles return
            // outside the feature; the string names the type too, and stays as written.
            if ownsType, chance(60) {
                let preview = "[\(stateType)(title: \\\"\(stateType)\\\")]"
                lines.append("      \(member("fetchAll")): { signature: \"() async throws -> [\(stateType)]\", preview: \"\(preview)\" }")
            }
        }
        let otherSpec = """
            feature: \(other)
            output:
              didClose: Void
            actions: [close]
            routes:
              - dismiss

            """
        let settings = architecture == "vsurf" && chance(30) ? "vsurf:\n  services: \(type("AppServices"))\n" : ""
        return (lines.joined(separator: "\n") + "\n", otherSpec, settings)
    }
}
