import Combine
import Foundation
import SwiftUI

final class TemplateUpgradeState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var isZero: Bool { count == 0 }

    // MARK: - Lifecycle

    init(input: TemplateUpgrade.Input?) {
        count = 0
    }
}
