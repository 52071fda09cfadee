/// The renames (`was:`): each names something that is gone.
extension SpecValidator {
    /// `was:` must name something that is gone: not the item itself, not another item of the
    /// same kind, and not the old name of two items.
    func checkRenames(_ diagnostics: inout DiagnosticCollector) {
        if let previous = spec.previousName, previous == spec.name {
            diagnostics.error(
                "feature '\(spec.name)' says it was '\(previous)', its own name", at: spec.previousNameLocation ?? spec.location,
                notes: [.init("remove 'was', or name the feature's old name")])
        }
        checkRenames(spec.actions.map { ($0.name, $0.previousName, $0.location) }, "action", &diagnostics)
        checkRenames(spec.state.map { ($0.name, $0.previousName, $0.location) }, "state field", &diagnostics)
        checkRenames(spec.stateCases.map { ($0.name, $0.previousName, $0.location) }, "case of the state", &diagnostics)
        checkRenames(spec.subviews.map { ($0.name, $0.previousName, $0.location) }, "subview", &diagnostics)
        checkRenames(spec.routes.map { ($0.name, $0.previousName, $0.location) }, "route", &diagnostics)
        for subview in spec.subviews {
            checkRenames(subview.actions.map { ($0.name, $0.previousName, $0.location) }, "action of '\(subview.name)'", &diagnostics)
        }
    }

    private func checkRenames(
        _ items: [(name: String, previous: String?, location: SourceLocation)], _ noun: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let names = Set(items.map(\.name))
        var seen: [String: String] = [:]
        for item in items {
            guard let previous = item.previous else { continue }
            if previous == item.name {
                diagnostics.error(
                    "\(noun) '\(item.name)' says it was '\(previous)', its own name", at: item.location,
                    notes: [.init("remove 'was', or name the \(noun)'s old name")])
            } else if names.contains(previous) {
                diagnostics.error(
                    "\(noun) '\(item.name)' was '\(previous)', but '\(previous)' is still a \(noun) of this spec", at: item.location,
                    notes: [.init("a rename's old name must be gone; remove 'was' or the other \(noun)")])
            } else if let other = seen[previous] {
                diagnostics.error(
                    "\(noun)s '\(other)' and '\(item.name)' both say they were '\(previous)'", at: item.location,
                    notes: [.init("only one of them can carry the old code; remove one 'was'")])
            }
            seen[previous] = seen[previous] ?? item.name
        }
    }
}
