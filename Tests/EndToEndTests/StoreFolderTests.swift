import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import Testing

/// What featuregen keeps in a team's repository: `.featuregen/` holds the base records a team
/// commits and, listed in its own `.gitignore`, what belongs to one machine (the run cache, the
/// run lock, temporary files). `check` writes nothing, and the lock lives and dies with a run.
@Suite struct StoreFolderTests {
    @Test func initAndAnyWritingRunIgnoreTheMachineLocalFiles() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let ignore = try app.read(StoreIgnoreFile.path)
        for entry in ["cache", "lock", "tmp/"] {
            #expect(ignore.split(separator: "\n").contains(Substring(entry)), "\(ignore)")
        }
        // A project set up before featuregen wrote the file gets it from its next run…
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(StoreIgnoreFile.path))
        try app.run("new", "Profile")
        #expect(try app.read(StoreIgnoreFile.path) == StoreIgnoreFile.contents)
        // …and a file the team has edited is theirs.
        try app.write(StoreIgnoreFile.path, "cache\n")
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - close\n")
        #expect(try app.run("generate").status == 0)
        #expect(try app.read(StoreIgnoreFile.path) == "cache\n")
    }

    @Test func checkWritesNothingNotEvenTheCache() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try? FileManager.default.removeItem(at: app.folder.appendingPathComponent(".featuregen/cache"))
        let before = try app.snapshot()
        let checked = try app.run("check")
        #expect(checked.status == 0, "\(checked.errors)")
        #expect(try app.snapshot() == before, "check changed the project")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen/cache").path))
    }

    @Test func theLockIsInTheProjectAndGoneAfterEveryRun() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let lock = app.folder.appendingPathComponent(ProjectLock.path).path
        try app.run("init")
        #expect(!FileManager.default.fileExists(atPath: lock))
        try app.run("new", "Profile")
        #expect(!FileManager.default.fileExists(atPath: lock))
        // A run refused on bad input leaves nothing, not even the folder it made for the lock.
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(".featuregen"))
        try app.write("Specs/Profile.yaml", "feature: Profile\nstate: [\n")
        let refused = try app.run("generate")
        #expect(refused.status != 0)
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen").path))
    }

    /// A run that waited on the file the run before it removes locks the path again: two runs
    /// never both hold "the" lock, one on the removed file and one on a new one.
    @Test func aRunWaitingWhileTheLockFileIsRemovedLocksTheNewOne() throws {
        let folder = try makeTemporaryFolder("lock")
        defer { try? FileManager.default.removeItem(at: folder) }
        var first: ProjectLock? = try ProjectLock.acquire(root: folder)
        let second = LockHolder()
        let thread = Thread { second.hold(try? ProjectLock.acquire(root: folder, timeout: .seconds(20))) }
        thread.start()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!second.isHolding, "the second run did not wait")
        first = nil
        for _ in 0..<200 where !second.isHolding { Thread.sleep(forTimeInterval: 0.01) }
        #expect(second.isHolding, "the second run never got the lock")
        #expect(first == nil)
        #expect(throws: DiagnosticsError.self, "a third run got the lock while the second held it") {
            _ = try ProjectLock.acquire(root: folder, timeout: .milliseconds(300))
        }
        second.release()
        #expect(throws: Never.self) { _ = try ProjectLock.acquire(root: folder, timeout: .seconds(5)) }
    }

    @Test func aLinkedTemporaryFolderIsRefusedAndNothingIsWrittenThroughIt() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let elsewhere = try makeTemporaryFolder("elsewhere")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try? FileManager.default.removeItem(at: app.folder.appendingPathComponent(DiskFileSystem.temporaryFolder))
        try FileManager.default.createSymbolicLink(
            at: app.folder.appendingPathComponent(DiskFileSystem.temporaryFolder), withDestinationURL: elsewhere)
        let result = try app.run("new", "Profile")
        #expect(result.status != 0)
        #expect(result.errors.contains(".featuregen/tmp: error: is a symbolic link"), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "written through the link")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Profile").path))
    }

    /// Homebrew and Mint start featuregen through a symbolic link: the run cache's stamp of the
    /// executable is the stamp of the file the link names, so a rebuilt binary is noticed.
    @Test func theExecutablesStampIsTheLinkedFilesStamp() throws {
        let folder = try makeTemporaryFolder("bin")
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("featuregen-1.0"), link = folder.appendingPathComponent("featuregen")
        try Data("one build".utf8).write(to: binary)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        let linked = try #require(Project.executableStamp(at: link.path), "no stamp through the link")
        #expect(linked == Project.executableStamp(at: binary.path))
        try Data("a rebuilt, longer build".utf8).write(to: binary)
        #expect(Project.executableStamp(at: link.path) != linked, "a rebuilt binary has the old stamp")
    }
}

/// Holds the lock a second run acquires on its own thread, until told to let go.
private final class LockHolder: Sendable {
    private let held = Locked<ProjectLock?>(nil)

    var isHolding: Bool { held.withLock { $0 != nil } }
    func hold(_ acquired: ProjectLock?) { held.withLock { $0 = acquired } }
    func release() { held.withLock { $0 = nil } }
}

/// The Mac's own ways, through the code paths Linux runs too.
@Suite struct MacPathTests {
    /// On macOS the test process is `xctest` (or SwiftPM's testing helper), far from the build:
    /// the binary under test is found beside the test bundle, never beside the process.
    @Test func theBinaryUnderTestIsBesideTheTestBundle() {
        let macOS = Featuregen.productsFolder(
            bundlePaths: [
                "/Applications/Xcode.app/Contents/Developer/usr/bin", "/p/.build/arm64-apple-macosx/debug/featuregenPackageTests.xctest",
            ],
            argument0: "/Applications/Xcode.app/Contents/Developer/usr/bin/xctest")
        #expect(macOS.path == "/p/.build/arm64-apple-macosx/debug")
        let linux = Featuregen.productsFolder(
            bundlePaths: ["/p/.build/x86_64-unknown-linux-gnu/debug"],
            argument0: "/p/.build/x86_64-unknown-linux-gnu/debug/featuregenPackageTests.xctest")
        #expect(linux.path == "/p/.build/x86_64-unknown-linux-gnu/debug")
        // And the binary this run found is the one built with it.
        #expect(FileManager.default.isExecutableFile(atPath: Featuregen.binary.path), "\(Featuregen.binary.path)")
    }

    /// Ctrl-C while a run waits for another's lock ends it at once: nothing written, 130.
    @Test func aRunWaitingForTheLockStopsOnSIGINT() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")
        let held = try ProjectLock.acquire(root: app.folder)
        let (process, errors) = try app.start("generate")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(process.isRunning, "the run did not wait for the lock")
        Platform.kill(process.processIdentifier, Platform.interruptSignal)
        let started = Date()
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(started) < 30, "SIGINT was ignored while waiting")
        #expect(process.terminationStatus == 128 + Platform.interruptSignal)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains("interrupted (SIGINT) while waiting for another featuregen run"), "\(text)")
        #expect(!(try app.read("Features/Profile/ProfileRouter.swift").contains("openHelp")), "it wrote")
        withExtendedLifetime(held) {}
    }
}

/// Templates and specs a repository can carry that are not what they seem.
@Suite struct HostileFileTests {
    /// Runs featuregen, killing it after `seconds`: a hang is a failure, not a stuck suite.
    private func run(_ app: Featuregen, _ arguments: [String], killAfter seconds: Double) throws -> (Int32, String, Bool) {
        let process = Process()
        process.executableURL = Featuregen.binary
        process.arguments = arguments
        process.currentDirectoryURL = app.folder
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let hung = process.isRunning
        if hung { Platform.kill(process.processIdentifier, Platform.killSignal) }
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: errors, encoding: .utf8), hung)
    }

    @Test func aTemplateThatRendersWithoutEndIsRefusedAtItsManifestLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        try app.write(
            "Specs/Profile.yaml", "feature: Profile\nstate:\n  a: Int\n  b: Int\n  c: Int\n  d: Int\nactions: [viewDidLoad]\n")
        let nested = String(repeating: "{{#state}}", count: 22) + "0123456789abcdef" + String(repeating: "{{/state}}", count: 22)
        try app.write("Templates/mvvm/FeatureIO.swift.mustache", nested + "\n")
        let before = try app.snapshot()
        let (status, errors, hung) = try run(app, ["generate"], killAfter: 60)
        #expect(!hung, "the run did not stop")
        #expect(status == 2, "\(errors)")
        #expect(
            errors.contains("error: template 'FeatureIO.swift' renders more than 10 MB for 'Features/Profile/ProfileIO.swift'"), "\(errors)"
        )
        #expect(try app.snapshot() == before, "something was written")
    }

    @Test func aPipeWhereATemplateShouldBeIsReportedNotWaitedOn() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let template = app.folder.appendingPathComponent("Templates/mvvm/FeatureIO.swift.mustache")
        try FileManager.default.removeItem(at: template)
        #expect(mkfifo(template.path, 0o644) == 0)
        let (status, errors, hung) = try run(app, ["generate"], killAfter: 20)
        #expect(!hung, "the run waited on the pipe")
        #expect(status != 0)
        #expect(errors.contains("is not a regular file"), "\(errors)")
    }

    @Test func aLinkedSpecIsSaidToBeLeftOut() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-spec-\(UUID().uuidString).yaml")
        try Data("feature: Shared\n".utf8).write(to: elsewhere)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createSymbolicLink(
            at: app.folder.appendingPathComponent("Specs/Shared.yaml"), withDestinationURL: elsewhere)
        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("Specs/Shared.yaml:1:1: warning: Specs/Shared.yaml is a symbolic link"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Shared").path))
    }

    @Test func featuresAndSubviewsMayNotShadowTheFrameworksTypes() {
        for name in ["Font", "Path", "Circle", "Timer", "Bundle", "Locale", "UIView", "UIImage", "NSObject"] {
            #expect(diagnosticsOf("feature: \(name)\n").contains("error: feature name '\(name)' would shadow"), "\(name)")
            #expect(
                diagnosticsOf("feature: Profile\nsubviews:\n  \(name):\n    actions: [onTap]\n").contains(
                    "error: subview name '\(name)' would shadow"),
                "\(name)")
        }
        // A type nested in the state shadows nothing outside it.
        #expect(diagnosticsOf("feature: Profile\ntypes:\n  Path: [short, long]\n") == "")
    }

    private func diagnosticsOf(_ text: String) -> String {
        do {
            _ = try SpecLoader(fileSystem: MemoryFileSystem()).load(Array(text.utf8), path: "Test.yaml")
            return ""
        } catch {
            return error.description
        }
    }
}

/// `init --architecture` in a project whose `templates:` holds another architecture's copy.
@Suite struct InitArchitectureChangeTests {
    @Test func aCopyOfAnotherArchitecturesTemplatesIsRefusedOrReplacedNeverMixed() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        #expect(try app.read("featuregen.yml").contains("templates: Templates/mvvm"))
        let config = try app.read("featuregen.yml")

        // Without a copy of tca's templates, mvvm's would render tca's files: refused.
        let refused = try app.run("init", "--architecture", "tca")
        #expect(refused.status == 2, "\(refused.errors)")
        #expect(
            refused.errors.contains("error: --architecture tca: 'templates: Templates/mvvm' overrides the mvvm templates, file by file"),
            "\(refused.errors)")
        #expect(refused.errors.contains("add --copy-templates"), "\(refused.errors)")
        #expect(try app.read("featuregen.yml") == config, "the refused init changed featuregen.yml")

        // With one, the project moves to the copy of tca's.
        let copied = try app.run("init", "--copy-templates", "--architecture", "tca")
        #expect(copied.status == 0, "\(copied.errors)")
        let updated = try app.read("featuregen.yml")
        #expect(updated.contains("architecture: tca") && updated.contains("templates: Templates/tca"), "\(updated)")
        #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Templates/tca/Feature.swift.mustache").path))
        #expect(try app.run("new", "Profile").status == 0)
        #expect(try app.read("Features/Profile/Profile.swift").contains("@Reducer"))
    }
}
