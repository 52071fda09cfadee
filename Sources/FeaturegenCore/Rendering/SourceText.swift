/// Layout rules every generated file follows, whatever template produced it: no trailing
/// spaces, no runs of blank lines, no blank line just inside braces, each import once (a
/// spec's `imports:` may repeat a template's), one final newline.
enum SourceText {
    static func normalized(_ text: String) -> String {
        var text = text
        return text.withUTF8(normalized(bytes:))
    }

    /// The rules on the UTF-8 bytes, line by line. A line ends at a line feed that does not
    /// follow a carriage return: "\r\n" is one `Character`, as it was when this worked on
    /// characters, so a CRLF template's lines are kept as they are.
    private static func normalized(bytes: UnsafeBufferPointer<UInt8>) -> String {
        var lines: [Range<Int>] = []
        var imports: Set<String> = []
        func add(_ segment: Range<Int>) {
            var end = segment.upperBound
            while end > segment.lowerBound, [space, tab, carriageReturn].contains(bytes[end - 1]) { end -= 1 }
            let line = segment.lowerBound..<end
            if starts(line, with: "import "), !imports.insert(String(decoding: bytes[line], as: UTF8.self)).inserted { return }
            let previousIsBlank = lines.last?.isEmpty ?? true
            if line.isEmpty && (previousIsBlank || lines.last.map { bytes[$0.upperBound - 1] == UInt8(ascii: "{") } == true) { return }
            let indented = line.first { bytes[$0] != space }
            if let first = indented, bytes[first] == UInt8(ascii: "}"), previousIsBlank, !lines.isEmpty { lines.removeLast() }
            lines.append(line)
        }
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == lineFeed && (index == start || bytes[index - 1] != carriageReturn) {
                add(start..<index)
                start = index + 1
            }
            index += 1
        }
        add(start..<bytes.count)
        while lines.last?.isEmpty == true { lines.removeLast() }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        for (number, line) in lines.enumerated() {
            if number > 0 { output.append(lineFeed) }
            output.append(contentsOf: bytes[line])
        }
        output.append(lineFeed)
        return String(decoding: output, as: UTF8.self)

        func starts(_ line: Range<Int>, with prefix: StaticString) -> Bool {
            line.count >= prefix.utf8CodeUnitCount
                && (0..<prefix.utf8CodeUnitCount).allSatisfy { bytes[line.lowerBound + $0] == prefix.utf8Start[$0] }
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")
}
