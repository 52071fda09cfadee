import Testing

@testable import FeaturegenCore

/// The progress a run reports: every stage counts up to its total, once per item.
@Suite struct PipelineProgressTests {
    final class Recorder: Sendable {
        private let reports = Locked<[PipelineProgress]>([])
        func record(_ progress: PipelineProgress) { reports.withLock { $0.append(progress) } }
        var all: [PipelineProgress] { reports.withLock { $0 } }
    }

    @Test func eachStageCountsEveryItemUpToItsTotal() throws {
        let specs = (1...12).map { ("F\($0).yaml", "feature: F\($0)\nactions:\n  - tap\n") }
        let project = memoryProject(specs: Dictionary(uniqueKeysWithValues: specs))
        let recorder = Recorder()
        var generator = Generator(project: project)
        generator.progress = { recorder.record($0) }
        let plan = try generator.plan()
        try generator.apply(plan)

        let written = plan.entries.filter { $0.changesFile || $0.base != nil }.count
        for (stage, total) in [(PipelineProgress.Stage.rendering, 12), (.merging, plan.entries.count), (.writing, written)] {
            let reports = recorder.all.filter { $0.stage == stage }
            #expect(reports.count == total, "\(stage)")
            #expect(Set(reports.map(\.done)) == Set(1...total), "\(stage)")
            #expect(reports.allSatisfy { $0.total == total }, "\(stage)")
        }
    }
}
