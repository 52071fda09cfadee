/// Lets specs write Swift parameter lists unquoted (Documentation/Design.md §2):
/// `didChangeLike: (productId: UUID, isLiked: Bool)`. In YAML the `: ` inside the
/// parentheses would start a nested mapping, which is an error, so before parsing such a
/// value is put in double quotes. Only a block-style `key: (…)` value that runs to the end of
/// its line (a trailing comment aside) is touched; line numbers and the value's column stay.
/// The shorthand is not YAML that other tools read, so the loader warns where it was needed.
enum ParameterListQuoting {
    /// A value the pre-pass put in quotes because YAML could not read it as written.
    struct Shorthand: Equatable {
        /// 1-based, as diagnostics count.
        var line: Int
        var column: Int
        /// `(itemCount: Int)`.
        var text: String
    }

    static func quote(_ bytes: [UInt8]) -> [UInt8] {
        quoteReporting(bytes).bytes
    }

    static func quoteReporting(_ bytes: [UInt8]) -> (bytes: [UInt8], shorthands: [Shorthand]) {
        guard bytes.contains(UInt8(ascii: "(")) else { return (bytes, []) }
        var shorthands: [Shorthand] = []
        var lineNumber = 0
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var blockScalarIndent: Int?
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if !output.isEmpty || line.startIndex > 0 { output.append(UInt8(ascii: "\n")) }
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            if let scalarIndent = blockScalarIndent {
                if indent > scalarIndent || line.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                    output += line
                    continue
                }
                blockScalarIndent = nil
            }
            if let quoted = quotedLine(Array(line)) {
                output += quoted.line
                let value = String(decoding: quoted.value, as: UTF8.self)
                if value.contains(": ") {
                    shorthands.append(.init(line: lineNumber, column: quoted.column + 1, text: value))
                }
            } else {
                output += line
                if let last = line.last(where: { $0 != UInt8(ascii: " ") }), last == UInt8(ascii: "|") || last == UInt8(ascii: ">") {
                    blockScalarIndent = indent
                }
            }
        }
        return (output, shorthands)
    }

    /// `  [- ]key: (…)  # comment` with the parenthesised value in double quotes, the value and
    /// its 0-based column; nil for any other line.
    private static func quotedLine(_ line: [UInt8]) -> (line: [UInt8], value: ArraySlice<UInt8>, column: Int)? {
        var index = line.firstIndex { $0 != UInt8(ascii: " ") } ?? line.count
        if index + 1 < line.count, line[index] == UInt8(ascii: "-"), line[index + 1] == UInt8(ascii: " ") {
            index += 2
            while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        }
        let keyStart = index
        while index < line.count, isNameByte(line[index]) { index += 1 }
        guard index > keyStart, index + 1 < line.count, line[index] == UInt8(ascii: ":"), line[index + 1] == UInt8(ascii: " ") else {
            return nil
        }
        index += 1
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.count, line[index] == UInt8(ascii: "(") else { return nil }
        let valueStart = index
        var depth = 0
        var valueEnd: Int?
        for position in valueStart..<line.count {
            if line[position] == UInt8(ascii: "(") { depth += 1 }
            if line[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    valueEnd = position + 1
                    break
                }
            }
        }
        guard let valueEnd else { return nil }
        let rest = line[valueEnd...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
        guard rest.isEmpty || rest.first == UInt8(ascii: "#") else { return nil }
        var quoted = Array(line[..<valueStart]) + [UInt8(ascii: "\"")]
        for byte in line[valueStart..<valueEnd] {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { quoted.append(UInt8(ascii: "\\")) }
            quoted.append(byte)
        }
        quoted.append(UInt8(ascii: "\""))
        return (quoted + line[valueEnd...], line[valueStart..<valueEnd], valueStart)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
