enum UserAndSpecAddCase: ModuleProtocol {
    typealias Input = UserAndSpecAddCaseInput
    typealias Output = UserAndSpecAddCaseOutput
    typealias ViewState = UserAndSpecAddCaseState
    typealias ViewModel = UserAndSpecAddCaseViewModel
    typealias Router = UserAndSpecAddCaseRouter
    typealias ViewScene = UserAndSpecAddCaseView
}
