import Foundation
import Testing

/// In an Xcode build phase the paths featuregen prints are absolute, so the issue navigator
/// opens them; elsewhere they stay relative to the working folder, as a terminal wants them.
@Suite(.serialized) struct XcodePathTests {
    private let xcode = ["XCODE_VERSION_ACTUAL": "2600"]

    /// The path of the first line that reports `suffix`, checked to be absolute and to name
    /// the project's file (macOS may print the temporary folder through /private).
    private func absolutePath(in errors: String, endingWith suffix: String, app: Featuregen) -> String? {
        guard let line = errors.split(separator: "\n").first(where: { $0.contains(suffix + ":") }) else { return nil }
        let path = String(line.prefix { $0 != ":" })
        guard path.hasPrefix("/"), path.hasSuffix("/" + suffix) else { return nil }
        let printed = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return printed == app.folder.appendingPathComponent(suffix).resolvingSymlinksInPath().path ? path : nil
    }

    @Test func aBuildPhasePrintsAbsolutePaths() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let router = "Features/Profile/ProfileRouter.swift"
        try app.write(router, try app.read(router).replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n=======\n"))

        let terminal = try app.run("check", "--quiet")
        #expect(terminal.errors.split(separator: "\n").contains { $0.hasPrefix("\(router):") }, "\(terminal.errors)")
        let check = try app.run(["check", "--quiet"], environment: xcode)
        #expect(check.status == 1)
        #expect(absolutePath(in: check.errors, endingWith: router, app: app) != nil, "\(check.errors)")

        try app.write("Specs/Broken.yaml", "feature: Broken\nstate:\n  count: int\n")
        #expect(try app.run("validate").errors.hasPrefix("Specs/Broken.yaml:3:3: error: "))
        let validate = try app.run(["validate"], environment: xcode)
        #expect(absolutePath(in: validate.errors, endingWith: "Specs/Broken.yaml", app: app) != nil, "\(validate.errors)")
        // From a subfolder, with --project, the same absolute path.
        let sub = try app.run(["validate", "--project", ".."], environment: xcode, in: "Features")
        #expect(absolutePath(in: sub.errors, endingWith: "Specs/Broken.yaml", app: app) != nil, "\(sub.errors)")
        // An empty variable is not Xcode.
        #expect(try app.run(["validate"], environment: ["XCODE_VERSION_ACTUAL": ""]).errors.hasPrefix("Specs/Broken.yaml:3:3: "))
    }
}
