import Testing

@testable import FeaturegenCore

/// `.featuregen/settings` that featuregen cannot read is an error at its line, not a record
/// read as empty (which would merge as if every setting were its default).
@Suite struct SettingsRecordCheckTests {
    private func renderErrors(record: String) -> String {
        let project = memoryProject(specs: ["Cart.yaml": "feature: Cart\nactions: [buy]\n"], architecture: "vsurf")
        do {
            try project.fileSystem.writeText(SettingsRecord.path, record)
            let generator = Generator(project: project)
            _ = try generator.render(try generator.loadSpecs(nil))
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aLineThatIsNoSettingIsAnErrorAtTheLine() {
        let found = renderErrors(record: "vsurf.services: Shop\ngarbage here\n")
        #expect(
            found.contains(
                ".featuregen/settings:2:1: error: 'garbage here' is no setting: each line of .featuregen/settings is 'architecture.setting: value'"
            ),
            "\(found)")
        #expect(found.contains("restore it from version control"), "\(found)")
    }

    @Test func anUnknownArchitectureAndABadValueAreErrorsAtTheirPlace() {
        let found = renderErrors(record: "vsurff.services: Shop\nvsurf.services: 3x\n")
        #expect(found.contains(".featuregen/settings:1:1: error: 'vsurff' is no architecture"), "\(found)")
        #expect(found.contains(".featuregen/settings:2:17: error: '3x' is not a valid name"), "\(found)")
    }

    @Test func aRecordFeaturegenWroteAndASettingNoLongerTakenRead() {
        #expect(renderErrors(record: "vsurf.services: Shop\n") == "")
        #expect(renderErrors(record: "vsurf.retired: Shop\n") == "")
    }
}
