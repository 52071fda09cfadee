import Testing

/// Swift Testing's `Issue` as the targets that run featuregen's generated tests see it (each
/// declares `typealias Issue = KnownStubIssue`): a stub still records its issue, with its
/// message, but as a known one, so the test goes on to pass once every line before the stub
/// did. An issue that is not a stub's (its message does not start "Write ") still fails.
public enum KnownStubIssue {
    public static func record(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        withKnownIssue("a test stub featuregen wrote: it fails until the test is written") {
            Issue.record(comment, sourceLocation: sourceLocation)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Write ") }
        }
    }
}
