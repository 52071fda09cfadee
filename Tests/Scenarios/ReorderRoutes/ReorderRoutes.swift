enum ReorderRoutes: ModuleProtocol {
    typealias Input = ReorderRoutesInput
    typealias Output = ReorderRoutesOutput
    typealias ViewState = ReorderRoutesState
    typealias ViewModel = ReorderRoutesViewModel
    typealias Router = ReorderRoutesRouter
    typealias ViewScene = ReorderRoutesView
}

extension ReorderRoutes {
    static let analyticsName = "ReorderRoutes"
}
