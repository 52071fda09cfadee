import Combine
import Foundation
import SwiftUI

final class AddRouteState: ViewStateProtocol {
    // MARK: - Properties

    // MARK: - Lifecycle

    init(input: AddRoute.Input?) {
    }
}
