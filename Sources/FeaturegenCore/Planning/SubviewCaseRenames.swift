/// A subview's `case:` changed (`case: onTop` where featuregen wrote `onHeaderAction`): the
/// parent's case and the handler derived from it are renamed, not removed and added. The old
/// case is the one featuregen last wrote for the subview, found in the feature's base records
/// as the case that carries the subview's own `Action` type (`case onHeaderAction(Header.Action)`)
/// — a type only that subview has, so this is knowledge, not a guess from similar code.
enum SubviewCaseRenames {
    /// `spec` with `previousCaseName` set on each subview whose case featuregen wrote under
    /// another name, looking in the base records of the feature's `rendered` files.
    static func noting(in spec: FeatureSpec, rendered: [GeneratedFile], fileSystem: any FileSystem) -> FeatureSpec {
        guard !spec.subviews.isEmpty else { return spec }
        var spec = spec
        var bases: [String: String?] = [:]
        for index in spec.subviews.indices {
            let subview = spec.subviews[index]
            let payload = "(\(subview.previousName ?? subview.name).Action)"
            // Only the files whose new text carries the subview's actions: the parent's case is
            // written in the same file each time.
            let carriers = rendered.filter { $0.contents.contains("(\(subview.name).Action)") }.map(\.path)
            let written = carriers.lazy.compactMap { path -> String? in
                if bases[path] == nil { bases[path] = try? fileSystem.readText(BaseStore.path(for: path)) }
                return bases[path]!.flatMap { caseName(carrying: payload, in: $0) }
            }.first
            guard let written, written != subview.caseName else { continue }
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
