#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the last clean run left, so that a run whose inputs and outputs are all as they were
/// finishes without rendering: a digest of every input (featuregen's version and executable,
/// `featuregen.yml`, the templates, every spec's path and bytes), the stamp of every output
/// file and base record, and a digest of the base records' bytes. Any difference — a spec, the
/// config, a template or the tool changed, an output edited, deleted or replaced, a base
/// record checked out, a base record added or removed — makes the run do all its work again.
/// The base records are compared by content, not only by stamp: a checkout that rewrites a
/// record within the file system's timestamp granularity, at the same size and inode, leaves
/// its stamp as it was, and a stale base would make the next merge keep generated code the
/// spec removed. Only a run that ended up to date (nothing
/// to write, no conflict, no skipped or orphaned file) is recorded.
///
/// Kept in `.featuregen/cache`; safe to delete, and safe to commit: a clone's files have other
/// stamps, so its first run does the work and records its own.
struct RunCache: Equatable {
    static let path = ".featuregen/cache"
    private static let header = "featuregen run cache 2"

    var inputs: String
    /// `RunCache.digest(ofBases:)` of the base records.
    var bases: String
    /// Every output and base record, with its stamp.
    var stamps: [String: FileStamp]
    /// The rendered files, in plan order, for the summary of a run that does nothing.
    var outputs: [String]
    var warnings: [Diagnostic]

    func encoded() -> [UInt8] {
        var lines = [Self.header, "inputs \(inputs)", "bases \(bases)"]
        for path in outputs { lines.append("output \(path)") }
        for (path, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            lines.append("stamp \(stamp.size) \(stamp.modified) \(stamp.changed) \(Int64(bitPattern: stamp.inode)) \(path)")
        }
        if let data = try? JSONEncoder().encode(warnings) { lines.append("warnings " + String(decoding: data, as: UTF8.self)) }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Parsed from bytes: the cache of a 500-feature project has 13,000 lines, and this runs on
    /// every run that has nothing to do.
    static func decode(_ bytes: [UInt8]) -> RunCache? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), first.elementsEqual(header.utf8), let second = lines.popFirst(),
            second.starts(with: "inputs ".utf8), let third = lines.popFirst(), third.starts(with: "bases ".utf8)
        else { return nil }
        var cache = RunCache(
            inputs: String(decoding: second.dropFirst(7), as: UTF8.self), bases: String(decoding: third.dropFirst(6), as: UTF8.self),
            stamps: [:], outputs: [], warnings: [])
        cache.stamps.reserveCapacity(lines.count)
        for line in lines {
            if line.starts(with: "stamp ".utf8) {
                var fields = line.dropFirst(6).split(separator: UInt8(ascii: " "), maxSplits: 4, omittingEmptySubsequences: false)[...]
                guard fields.count == 5, let size = number(fields.popFirst()!), let modified = number(fields.popFirst()!),
                    let changed = number(fields.popFirst()!), let inode = number(fields.popFirst()!)
                else { return nil }
                cache.stamps[String(decoding: fields.popFirst()!, as: UTF8.self)] = FileStamp(
                    size: UInt64(size), modified: modified, changed: changed, inode: UInt64(bitPattern: inode))
            } else if line.starts(with: "output ".utf8) {
                cache.outputs.append(String(decoding: line.dropFirst(7), as: UTF8.self))
            } else if line.starts(with: "warnings ".utf8) {
                guard let warnings = try? JSONDecoder().decode([Diagnostic].self, from: Data(line.dropFirst(9))) else { return nil }
                cache.warnings = warnings
            } else {
                return nil
            }
        }
        return cache
    }

    /// A digest of the base records' paths and bytes, in path order: two FNV-1a hashes of 64
    /// bits with different offsets, which catch any change a checkout makes at a fraction of
    /// SHA-256's cost (this runs on every run the cache answers; nobody forges base records).
    static func digest(ofBases paths: [String], in fileSystem: any FileSystem) throws -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x84222325_cbf29ce4
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
                second ^= second >> 29
            }
        }
        for path in paths.sorted() {
            let bytes = try fileSystem.read(path) ?? []
            mix(path.utf8)
            mix("\u{0}\(bytes.count)\u{0}".utf8)
            mix(bytes)
        }
        return String(first, radix: 16) + String(second, radix: 16)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        var negative = false
        for (offset, byte) in digits.enumerated() {
            if offset == 0 && byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int64(byte - 48)
        }
        return negative ? -value : value
    }
}
