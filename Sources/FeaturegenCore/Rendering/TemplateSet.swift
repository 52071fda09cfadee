import Mustache

/// The templates of one architecture, parsed: the built-in ones, each replaced by the
/// project's own copy where `templates:` points at a folder that has it.
public struct TemplateSet: Sendable {
    /// The template files every architecture provides, by role.
    public enum Role: String, CaseIterable, Sendable {
        case module = "Feature.swift"
        case io = "FeatureIO.swift"
        case state = "FeatureState.swift"
        case viewModel = "FeatureViewModel.swift"
        case view = "FeatureView.swift"
        case router = "FeatureRouter.swift"
        case subview = "Subview.swift"
        case runtime = "Module.swift"
        case starterSpec = "Spec.yaml"

        public var fileName: String { rawValue + ".mustache" }
    }

    public let architecture: String
    private let library: MustacheLibrary

    /// - Parameter overrides: template file name → text, read from the project's folder.
    public init(architecture: String, overrides: [String: (text: String, path: String)] = [:]) throws(DiagnosticsError) {
        self.architecture = architecture
        var library = MustacheLibrary()
        var diagnostics = DiagnosticCollector()
        for role in Role.allCases {
            guard let source = Self.source(of: role, architecture: architecture, overrides: overrides) else {
                diagnostics.error("no template '\(role.fileName)' for architecture '\(architecture)'", at: nil)
                continue
            }
            let root = role == .runtime || role == .starterSpec ? TemplateSchema.project : TemplateSchema.feature
            let unknownNames = TemplateNameChecker(root: root).diagnostics(in: source.text, file: source.path)
            guard unknownNames.isEmpty else {
                diagnostics.append(contentsOf: unknownNames)
                continue
            }
            do {
                // Templates produce code, not HTML: no escaping. The pragma sits on a line of
                // its own, which Mustache removes, so template line numbers are off by one.
                try library.register("{{%CONTENT_TYPE:TEXT}}\n" + source.text, named: role.rawValue)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error(
                    "template error: \(Self.explanation(of: error.error))",
                    at: SourceLocation(file: source.path, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber))
            } catch {
                diagnostics.error("template error: \(error)", at: SourceLocation(file: source.path, line: 1, column: 1))
            }
        }
        try diagnostics.throwIfErrors()
        self.library = library
    }

    /// The text a role renders from: the project's own file where there is one, else the
    /// built-in one; nil when neither exists.
    static func source(
        of role: Role, architecture: String, overrides: [String: (text: String, path: String)]
    ) -> (text: String, path: String)? {
        if let override = overrides[role.fileName] { return override }
        let builtInKey = "\(architecture)/\(role.fileName)"
        return EmbeddedTemplates.files[builtInKey].map { ($0, "<built-in>/Templates/\(builtInKey)") }
    }

    /// The built-in template files of an architecture, for `featuregen init --copy-templates`.
    public static func builtInFiles(of architecture: String) -> [(name: String, text: String)] {
        Role.allCases.compactMap { role in
            EmbeddedTemplates.files["\(architecture)/\(role.fileName)"].map { (role.fileName, $0) }
        }
    }

    private static func explanation(of error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "a section is closed with another name than it was opened with ({{#a}}…{{/a}})"
        case .unfinishedName?: "a tag is not closed with '}}'"
        case .expectedSectionEnd?: "a section is not closed; add its {{/name}}"
        case .invalidSetDelimiter?: "a set-delimiter tag is malformed"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: "a {{% pragma}} is malformed or unknown"
        default: "\(error)"
        }
    }

    func render(_ role: Role, _ context: Any) -> String {
        SourceText.normalized(library.render(context, withTemplate: role.rawValue) ?? "")
    }
}
