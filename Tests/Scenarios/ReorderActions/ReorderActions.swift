enum ReorderActions: ModuleProtocol {
    typealias Input = ReorderActionsInput
    typealias Output = ReorderActionsOutput
    typealias ViewState = ReorderActionsState
    typealias ViewModel = ReorderActionsViewModel
    typealias Router = ReorderActionsRouter
    typealias ViewScene = ReorderActionsView
}

extension ReorderActions {
    static let analyticsName = "ReorderActions"
}
