import SwiftUI

/// Jar, a screen of the Larder flow, which LarderViewGroup assembles and navigates.
enum Jar {
}
