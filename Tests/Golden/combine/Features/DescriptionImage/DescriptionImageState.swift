import Combine
import Foundation
import SwiftUI
import UIKit

final class DescriptionImageState: ViewStateProtocol {
    // MARK: - Properties

    @Published var image: UIImage?
    @Published var description: String

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input?) {
        image = input?.image
        description = ""
    }
}
