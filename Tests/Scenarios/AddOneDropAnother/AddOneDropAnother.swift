enum AddOneDropAnother: ModuleProtocol {
    typealias Input = AddOneDropAnotherInput
    typealias Output = AddOneDropAnotherOutput
    typealias ViewState = AddOneDropAnotherState
    typealias ViewModel = AddOneDropAnotherViewModel
    typealias Router = AddOneDropAnotherRouter
    typealias ViewScene = AddOneDropAnotherView
}

extension AddOneDropAnother {
    static let analyticsName = "AddOneDropAnother"
}
