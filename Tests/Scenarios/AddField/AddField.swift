enum AddField: ModuleProtocol {
    typealias Input = AddFieldInput
    typealias Output = AddFieldOutput
    typealias ViewState = AddFieldState
    typealias ViewModel = AddFieldViewModel
    typealias Router = AddFieldRouter
    typealias ViewScene = AddFieldView
}
