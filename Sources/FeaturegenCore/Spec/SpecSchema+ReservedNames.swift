extension SpecSchema {
    /// The schemas' `name` and `typeName` refuse the words the loader refuses as names
    /// (`SpecReader.name`): `init`, `self`, `Type`… as any name, and the keywords that begin
    /// with a capital (`Self`, `Any`) as a type's.
    static func refusingReservedNames(_ schema: String) -> String {
        let typeNames = SwiftIdentifier.keywords.union(SwiftIdentifier.forbiddenMemberNames).filter { $0.first?.isUppercase == true }
        return
            schema
            .replacingText(
                #""name": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]*$" }"#,
                with:
                    #""name": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]*$", "not": { "enum": [\#(list(SwiftIdentifier.forbiddenMemberNames))] } }"#
            )
            .replacingText(
                #""typeName": { "type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$" }"#,
                with: #""typeName": { "type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$", "not": { "enum": [\#(list(typeNames))] } }"#
            )
            // A handler's name, bare or with its labels (`init(for:)`).
            .replacingText(
                #""pattern": "^[A-Za-z][A-Za-z0-9]*(\\((([A-Za-z][A-Za-z0-9]*|_):)*\\))?$","#,
                with:
                    #""pattern": "^[A-Za-z][A-Za-z0-9]*(\\((([A-Za-z][A-Za-z0-9]*|_):)*\\))?$", "not": { "pattern": "^(\#(SwiftIdentifier.forbiddenMemberNames.sorted().joined(separator: "|")))(\\(|$)" },"#
            )
    }

    private static func list(_ names: Set<String>) -> String {
        names.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
