enum ObservationSwitch: ModuleProtocol {
    typealias Input = ObservationSwitchInput
    typealias Output = ObservationSwitchOutput
    typealias ViewState = ObservationSwitchState
    typealias ViewModel = ObservationSwitchViewModel
    typealias Router = ObservationSwitchRouter
    typealias ViewScene = ObservationSwitchView
}

extension ObservationSwitch {
    static let analyticsName = "ObservationSwitch"
}
