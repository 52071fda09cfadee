import SwiftUI
import UIKit

/// How other features open Jar, with its input.
enum Jar {
    // MARK: - Input

    struct Input {
    }
}
