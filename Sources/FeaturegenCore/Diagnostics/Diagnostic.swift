/// Something a user can get wrong (or should know), in the compiler's format:
/// `Specs/ProductCard.yaml:12:5: error: message`, followed by its notes.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Sendable, Codable {
        case error
        case warning
        case note
    }

    /// A secondary message: where the other half of a clash is, or how to fix the problem.
    public struct Note: Hashable, Sendable, Codable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = Diagnostic.shortened(message)
            self.location = location
        }
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]

    /// Messages quote the user's text; a pathological name must not flood the terminal.
    public static let longestMessage = 300

    static func shortened(_ message: String) -> String {
        message.count > longestMessage ? message.prefix(longestMessage) + "…" : message
    }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = Self.shortened(message)
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }
}

extension Diagnostic {
    private enum CodingKeys: String, CodingKey {
        case severity, location, message, notes
    }

    /// Every key always, `"location": null` for a diagnostic about no file: JSON Lines readers
    /// see one shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(location, forKey: .location)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic and its notes, one per line, in the compiler's format.
    public var description: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes {
            lines.append(Self.line(note.location ?? location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        guard let location else { return "\(severity): \(message)" }
        return "\(location): \(severity): \(message)"
    }
}
