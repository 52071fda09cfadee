extension StringProtocol {
    /// Without the spaces and tabs at either end; Foundation's `trimmingCharacters(in:)` costs
    /// an NSString round trip, which showed in profiles of loading hundreds of specs.
    var trimmingBlanks: String {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let end = lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(self[start...end])
    }
}

extension StringProtocol {
    /// Without the blanks and line breaks at either end: a block scalar's (`derived: |`)
    /// final line break is no part of the expression.
    var trimmingBlanksAndLineBreaks: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
