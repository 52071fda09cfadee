enum BodyModifier: ModuleProtocol {
    typealias Input = BodyModifierInput
    typealias Output = BodyModifierOutput
    typealias ViewState = BodyModifierState
    typealias ViewModel = BodyModifierViewModel
    typealias Router = BodyModifierRouter
    typealias ViewScene = BodyModifierView
}

extension BodyModifier {
    static let analyticsName = "BodyModifier"
}
