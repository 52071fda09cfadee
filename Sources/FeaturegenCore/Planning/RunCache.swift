#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the last clean run left, so that a run whose inputs and outputs are all as they were
/// finishes without rendering: a digest of every input (featuregen's version and executable,
/// `featuregen.yml`, the templates, every spec's path and bytes), the stamp of every output
/// file and base record, and the features rendered. Any difference — a spec, the
/// config, a template or the tool changed, an output edited, deleted or replaced, a base
/// record checked out, a base record added or removed — makes the run do all its work again.
/// A base record whose stamp was taken within `racyWindow` of the file system's clock is also
/// compared by content, as git does for "racily clean" files: a checkout that rewrites it within
/// the timestamp granularity, at the same size and inode, leaves its stamp as it was, and a
/// stale base would make the next merge keep generated code the spec removed. An older record
/// is compared by stamp alone: any later write gives it a later status-change time. The first
/// run to find a record no longer recent records the cache again, so the runs after it read no
/// base at all. Only a run that ended up to date (nothing to write, no conflict, no skipped
/// or orphaned file) is recorded.
///
/// Kept in `.featuregen/cache`; safe to delete, and safe to commit: a clone's files have other
/// stamps, so its first run does the work and records its own.
struct RunCache: Equatable {
    static let path = ".featuregen/cache"
    private static let header = "featuregen run cache 3"

    /// Longer than any file system's timestamp granularity (FAT's is 2 s), in nanoseconds.
    static let racyWindow: Int64 = 3_000_000_000
    /// Longer than the clock tick of a file system that stamps in nanoseconds (APFS, ext4:
    /// the kernel's tick, 1 to 10 ms), told by a clock reading that is not a whole second.
    static let fineRacyWindow: Int64 = 100_000_000

    var inputs: String
    /// The file system's clock (`FileSystem.clock`) before the stamps were taken; nil where it
    /// could not be read, which makes every base record recent.
    var recorded: Int64?
    /// `digest(ofBases:)` of each base record recent when recorded (`isRecent`), by path.
    var digests: [String: String] = [:]
    /// Every output and base record, with its stamp.
    var stamps: [String: FileStamp]
    /// The rendered files, in plan order, for the summary of a run that does nothing.
    var outputs: [String]
    /// The features rendered (`WritePlan.features`), for `check`'s look at their modules.
    var features: [String] = []
    var warnings: [Diagnostic]

    func encoded() -> [UInt8] {
        var lines = [Self.header, "inputs \(inputs)", "recorded \(recorded.map(String.init) ?? "-")"]
        for path in outputs { lines.append("output \(path)") }
        for (path, digest) in digests.sorted(by: { $0.key < $1.key }) { lines.append("digest \(digest) \(path)") }
        for feature in features { lines.append("feature \(feature)") }
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
            second.starts(with: "inputs ".utf8), let third = lines.popFirst(), third.starts(with: "recorded ".utf8)
        else { return nil }
        var cache = RunCache(
            inputs: String(decoding: second.dropFirst(7), as: UTF8.self), recorded: number(third.dropFirst(9)),
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
            } else if line.starts(with: "digest ".utf8) {
                let fields = line.dropFirst(7).split(separator: UInt8(ascii: " "), maxSplits: 1, omittingEmptySubsequences: false)
                guard fields.count == 2 else { return nil }
                cache.digests[String(decoding: fields[1], as: UTF8.self)] = String(decoding: fields[0], as: UTF8.self)
            } else if line.starts(with: "feature ".utf8) {
                cache.features.append(String(decoding: line.dropFirst(8), as: UTF8.self))
            } else if line.starts(with: "warnings ".utf8) {
                guard let warnings = try? JSONDecoder().decode([Diagnostic].self, from: Data(line.dropFirst(9))) else { return nil }
                cache.warnings = warnings
            } else {
                return nil
            }
        }
        return cache
    }

    /// Whether a base record with this stamp was written within the racy window of `clock`, or
    /// no clock was read: its stamp alone cannot tell a rewrite in the same tick.
    static func isRecent(_ stamp: FileStamp, clock: Int64?) -> Bool {
        guard let clock else { return true }
        let window = clock % 1_000_000_000 == 0 ? racyWindow : fineRacyWindow
        return stamp.changed >= clock - window || stamp.modified >= clock - window
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
