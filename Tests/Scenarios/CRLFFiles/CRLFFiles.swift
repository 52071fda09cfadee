enum CRLFFiles: ModuleProtocol {
    typealias Input = CRLFFilesInput
    typealias Output = CRLFFilesOutput
    typealias ViewState = CRLFFilesState
    typealias ViewModel = CRLFFilesViewModel
    typealias Router = CRLFFilesRouter
    typealias ViewScene = CRLFFilesView
}

extension CRLFFiles {
    static let analyticsName = "CRLFFiles"
}
