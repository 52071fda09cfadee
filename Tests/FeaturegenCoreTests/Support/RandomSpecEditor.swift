/// One item of a random spec (a field, an action, a route, a subview with its actions): its
/// name, the name it had before a `was:` rename, and whether the user wrote code in it.
struct RandomItem {
    var name: String
    var previous: String?
    var edited: Bool
    var hasValue = false
    var subviewActions: [RandomItem] = []
}

/// Makes and edits random spec items from a seed, as a user's spec evolves: new names,
/// shuffles, removals of items the user did not edit, `was:` renames and additions. The
/// renames it makes are recorded, old name to new.
struct RandomSpecEditor {
    var random: SplitMix64
    private var counter = 0
    private(set) var renames: [String: String] = [:]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Notes a rename made outside `edit`.
    mutating func record(_ old: String, _ new: String) {
        renames[old] = new
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func items(_ prefix: String, _ range: ClosedRange<Int>) -> [RandomItem] {
        (0..<Int.random(in: range, using: &random)).map { _ in
            RandomItem(name: fresh(prefix), edited: Bool.random(using: &random), hasValue: Bool.random(using: &random))
        }
    }

    /// Subviews, each with a few actions.
    mutating func subviews(_ range: ClosedRange<Int>) -> [RandomItem] {
        (0..<Int.random(in: range, using: &random)).map { _ in
            RandomItem(name: fresh("Part"), edited: false, subviewActions: items("onTap", 1...3))
        }
    }

    /// Shuffled, one unedited item removed, some renamed with `was:`, maybe one added.
    mutating func edit(_ list: [RandomItem], _ prefix: String) -> [RandomItem] {
        var list = list.shuffled(using: &random)
        if let index = list.indices.filter({ !list[$0].edited }).randomElement(using: &random), list.count > 1 {
            list.remove(at: index)
        }
        for index in list.indices where Int.random(in: 0..<4, using: &random) == 0 {
            let new = fresh(prefix)
            renames[list[index].name] = new
            list[index].previous = list[index].name
            list[index].name = new
        }
        if Bool.random(using: &random) {
            list.insert(RandomItem(name: fresh(prefix), edited: false), at: Int.random(in: 0...list.count, using: &random))
        }
        return list
    }

    /// Each subview's actions edited, some subviews renamed, the order shuffled, maybe one
    /// without the user's code removed, maybe one added.
    mutating func editSubviews(_ subviews: [RandomItem]) -> [RandomItem] {
        var edited = subviews.map { subview in
            var subview = subview
            subview.subviewActions = edit(subview.subviewActions, "onTap")
            subview.previous = nil
            if Int.random(in: 0..<4, using: &random) == 0 {
                subview.previous = subview.name
                subview.name = fresh("Part")
                renames[subview.previous!] = subview.name
            }
            return subview
        }.shuffled(using: &random)
        if let index = edited.indices.filter({ !edited[$0].subviewActions.contains(where: \.edited) }).randomElement(using: &random),
            Bool.random(using: &random)
        {
            edited.remove(at: index)
        }
        if Bool.random(using: &random) {
            edited.append(RandomItem(name: fresh("Part"), edited: false, subviewActions: items("onTap", 1...2)))
        }
        return edited
    }

    /// The spec lines of subviews with their actions.
    static func subviewLines(_ subviews: [RandomItem]) -> [String] {
        guard !subviews.isEmpty else { return [] }
        var lines = ["subviews:"]
        for subview in subviews {
            lines.append("  \(subview.name):")
            if let previous = subview.previous { lines.append("    was: \(previous)") }
            lines.append("    actions:")
            lines += subview.subviewActions.map { action in
                action.previous.map { "      - \(action.name): { was: \($0) }" } ?? "      - \(action.name)"
            }
        }
        return lines
    }

    /// The spec lines of `Int` state fields and actions (an `Int` value where `hasValue`).
    static func fieldAndActionLines(fields: [RandomItem], actions: [RandomItem]) -> [String] {
        var lines = ["state:"]
        lines += fields.map { field in
            field.previous.map { "  \(field.name): { type: Int, was: \($0) }" } ?? "  \(field.name): Int"
        }
        lines.append("actions:")
        lines += actions.map { action in
            // `was:` beside the case: the renamed action keeps its shape, `name(Int)`.
            if let previous = action.previous {
                return action.hasValue ? "  - { \(action.name): Int, was: \(previous) }" : "  - \(action.name): { was: \(previous) }"
            }
            return action.hasValue ? "  - \(action.name): Int" : "  - \(action.name)"
        }
        return lines
    }
}
