/// `.featuregen/.gitignore`: the part of featuregen's folder that belongs to one machine and
/// one moment — the run cache, the run lock and the temporary files — so a team commits only
/// the base records and the schemas. `init` writes it, and so does any run that writes the
/// project and finds it missing; a file the user has edited is left alone.
package enum StoreIgnoreFile {
    package static let path = ReservedPaths.storeFolder + "/.gitignore"

    package static let contents = """
        # featuregen's machine-local files: the run cache, the run lock, temporary files.
        # Commit the rest of .featuregen/: the base records the merge needs, and the schemas.
        cache
        lock
        tmp/

        """

    /// Writes the file when it is missing. - Returns: whether it wrote it.
    @discardableResult
    package static func ensure(in fileSystem: any FileSystem) throws -> Bool {
        guard try fileSystem.read(path) == nil else { return false }
        try fileSystem.write(path, Array(contents.utf8))
        return true
    }
}
