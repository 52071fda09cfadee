import Testing

@testable import FeaturegenCore

/// `shared: { fileStorage: …, key: name }` declares a `SharedKey` that every feature reads as
/// `@Shared(.name)` (TCA's SyncUps declares `.syncUps`), `shared: { key: name }` reads one
/// declared elsewhere, and `cancellable: { id:, cancelInFlight: true }` cancels the effect still
/// in flight: the spec forms, the checks across the project, and what the templates see.
@Suite struct SharedKeyTests {
    private let list = """
        feature: Gifts
        architecture: tca
        state:
          recent: { type: "[String]", initial: "[]", shared: { fileStorage: recent.json, key: recentTitles } }
          mode: { type: Int, shared: { appStorage: mode } }
        """

    private func form(_ shared: String, type: String = "\"[String]\"") -> String {
        "feature: Editor\narchitecture: tca\nstate:\n  titles: { type: \(type), shared: \(shared) }\n"
    }

    private func projectDiagnostics(_ specs: [String]) throws -> [String] {
        let loaded = try specs.map { try loadSpec($0) }
        return ProjectValidator(specs: loaded).diagnostics().map(\.description)
    }

    @Test func aKeyBesideAStorageIsDeclaredAndAKeyAloneIsRead() throws {
        let declaring = try loadSpec(list).state[0]
        #expect(declaring.shared == .fileStorage("recent.json"))
        #expect(declaring.sharedKey == "recentTitles")
        #expect(declaring.sharedKeyLocation?.line == 4)
        let reading = try loadSpec(form("{ key: recentTitles }")).state[0]
        #expect(reading.shared == .named)
        #expect(reading.sharedKey == "recentTitles")
        // Without a key, a storage is what it was.
        #expect(try loadSpec(list).state[1].sharedKey == nil)
    }

    @Test func theContextDeclaresTheKeyOnceAndEveryFieldReadsItByName() throws {
        let builder = ContextBuilder(observation: .observable, access: .internal)
        let declaring = builder.context(for: try loadSpec(list))
        let field = try #require(declaring.state.first)
        #expect(field.sharedAttribute == "@Shared(.recentTitles) ")
        #expect(field.isKeyedShared && field.declaresSharedKey && field.isFileStorage && !field.isAppStorage)
        #expect(field.sharedStorageKey == "recent.json" && field.sharedKey == "recentTitles")
        #expect(field.initial == "[]")
        #expect(declaring.sharedKeyFields.map(\.name) == ["recent"])
        // A storage without a key is unchanged: declared with its initial value.
        #expect(declaring.state[1].sharedAttribute == "@Shared(.appStorage(\"mode\")) ")
        #expect(!declaring.state[1].isKeyedShared && declaring.state[1].isPersistedShared)

        let reading = builder.context(for: try loadSpec(form("{ key: recentTitles }")))
        #expect(reading.state[0].sharedAttribute == "@Shared(.recentTitles) ")
        #expect(reading.state[0].isKeyedShared && !reading.state[0].declaresSharedKey)
        #expect(reading.sharedKeyFields.isEmpty)
    }

    @Test func aKeyIsDeclaredOnceAndReadWithTheTypeItHolds() throws {
        #expect(try projectDiagnostics([list, form("{ key: recentTitles }")]) == [])
        let twice = try projectDiagnostics([list, form("{ inMemory: titles, key: recentTitles }")])
        #expect(twice.count == 1)
        #expect(
            twice.first?.hasPrefix("Test.yaml:4:64: error: shared key 'recentTitles' is declared twice: by 'Gifts.recent' and here") == true
        )
        let otherType = try projectDiagnostics([list, form("{ key: recentTitles }", type: "\"[Int]\"")])
        #expect(
            otherType.first?.hasPrefix(
                "Test.yaml:4:43: error: state field 'titles' reads shared key 'recentTitles' as '[Int]', but it holds '[String]'") == true)
        // A key no spec declares is the user's, unless it is close to a declared one.
        #expect(try projectDiagnostics([list, form("{ key: syncUps }")]) == [])
        let close = try projectDiagnostics([list, form("{ key: recentTitle }")])
        #expect(close.first?.hasPrefix("Test.yaml:4:46: warning: no spec declares shared key 'recentTitle'") == true)
        #expect(close.first?.contains("did you mean 'recentTitles'?") == true)
    }

    @Test func aCancellableEffectMayCancelTheOneInFlight() throws {
        let spec = try loadSpec(
            """
            feature: Search
            architecture: tca
            actions:
              - search: { query: String }
                cancellable: { id: request, cancelInFlight: true }
              - refresh:
                cancellable: { cancelInFlight: true }
              - load:
                cancellable: loading
              - stop:
                cancels: request
            """)
        #expect(spec.actions.map(\.cancellableID) == ["request", "refresh", "loading", nil])
        #expect(spec.actions.map(\.cancelsInFlight) == [true, true, false, false])
        let context = ContextBuilder(observation: .observable, access: .internal).context(for: spec)
        #expect(context.actions.map(\.cancelsInFlight) == [true, true, false, false])
        #expect(context.cancelIDs == ["request", "refresh", "loading"])
    }
}
