enum TemplateUpgrade: ModuleProtocol {
    typealias Input = TemplateUpgradeInput
    typealias Output = TemplateUpgradeOutput
    typealias ViewState = TemplateUpgradeState
    typealias ViewModel = TemplateUpgradeViewModel
    typealias Router = TemplateUpgradeRouter
    typealias ViewScene = TemplateUpgradeView
}
