import Foundation
import Observation
import SwiftUI
import UIKit

@Observable
final class DescriptionImageState: ViewStateProtocol {
    // MARK: - Properties

    var image: UIImage?
    var description: String

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input?) {
        image = input?.image
        description = ""
    }
}
