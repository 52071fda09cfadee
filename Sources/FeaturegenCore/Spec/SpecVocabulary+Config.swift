extension SpecVocabulary {
    /// The settings of `featuregen.yml`, besides a mapping per architecture of the settings its
    /// manifest declares (written before the last, `previews`).
    static var config: [SpecKey] {
        [
            SpecKey("specs", path(default: "Specs"), "Where specs live (*.yaml and *.yml, subfolders included)."),
            SpecKey("output", path(default: "Features"), "Where modules are generated: <output>/<Feature>/."),
            SpecKey(
                "runtime", ["type": "string", "pattern": #"\.swift$"#, "default": "Features/Runtime/Module.swift"],
                "The shared runtime, once per project."),
            SpecKey(
                "architecture", ["enum": .strings(ArchitectureCatalog.names), "default": .string(ProjectConfig().architecture)],
                "The template set of the project's features; a spec may name its own."),
            SpecKey(
                "observation", ["enum": ["combine", "observable"], "default": "combine"],
                "combine (ObservableObject, iOS 13+) or observable (@Observable, iOS 17+)."),
            SpecKey(
                "access", ["enum": ["internal", "public"], "default": "internal"], "public when the features live in their own package."),
            SpecKey("templates", path(), "A folder of your own templates, overriding the built-in ones file by file."),
            SpecKey(
                "tests", path(), "Where each feature's tests and test doubles go (<tests>/<Feature>/); without it no tests are generated."),
            SpecKey(
                "testFramework", ["enum": ["swift-testing", "xctest"], "default": "swift-testing"],
                "What the generated tests are written with."),
            SpecKey(
                "testedModule", ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"],
                "The app target the tests import with @testable import."),
            SpecKey(
                "unwrittenTests", ["enum": ["skip", "fail"], "default": "skip"],
                "What a generated test whose checks are yours to write does: skip (with what to write as its reason) or fail."),
            SpecKey("previews", ["type": "boolean", "default": true], "Whether views and subviews get a #Preview."),
        ]
    }

    /// A path, or a folder's: not empty.
    private static func path(default value: String? = nil) -> JSONValue {
        let schema: JSONValue = ["type": "string", "minLength": 1]
        return value.map { schema.adding("default", .string($0)) } ?? schema
    }
}
