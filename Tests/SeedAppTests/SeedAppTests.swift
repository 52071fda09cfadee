// ProductCard with seed 000's own logic written into the generated files (Tests/Fixtures/SeedApp,
// a featuregen project): its handlers change the state on the main actor, directly and through
// the Reducer, and the fixture stays current with the templates — when they change,
// `featuregen generate --project Tests/Fixtures/SeedApp` must merge them under the user's code.
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import SeedApp

@MainActor
final class SeedAppTests: XCTestCase {
    private func makeModule() -> (ProductCard.ViewState, ProductCard.ViewModel, Reducer<ProductCard.ViewModel>, UINavigationController) {
        let input = ProductCard.Input(article: "0BADF00D-0000-0000-0000-000000000000")
        let state = ProductCard.ViewState(input: input)
        let router = ProductCard.Router()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(root, animated: false)
        router.parentViewController = root
        let viewModel = ProductCard.ViewModel(state: state, input: input, output: .init(didChangeLike: { _, _ in }), router: router)
        return (state, viewModel, Reducer(viewModel: viewModel), navigation)
    }

    func testHandlersChangeTheStateOnTheMainActor() async {
        let (state, viewModel, _, _) = makeModule()
        XCTAssertEqual(state.loadingState, .loading)

        await viewModel.handle(.viewDidLoad)
        XCTAssertEqual(state.loadingState, .hide)
        XCTAssertEqual(state.actualPrice, "12 990 ₽")

        await viewModel.handle(.setBottomSafeAreaInset(34))
        XCTAssertEqual(state.bottomSafeAreaInset, 34)
        XCTAssertEqual(state.footerButtons.bottomInset, 34)

        await viewModel.handle(.updatePosition(10))
        XCTAssertEqual(state.position, .middle)
        XCTAssertEqual(state.navigationHeaderOpacity, 0)

        await viewModel.handle(.onImageSliderAction(.onSaveSlidingStep(3)))
        XCTAssertEqual(state.currentSlidingStep, 3)
        XCTAssertEqual(state.imageSliderAssembly.currentStep, 3)

        await viewModel.handle(.onFooterButtonsAction(.onTapBasketButton))
        XCTAssertTrue(state.isAddedToBasket)
        XCTAssertEqual(state.basketLoadingState, .hide)
    }

    func testActionsThroughTheReducerReachTheState() async {
        let (state, _, reducer, _) = makeModule()
        reducer(.setPriceCellVisible(true))
        await eventually { state.isPriceCellVisible }
        reducer(.onPriceCellAction(.onSetPriceCellVisible(false)))
        await eventually { !state.isPriceCellVisible }
        reducer(.onFooterButtonsAction(.onTapMapButton))
        await eventually { state.isPriceCellVisible }
    }

    func testTheViewSendsItsActionsToTheReducer() async {
        let (state, _, reducer, navigation) = makeModule()
        let view = ProductCardView(state: state, reducer: reducer)
        // `.onAppear { reducer(.viewDidLoad) }`
        let appearing =
            view.body
            as? _AppearanceActionView<
                VStack<
                    TupleView<(NavigationHeader, SideButtons, ImageSliderAssembly, FooterButtons, ProductCardList, PriceCell, Button<Text>)>
                >
            >
        XCTAssertNotNil(appearing)
        appearing?.action?()
        await eventually { state.loadingState == .hide }

        // The header's back button goes through the reducer, the view model and the router.
        XCTAssertEqual(navigation.viewControllers.count, 2)
        let header = appearing?.content.content.value.0
        header?.onAction(.onTapBackButton)
        await eventually { navigation.viewControllers.count == 1 }
    }

    func testTheBindingSubviewWritesBackIntoTheState() {
        let (state, _, _, _) = makeModule()
        let binding = ObservedObject(wrappedValue: state).projectedValue.imageSliderAssembly
        binding.wrappedValue.currentStep = 5
        XCTAssertEqual(state.currentSlidingStep, 5)
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpec() throws {
        try FixtureProject("Tests/Fixtures/SeedApp").assertCurrent(copying: ["ProductCard"])
    }
}
