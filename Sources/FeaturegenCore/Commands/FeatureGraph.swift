/// The features of a project and the routes between them, drawn as Mermaid or Graphviz DOT:
/// an edge per route to another feature, labelled with the route and how it presents; a
/// route's target that no spec declares is drawn apart (dashed), marked hand-written when the
/// route says `external: true`.
package struct FeatureGraph: Sendable {
    package enum Format: String, Sendable, CaseIterable {
        case mermaid
        case dot
    }

    struct Edge: Equatable {
        var from: String
        var to: String
        var label: String
    }

    let features: [String]
    let edges: [Edge]
    /// Targets no spec declares, with whether a route said they are hand-written.
    let outside: [(name: String, isExternal: Bool)]

    package init(specs: [FeatureSpec]) {
        let sorted = specs.sorted { $0.name < $1.name }
        features = sorted.map(\.name)
        let declared = Set(features)
        var edges: [Edge] = []
        var outside: [String: Bool] = [:]
        for spec in sorted {
            for route in spec.routes {
                guard case let .module(module, presentation) = route.kind else { continue }
                edges.append(Edge(from: spec.name, to: module, label: "\(route.name) (\(presentation.rawValue))"))
                if !declared.contains(module) { outside[module] = (outside[module] ?? false) || route.isExternal }
            }
        }
        self.edges = edges
        self.outside = outside.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    package func text(_ format: Format) -> String {
        switch format {
        case .mermaid: mermaid
        case .dot: dot
        }
    }

    private func note(_ isExternal: Bool) -> String { isExternal ? "hand-written" : "no spec declares it" }

    private var mermaid: String {
        var lines = ["flowchart LR"]
        lines += features.map { "    \($0)[\"\($0)\"]" }
        lines += outside.map { "    \($0.name)[\"\($0.name) (\(note($0.isExternal)))\"]:::outside" }
        lines += edges.map { "    \($0.from) -->|\"\($0.label)\"| \($0.to)" }
        if !outside.isEmpty { lines.append("    classDef outside stroke-dasharray: 5 5") }
        return lines.joined(separator: "\n") + "\n"
    }

    private var dot: String {
        var lines = ["digraph features {", "    rankdir=LR;", "    node [shape=box];"]
        lines += features.map { "    \"\($0)\";" }
        lines += outside.map { "    \"\($0.name)\" [style=dashed, label=\"\($0.name)\\n(\(note($0.isExternal)))\"];" }
        lines += edges.map { "    \"\($0.from)\" -> \"\($0.to)\" [label=\"\($0.label)\"];" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
