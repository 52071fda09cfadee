import Testing

@testable import FeaturegenCore

/// The byte search the merge and the renames use finds what a plain scan finds, from any start.
@Suite struct ByteSearchTests {
    @Test func findsTheFirstOccurrenceAtOrAfterTheStartAsAPlainScanDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let start = Int.random(in: 0...(haystack.count + 1), using: &generator)
            let found = haystack.firstOffset(of: needle, from: start)
            #expect(found == Self.plainScan(needle, in: haystack, from: start), "\(haystack) \(needle) \(start)")
        }
    }

    private static func plainScan(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start + needle.count <= haystack.count else { return nil }
        return (start...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
