import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The fuzzer's inputs, kept in the test suite: the malformed specs of the unit tests are its
/// seeds (`fuzz/seeds/`, written from the tables here), and every input it ever found
/// (`fuzz/regressions/`) is replayed on each run.
@Suite struct FuzzCorpusTests {
    static let fuzz = Repository.root.appendingPathComponent("fuzz")

    private static func fileName(_ row: DiagnosticCase) -> String {
        row.name.replacingOccurrences(of: " ", with: "-") + ".yaml"
    }

    @Test func seedsAreTheTestInputs() throws {
        let seeds = DiskFileSystem(root: Self.fuzz.appendingPathComponent("seeds"))
        for row in loaderCases + specCases + routeCases {
            let name = Self.fileName(row)
            if Repository.isRecording {
                try seeds.writeText(name, row.spec)
            } else {
                #expect(try seeds.readText(name) == row.spec, "fuzz/seeds/\(name) is stale: FEATUREGEN_RECORD=1 swift test")
            }
        }
    }

    @Test(.disabled(if: Repository.isRecording)) func everyKnownInputGivesASpecOrDiagnostics() throws {
        var count = 0
        for folder in ["seeds", "regressions"] {
            let disk = DiskFileSystem(root: Self.fuzz.appendingPathComponent(folder))
            for path in try disk.files(under: "") where !path.hasPrefix(".") {
                let bytes = try #require(try disk.read(path))
                let clock = ContinuousClock()
                let elapsed = clock.measure {
                    do throws(DiagnosticsError) {
                        let spec = try SpecLoader(fileSystem: MemoryFileSystem()).load(bytes, path: path)
                        _ = ContextBuilder(observation: .combine, access: .public).context(for: spec)
                    } catch {
                        #expect(!error.diagnostics.isEmpty)
                        #expect(error.diagnostics.allSatisfy { $0.location == nil || $0.location!.line >= 1 })
                    }
                }
                // A guard against an input that hangs the loader, not a speed target: each takes
                // milliseconds, and a machine busy with other work must not fail it.
                #expect(elapsed < .seconds(60), "\(folder)/\(path) took \(elapsed)")
                count += 1
            }
        }
        #expect(count >= loaderCases.count + specCases.count + routeCases.count)
    }
}
