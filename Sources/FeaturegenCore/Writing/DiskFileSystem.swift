import Foundation

/// The project folder on disk.
public struct DiskFileSystem: FileSystem {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    private func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    public func read(_ path: String) throws -> [UInt8]? {
        let url = url(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw FileSystemError(path: path, reason: "cannot read: \(error.localizedDescription)")
        }
    }

    public func write(_ path: String, _ contents: [UInt8]) throws {
        let url = url(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // `.atomic` writes a temporary file beside the target and renames it over the
            // target: a reader never sees half a file, and a symlink is replaced, not followed.
            try Data(contents).write(to: url, options: .atomic)
        } catch {
            throw FileSystemError(path: path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Removes the file, then every folder above it that this leaves empty (up to the root).
    public func remove(_ path: String) throws {
        do {
            try FileManager.default.removeItem(at: url(path))
        } catch {
            throw FileSystemError(path: path, reason: "cannot remove: \(error.localizedDescription)")
        }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: url(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    public func files(under folder: String) throws -> [String] {
        let base = url(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [String] = []
        for case let file as URL in walker {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = file.standardizedFileURL.path.dropFirst(root.path.count).drop { $0 == "/" }
            files.append(String(relative))
        }
        return files.sorted()
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url(path).path)) != nil
    }
}
