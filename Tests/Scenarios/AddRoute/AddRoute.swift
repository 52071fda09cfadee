enum AddRoute: ModuleProtocol {
    typealias Input = AddRouteInput
    typealias Output = AddRouteOutput
    typealias ViewState = AddRouteState
    typealias ViewModel = AddRouteViewModel
    typealias Router = AddRouteRouter
    typealias ViewScene = AddRouteView
}
