enum PreImplemented: ModuleProtocol {
    typealias Input = PreImplementedInput
    typealias Output = PreImplementedOutput
    typealias ViewState = PreImplementedState
    typealias ViewModel = PreImplementedViewModel
    typealias Router = PreImplementedRouter
    typealias ViewScene = PreImplementedView
}

extension PreImplemented {
    static let analyticsName = "PreImplemented"
}
