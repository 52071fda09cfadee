import Foundation
import Testing

@testable import FeaturegenCore

/// A modifier the user put under a view (`.padding()` under `FHeader()`) belongs to that view:
/// where the spec replaces the view with another expression, the merge conflicts rather than
/// move the modifier under the new one; where it only renames the view, the modifier follows.
@Suite struct ContinuationLineTests {
    /// mvi: a subview made inline, the user's `.padding()` under its call: the modifier belonged
    /// to the view that is gone, so the merge conflicts instead of moving it under the inline
    /// placeholder.
    @Test func aModifierOfAViewMadeInlineConflicts() throws {
        let app = MemoryRegeneration(
            project: memoryProject(specs: ["F.yaml": "feature: F\nsubviews:\n  FHeader: {}\n"], architecture: "mvi"))
        try app.run()
        let view = "Features/F/FView.swift"
        try app.edit(view, "        FHeader()\n", "        FHeader()\n            .padding()\n")
        try app.files.writeText("Specs/F.yaml", "feature: F\nsubviews:\n  FHeader: { inline: true }\n")
        let plan = try app.run()
        #expect(MemoryRegeneration.conflicts(plan) == [view], "\(MemoryRegeneration.conflicts(plan))")
        #expect(plan.hasBlockedFiles, "generate exits 0")
        let text = try app.read(view)
        #expect(!text.contains("        Text(\"FHeader\")\n            .padding()\n"), "\(text)")
        #expect(text.contains("            .padding()\n"), "\(text)")
    }

    /// A spec whose renamed generated line the user did not touch, with a modifier the user
    /// added under it, still merges: the rename is the same view.
    @Test func aModifierUnderARenamedSubviewFollowsIt() throws {
        let app = MemoryRegeneration(
            project: memoryProject(specs: ["F.yaml": "feature: F\nsubviews:\n  FHeader: {}\n"], architecture: "mvi"))
        try app.run()
        let view = "Features/F/FView.swift"
        try app.edit(view, "        FHeader()\n", "        FHeader()\n            .padding()\n")
        try app.files.writeText("Specs/F.yaml", "feature: F\nsubviews:\n  FTop: { was: FHeader }\n")
        let plan = try app.run()
        #expect(MemoryRegeneration.conflicts(plan).isEmpty, "\(MemoryRegeneration.conflicts(plan))")
        let text = try app.read(view)
        #expect(text.contains("        FTop()\n            .padding()\n"), "\(text)")
    }
}
