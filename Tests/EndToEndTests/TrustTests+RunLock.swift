import FeaturegenCore
import Foundation
import Testing

/// One run at a time: a second run waits for the first, then completes.
extension TrustTests {
    // MARK: - One run at a time

    @Test func aSecondRunWaitsForTheFirstAndThenCompletes() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")

        // This test holds the lock, as a first run would: the file is named after the
        // project's real path, in the temporary folder.
        let descriptor = Platform.openLockFile(ProjectLock.lockFile(for: app.folder).path)
        #expect(Platform.lockExclusively(descriptor))
        let (process, errors) = try app.start("generate")
        Thread.sleep(forTimeInterval: 0.8)
        #expect(process.isRunning, "the second run did not wait")
        #expect(!(try app.read("Features/Profile/ProfileRouter.swift").contains("openHelp")), "it wrote while the lock was held")
        Platform.unlock(descriptor)
        Platform.closeFile(descriptor)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(errorText.contains("waiting for another featuregen run"))
        #expect(try app.read("Features/Profile/ProfileRouter.swift").contains("func openHelp()"))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen/lock").path))
    }
}
