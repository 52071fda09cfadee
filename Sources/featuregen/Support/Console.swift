import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the CLI prints: diagnostics to standard error in the compiler's format, one
/// summary line per file to standard output.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        ProgressLine.shared.clear()
        emit(text + terminator, to: 1)
    }

    static func error(_ text: String) {
        ProgressLine.shared.clear()
        emit(text + "\n", to: 2)
    }

    /// write(2) until all is written: FileHandle and Data cost more than the writing. A stream
    /// that cannot be written to (a closed pipe) loses the text; there is nowhere to say so.
    static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { Platform.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Set once, from `--diagnostics-format`, before anything is printed.
    nonisolated(unsafe) static var format = DiagnosticFormat.compiler
    /// `--quiet`: only files that change, conflicts and the summary.
    nonisolated(unsafe) static var quiet = false

    /// Colour when the stream is a terminal, unless `NO_COLOR` is set (no-color.org) or the
    /// terminal is dumb.
    private static func colours(_ descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return Platform.isTerminal(descriptor) && environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
    }

    private static let colourOut = colours(1)
    private static let colourError = colours(2)

    private static func paint(_ text: String, _ code: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static func colourCode(of action: WritePlan.Action) -> String {
        switch action {
        case .created, .adopted: "32"
        case .updated, .merged: "36"
        case .conflict, .skipped, .kept: "31"
        case .orphaned, .removed: "33"
        case .unchanged, .yours: "2"
        }
    }

    /// `created   path`, the action padded and coloured.
    private static func fileLine(_ action: WritePlan.Action, _ path: String) -> String {
        let padding = String(repeating: " ", count: max(0, 9 - action.rawValue.count))
        return paint(action.rawValue + padding, colourCode(of: action), colourOut) + " " + path
    }

    /// A compiler-format line with its severity coloured, on a terminal.
    private static func painted(_ line: String) -> String {
        guard colourError else { return line }
        for (word, code) in [(" error: ", "1;31"), (" warning: ", "1;33"), (" note: ", "1;30")] {
            if let range = line.firstRange(of: word) {
                return String(line[..<range.lowerBound]) + " " + paint(String(word.dropFirst().dropLast()), code, true) + " "
                    + String(line[range.upperBound...])
            }
        }
        for (word, code) in [("error: ", "1;31"), ("warning: ", "1;33"), ("note: ", "1;30")] where line.hasPrefix(word) {
            return paint(String(word.dropLast()), code, true) + " " + String(line.dropFirst(word.count))
        }
        return line
    }

    /// A failure that is about no file (a summary, bad usage): `error: message` and its notes
    /// in the compiler's format, a JSON line or an annotation otherwise.
    static func fail(_ message: String, notes: [String] = []) {
        report([.error(message, at: nil, notes: notes.map { .init($0) })], paths: nil)
    }

    /// What featuregen is doing that the user should know (`waiting for another run…`):
    /// `featuregen: message`, or a note in the JSON and GitHub formats.
    static func notice(_ message: String) {
        guard format != .compiler else { return error("featuregen: \(message)") }
        error(format.text(Diagnostic(.note, message, at: nil)))
    }

    static func report(_ diagnostics: [Diagnostic], paths: PathDisplay?) {
        for diagnostic in diagnostics {
            let text = format.text(paths.map { $0.rewrite(diagnostic) } ?? diagnostic)
            error(format == .compiler ? text.split(separator: "\n").map { painted(String($0)) }.joined(separator: "\n") : text)
        }
    }

    /// A problem with a file (not a spec): `path:line: error: message` in the compiler's
    /// format, `path: error: message` without a line; an annotation or a JSON line otherwise.
    static func problem(
        _ message: String, path: String, line: Int? = nil, column: Int? = nil, paths: PathDisplay, severity: String = "error"
    ) {
        let shown = paths.display(path)
        guard format != .compiler else {
            let position = (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
            error("\(shown)\(position): \(severity.isEmpty ? "" : severity + ": ")\(message)")
            return
        }
        error(format.text(.error(message, at: SourceLocation(file: shown, line: line ?? 1, column: column ?? 1))))
    }

    /// `path:line: conflict` for every conflict block, then files that do not parse and files
    /// saved during the run, on standard error.
    static func listConflicts(_ entries: [WritePlan.Entry], paths: PathDisplay) {
        for entry in entries {
            for line in entry.conflictLines { problem("conflict", path: entry.path, line: line, paths: paths, severity: "") }
        }
        for entry in entries where entry.syntaxError != nil { syntaxError(of: entry, paths: paths) }
        for entry in entries where entry.action == .kept {
            problem(
                "saved by another program while featuregen ran, so it was left as saved; run featuregen again to merge it",
                path: entry.path, paths: paths)
        }
    }

    /// `path:line:col: error: the Swift does not parse: expected '}'`.
    static func syntaxError(of entry: WritePlan.Entry, paths: PathDisplay) {
        guard let error = entry.syntaxError else { return }
        problem(
            "this Swift does not parse (\(error.message)); fix it, or undo the edit that broke it", path: entry.path, line: error.line,
            column: error.column, paths: paths)
    }

    /// "1 file", "2 files".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `created    Features/ProductCard/ProductCard.swift`, then conflicts as `path:line: conflict`.
    /// - Parameter setupFiles: files `init` or `new` wrote before the plan (created, or updated
    ///   with the reason), counted with the plan's.
    static func summarize(_ plan: WritePlan, paths: PathDisplay, dryRun: Bool = false, setupFiles: [SetupFile] = []) {
        // One write for every file's line: a large project's run prints thousands.
        var lines: [String] = []
        for file in setupFiles {
            let path = paths.display(file.path) + (file.isFolder ? "/" : "")
            lines.append(fileLine(file.action, path) + (file.reason.map { " (\($0))" } ?? ""))
        }
        for entry in plan.entries where !(quiet && [.unchanged, .yours].contains(entry.action)) {
            var line = fileLine(entry.action, paths.display(entry.path))
            if let reason = entry.reason { line += " (\(reason))" }
            if let previous = entry.movedFrom { line += " (renamed from \(paths.display(previous)))" }
            lines.append(line)
            for note in entry.notes { lines.append("          " + note) }
        }
        if !lines.isEmpty { out(lines.joined(separator: "\n")) }
        listConflicts(plan.entries, paths: paths)
        let order: [WritePlan.Action] = [
            .created, .updated, .merged, .adopted, .conflict, .kept, .unchanged, .yours, .skipped, .orphaned, .removed,
        ]
        let folders = setupFiles.filter(\.isFolder).count
        let setupFiles = setupFiles.filter { !$0.isFolder }
        let actions = plan.entries.map(\.action) + setupFiles.map(\.action)
        let parts = order.compactMap { action in
            let count = actions.filter { $0 == action }.count
            return count == 0 ? nil : "\(count) \(action.rawValue)"
        }
        let total = plan.entries.count + setupFiles.count
        if dryRun {
            out("would change \(plan.changes.count + setupFiles.count) of \(count(total, "file")): \(parts.joined(separator: ", "))")
        } else {
            // A folder is not a file: `init`'s specs folder is said apart (`; 1 folder created`).
            let folderPart = folders == 0 ? "" : "; \(count(folders, "folder")) created"
            out("featuregen: \(count(total, "file")): \(parts.joined(separator: ", "))\(folderPart)")
        }
    }
}

/// A file a command wrote before its plan ran: `featuregen.yml`, a copied template, a spec.
struct SetupFile {
    var action: WritePlan.Action
    var path: String
    var reason: String?
    /// A folder is listed, but not counted among the files.
    var isFolder = false

    static func created(_ path: String) -> SetupFile { SetupFile(action: .created, path: path) }
}
