enum StaleBase: ModuleProtocol {
    typealias Input = StaleBaseInput
    typealias Output = StaleBaseOutput
    typealias ViewState = StaleBaseState
    typealias ViewModel = StaleBaseViewModel
    typealias Router = StaleBaseRouter
    typealias ViewScene = StaleBaseView
}

extension StaleBase {
    static let analyticsName = "StaleBase"
}
