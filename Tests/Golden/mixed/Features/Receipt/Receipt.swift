enum Receipt: ModuleProtocol {
    typealias Input = ReceiptInput
    typealias Output = ReceiptOutput
    typealias ViewState = ReceiptState
    typealias ViewModel = ReceiptViewModel
    typealias Router = ReceiptRouter
    typealias ViewScene = ReceiptView
}
