import Foundation

/// What the last clean run left, so that a run whose inputs and outputs are all as they were
/// finishes without rendering: a digest of every input (featuregen's version and executable,
/// `featuregen.yml`, the templates, every spec's path and bytes) and the stamp of every output
/// file and base record. Any difference — a spec, the config, a template or the tool changed,
/// an output edited, deleted or replaced, a base record checked out, a base record added or
/// removed — makes the run do all its work again. Only a run that ended up to date (nothing
/// to write, no conflict, no skipped or orphaned file) is recorded.
///
/// Kept in `.featuregen/cache`; safe to delete, and safe to commit: a clone's files have other
/// stamps, so its first run does the work and records its own.
struct RunCache: Equatable {
    static let path = ".featuregen/cache"
    private static let header = "featuregen run cache 1"

    var inputs: String
    /// Every output and base record, with its stamp.
    var stamps: [String: FileStamp]
    /// The rendered files, in plan order, for the summary of a run that does nothing.
    var outputs: [String]
    var warnings: [Diagnostic]

    func encoded() -> [UInt8] {
        var lines = [Self.header, "inputs \(inputs)"]
        for path in outputs { lines.append("output \(path)") }
        for (path, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            lines.append("stamp \(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode) \(path)")
        }
        if let data = try? JSONEncoder().encode(warnings) { lines.append("warnings " + String(decoding: data, as: UTF8.self)) }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func decode(_ bytes: [UInt8]) -> RunCache? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(header), lines.count >= 2, lines[1].hasPrefix("inputs ") else { return nil }
        var cache = RunCache(inputs: String(lines[1].dropFirst(7)), stamps: [:], outputs: [], warnings: [])
        for line in lines.dropFirst(2) {
            if line.hasPrefix("output ") {
                cache.outputs.append(String(line.dropFirst(7)))
            } else if line.hasPrefix("stamp ") {
                let parts = line.dropFirst(6).split(separator: " ", maxSplits: 4)
                guard parts.count == 5, let size = UInt64(parts[0]), let modified = Int64(parts[1]), let changed = Int64(parts[2]),
                    let inode = UInt64(parts[3])
                else { return nil }
                cache.stamps[String(parts[4])] = FileStamp(size: size, modified: modified, changed: changed, inode: inode)
            } else if line.hasPrefix("warnings ") {
                guard let warnings = try? JSONDecoder().decode([Diagnostic].self, from: Data(line.dropFirst(9).utf8)) else { return nil }
                cache.warnings = warnings
            } else {
                return nil
            }
        }
        return cache
    }
}
