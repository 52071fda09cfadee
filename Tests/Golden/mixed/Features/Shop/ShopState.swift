import Foundation
import Observation
import SwiftUI

@Observable
final class ShopState: ViewStateProtocol {
    // MARK: - Properties

    var itemCount: Int

    // MARK: - Lifecycle

    init(input: Shop.Input?) {
        itemCount = 0
    }
}
