#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How far a run has come, for a progress line: reported by `Generator` from its workers as
/// each spec is rendered, each file merged and each file written.
public struct PipelineProgress: Sendable, Equatable {
    public enum Stage: String, Sendable {
        case rendering, merging, writing
    }

    public var stage: Stage
    public var done: Int
    public var total: Int
}

public typealias ProgressHandler = @Sendable (PipelineProgress) -> Void

/// Counts one stage's finished items across the workers and reports each count.
final class ProgressCounter: Sendable {
    private let stage: PipelineProgress.Stage
    private let total: Int
    private let handler: ProgressHandler?
    private let done = Locked(0)

    init(_ stage: PipelineProgress.Stage, total: Int, handler: ProgressHandler?) {
        self.stage = stage
        self.total = total
        self.handler = handler
    }

    func step() {
        guard let handler else { return }
        let done = done.withLock { done in
            done += 1
            return done
        }
        handler(PipelineProgress(stage: stage, done: done, total: total))
    }
}
