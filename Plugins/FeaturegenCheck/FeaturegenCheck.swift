import Foundation
import PackagePlugin

/// `swift package featuregen-check [--quiet …]`: runs `featuregen check` in the package's folder
/// with no permission asked. `check` reads the project and writes nothing it needs: its run
/// cache is skipped where the folder is read-only, as SwiftPM's sandbox makes it.
@main
struct FeaturegenCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(context.tool(named: "featuregen").url, in: context.package.directoryURL, arguments: arguments)
    }

    static func run(_ tool: URL, in folder: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // featuregen has printed its own diagnostics; this only makes the plugin fail.
            throw CheckFailed(code: process.terminationStatus)
        }
    }
}

struct CheckFailed: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "featuregen check exited with status \(code)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FeaturegenCheck: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(context.tool(named: "featuregen").url, in: context.xcodeProject.directoryURL, arguments: arguments)
        }
    }
#endif
