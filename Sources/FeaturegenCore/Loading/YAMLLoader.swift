import CYaml

/// Reads one YAML document into `YAMLNode`s with positions, through libyaml's event parser.
///
/// Events rather than `yaml_parser_load` because the loader must stay linear on hostile input:
/// it counts depth and stops at `maximumDepth`, refuses anchors and aliases at once (no
/// "billion laughs"), and checks duplicate keys, none of which libyaml does itself.
package struct YAMLLoader: Sendable {
    /// Specs are small; anything larger is a mistake or an attack and is refused before parsing.
    package static let maximumSize = 1 << 20
    package static let maximumDepth = 32

    /// What the file is, for the diagnostics' wording.
    package enum Document: Sendable {
        case spec, manifest, config

        var name: String {
            switch self {
            case .spec: "spec"
            case .manifest: "manifest"
            case .config: "featuregen.yml"
            }
        }

        var plural: String {
            switch self {
            case .spec: "specs"
            case .manifest: "manifests"
            case .config: "featuregen.yml files"
            }
        }

        var needs: String {
            switch self {
            case .spec: "a spec needs at least 'feature: Name'"
            case .manifest: "a manifest needs at least 'files:', the files the architecture writes"
            case .config: "'featuregen init' writes one with every setting"
            }
        }
    }

    package var document: Document

    package init(document: Document = .spec) {
        self.document = document
    }

    package func load(_ bytes: [UInt8], file: String) throws(DiagnosticsError) -> YAMLNode {
        func fail(_ message: String, line: Int = 1, column: Int = 1, notes: [Diagnostic.Note] = []) -> DiagnosticsError {
            DiagnosticsError(.error(message, at: SourceLocation(file: file, line: line, column: column), notes: notes))
        }
        guard bytes.count <= Self.maximumSize else {
            throw fail("file is \(bytes.count) bytes; \(document.plural) are limited to \(Self.maximumSize) bytes (1 MiB)")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw fail("the file is UTF-16; \(document.plural) are UTF-8", notes: [.init("save the file as UTF-8")])
        }
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            let position = lineAndColumn(ofByteOffset: offset, in: bytes)
            throw fail(
                "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset))",
                line: position.line, column: position.column,
                notes: [.init("save the file as UTF-8")]
            )
        }
        if let offset = bytes.firstIndex(of: 0) {
            let position = lineAndColumn(ofByteOffset: offset, in: bytes)
            throw fail("the file contains a NUL character", line: position.line, column: position.column)
        }
        var events = YAMLEventReader(bytes: bytes, file: file, document: document)
        return try events.readDocument()
    }
}

/// Drives libyaml's parser and assembles nodes; the only type that touches libyaml.
private struct YAMLEventReader {
    private let bytes: [UInt8]
    private let file: String
    private let document: YAMLLoader.Document
    private var collector = DiagnosticCollector()

    init(bytes: [UInt8], file: String, document: YAMLLoader.Document) {
        self.bytes = bytes
        self.file = file
        self.document = document
    }

    mutating func readDocument() throws(DiagnosticsError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DiagnosticsError(.error("could not start the YAML parser (out of memory)", at: nil))
        }
        defer { yaml_parser_delete(&parser) }
        let input = bytes
        return try input.withUnsafeBufferPointer { buffer throws(DiagnosticsError) -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return try parse(&parser)
        }
    }

    private mutating func parse(_ parser: inout yaml_parser_t) throws(DiagnosticsError) -> YAMLNode {
        var builder = YAMLTreeBuilder(file: file)
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw syntaxError(parser)
            }
            defer { yaml_event_delete(&event) }
            let location = self.location(event.start_mark)
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_NO_EVENT:
                continue
            case YAML_STREAM_END_EVENT:
                collector.append(contentsOf: builder.diagnostics)
                try collector.throwIfErrors()
                guard let root = builder.root else {
                    throw DiagnosticsError(
                        .error(
                            "the \(document.name) is empty", at: location,
                            notes: [.init(document.needs)]))
                }
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw DiagnosticsError(
                        .error(
                            "a \(document.name) holds one YAML document; found a second one", at: location,
                            notes: [.init("remove the '---' line or split the file")]))
                }
            case YAML_DOCUMENT_END_EVENT:
                continue
            case YAML_ALIAS_EVENT:
                throw DiagnosticsError(
                    .error(
                        "aliases (*name) are not supported in \(document.plural)", at: location,
                        notes: [.init("write the value out where it is used")]))
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                try refuseAnchorAndTag(scalar.anchor, scalar.tag, at: location)
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                builder.add(.init(.scalar(.init(text: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE)), at: location))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try refuseAnchorAndTag(start.anchor, start.tag, at: location)
                try builder.open(.sequence, at: location, isFlow: start.style == YAML_FLOW_SEQUENCE_STYLE)
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                try refuseAnchorAndTag(start.anchor, start.tag, at: location)
                try builder.open(.mapping, at: location, isFlow: start.style == YAML_FLOW_MAPPING_STYLE)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.close()
            default:
                continue
            }
        }
    }

    private func refuseAnchorAndTag(
        _ anchor: UnsafeMutablePointer<yaml_char_t>?, _ tag: UnsafeMutablePointer<yaml_char_t>?,
        at location: SourceLocation
    ) throws(DiagnosticsError) {
        if anchor != nil {
            throw DiagnosticsError(
                .error(
                    "anchors (&name) are not supported in \(document.plural)", at: location,
                    notes: [.init("write the value out where it is used")]))
        }
        if let tag {
            let name = String(cString: tag)
            throw DiagnosticsError(
                .error(
                    "explicit tags ('\(name)') are not supported in \(document.plural)", at: location,
                    notes: [.init("remove the tag; quote the value if it must stay a string")]))
        }
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func syntaxError(_ parser: yaml_parser_t) -> DiagnosticsError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var mark = location(parser.problem_mark)
        if parser.error == YAML_READER_ERROR {
            let position = lineAndColumn(ofByteOffset: parser.problem_offset, in: bytes)
            mark = SourceLocation(file: file, line: position.line, column: position.column)
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            notes.append(.init(context, at: location(parser.context_mark)))
        }
        if character(at: mark) == "\t" || problem.contains("tab") {
            return DiagnosticsError(
                .error(
                    "tab character in indentation; YAML indents with spaces only", at: mark,
                    notes: [.init("replace the tab with spaces")]))
        }
        if let quoted = quotedBracketValue(onLine: mark.line) {
            return DiagnosticsError(
                .error(
                    "YAML reads a value that starts with '\(quoted.bracket)' as a flow \(quoted.bracket == "[" ? "list" : "mapping"), and this one goes on after it",
                    at: mark, notes: [.init("quote the type: \(quoted.suggestion)")]))
        }
        return DiagnosticsError(.error("YAML syntax error: \(problem)", at: mark, notes: notes))
    }

    /// `maybe: [URL]?` — a type that opens like a flow collection but does not end with it
    /// (an optional array, a dictionary with a suffix): the quoted spelling to suggest.
    private func quotedBracketValue(onLine number: Int) -> (bracket: Character, suggestion: String)? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard number - 1 < lines.count, number >= 1 else { return nil }
        let line = lines[number - 1]
        guard let colon = line.firstRange(of: ": ") else { return nil }
        let key = line[..<colon.lowerBound].trimmingBlanks
        var value = line[colon.upperBound...].trimmingBlanks
        if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound].trimmingBlanks }
        guard let first = value.first, first == "[" || first == "{", let last = value.last, last != "]" && last != "}" else { return nil }
        return (first, "\(key): \"\(value)\"")
    }

    private func character(at location: SourceLocation) -> Character? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line - 1 < lines.count else { return nil }
        let line = lines[location.line - 1]
        guard location.column - 1 < line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: location.column - 1)]
    }
}
