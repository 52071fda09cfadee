import Testing

@testable import FeaturegenCore

/// Endpoints the Swift of a client cannot hold are refused where the spec writes them, in every
/// architecture that writes them that way; what is accepted is written so it compiles against
/// the real swift-dependencies (`@DependencyClient`, `@Dependency`), which the tca goldens build
/// with.
@Suite struct EndpointCheckTests {
    private func spec(_ architecture: String, _ endpoint: String) -> String {
        "feature: Catalog\narchitecture: \(architecture)\ndependencies:\n  catalog:\n    endpoints:\n      \(endpoint)\n"
    }

    private let architectures = ["mvvm", "tca", "mvi", "statecontainer", "vsurf"]

    /// The real `@DependencyClient`: "Default value required for non-throwing closure". A tca
    /// endpoint that returns a value, neither throws nor returns an optional, needs a `preview:`
    /// (what it returns unimplemented, and in previews); a protocol requirement needs none.
    @Test func aNonThrowingTCAEndpointThatReturnsAValueNeedsADefault() {
        let needsOne = [
            ("authorizationStatus: \"() -> Bool\"", "authorizationStatus", "Bool", "false", "() throws -> Bool"),
            ("count: \"(id: String) async -> Int\"", "count", "Int", "0", "(id: String) async throws -> Int"),
            ("names: \"(page: Int, String) -> [String]\"", "names", "[String]", "[]", "(page: Int, String) throws -> [String]"),
            (
                "current: { signature: \"() async -> Result<Int, any Error>\" }", "current", "Result<Int, any Error>",
                "Result<Int, any Error>(…)", "() async throws -> Result<Int, any Error>"
            ),
        ]
        for (endpoint, name, type, value, throwing) in needsOne {
            let found = diagnostics(spec("tca", endpoint))
            #expect(
                found.contains(
                    "Test.yaml:6:7: error: endpoint '\(name)' of 'catalog' neither throws nor has a default value, which @DependencyClient requires of a closure that returns '\(type)'"
                ), "\(found)")
            #expect(found.contains("preview: \"\(value)\" }'"), "\(found)")
            #expect(found.contains("or let it throw: '\(name): \"\(throwing)\"'"), "\(found)")
            // Protocols (every other architecture) hold it as it is.
            for architecture in architectures where architecture != "tca" {
                #expect(!diagnostics(spec(architecture, endpoint)).contains("neither throws"), "\(architecture): \(endpoint)")
            }
        }
        for fine in [
            "isOn: \"() throws -> Bool\"", "isOn: \"() -> Bool?\"", "isOn: \"() -> Optional<Bool>\"", "log: \"(String) -> Void\"",
            "sync: \"() async\"", "isOn: { signature: \"() -> Bool\", preview: \"true\" }",
        ] {
            #expect(diagnostics(spec("tca", fine)) == "", "\(fine)")
        }
    }

    /// The real `@DependencyClient` writes an endpoint's name bare in its expansion (`self.enum`),
    /// so a keyword there does not compile; a protocol requirement escapes it and compiles.
    @Test func aTCAEndpointNamedAsAKeywordIsRefused() {
        for keyword in ["enum", "in", "default", "do", "class"] {
            let endpoint = "\(keyword): \"() async throws -> Int\""
            #expect(
                diagnostics(spec("tca", endpoint)).contains(
                    "Test.yaml:6:7: error: endpoint '\(keyword)' of 'catalog' is named as a Swift keyword, which @DependencyClient's expansion cannot hold"
                ), "\(keyword)")
            for architecture in architectures where architecture != "tca" {
                #expect(!diagnostics(spec(architecture, endpoint)).contains("keyword"), "\(architecture): \(keyword)")
            }
        }
    }

    /// Following the advice compiles: the preview is the closure's default.
    @Test func aTCAEndpointsPreviewIsItsDefault() throws {
        let project = memoryProject(specs: [
            "Catalog.yaml": spec(
                "tca", "isOn: { signature: \"(id: String) -> Bool\", preview: \"true\" }\n      load: \"() throws -> Bool\"")
        ])
        let client = try #require(try renderedFiles(project)["Features/Catalog/Dependencies/CatalogClient.swift"]?.contents)
        #expect(client.contains("    var isOn: @Sendable (_ id: String) -> Bool = { id in true }\n"), "\(client)")
        #expect(client.contains("    var load: @Sendable () throws -> Bool\n"), "\(client)")
    }

    /// Neither a protocol requirement nor a closure type takes a default argument, nor returns an
    /// opaque type; a closure type takes no opaque parameter either.
    @Test func whatAFunctionTypeCannotHoldIsRefusedInEveryArchitecture() {
        for architecture in architectures {
            let shape = architecture == "tca" ? "a closure type (a @DependencyClient endpoint)" : "a protocol requirement"
            for (endpoint, parameter, written) in [
                ("pick: \"(n: Int = 3) async -> Int\"", "'n'", "n: Int"),
                ("pick: \"(String, count: [Int] = [1, 2]) async throws -> Int\"", "'count'", "count: [Int]"),
                ("pick: \"(Int = 0) throws\"", "'Int = 0'", "Int"),
            ] {
                let found = diagnostics(spec(architecture, endpoint))
                #expect(
                    found.contains(
                        "Test.yaml:6:7: error: parameter \(parameter) of endpoint 'pick' has a default argument, which \(shape) does not permit"
                    ),
                    "\(architecture): \(found)")
                #expect(found.contains("write the parameter without it ('\(written)')"), "\(found)")
            }
            let opaqueResult = diagnostics(spec(architecture, "items: { signature: \"() async -> some Collection\", preview: \"[1]\" }"))
            #expect(
                opaqueResult.contains(
                    "error: endpoint 'items' returns an opaque type ('some Collection'), which \(shape) does not permit"),
                "\(architecture): \(opaqueResult)")
            let opaqueParameter = diagnostics(spec(architecture, "add: \"(items: some Sequence<Int>) async\""))
            #expect(opaqueParameter.contains("has an opaque type ('some Sequence<Int>')") == (architecture == "tca"), "\(opaqueParameter)")
        }
    }

    /// A tca feature that opens a feature of a builder-injected architecture passes it that
    /// feature's client, which is a protocol: validate asks for `mail: MailClient`, and what it
    /// then writes reads the client by a key of its own (`@Dependency(MailClient.self)` would
    /// not compile), in the reducer and in the view that builds the opened screen.
    @Test func aTCAFeatureReadsAProtocolClientByAKeyOfItsOwn() throws {
        let inbox =
            "feature: Inbox\narchitecture: statecontainer\ndependencies:\n  mail:\n    endpoints: { unreadCount: \"() async -> Int\" }\n"
        let letter = "feature: Letter\narchitecture: vsurf\nactions: [close]\ndependencies:\n  mail: MailClient\n"
        let tally = { (dependencies: String) in
            "feature: Tally\narchitecture: tca\nactions: [reply]\nroutes:\n  - reply: { module: Letter, presentation: present }\n"
                + dependencies
        }
        var advice = ""
        do {
            _ = try Generator(project: memoryProject(specs: ["Inbox.yaml": inbox, "Letter.yaml": letter, "Tally.yaml": tally("")]))
                .loadSpecs(nil)
        } catch {
            advice = error.description
        }
        #expect(advice.contains("add 'mail: MailClient' to Tally's 'dependencies'"), "\(advice)")
        let files = try renderedFiles(
            memoryProject(specs: [
                "Inbox.yaml": inbox, "Letter.yaml": letter, "Tally.yaml": tally("dependencies:\n  mail: MailClient\n"),
            ]))
        let reducer = try #require(files["Features/Tally/Tally.swift"]?.contents)
        #expect(reducer.contains("    @Dependency(MailClientKey.self) var mail\n"), "\(reducer)")
        #expect(
            reducer.contains(
                "    enum MailClientKey: TestDependencyKey {\n        static var testValue: any MailClient { PreviewMailClient() }"))
        #expect(!reducer.contains("@Dependency(MailClient.self)"))
        let view = try #require(files["Features/Tally/TallyView.swift"]?.contents)
        #expect(view.contains("@Dependency(Tally.MailClientKey.self) var mail"), "\(view)")
        // A client a tca spec declares is a struct with an accessor of the dependency values:
        // read by it, as the declaring feature reads it.
        let named = try renderedFiles(
            memoryProject(specs: [
                "Orders.yaml":
                    "feature: Orders\narchitecture: tca\ndependencies:\n  orders:\n    endpoints: { submit: \"() async throws\" }\n",
                "Tally.yaml": "feature: Tally\narchitecture: tca\ndependencies:\n  orders: OrdersClient\n",
            ]))
        #expect(named["Features/Tally/Tally.swift"]?.contents.contains("@Dependency(\\.orders) var orders") == true)
    }
}
