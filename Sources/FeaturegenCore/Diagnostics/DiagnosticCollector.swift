/// Accumulates the diagnostics of one stage, sorted and capped, so every error in a file is
/// reported in one run without flooding the terminal.
public struct DiagnosticCollector: Sendable {
    /// Beyond this many errors a run stops listing them; the rest are usually consequences.
    public static let errorLimit = 50

    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public var isFull: Bool {
        diagnostics.filter { $0.severity == .error }.count >= Self.errorLimit
    }

    public mutating func emit(_ diagnostic: Diagnostic) {
        guard !isFull || diagnostic.severity != .error else { return }
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { emit(diagnostic) }
    }

    /// The collected diagnostics in file order, with a closing line when the limit cut the list.
    public func sorted() -> [Diagnostic] {
        var list = diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
        if isFull {
            list.append(.error("too many errors (\(Self.errorLimit)); stopping here", at: nil))
        }
        return list
    }

    /// Throws every collected diagnostic when any of them is an error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(sorted()) }
    }
}
