enum AccessSwitch: ModuleProtocol {
    typealias Input = AccessSwitchInput
    typealias Output = AccessSwitchOutput
    typealias ViewState = AccessSwitchState
    typealias ViewModel = AccessSwitchViewModel
    typealias Router = AccessSwitchRouter
    typealias ViewScene = AccessSwitchView
}
