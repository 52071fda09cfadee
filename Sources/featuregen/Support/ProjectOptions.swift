import ArgumentParser
import FeaturegenCore
import Foundation

/// `--project`, shared by the commands that work on a project, and the loading around it.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (the one with featuregen.yml). Default: the nearest one above the working folder.")
    var project: String?

    @Flag(help: "Treat warnings as errors: exit 2 and write nothing when there are any.")
    var warningsAsErrors = false

    /// Prints the warnings; with `--warnings-as-errors`, exits 2 when there are any.
    func report(_ warnings: [Diagnostic], paths: PathDisplay) throws {
        Console.report(warnings, paths: paths)
        if warningsAsErrors && !warnings.isEmpty {
            Console.error(
                "error: \(Console.count(warnings.count, "warning")) treated as errors (--warnings-as-errors); nothing was written")
            throw ExitCode(2)
        }
    }

    func root() -> URL { Self.root(project, searching: true) }

    func load() throws -> (Project, PathDisplay) { try Self.load(root()) }

    /// Loads the project for a command that writes, holding its lock until the command ends.
    func loadForWriting() throws -> (Project, PathDisplay, ProjectLock) {
        let root = root()
        let lock = try Self.lock(root)
        let (project, paths) = try Self.load(root)
        return (project, paths, lock)
    }

    /// Waits for any other featuregen run in the project, saying so, then holds the lock.
    static func lock(_ root: URL) throws -> ProjectLock {
        do {
            return try ProjectLock.acquire(root: root) {
                Console.error("featuregen: waiting for another featuregen run in this project…")
            }
        } catch {
            Console.report(error.diagnostics, paths: PathDisplay(root: root))
            throw ExitCode(2)
        }
    }

    /// The project folder: the one given, or the nearest folder upwards holding
    /// featuregen.yml, or (when not `searching`, for `init`) the working folder.
    static func root(_ project: String?, searching: Bool) -> URL {
        let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let project { return URL(fileURLWithPath: project, relativeTo: workingFolder).standardizedFileURL }
        guard searching else { return workingFolder }
        var folder = workingFolder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectConfig.fileName).path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return workingFolder }
            folder = parent
        }
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
        Console.error("\(paths.display(error.path)): error: \(error.reason)")
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
    try orExit(paths) { try generator.apply(plan) }
    Console.summarize(plan, paths: paths, setupFiles: setupFiles)
    if plan.hasConflicts { throw ExitCode(1) }
}

/// Project-relative paths of spec arguments; a path outside the project is bad usage.
func specPaths(_ arguments: [String], _ paths: PathDisplay) throws -> [String]? {
    guard !arguments.isEmpty else { return nil }
    return try arguments.map { argument in
        guard let path = paths.projectPath(of: argument) else {
            Console.error("error: \(argument) is outside the project at \(paths.root.path)")
            throw ExitCode(2)
        }
        return path
    }
}
