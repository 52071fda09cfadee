/// How work grows with its input, for the tests that hold an algorithm linear: the best of three
/// runs at a size and at four times that size, divided. About 4 when the work is linear, 16 when
/// it is quadratic. A ratio measured in the same test, not a time limit, so a machine that is
/// busy with other work slows both sides alike (timings themselves are the benchmarks' business).
enum Growth {
    /// From `size` up, doubled until the smaller run takes at least 5 ms (below that the clock's
    /// and the scheduler's noise decide the ratio, not the work), at most to `size` × 64.
    static func ratio(size: Int, _ work: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        func best(_ size: Int) -> Double {
            let fastest = (0..<3).map { _ in clock.measure { work(size) } }.min()!
            return Double(fastest.components.seconds) + Double(fastest.components.attoseconds) / 1e18
        }
        var size = size
        var small = best(size)
        for _ in 0..<6 where small < 0.005 {
            size *= 2
            small = best(size)
        }
        return best(size * 4) / small
    }

    /// The largest ratio a linear algorithm is allowed, well under a quadratic one's 16.
    static let linear = 9.0
}
