import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line at the bottom of a terminal that says how far a long run has come
/// (`featuregen: merging 312/500 files`), redrawn in place and erased before anything else
/// is printed. Only on a terminal, and only once a run has taken longer than a moment, so
/// short runs and logs look as they always did.
final class ProgressLine: Sendable {
    static let shared = ProgressLine()

    private let enabled = Platform.isTerminal(1) && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    private let start = Date()
    /// When the line was last drawn, and whether it is on the screen.
    private let drawn = Locked<(last: Date?, isShown: Bool)>((nil, false))

    /// Runs shorter than this never show the line.
    private let delay: TimeInterval = 0.5
    private let interval: TimeInterval = 0.1

    var handler: ProgressHandler? {
        guard enabled, !Console.quiet else { return nil }
        return { [self] progress in update(progress) }
    }

    private func update(_ progress: PipelineProgress) {
        drawn.withLock { drawn in
            let now = Date()
            guard now.timeIntervalSince(start) >= delay else { return }
            let isLast = progress.done == progress.total
            if let last = drawn.last, now.timeIntervalSince(last) < interval, !isLast { return }
            drawn = (now, true)
            let noun = progress.stage == .rendering ? "specs" : "files"
            write("\r\u{1B}[K\(progress.stage.rawValue) \(progress.done)/\(progress.total) \(noun)…")
        }
    }

    /// Erases the line, if it is shown, so the next output starts at the left margin.
    func clear() {
        drawn.withLock { drawn in
            guard drawn.isShown else { return }
            drawn.isShown = false
            write("\r\u{1B}[K")
        }
    }

    private func write(_ text: String) {
        Console.emit(text, to: 1)
    }
}
