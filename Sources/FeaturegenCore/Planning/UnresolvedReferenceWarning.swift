/// The warning for a case written without its type that a `was:` rename may concern
/// (`let next: Action = .toggleFavorite`, or `Analytics.log(.onTapBack)` of the user's own
/// enum): featuregen cannot tell from the syntax whose case it is, so it is left as written and
/// reported where it is.
enum UnresolvedReferenceWarning {
    static func diagnostic(_ reference: ReferenceRenamer.UnresolvedReference, in path: String) -> Diagnostic {
        .warning(
            "'.\(reference.name)' was left as you wrote it: the spec renames \(reference.name) to \(reference.renamed), "
                + "and featuregen cannot tell whether this is that case or one of your own",
            at: SourceLocation(file: path, line: reference.line, column: reference.column),
            notes: [.init("if it is the spec's, write '.\(reference.renamed)'")])
    }
}
