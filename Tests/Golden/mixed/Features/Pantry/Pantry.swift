import SwiftUI
import UIKit

/// How other features open Pantry, with its input.
enum Pantry {
    // MARK: - Input

    struct Input {
    }
}
