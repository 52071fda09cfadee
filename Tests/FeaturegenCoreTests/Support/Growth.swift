/// How work grows with its input, for the tests that hold an algorithm linear: the best of three
/// runs at `size` and at four times `size`, divided. About 4 when the work is linear, 16 when it
/// is quadratic. A ratio measured in the same test, not a time limit, so a machine that is busy
/// with other work slows both sides alike (timings themselves are the benchmarks' business).
enum Growth {
    static func ratio(size: Int, _ work: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        func best(_ size: Int) -> Double {
            let runs = (0..<3).map { _ in clock.measure { work(size) } }
            let fastest = runs.min()!
            return Double(fastest.components.seconds) + Double(fastest.components.attoseconds) / 1e18
        }
        let small = best(size)
        let large = best(size * 4)
        // Below a millisecond the clock, not the work, decides; count it as linear.
        return small < 0.001 ? 4 : large / small
    }

    /// The largest ratio a linear algorithm is allowed, well under a quadratic one's 16.
    static let linear = 9.0
}
