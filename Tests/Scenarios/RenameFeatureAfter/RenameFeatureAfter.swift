enum RenameFeatureAfter: ModuleProtocol {
    typealias Input = RenameFeatureAfterInput
    typealias Output = RenameFeatureAfterOutput
    typealias ViewState = RenameFeatureAfterState
    typealias ViewModel = RenameFeatureAfterViewModel
    typealias Router = RenameFeatureAfterRouter
    typealias ViewScene = RenameFeatureAfterView
}
