import FeaturegenCore
import Foundation

/// Everything the CLI prints: diagnostics to standard error in the compiler's format, one
/// summary line per file to standard output.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic], paths: PathDisplay) {
        for diagnostic in diagnostics {
            error(paths.rewrite(diagnostic).description)
        }
    }

    /// `path:line: conflict` for every conflict block, on standard error.
    static func listConflicts(_ entries: [WritePlan.Entry], paths: PathDisplay) {
        for entry in entries {
            for line in entry.conflictLines { error("\(paths.display(entry.path)):\(line): conflict") }
        }
    }

    /// `created    Features/ProductCard/ProductCard.swift`, then conflicts as `path:line: conflict`.
    static func summarize(_ plan: WritePlan, paths: PathDisplay, dryRun: Bool = false) {
        for entry in plan.entries {
            var line = "\(entry.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(paths.display(entry.path))"
            if let reason = entry.reason { line += " (\(reason))" }
            if let previous = entry.movedFrom { line += " (renamed from \(paths.display(previous)))" }
            out(line)
            for note in entry.notes { out("          " + note) }
        }
        listConflicts(plan.entries, paths: paths)
        var counts: [WritePlan.Action: Int] = [:]
        for entry in plan.entries { counts[entry.action, default: 0] += 1 }
        let order: [WritePlan.Action] = [.created, .updated, .merged, .adopted, .conflict, .unchanged, .skipped, .orphaned, .removed]
        let parts = order.compactMap { action in counts[action].map { "\($0) \(action.rawValue)" } }
        let files = plan.entries.count == 1 ? "1 file" : "\(plan.entries.count) files"
        out("\(dryRun ? "would write" : "featuregen:") \(files): \(parts.joined(separator: ", "))")
    }
}
