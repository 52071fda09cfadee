import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory featuregen <command> …`: runs the
/// featuregen binary in the package's folder with the arguments as given, so the plugin
/// prints and exits exactly as the CLI does.
@main
struct FeaturegenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(context.tool(named: "featuregen").url, in: context.package.directoryURL, arguments: arguments)
    }

    static func run(_ tool: URL, in folder: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // featuregen has printed its own diagnostics; this only makes the plugin fail.
            throw ExitStatus(code: process.terminationStatus, command: arguments.first ?? "")
        }
    }
}

struct ExitStatus: Error, CustomStringConvertible {
    let code: Int32
    let command: String
    var description: String { "featuregen \(command) exited with status \(code)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same command from Xcode's project navigator (File ▸ Packages ▸ featuregen), run in
    /// the Xcode project's folder.
    extension FeaturegenCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(context.tool(named: "featuregen").url, in: context.xcodeProject.directoryURL, arguments: arguments)
        }
    }
#endif
