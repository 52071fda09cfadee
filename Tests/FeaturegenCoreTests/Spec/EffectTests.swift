import Foundation
import Testing

@testable import FeaturegenCore

/// `effect:` beside an action: the action calls an endpoint of a client, and its result comes
/// back as the response action. Every name in it resolves, every value has the type the
/// endpoint and the state field take, each mistake is an error where it is written, and the
/// output calls the client with the arguments the spec names.
@Suite struct EffectTests {
    private let architectures = ["mvvm", "tca", "mvi", "statecontainer", "vsurf"]

    /// A search screen whose `search` calls `api.search`; `effect` is the effect's text.
    private func spec(
        _ effect: String, response: String = "Result<[String], any Error>", state: String = "",
        endpoint: String = "(query: String, page: Int) async throws -> [String]", architecture: String = "mvvm"
    ) -> String {
        """
        feature: Search
        architecture: \(architecture)
        state:
          page: Int
          results: "[String]"
          isLoading: Bool
          errorText: String?
        \(state)
        actions:
          - search: { query: String }
            effect: \(effect)
          - searchResponse: "\(response)"
        dependencies:
          api:
            endpoints:
              search: "\(endpoint)"
        """
    }

    private let full = "{ call: api.search, response: searchResponse, set: results, loading: isLoading, failure: errorText }"

    @Test func aWholeEffectIsValidInEveryArchitecture() {
        for architecture in architectures {
            #expect(diagnostics(spec(full, architecture: architecture)) == "", "\(architecture)")
        }
        // A non-throwing endpoint's value comes back as it is; a Void one needs no response.
        #expect(
            diagnostics(
                spec(
                    "{ call: api.search, response: searchResponse }", response: "[String]",
                    endpoint: "(query: String, page: Int) async -> [String]")) == "")
        #expect(diagnostics(spec("api.search", endpoint: "(query: String) async")) == "")
    }

    @Test func aCallThatNamesNoEndpointIsRefusedWhereItIsWritten() {
        let cases: [(String, String)] = [
            ("\"api.search(query: query)\"", "11:13: error: 'api.search(query: query)' is not an endpoint to call"),
            ("search", "11:13: error: 'search' is not an endpoint to call"),
            ("apl.search", "11:13: error: 'apl' is not a dependency of the feature"),
            ("api.serch", "11:13: error: 'api' has no endpoint 'serch'"),
            ("{ response: searchResponse }", "11:5: error: the effect of 'search' names no endpoint to call"),
        ]
        for (effect, expected) in cases {
            let found = diagnostics(spec(effect))
            #expect(found.contains("Test.yaml:\(expected)"), "\(effect): \(found)")
        }
        #expect(diagnostics(spec("apl.search")).contains("did you mean 'api'?"))
        #expect(diagnostics(spec("api.serch")).contains("did you mean 'search'?"))
    }

    /// A mapping or a list where a name belongs is an error, not an option left out (which the
    /// loader took it for while the schema refused it).
    @Test func anOptionThatNamesSomethingTakesAName() {
        for option in ["response", "set", "loading", "failure"] {
            let found = diagnostics(spec("{ call: api.search, \(option): { cases: [a] } }"))
            #expect(found.contains("error: expected a") && found.contains("name for '\(option)', found a mapping"), "\(option): \(found)")
        }
        let list = diagnostics(spec("{ call: api.search, response: [searchResponse] }"))
        #expect(list.contains("error: expected a response action name for 'response', found a list"), "\(list)")
    }

    @Test func eachParameterTakesAValueOfItsType() {
        // `page` is read from the state, `query` from the action: nothing to say.
        #expect(diagnostics(spec("{ call: api.search, response: searchResponse }")) == "")
        let missing = diagnostics(
            spec("{ call: api.search, response: searchResponse }", endpoint: "(query: String, offset: Int) async throws -> [String]"))
        #expect(
            missing.contains(
                "error: parameter 'offset' of 'api.search' has no value: 'offset' is neither a value of 'search' nor a state field"),
            "\(missing)")
        let renamed = diagnostics(
            spec(
                "{ call: api.search, arguments: { offset: page }, response: searchResponse }",
                endpoint: "(query: String, offset: Int) async throws -> [String]"))
        #expect(renamed == "", "\(renamed)")
        let mistyped = diagnostics(spec("{ call: api.search, arguments: { page: isLoading }, response: searchResponse }"))
        #expect(mistyped.contains("error: parameter 'page' of 'api.search' is 'Int', but 'isLoading' is 'Bool'"), "\(mistyped)")
        let unknown = diagnostics(spec("{ call: api.search, arguments: { pgae: page }, response: searchResponse }"))
        #expect(unknown.contains("error: 'api.search' has no parameter 'pgae'") && unknown.contains("did you mean 'page'?"), "\(unknown)")
    }

    @Test func theResponseTakesWhatTheEndpointGives() {
        let none = diagnostics(spec("api.search"))
        #expect(none.contains("error: the result of 'api.search' comes back to no action"), "\(none)")
        #expect(none.contains("add 'response: searchResponse' to the effect"), "\(none)")
        let undeclared = diagnostics(spec("{ call: api.search, response: searchResult }"))
        #expect(undeclared.contains("error: the response action 'searchResult' is not an action of the feature"), "\(undeclared)")
        let mistyped = diagnostics(spec("{ call: api.search, response: searchResponse }", response: "Result<String, any Error>"))
        #expect(
            mistyped.contains(
                "error: the response action 'searchResponse' takes 'Result<String, any Error>', but 'api.search' gives 'Result<[String], any Error>'"
            ),
            "\(mistyped)")
        #expect(diagnostics(spec("{ call: api.search, response: searchResponse }", response: "Result<[String], Error>")) == "")
        let itself = diagnostics(spec("{ call: api.search, response: search }"))
        #expect(itself.contains("error: the response action 'search' is the action that calls"), "\(itself)")
    }

    @Test func theFieldsTheEffectWritesHaveItsTypes() {
        let rows: [(String, String)] = [
            ("set: page", "error: 'set' names 'page', which is 'Int' where the effect writes '[String]', what 'api.search' returns"),
            ("loading: errorText", "error: 'loading' names 'errorText', which is 'String?' where the effect writes 'Bool'"),
            ("failure: page", "error: 'failure' names 'page', which is 'Int' where the effect writes 'String?'"),
            ("set: result", "error: 'set' names 'result', which is not a state field"),
        ]
        for (key, expected) in rows {
            let found = diagnostics(spec("{ call: api.search, response: searchResponse, \(key) }"))
            #expect(found.contains(expected), "\(key): \(found)")
        }
        let noResponse = diagnostics(spec("{ call: api.search, loading: isLoading }", endpoint: "(query: String) async"))
        #expect(noResponse.contains("error: 'loading' needs a 'response' action, which ends the call"), "\(noResponse)")
        let notThrowing = diagnostics(
            spec(
                "{ call: api.search, response: searchResponse, failure: errorText }", response: "[String]",
                endpoint: "(query: String) async -> [String]"))
        #expect(notThrowing.contains("error: 'api.search' does not throw, so it has no failure for 'errorText'"), "\(notThrowing)")
    }

    @Test func anEffectCallsAClientAnotherSpecDeclares() throws {
        let declaring =
            "feature: Feed\ndependencies:\n  api:\n    type: SearchClient\n    endpoints:\n      search: \"(query: String) async throws -> [String]\"\n"
        let calling = """
            feature: Search
            state:
              results: "[String]"
            actions:
              - search: { query: String }
                effect: { call: api.search, response: searchResponse, set: results }
              - searchResponse: "Result<[String], any Error>"
            dependencies:
              api: SearchClient
            """
        let specs = try [loadSpec(declaring, path: "Feed.yaml"), loadSpec(calling, path: "Search.yaml")]
        #expect(ProjectValidator(specs: specs).diagnostics().isEmpty)
        let wrong = try loadSpec(calling.replacingOccurrences(of: "api.search,", with: "api.find,"), path: "Search.yaml")
        let found = ProjectValidator(specs: [specs[0], wrong]).diagnostics().map(\.description).joined(separator: "\n")
        #expect(found.contains("Search.yaml:6:21: error: 'api' has no endpoint 'find'"), "\(found)")
    }

    /// Feed declares the client, whose endpoint returns Feed's nested `Post`; Search calls it.
    private let feed = """
        feature: Feed
        types:
          Post: { id: Int, title: String }
        state:
          posts: "[Post]"
        dependencies:
          api:
            type: FeedClient
            endpoints:
              search: "(query: String) async throws -> [Post]"
        """

    private func search(field: String = "[Feed.ViewState.Post]", architecture: String = "tca") -> String {
        """
        feature: Search
        architecture: \(architecture)
        state:
          results: "\(field)"
          isLoading: Bool
          errorText: String?
        actions:
          - search: { query: String }
            effect: { call: api.search, response: searchResponse, set: results, loading: isLoading, failure: errorText }
            cancellable: { id: search, cancelInFlight: true }
          - searchResponse: "Result<\(field), any Error>"
        dependencies:
          api: FeedClient
        """
    }

    @Test func anotherSpecsTypesAreComparedQualifiedByTheirFeature() throws {
        let declaring = try loadSpec(feed, path: "Feed.yaml")
        let qualified = try loadSpec(search(), path: "Search.yaml")
        #expect(ProjectValidator(specs: [declaring, qualified]).diagnostics().isEmpty)
        let bare = try loadSpec(search(field: "[Post]"), path: "Search.yaml")
        let found = ProjectValidator(specs: [declaring, bare]).diagnostics().map(\.description).joined(separator: "\n")
        #expect(
            found.contains("error: 'set' names 'results', which is '[Post]' where the effect writes '[Feed.ViewState.Post]'"), "\(found)")
        #expect(found.contains("declare it as '- searchResponse: \"Result<[Feed.ViewState.Post], any Error>\"'"), "\(found)")
        // Within Feed, either spelling of its own type is the type.
        let own =
            feed.replacingOccurrences(of: "-> [Post]", with: "-> [Feed.ViewState.Post]")
            + "\nactions:\n  - load:\n    effect: { call: api.search, arguments: { query: title }, response: loaded, set: posts }\n"
            + "  - loaded: \"Result<[Post], any Error>\"\n"
        let ownSpec = try loadSpec(
            own.replacingOccurrences(of: "  posts: \"[Post]\"", with: "  posts: \"[Post]\"\n  title: String"), path: "Feed.yaml")
        #expect(ProjectValidator(specs: [ownSpec]).diagnostics().isEmpty)
    }

    @Test func anEffectOnAnotherSpecsClientIsWiredInEveryArchitecture() throws {
        for architecture in architectures {
            var config = ProjectConfig()
            config.architecture = architecture
            config.tests = "FeatureTests"
            config.testedModule = "App"
            let files = Dictionary(
                uniqueKeysWithValues: ["Feed.yaml": feed, "Search.yaml": search(architecture: architecture)].map {
                    ("Specs/\($0.key)", $0.value)
                })
            let rendered = try renderedFiles(Project(fileSystem: MemoryFileSystem(files: files), config: config))
            let search = rendered.filter { $0.key.contains("/Search/") }.map(\.value.contents).joined(separator: "\n")
            #expect(search.contains("api.search(query: query)"), "\(architecture) calls the client: \(search)")
            #expect(!search.contains("[Post]"), "\(architecture) writes Feed's type qualified: \(search)")
            #expect(search.contains("[Feed.ViewState.Post]"), "\(architecture)")
        }
        let tca = try renderedFiles(memoryProject(specs: ["Feed.yaml": feed, "Search.yaml": search()], architecture: "tca"))
        let reducer = try #require(tca["Features/Search/Search.swift"]?.contents)
        for line in [
            "@Dependency(\\.api) var api", "state.isLoading = true", "return .run { [api] send in",
            "await send(.searchResponse(Result { try await api.search(query: query) }))",
            ".cancellable(id: CancelID.search, cancelInFlight: true)", "case let .searchResponse(.success(results)):",
            "state.errorText = error.localizedDescription",
        ] {
            #expect(reducer.contains(line), "\(line): \(reducer)")
        }
    }

    @Test func theOutputCallsTheClientWithTheSpecsArguments() throws {
        let tca = try renderedFiles(memoryProject(specs: ["Search.yaml": spec(full, architecture: "tca")]))
        let reducer = try #require(tca["Features/Search/Search.swift"]?.contents)
        let run = [
            "case let .search(query):", "state.isLoading = true", "state.errorText = nil",
            "return .run { [api, page = state.page] send in",
            "await send(.searchResponse(Result { try await api.search(query: query, page: page) }))",
        ]
        let lines = reducer.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: run[0]), "\(reducer)")
        #expect(Array(lines[start..<start + run.count]) == run, "\(reducer)")
        #expect(
            reducer.contains(
                "case let .searchResponse(.success(results)):\n                state.isLoading = false\n                state.results = results"
            ))
        #expect(reducer.contains("state.errorText = error.localizedDescription"))
        let mvvm = try renderedFiles(memoryProject(specs: ["Search.yaml": spec(full)]))
        let viewModel = try #require(mvvm["Features/Search/SearchViewModel.swift"]?.contents)
        #expect(viewModel.contains("let value = try await api.search(query: query, page: page)"), "\(viewModel)")
        #expect(viewModel.contains("await self?.handle(.searchResponse(.failure(error)))"))
        #expect(viewModel.contains("searchTask?.cancel()"), "the task is cancelled when the view model goes away")
    }
}
