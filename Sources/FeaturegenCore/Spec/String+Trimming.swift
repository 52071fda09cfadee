extension StringProtocol {
    /// Without the spaces and tabs at either end; Foundation's `trimmingCharacters(in:)` costs
    /// an NSString round trip, which showed in profiles of loading hundreds of specs.
    var trimmingBlanks: String {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let end = lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(self[start...end])
    }
}
