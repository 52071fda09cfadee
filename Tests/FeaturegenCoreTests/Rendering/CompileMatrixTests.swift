#if os(Linux)
    import FeaturegenTestSupport
    import Foundation
    import Testing

    @testable import FeaturegenCore

    /// A way users build their app: the compiler flags of the app's module (the golden features)
    /// and of its test target. The stand-ins (SwiftUI, UIKit, Combine, TCA) stay as SwiftPM built
    /// them, in their own mode, as Apple's and Point-Free's libraries would be.
    struct BuildMode: CustomTestStringConvertible, Sendable {
        var name: String
        var app: [String]
        var tests: [String]
        var testDescription: String { name }

        /// Xcode 26's "Approachable Concurrency" (SWIFT_APPROACHABLE_CONCURRENCY = YES): the
        /// upcoming features it turns on; Swift 6 has the last three already.
        static let approachableConcurrency = [
            "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "DisableOutwardActorInference",
            "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
        ]

        static func upcoming(_ features: [String]) -> [String] {
            features.flatMap { ["-enable-upcoming-feature", $0] }
        }

        /// Swift 6 language mode: what the golden targets of Package.swift are built in, so not
        /// compiled again here unless FEATUREGEN_MATRIX_MODES names it.
        static let swift6 = BuildMode(name: "swift6", app: ["-swift-version", "6"], tests: ["-swift-version", "6"])

        /// Swift 5 language mode (minimal concurrency checking), as most existing projects build.
        static let swift5 = BuildMode(name: "swift5", app: ["-swift-version", "5"], tests: ["-swift-version", "5"])

        /// A new Xcode 26 project: Swift 5, Default Actor Isolation = MainActor
        /// (`.defaultIsolation(MainActor.self)`) and Approachable Concurrency on the app target;
        /// its test targets get Approachable Concurrency but keep nonisolated default isolation.
        static let xcode26 = BuildMode(
            name: "xcode26",
            app: ["-swift-version", "5", "-default-isolation", "MainActor"] + upcoming(approachableConcurrency),
            tests: ["-swift-version", "5"] + upcoming(approachableConcurrency))

        /// The same project moved to Swift 6: MainActor by default, with
        /// `NonisolatedNonsendingByDefault` and `InferIsolatedConformances`.
        static let xcode26Swift6 = BuildMode(
            name: "xcode26-swift6",
            app: ["-swift-version", "6", "-default-isolation", "MainActor"] + upcoming(Array(approachableConcurrency.prefix(2))),
            tests: ["-swift-version", "6"] + upcoming(Array(approachableConcurrency.prefix(2))))

        static let all = [swift6, swift5, xcode26, xcode26Swift6]

        /// An error TCA itself causes in this mode: the conformance its `@Reducer` macro writes
        /// for an enum of features (`Destination`, `Path`) in an extension, which default MainActor
        /// isolation isolates (TCA #3768). Nothing the feature's code can write avoids it.
        func knownLimit(of error: CompilerError) -> Bool {
            app.contains("-default-isolation") && app.contains("6")
                && error.message.contains("to protocol 'CaseReducerState' crosses into main actor-isolated code")
        }

        /// The modes `swift test` compiles: all but Swift 6, or those FEATUREGEN_MATRIX_MODES
        /// names (comma-separated).
        static var checked: [BuildMode] {
            guard let names = ProcessInfo.processInfo.environment["FEATUREGEN_MATRIX_MODES"]?.split(separator: ",") else {
                return [swift5, xcode26, xcode26Swift6]
            }
            return all.filter { names.contains(Substring($0.name)) }
        }
    }

    /// The compile matrix: every golden set (`Tests/Golden/<set>`, the app code) and the tests
    /// featuregen generates for it (`<set>-tests`, `<set>-swift-testing`) type-checked, with
    /// the compiler's SIL diagnostics, in each `BuildMode`, with warnings as errors, against the
    /// modules `swift build` already made (`.build/<triple>/debug/Modules`). A failure names the
    /// mode, and each error its file:line:column.
    @Suite(.disabled(if: Repository.isRecording))
    struct CompileMatrixTests {
        /// Compiles at a time: as many as there are cores.
        static let slots = CompileSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

        @Test(arguments: BuildMode.checked, GoldenSet.all)
        func goldenSetCompiles(mode: BuildMode, set: GoldenSet) async throws {
            let build = try #require(BuildFolder.current, "no .build/<triple>/debug/Modules beside the test binary")
            let output = try makeTemporaryFolder("matrix")
            defer { try? FileManager.default.removeItem(at: output) }

            let module = set.testedModule ?? "Golden_\(set.folder.replacingOccurrences(of: "-", with: "_"))"
            let appCompiled = try await compile(
                folders: [set.folder], module: module, flags: mode.app + ["-enable-testing"], mode: mode, build: build, output: output)
            guard appCompiled, set.testedModule != nil else { return }
            for framework in ProjectConfig.TestFramework.allCases {
                let folder = set.testFolder(framework)
                _ = try await compile(
                    folders: [folder], module: "\(module)\(framework == .xctest ? "" : "SwiftTesting")FeatureTests",
                    flags: mode.tests + ["-Xfrontend", "-disable-cross-import-overlays"], mode: mode, build: build, output: output)
            }
        }

        /// Type-checks the Swift files below `folders` (of Tests/Golden) as one module, whose
        /// module file goes to `output`, where the next compile finds it first; records an issue
        /// per error. Returns whether it compiled.
        private func compile(
            folders: [String], module: String, flags: [String], mode: BuildMode, build: BuildFolder, output: URL
        ) async throws -> Bool {
            let files = try folders.flatMap { folder -> [String] in
                let root = Repository.golden.appendingPathComponent(folder)
                guard FileManager.default.fileExists(atPath: root.path) else { return [] }
                return try DiskFileSystem(root: root).files(under: "").filter { $0.hasSuffix(".swift") }.sorted()
                    .map { root.appendingPathComponent($0).path }
            }
            try #require(!files.isEmpty, "\(folders[0]): no Swift files")
            let arguments =
                ["swiftc", "-module-name", module, "-parse-as-library", "-wmo", "-emit-module"]
                + ["-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path]
                + flags + ["-warnings-as-errors", "-DDEBUG", "-I", output.path] + build.flags + files
            let (status, log) = try await Self.slots.run(arguments)
            guard status != 0 else { return true }

            let root = Repository.root.path + "/"
            let errors = CompilerError.all(in: log)
            // TCA's own limit (Documentation/Architectures/tca.md): its `@Reducer enum` cannot
            // build under default MainActor isolation in Swift 6 (TCA #3768); known, not ours.
            let known = errors.filter { mode.knownLimit(of: $0) }
            if !errors.isEmpty, known.count == errors.count {
                withKnownIssue("TCA #3768: a @Reducer enum under default MainActor isolation in Swift 6") {
                    for error in errors {
                        Issue.record(Comment(rawValue: "[\(mode.name)] \(error.path):\(error.line): \(error.message)"))
                    }
                }
                return false
            }
            for error in errors {
                let path = error.path.hasPrefix(root) ? String(error.path.dropFirst(root.count)) : error.path
                let text = "[\(mode.name)] \(path):\(error.line):\(error.column): error: \(error.message)"
                Issue.record(
                    Comment(rawValue: text),
                    sourceLocation: SourceLocation(
                        fileID: "\(folders[0])/\((error.path as NSString).lastPathComponent)", filePath: error.path, line: error.line,
                        column: error.column))
            }
            let command = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.prefix(while: { !$0.hasSuffix(".swift") })
            let summary = """
                [\(mode.name)] \(folders[0]) does not compile (\(errors.count) errors, exit \(status)); \
                reproduce with: \(command.joined(separator: " ")) <the Swift files of Tests/Golden/\(folders.joined(separator: " and "))>
                \(errors.isEmpty ? log : "")
                """
            Issue.record(Comment(rawValue: summary))
            return false
        }
    }

    /// `path:line:column: error: message`, as swiftc prints it.
    struct CompilerError {
        var path: String
        var line: Int
        var column: Int
        var message: String

        /// The errors of a compiler's output; one in a macro's expansion is placed where the
        /// expanded code comes from (the note after it).
        static func all(in log: String) -> [CompilerError] {
            let lines = log.split(separator: "\n")
            return lines.indices.compactMap { index in
                guard var error = CompilerError(lines[index]) else { return nil }
                if !error.path.hasPrefix("/"),
                    let origin = lines[(index + 1)...].prefix(3).first(where: { $0.contains(": note: expanded code originates here") }),
                    let start = origin.firstIndex(of: "/"),
                    let place = CompilerError(origin[start...].replacingOccurrences(of: ": note: ", with: ": error: ")[...])
                {
                    error.message = "\(error.path): \(error.message)"
                    (error.path, error.line, error.column) = (place.path, place.line, place.column)
                }
                return error
            }
        }

        init?(_ text: Substring) {
            guard let marker = text.range(of: ": error: ") else { return nil }
            let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            path = place.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            message = String(text[marker.upperBound...])
        }
    }

    /// Where SwiftPM put the modules the golden targets were built against: the folder of the
    /// test binary.
    struct BuildFolder: Sendable {
        var url: URL

        static let current: BuildFolder? = {
            guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            // The test binary is `<build>/featuregenPackageTests.xctest`.
            while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/GoldenCombine.swiftmodule").path) {
                guard folder.path != "/" else { return nil }
                folder = folder.deletingLastPathComponent()
            }
            return BuildFolder(url: folder)
        }()

        /// The module search path (with a module cache of its own: compiles that wrote to
        /// SwiftPM's made its next build recompile swift-dependencies after the stand-ins, which
        /// then took them for Apple's), the C modules' maps (OpenCombine's helpers) and the macro
        /// plugins (`<Target>-tool`: SwiftUI's `#Preview`, TCA's and CasePaths' macros).
        var flags: [String] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
            let maps = entries.filter { $0.hasSuffix(".build") }.map { url.appendingPathComponent("\($0)/module.modulemap").path }
                .filter { FileManager.default.fileExists(atPath: $0) }
            let plugins = entries.filter { $0.hasSuffix("Macros-tool") || $0.hasSuffix("MacrosPlugin-tool") }
            return [
                "-I", url.appendingPathComponent("Modules").path, "-module-cache-path",
                url.appendingPathComponent("CompileMatrixModuleCache").path,
            ]
                + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
                + plugins.flatMap {
                    [
                        "-Xfrontend", "-load-plugin-executable", "-Xfrontend",
                        "\(url.appendingPathComponent($0).path)#\($0.dropLast("-tool".count))",
                    ]
                }
        }
    }

    /// Runs compiles, at most `count` at once, without blocking the test runner's threads.
    actor CompileSlots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(count: Int) {
            free = count
        }

        /// Runs `arguments` (through /usr/bin/env) to its end: its exit status and its output.
        func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
            if free > 0 {
                free -= 1
            } else {
                await withCheckedContinuation { waiting.append($0) }
            }
            defer {
                if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
            }
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-matrix-\(UUID().uuidString).log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: log) }
            let handle = try FileHandle(forWritingTo: log)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = Repository.root
            process.standardOutput = handle
            process.standardError = handle
            let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
            try handle.close()
            return (status, try String(contentsOf: log, encoding: .utf8))
        }
    }
#endif
