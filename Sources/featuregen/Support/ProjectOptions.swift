import ArgumentParser
import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How every command prints: `--warnings-as-errors`, `--quiet`, `--diagnostics-format`.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Treat warnings as errors: exit 2 and write nothing when there are any.")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print only the files that change, conflicts and the summary.")
    var quiet = false

    @Option(help: "How to print diagnostics: compiler (the default), github (GitHub Actions annotations) or json (JSON Lines).")
    var diagnosticsFormat = DiagnosticFormat.compiler

    /// The options as parsed, as plain values.
    var choices: OutputChoices {
        OutputChoices(warningsAsErrors: warningsAsErrors, quiet: quiet, diagnosticsFormat: diagnosticsFormat)
    }

    func apply() { choices.apply() }

    func report(_ warnings: [Diagnostic], paths: PathDisplay) throws { try choices.report(warnings, paths: paths) }
}

/// `OutputOptions`' values, which a command can be run with without parsing (`Featuregen.main`);
/// each default is the option's.
struct OutputChoices: Equatable {
    var warningsAsErrors = false
    var quiet = false
    var diagnosticsFormat = DiagnosticFormat.compiler

    /// Sets how the command prints, before it prints anything.
    func apply() {
        Console.format = diagnosticsFormat
        Console.quiet = quiet
    }

    /// Prints the warnings and notes; with `--warnings-as-errors`, exits 2 when there are
    /// warnings (a note only says what the run does).
    func report(_ warnings: [Diagnostic], paths: PathDisplay) throws {
        Console.report(warnings, paths: paths)
        let count = warnings.filter { $0.severity != .note }.count
        if warningsAsErrors && count > 0 {
            Console.fail("\(Console.count(count, "warning")) treated as errors (--warnings-as-errors); nothing was written")
            throw ExitCode(2)
        }
    }
}

/// `--project` and the output options, shared by the commands that work on a project, and
/// the loading around it.
struct ProjectOptions: ParsableArguments {
    @Option(
        name: .long, help: "The project folder (the one with featuregen.yml). Default: the nearest one above the working folder.",
        completion: .directory)
    var project: String?

    @OptionGroup var output: OutputOptions

    /// The options as parsed, as plain values.
    var choices: ProjectChoices { ProjectChoices(project: project, output: output.choices) }

    func report(_ warnings: [Diagnostic], paths: PathDisplay) throws { try choices.report(warnings, paths: paths) }

    func root() -> URL { choices.root() }

    func applyOutputOptions() { output.apply() }

    func load() throws -> (Project, PathDisplay) { try choices.load() }

    func loadForWriting() throws -> (Project, PathDisplay, ProjectLock) { try choices.loadForWriting() }
}

/// `ProjectOptions`' values, which a command can be run with without parsing; each default is
/// the option's.
struct ProjectChoices: Equatable {
    var project: String?
    var output = OutputChoices()

    func report(_ warnings: [Diagnostic], paths: PathDisplay) throws {
        try output.report(warnings, paths: paths)
    }

    func root() -> URL { ProjectOptions.root(project, searching: true) }

    func load() throws -> (Project, PathDisplay) {
        output.apply()
        let root = root()
        try requireConfig(in: root)
        return try ProjectOptions.load(root)
    }

    /// With `--project DIR`, a missing featuregen.yml is named with the folder that lacks it.
    private func requireConfig(in root: URL) throws {
        guard let project, !FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectConfig.fileName).path) else { return }
        Console.fail(
            "no \(ProjectConfig.fileName) in \(project) (\(root.path))",
            notes: ["run 'featuregen init --project \(project)' to set featuregen up there, or pass the folder that has it"])
        throw ExitCode(2)
    }

    /// Loads the project for a command that writes, holding its lock until the command ends.
    /// SIGINT and SIGTERM stop the writing between two files (see `Interruption`).
    func loadForWriting() throws -> (Project, PathDisplay, ProjectLock) {
        Interruption.install()
        output.apply()
        let root = root()
        try requireConfig(in: root)
        let lock = try ProjectOptions.lock(root)
        let (project, paths) = try ProjectOptions.load(root)
        return (project, paths, lock)
    }
}

extension ProjectOptions {
    /// Waits for any other featuregen run in the project, saying so, then holds the lock.
    /// Ctrl-C while it waits ends the run at once, with 128 + the signal's number.
    static func lock(_ root: URL) throws -> ProjectLock {
        Interruption.install()
        do {
            return try ProjectLock.acquire(root: root) {
                Console.notice("waiting for another featuregen run in this project…")
            }
        } catch {
            Console.report(error.diagnostics, paths: PathDisplay(root: root))
            throw ExitCode(Interruption.requested.map { 128 + $0 } ?? 2)
        }
    }

    /// The project folder: the one given, or the nearest folder upwards holding
    /// featuregen.yml, or (when not `searching`, for `init`) the working folder.
    static func root(_ project: String?, searching: Bool) -> URL {
        let workingFolder = FileManager.default.currentDirectoryPath
        if let project { return URL(fileURLWithPath: project, relativeTo: URL(fileURLWithPath: workingFolder)).standardizedFileURL }
        // Plain paths and access(2) (`Platform.pathExists`): Foundation's URL operations were a noticeable part of a
        // one-module run.
        var folder = workingFolder
        while searching {
            if Platform.pathExists((folder == "/" ? "" : folder) + "/" + ProjectConfig.fileName) {
                return URL(fileURLWithPath: folder, isDirectory: true)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return URL(fileURLWithPath: workingFolder, isDirectory: true)
    }

    /// Loads the project, or reports why not and exits 2.
    static func load(_ root: URL) throws -> (Project, PathDisplay) {
        let paths = PathDisplay(root: root)
        do {
            return (try Project.load(from: DiskFileSystem(root: root)), paths)
        } catch {
            Console.report(error.diagnostics, paths: paths)
            throw ExitCode(2)
        }
    }
}

/// Runs a step of the pipeline, printing its diagnostics and exiting 2 when it fails.
func orExit<T>(_ paths: PathDisplay, _ step: () throws -> T) throws -> T {
    do {
        return try step()
    } catch let error as DiagnosticsError {
        Console.report(error.diagnostics, paths: paths)
        throw ExitCode(2)
    } catch let error as FileSystemError {
        Console.problem(error.reason, path: error.path, paths: paths)
        throw ExitCode(2)
    }
}

/// With `dryRun`, prints the diff a plan would apply and writes nothing; otherwise applies it.
func applyOrPreview(_ plan: WritePlan, dryRun: Bool, with generator: Generator, paths: PathDisplay) throws {
    if dryRun {
        Console.out(UnifiedDiff.diff(plan), terminator: "")
        Console.summarize(plan, paths: paths, dryRun: true)
        return
    }
    try apply(plan, with: generator, paths: paths)
}

/// Writes a plan, prints a line per file, and exits 1 when conflicts or skipped files remain.
func apply(_ plan: WritePlan, with generator: Generator, paths: PathDisplay, setupFiles: [SetupFile] = []) throws {
    let applied: WritePlan
    do {
        applied = try orExit(paths) { try generator.apply(plan) }
    } catch let interrupted as InterruptedError {
        Console.fail(
            "interrupted (\(interrupted.signal == Platform.interruptSignal ? "SIGINT" : "SIGTERM")) after writing \(interrupted.done) of \(Console.count(interrupted.total, "file")); every file is whole, and running 'featuregen generate' again completes the run"
        )
        throw ExitCode(128 + interrupted.signal)
    }
    Console.summarize(applied, paths: paths, setupFiles: setupFiles)
    if applied.hasBlockedFiles { throw ExitCode(1) }
}

/// Project-relative paths of spec arguments: a path from the working folder, a path from the
/// project's root (`Specs/Cart.yaml` typed in a subfolder), or a feature's name (`Cart`).
/// An argument that names no spec is bad usage.
func specPaths(_ arguments: [String], _ paths: PathDisplay, project: Project? = nil) throws -> [String]? {
    guard !arguments.isEmpty else { return nil }
    let specs = (try? project?.specPaths()) ?? []
    return try arguments.map { argument in
        if let path = paths.projectPath(of: argument), specs.contains(path) || project == nil { return path }
        if specs.contains(argument) { return argument }
        let byName = specs.filter { spec in
            let file = ProjectPath.fileName(of: spec)
            return file == argument + ".yaml" || file == argument + ".yml"
        }
        if byName.count == 1 { return byName[0] }
        if let path = paths.projectPath(of: argument), FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(path).path)
        {
            return path
        }
        guard paths.projectPath(of: argument) != nil || !argument.hasPrefix("/") else {
            Console.fail("\(argument) is outside the project at \(paths.root.path)")
            throw ExitCode(2)
        }
        let names = specs.map(ProjectPath.stem)
        Console.fail(
            "no spec '\(argument)': neither a spec file nor the name of a feature in \(project?.config.specs ?? "the specs folder")",
            notes: DidYouMean.suggestion(for: argument, among: names).map { ["did you mean '\($0)'?"] } ?? [])
        throw ExitCode(2)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
