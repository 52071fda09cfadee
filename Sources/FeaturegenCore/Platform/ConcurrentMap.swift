import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Array where Element: Sendable {
    /// `map` spread over the cores, with the results in the order of the array: the same
    /// output, byte for byte, as a serial run. The pipeline is synchronous and its work
    /// CPU-bound (parsing, rendering, merging), so a `concurrentPerform` over the elements is
    /// all the concurrency it needs; a serial loop below two elements.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values()
    }
}

/// One slot per element, written once each from the worker that computed it.
private final class ResultSlots<T>: Sendable {
    private let slots: Locked<[T?]>

    init(count: Int) {
        slots = Locked(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ value: T) {
        slots.withLock { $0[index] = value }
    }

    func values() -> [T] {
        slots.withLock { $0.map { $0! } }
    }
}
