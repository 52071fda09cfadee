enum DeletedBase: ModuleProtocol {
    typealias Input = DeletedBaseInput
    typealias Output = DeletedBaseOutput
    typealias ViewState = DeletedBaseState
    typealias ViewModel = DeletedBaseViewModel
    typealias Router = DeletedBaseRouter
    typealias ViewScene = DeletedBaseView
}

extension DeletedBase {
    static let analyticsName = "DeletedBase"
}
