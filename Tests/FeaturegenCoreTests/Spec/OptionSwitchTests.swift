import Testing

@testable import FeaturegenCore

/// vsurf's `unit: { own: false }` writes no unit: the unit's other keys, and the clients a
/// unit would hold, are errors at their keys rather than left out of what is written.
@Suite struct OptionSwitchTests {
    private func errors(_ spec: String) -> String {
        do {
            _ = try Generator(project: memoryProject(specs: ["Detail.yaml": spec], architecture: "vsurf")).loadSpecs(nil)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func theUnitsKeysBesideOwnFalseAreErrorsAtTheKeys() {
        let found = errors("feature: Detail\nunit: { own: false, commands: [add], stores: { model: Model } }\n")
        #expect(found.contains("Specs/Detail.yaml:2:21: error: 'commands' of 'unit' beside 'own: false'"), "\(found)")
        #expect(found.contains("Specs/Detail.yaml:2:38: error: 'stores' of 'unit' beside 'own: false'"), "\(found)")
        #expect(found.contains("note: remove 'commands', or 'own: false'"), "\(found)")
    }

    @Test func dependenciesWithoutAUnitOfItsOwnAreAnError() {
        let found = errors("feature: Detail\nunit:\n  own: false\ndependencies:\n  news: NewsClient\n")
        #expect(
            found.contains(
                "Specs/Detail.yaml:4:1: error: 'dependencies' with 'unit: { own: false }': the feature's own unit holds its clients"),
            "\(found)")
    }

    @Test func ownFalseAloneAndAUnitOfItsOwnWithClientsLoad() {
        #expect(errors("feature: Detail\nunit: { own: false }\n") == "")
        #expect(errors("feature: Detail\nunit: { own: true, commands: [add] }\ndependencies:\n  news: NewsClient\n") == "")
    }

    @Test func theSwitchIsReadFromTheManifest() {
        #expect(ArchitectureCatalog.switches["vsurf"] == [OptionSwitch(option: "unit", key: "own", holdsDependencies: true)])
        #expect(ArchitectureCatalog.switches["mvvm"] == [])
    }
}
