import SwiftUI

/// Pantry, a screen of the Larder flow, which LarderViewGroup assembles and navigates.
enum Pantry {
}
