/// A subview's `case:` changed (`case: onTop` where featuregen wrote `onHeaderAction`): the
/// parent's case and the handler derived from it are renamed, not removed and added. The old
/// case is the one featuregen last wrote for the subview, found in the feature's base records
/// as the case that carries the subview's own `Action` type (`case onHeaderAction(Header.Action)`)
/// — a type only that subview has, so this is knowledge, not a guess from similar code.
enum SubviewCaseRenames {
    /// `spec` with `previousCaseName` set on each subview whose case featuregen wrote under
    /// another name, looking in the base records of `paths` (the feature's rendered files).
    static func noting(in spec: FeatureSpec, basesOf paths: [String], fileSystem: any FileSystem) -> FeatureSpec {
        guard !spec.subviews.isEmpty else { return spec }
        let bases = paths.compactMap { try? fileSystem.readText(BaseStore.path(for: $0)) }
        guard !bases.isEmpty else { return spec }
        var spec = spec
        for index in spec.subviews.indices {
            let subview = spec.subviews[index]
            let payload = "(\(subview.previousName ?? subview.name).Action)"
            guard let written = bases.lazy.compactMap({ caseName(carrying: payload, in: $0) }).first, written != subview.caseName
            else { continue }
            spec.subviews[index].previousCaseName = written
        }
        return spec
    }

    /// `onHeaderAction` in `case onHeaderAction(Header.Action)`.
    private static func caseName(carrying payload: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingBlanks
            guard trimmed.hasPrefix("case "), trimmed.hasSuffix(payload) else { continue }
            let name = trimmed.dropFirst(5).dropLast(payload.count)
            if !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) { return String(name) }
        }
        return nil
    }
}
