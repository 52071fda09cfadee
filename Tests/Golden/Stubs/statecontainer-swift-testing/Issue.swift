import GeneratedTestStubs

/// The generated tests' stubs fail as known issues.
typealias Issue = KnownStubIssue
