import Foundation
import PackagePlugin

/// Compiles every file under the package's `Templates/` folder into the target as string
/// literals, so an installed `featuregen` binary carries its templates with it.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding templates from \(templates.path)",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: templateFiles(under: templates),
                outputFiles: [output]
            )
        ]
    }

    private func templateFiles(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
    }
}
