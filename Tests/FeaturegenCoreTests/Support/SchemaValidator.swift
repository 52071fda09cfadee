import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// A real JSON Schema validator (Python's jsonschema, draft-07, reading YAML with
/// libyaml as featuregen does), for the tests that hold `featuregen schema` against the loader.
enum SchemaValidator {
    /// Runs the validator on each YAML text; returns, per text, the validator's errors.
    /// `everyParser`: read each text as it is with PyYAML's pure-Python parser, which yamllint
    /// and other tools use and which refuses some of what libyaml reads (`URL?` in a flow
    /// mapping), instead of as featuregen reads it.
    static func validate(_ texts: [String], schema: String, everyParser: Bool = false) throws -> [[String]] {
        let folder = try makeTemporaryFolder("schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        try schema.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
        for (index, text) in texts.enumerated() {
            // As the loader reads it: unquoted `(label: Type)` lists quoted first.
            let quoted = everyParser ? text : String(decoding: ParameterListQuoting.quote(Array(text.utf8)), as: UTF8.self)
            try quoted.write(to: folder.appendingPathComponent("\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let script = #"""
            import json, sys, yaml, jsonschema
            folder, count, pure = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "pure"
            schema = json.load(open(folder + "/schema.json"))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            import re
            # libyaml, as featuregen reads YAML (or the pure-Python parser), with YAML 1.2's
            # booleans and numbers as editors read them: `yes` and `on` are text.
            Base = yaml.SafeLoader if pure else yaml.CSafeLoader
            class Loader(Base):
                pass
            core = ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
            Loader.yaml_implicit_resolvers = {
                first: [r for r in resolvers if r[0] not in core]
                for first, resolvers in Base.yaml_implicit_resolvers.items()
            }
            Loader.add_implicit_resolver(
                "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
            Loader.add_implicit_resolver(
                "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
            Loader.add_implicit_resolver(
                "tag:yaml.org,2002:float",
                re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
                list("-+0123456789."))
            load = lambda path: yaml.load(open(path), Loader=Loader)
            def errors(path):
                try:
                    document = load(path)
                except yaml.YAMLError as error:
                    return ["not YAML: " + str(error).splitlines()[0]]
                # As editors see it: YAML turned into JSON, whose keys are text (`true:` is "true").
                document = json.loads(json.dumps(document, default=str))
                return [e.message for e in validator.iter_errors(document)]
            print(json.dumps([errors(f"{folder}/{i}.yaml") for i in range(count)]))
            """#
        let parser = everyParser ? "pure" : "libyaml"
        let process = Process()
        // scripts/setup's virtual environment where the system's Python lacks the modules.
        let venv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/schema-python/bin/python3")
        if FileManager.default.isExecutableFile(atPath: venv.path) {
            process.executableURL = venv
            process.arguments = ["-c", script, folder.path, "\(texts.count)", parser]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, folder.path, "\(texts.count)", parser]
        }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the validator did not run (scripts/setup installs it): \(errorText)")
        return try JSONDecoder().decode([[String]].self, from: data)
    }

}
