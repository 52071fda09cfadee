enum RemoveCommentedHandler: ModuleProtocol {
    typealias Input = RemoveCommentedHandlerInput
    typealias Output = RemoveCommentedHandlerOutput
    typealias ViewState = RemoveCommentedHandlerState
    typealias ViewModel = RemoveCommentedHandlerViewModel
    typealias Router = RemoveCommentedHandlerRouter
    typealias ViewScene = RemoveCommentedHandlerView
}

extension RemoveCommentedHandler {
    static let analyticsName = "RemoveCommentedHandler"
}
