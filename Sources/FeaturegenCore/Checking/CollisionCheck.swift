/// A spec that validates must compile. The names a user chooses (actions, fields, subviews,
/// route outputs, handlers, types) become declarations beside the ones the templates write
/// themselves (`case binding(BindingAction<State>)`, `let store`, a test's `makeModule()`);
/// rather than keep a list of every name each template writes, the rendered files are parsed
/// and any name declared twice in one scope is refused at the spec's own word for it.
enum CollisionCheck {
    /// With `checksSyntax`, every file is also parsed in full, and one that is not Swift is
    /// an error: `validate` does, where the cost of SwiftParser's tree does not count.
    /// `libraryMembers` are what the imported libraries declare on the types the templates
    /// extend (the manifests' `libraryMembers:`), which a generated member must not repeat.
    static func diagnostics(
        for files: [GeneratedFile], specs: [FeatureSpec], libraryMembers: [String: [String]] = [:], checksSyntax: Bool = false,
        readSpec: @escaping @Sendable (String) -> [UInt8]?
    ) -> [Diagnostic] {
        let swiftFiles = files.filter { !$0.retired && $0.path.hasSuffix(".swift") }
        let library = libraryMembers.sorted { $0.key < $1.key }.flatMap { type, names in
            names.map { GeneratedDeclaration(kind: .variable, name: $0, scope: type, file: "", line: 0, column: 0, text: $0) }
        }
        // Each file is read for its digest; the few whose names may meet another's, again in full.
        let scans = swiftFiles.concurrentMap { file in
            let scan = DeclarationScanner.scan(file.contents, file: file.path)
            return (digest: DeclarationDigest(scan.declarations), keywordName: scan.keywordNames.first)
        }
        let suspects = DeclarationDigest.suspects(among: [DeclarationDigest(library)] + scans.map(\.digest))
            .filter { $0 > 0 }.map { swiftFiles[$0 - 1] }
        let declarations =
            library + suspects.concurrentMap { file in DeclarationScanner.declarations(in: file.contents, file: file.path) }.joined()
        var unparsable: [(file: GeneratedFile, token: String, line: Int, text: String)] = []
        for (file, scan) in zip(swiftFiles, scans) {
            guard let keyword = scan.keywordName else { continue }
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let text = keyword.line <= lines.count ? String(lines[keyword.line - 1].drop { $0 == " " }) : keyword.text
            unparsable.append((file, keyword.text, keyword.line, text))
        }
        if checksSyntax {
            let readings = swiftFiles.concurrentMap { file in GeneratedDeclarations.read(file.contents, file: file.path) }
            for (file, reading) in zip(swiftFiles, readings) {
                if case let .unparsable(token, line, text) = reading, !unparsable.contains(where: { $0.file.path == file.path }) {
                    unparsable.append((file, token, line, text))
                }
            }
        }
        let collisions = DeclarationCollisions.find(in: declarations)
        let shadows = DeclarationCollisions.shadowingTypes(in: declarations)
        let standardShadows = DeclarationCollisions.standardTypeShadows(in: declarations)
        guard !collisions.isEmpty || !shadows.isEmpty || !standardShadows.isEmpty || !unparsable.isEmpty else { return [] }
        var report = Report(
            featureOfFile: Dictionary(swiftFiles.map { ($0.path, $0.feature) }, uniquingKeysWith: { first, _ in first }),
            specs: specs,
            declaredNames: {
                Set(
                    library.map(\.name)
                        + swiftFiles.concurrentMap { DeclarationScanner.declarations(in: $0.contents, file: $0.path).map(\.name) }
                        .joined())
            },
            contents: Dictionary(swiftFiles.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }), readSpec: readSpec)
        for bad in unparsable {
            report.add(unparsable: bad.file, token: bad.token, line: bad.line, text: bad.text)
        }
        for collision in collisions {
            report.add(
                collision.second, twiceIn: collision.second.scope,
                notes: [collision.first, collision.second].map(report.written), onlyIfChosen: collision.isAsyncOverload)
        }
        for shadow in shadows {
            // Only a name the user chose: the templates' own (`State` of a subview inside a
            // feature's type) mean the inner one on purpose.
            report.add(shadow.second, hiding: shadow.first, onlyIfChosen: true)
        }
        for declaration in standardShadows {
            // Only a name the user chose: a runtime declares its own `Reducer` on purpose.
            report.add(declaration, hidingStandardType: true)
        }
        return report.diagnostics
    }

    /// Line `number` (from 1) of `text`, nil past its end. Found by its bytes: the notes of a
    /// collision the spec's words then leave unreported are worked out too, and splitting a
    /// whole file into lines of characters for each cost a one-module run a millisecond. A
    /// text with a carriage return is split by characters (`\r\n` is one, not a line break).
    fileprivate static func line(_ number: Int, of text: String) -> Substring? {
        guard number >= 1 else { return nil }
        let bytes = text.utf8
        guard !bytes.contains(UInt8(ascii: "\r")) else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return number <= lines.count ? lines[number - 1] : nil
        }
        var start = bytes.startIndex
        for _ in 1..<number {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = bytes.index(after: end)
        }
        return text[start..<(bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex)]
    }

    fileprivate static func describe(_ scope: String) -> String {
        let shown = scope.split(separator: "#", maxSplits: 1).last.map(String.init) ?? scope
        return shown.isEmpty ? "the module" : "'\(shown)'"
    }

    /// The diagnostics of one run, each at the spec's word for the name (or `featuregen.yml`'s,
    /// for a project file), once per word and name.
    private struct Report {
        let featureOfFile: [String: String?]
        let specs: [FeatureSpec]
        /// Every name the run declares, read again only when a suggestion needs them.
        let readDeclaredNames: () -> Set<String>
        var declaredNames: Set<String>?
        let contents: [String: String]
        let readSpec: @Sendable (String) -> [UInt8]?
        var words: [String: [SpecWord]] = [:]
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []

        init(
            featureOfFile: [String: String?], specs: [FeatureSpec], declaredNames: @escaping () -> Set<String>, contents: [String: String],
            readSpec: @escaping @Sendable (String) -> [UInt8]?
        ) {
            self.featureOfFile = featureOfFile
            self.specs = specs
            self.readDeclaredNames = declaredNames
            self.contents = contents
            self.readSpec = readSpec
        }

        /// Where the generated code declares it, with its line as written.
        func written(_ declaration: GeneratedDeclaration) -> Diagnostic.Note {
            if declaration.file.isEmpty {
                return .init("a library the code imports declares '\(declaration.scope).\(declaration.name)'")
            }
            let line = contents[declaration.file].flatMap { CollisionCheck.line(declaration.line, of: $0) }
            let text = line?.drop { $0 == " " } ?? Substring(declaration.name)
            return .init("featuregen writes '\(text)' at \(declaration.file):\(declaration.line)")
        }

        mutating func add(_ declaration: GeneratedDeclaration, twiceIn scope: String, notes: [Diagnostic.Note], onlyIfChosen: Bool) {
            add(
                declaration, notes: notes,
                problem: "declare '\(declaration.fullName)' twice in \(CollisionCheck.describe(scope))", exactOnly: onlyIfChosen)
        }

        mutating func add(_ declaration: GeneratedDeclaration, hiding outer: GeneratedDeclaration, onlyIfChosen: Bool) {
            add(
                declaration, notes: [written(outer), written(declaration)],
                problem: "declare '\(declaration.name)' inside \(CollisionCheck.describe(declaration.scope)), where it hides "
                    + "the '\(outer.name)' of \(CollisionCheck.describe(outer.scope)) the generated code refers to",
                exactOnly: onlyIfChosen)
        }

        mutating func add(_ declaration: GeneratedDeclaration, hidingStandardType: Bool) {
            add(
                declaration, notes: [written(declaration)],
                problem: "declare a type '\(declaration.name)', which hides the standard, SwiftUI or UIKit type "
                    + "the generated code refers to",
                exactOnly: true)
        }

        /// A file that is not Swift: a value of the spec written where a name or type goes,
        /// reported at the word nearest the token the parser stopped at.
        mutating func add(unparsable file: GeneratedFile, token: String, line: Int, text: String) {
            let spec = file.feature.flatMap { name in specs.first { $0.name == name } }
            let specFile = spec?.location.file ?? ProjectConfig.fileName
            if words[specFile] == nil { words[specFile] = SpecWord.words(in: readSpec(specFile), file: specFile) }
            let word = token.isEmpty ? nil : SpecWord.best(for: token, among: words[specFile] ?? [])
            let location = word?.location ?? spec?.location
            guard reported.insert("\(location?.description ?? file.path)\u{0}unparsable").inserted else { return }
            let message =
                word.map { "'\($0.text)' makes featuregen write Swift that does not parse" }
                ?? "the code featuregen generates for \(spec.map { "'\($0.name)'" } ?? "the project") does not parse"
            diagnostics.append(
                .error(
                    message, at: location,
                    notes: [
                        .init("featuregen writes '\(text)' at \(file.path):\(line)"),
                        .init("a value of the spec is probably where a name or a type goes; see Documentation/Spec.md"),
                    ]))
        }

        /// Reports `problem` at the word the name came from; with `exactOnly`, only where a
        /// word of the spec is the name itself.
        private mutating func add(
            _ declaration: GeneratedDeclaration, notes: [Diagnostic.Note], problem: String, exactOnly: Bool = false
        ) {
            let feature = featureOfFile[declaration.file].flatMap { $0 }
            let spec = feature.flatMap { name in specs.first { $0.name == name } }
            let file = spec?.location.file ?? ProjectConfig.fileName
            if words[file] == nil { words[file] = SpecWord.words(in: readSpec(file), file: file) }
            let word = SpecWord.best(for: declaration.name, among: words[file] ?? [])
            if exactOnly, word?.text != declaration.name { return }
            let location = word?.location ?? spec?.location
            let key = "\(location?.description ?? "")\u{0}\(declaration.scope)\u{0}\(declaration.name)"
            guard reported.insert(key).inserted else { return }
            let subject = word.map { "'\($0.text)'" } ?? spec.map { "feature '\($0.name)'" } ?? "the project's settings"
            if word != nil, declaredNames == nil { declaredNames = readDeclaredNames() }
            let suggestion = word.map { CollisionCheck.freeName(for: $0.text, feature: spec?.name ?? "App", taken: declaredNames ?? []) }
            diagnostics.append(
                .error(
                    "\(subject) makes featuregen \(problem): the generated code would not compile", at: location,
                    notes: notes + [.init(suggestion.map { "choose another name, such as '\($0)'" } ?? "choose other names")]))
        }
    }

    /// The name qualified by its feature (`binding` → `cartBinding`, `Store` → `CartStore`),
    /// which names nothing yet.
    fileprivate static func freeName(for name: String, feature: String, taken: Set<String>) -> String {
        let isType = name.first?.isUppercase == true
        var candidates =
            isType
            ? [feature + name, name + "Screen", name + "Item"]
            : [SwiftIdentifier.lowercasingFirst(feature) + SwiftIdentifier.uppercasingFirst(name), name + "Action", name + "Value"]
        if name == feature { candidates.insert(name + "Screen", at: 0) }
        return candidates.first { !taken.contains($0) && !taken.contains(SwiftIdentifier.lowercasingFirst($0)) } ?? candidates[0]
    }
}
